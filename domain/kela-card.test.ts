import { describe, expect, it } from "vitest";
import {
  INITIAL_KELA_CARD_STATE,
  KELA_IMAGE_MAX_BYTES,
  KELA_UPLOAD_TIMEOUT_MS,
  KelaCardInitUploadSchema,
  type KelaCardState,
  bothUploaded,
  canSave,
  clampProgress,
  kelaCardReducer,
  kelaImageTypeOf,
  progressOf,
} from "./kela-card";

const bytes = (...values: number[]) => new Uint8Array(values);
// A 2×2 PNG and a JPEG's start (tests/kela-images.ts makes the same; domain imports none of ours).
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGPQ6w7X6w5ngFAAHSoEQTS+pHAAAAAASUVORK5CYII="), (c) => c.charCodeAt(0));
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9);

describe("Kela image bytes (part 1 §5)", () => {
  it("knows a JPEG and a PNG by their bytes", () => {
    expect(kelaImageTypeOf(JPEG)).toBe("image/jpeg");
    expect(kelaImageTypeOf(PNG)).toBe("image/png");
  });

  it.each([
    ["empty", bytes()],
    ["a GIF", new TextEncoder().encode("GIF89a\x01\x00\x01\x00")],
    ["a PDF", new TextEncoder().encode("%PDF-1.7\n")],
    ["HTML", new TextEncoder().encode("<html><script>alert(1)</script>")],
    ["a truncated JPEG start", bytes(0xff, 0xd8, 0xff)],
    ["a JPEG start followed by padding", bytes(0xff, 0xd8, 0xff, 0xff)],
    ["a bare PNG signature", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ["a PNG signature without IHDR", new Uint8Array([...PNG.slice(0, 12), 0x41, 0x41, 0x41, 0x41, ...PNG.slice(16)])],
    ["a WebP", new TextEncoder().encode("RIFF\x00\x00\x00\x00WEBPVP8 ")],
  ])("refuses %s", (_name, file) => {
    expect(kelaImageTypeOf(file)).toBeNull();
  });

  it("has the spec's limits", () => {
    expect(KELA_IMAGE_MAX_BYTES).toBe(9_437_184);
    expect(KELA_UPLOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("takes only JPEG and PNG for both sides in init-upload", () => {
    expect(KelaCardInitUploadSchema.safeParse({ mimetypes: { front: "image/jpeg", back: "image/png" } }).success).toBe(true);
    for (const body of [{ mimetypes: { front: "image/gif", back: "image/png" } }, { mimetypes: { front: "image/jpeg" } }, {}, { mimetypes: { front: "image/png", back: "image/png", extra: "x" } }]) {
      expect(KelaCardInitUploadSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe("Kela image upload states (part 1 §4)", () => {
  const choose = (state: KelaCardState, side: "front" | "back", contentType = "image/jpeg", sizeBytes = 1000) =>
    kelaCardReducer(state, { type: "chosen", side, fileName: `${side}.jpg`, contentType, sizeBytes });

  it("goes missing → ready-to-upload → uploading → uploaded, save enabled only with both sides ready", () => {
    let state = INITIAL_KELA_CARD_STATE;
    expect(canSave(state)).toBe(false);
    state = choose(state, "front");
    expect(state.front).toEqual({ status: "ready-to-upload", fileName: "front.jpg", contentType: "image/jpeg" });
    expect(canSave(state)).toBe(false);
    expect(kelaCardReducer(state, { type: "started" })).toBe(state);
    state = choose(state, "back", "image/png");
    expect(canSave(state)).toBe(true);
    state = kelaCardReducer(state, { type: "started" });
    expect(state).toEqual({ front: { status: "uploading", progress: 0 }, back: { status: "uploading", progress: 0 } });
    state = kelaCardReducer(state, { type: "progress", side: "front", progress: 42.4 });
    state = kelaCardReducer(state, { type: "progress", side: "front", progress: 10 });
    expect(state.front).toEqual({ status: "uploading", progress: 42 });
    // Nothing can be chosen while uploading.
    expect(choose(state, "front")).toBe(state);
    state = kelaCardReducer(state, { type: "loaded", imageUrl: { front: "/api/kela-card/images/1?x", back: "/api/kela-card/images/2?x" } });
    expect(state).toEqual({ front: { status: "uploaded", path: "/api/kela-card/images/1?x" }, back: { status: "uploaded", path: "/api/kela-card/images/2?x" } });
    expect(bothUploaded(state)).toBe(true);
    expect(kelaCardReducer(state, { type: "change-images" })).toEqual(INITIAL_KELA_CARD_STATE);
  });

  it("shows the invalid type and size errors on the side chosen", () => {
    expect(choose(INITIAL_KELA_CARD_STATE, "front", "image/gif").front).toEqual({ status: "error", message: "kelaCard.error.invalidFileType" });
    expect(choose(INITIAL_KELA_CARD_STATE, "back", "application/pdf").back).toEqual({ status: "error", message: "kelaCard.error.invalidFileType" });
    expect(choose(INITIAL_KELA_CARD_STATE, "back", "image/png", KELA_IMAGE_MAX_BYTES + 1).back).toEqual({ status: "error", message: "kelaCard.error.fileTooLarge" });
    expect(choose(INITIAL_KELA_CARD_STATE, "back", "image/png", KELA_IMAGE_MAX_BYTES).back.status).toBe("ready-to-upload");
    // Choosing again replaces an error.
    expect(choose(choose(INITIAL_KELA_CARD_STATE, "front", "image/gif"), "front").front.status).toBe("ready-to-upload");
  });

  it("fails one side or both, and change-images needs both sides uploaded", () => {
    const uploading = kelaCardReducer(choose(choose(INITIAL_KELA_CARD_STATE, "front"), "back"), { type: "started" });
    expect(kelaCardReducer(uploading, { type: "failed", message: "kelaCard.error.addImage" })).toEqual({
      front: { status: "error", message: "kelaCard.error.addImage" },
      back: { status: "error", message: "kelaCard.error.addImage" },
    });
    expect(kelaCardReducer(uploading, { type: "failed", side: "back", message: "kelaCard.error.invalidFileType" }).front.status).toBe("uploading");
    const half = kelaCardReducer(INITIAL_KELA_CARD_STATE, { type: "loaded", imageUrl: { front: "/x", back: null } });
    expect(half.back).toEqual({ status: "missing" });
    expect(kelaCardReducer(half, { type: "change-images" })).toBe(half);
  });

  it("keeps progress within 0-100", () => {
    expect([clampProgress(-5), clampProgress(150), clampProgress(Number.NaN), clampProgress(33.5)]).toEqual([0, 100, 0, 34]);
    expect([progressOf(0, 0), progressOf(50, 200), progressOf(300, 200)]).toEqual([0, 25, 100]);
  });
});
