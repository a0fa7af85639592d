import { z } from "zod";

// The Kela card (spec part 1 §3 "Kela card", §4 "Kela image upload", §5 "Kela images", §7, §9):
// two images, front and back, JPEG or PNG only, proved by their bytes; the upload's time-out;
// and the states each side of the upload goes through.

export const KELA_CARD_SIDES = ["front", "back"] as const;
export type KelaCardSide = (typeof KELA_CARD_SIDES)[number];

export const KELA_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export type KelaImageType = (typeof KELA_IMAGE_TYPES)[number];

/** The portal's upload size limit (part 1 §5 "Upload files", §9: 9437184 bytes), per image. */
export const KELA_IMAGE_MAX_BYTES = 9_437_184;

/** Each image's PUT gives up after this long (part 1 §9). */
export const KELA_UPLOAD_TIMEOUT_MS = 120_000;

/** The formats the invalid-file message lists. */
export const KELA_IMAGE_FORMAT_NAMES = "JPEG, PNG";

export function isKelaImageType(value: unknown): value is KelaImageType {
  return (KELA_IMAGE_TYPES as readonly unknown[]).includes(value);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** "IHDR": a PNG's first chunk, right after the signature and the chunk's length. */
const PNG_IHDR = [0x49, 0x48, 0x44, 0x52] as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

/**
 * What the bytes are: a JPEG (start-of-image marker followed by another marker) or a PNG (its
 * signature followed by the IHDR chunk); null for anything else, whatever it was declared as.
 */
export function kelaImageTypeOf(bytes: Uint8Array): KelaImageType | null {
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes[3] !== 0xff && bytes[3] !== 0x00) return "image/jpeg";
  if (bytes.length >= 33 && startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IHDR, 12)) return "image/png";
  return null;
}

/** Enough of a file's first bytes for kelaImageTypeOf (the browser reads only these). */
export const KELA_IMAGE_SNIFF_BYTES = 33;

/** POST /api/kela-card/init-upload body: the content type of each side. */
export const KelaCardInitUploadSchema = z
  .object({
    mimetypes: z
      .object({
        front: z.enum(KELA_IMAGE_TYPES, { error: "kelaCard.error.invalidFileType" }),
        back: z.enum(KELA_IMAGE_TYPES, { error: "kelaCard.error.invalidFileType" }),
      })
      .strict(),
  })
  .strict();
export type KelaCardInitUpload = z.infer<typeof KelaCardInitUploadSchema>;

/** GET /api/kela-card/finish-upload's answer when it fails (spec: "success boolean"). */
export const KELA_FINISH_ERRORS = ["uploadNotFound", "invalidFileType", "fileTooLarge"] as const;
export type KelaFinishError = (typeof KELA_FINISH_ERRORS)[number];

// ---------------------------------------------------------------------------------------------
// The upload's states (part 1 §3, §4): each side missing → ready-to-upload → uploading (progress
// 0-100) → uploaded (path) or error (message). Save needs both sides ready; once both are
// uploaded, "change images" resets both to missing.

/** Catalog keys of the messages a side can show. */
export type KelaCardErrorMessage = "kelaCard.error.invalidFileType" | "kelaCard.error.addImage" | "kelaCard.error.fileTooLarge";

export type KelaImageState =
  | { status: "missing" }
  | { status: "ready-to-upload"; fileName: string; contentType: KelaImageType }
  | { status: "uploading"; progress: number }
  | { status: "uploaded"; path: string }
  | { status: "error"; message: KelaCardErrorMessage };

export type KelaCardState = Record<KelaCardSide, KelaImageState>;

export type KelaCardEvent =
  /** Images the server has (GET /api/kela-card); a side without one is missing. */
  | { type: "loaded"; imageUrl: Record<KelaCardSide, string | null> }
  /** A file was chosen: ready when its type is allowed, otherwise the invalid-type error. */
  | { type: "chosen"; side: KelaCardSide; fileName: string; contentType: string; sizeBytes: number }
  | { type: "cleared"; side: KelaCardSide }
  | { type: "started" }
  | { type: "progress"; side: KelaCardSide; progress: number }
  | { type: "failed"; side?: KelaCardSide; message: KelaCardErrorMessage }
  | { type: "change-images" };

export const INITIAL_KELA_CARD_STATE: KelaCardState = { front: { status: "missing" }, back: { status: "missing" } };

/** Whole percents, clamped to 0-100 (part 1 §5: "Progress values 0 to 100"). */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The progress of a transfer of `loaded` of `total` bytes. */
export function progressOf(loaded: number, total: number): number {
  return total > 0 ? clampProgress((loaded / total) * 100) : 0;
}

export function kelaCardStateFromImages(imageUrl: Record<KelaCardSide, string | null>): KelaCardState {
  const side = (url: string | null): KelaImageState => (url ? { status: "uploaded", path: url } : { status: "missing" });
  return { front: side(imageUrl.front), back: side(imageUrl.back) };
}

export function kelaCardReducer(state: KelaCardState, event: KelaCardEvent): KelaCardState {
  switch (event.type) {
    case "loaded":
      return kelaCardStateFromImages(event.imageUrl);
    case "chosen": {
      if (isUploading(state)) return state;
      const next: KelaImageState = !isKelaImageType(event.contentType)
        ? { status: "error", message: "kelaCard.error.invalidFileType" }
        : event.sizeBytes > KELA_IMAGE_MAX_BYTES
          ? { status: "error", message: "kelaCard.error.fileTooLarge" }
          : event.sizeBytes === 0
            ? { status: "error", message: "kelaCard.error.invalidFileType" }
            : { status: "ready-to-upload", fileName: event.fileName, contentType: event.contentType };
      return { ...state, [event.side]: next };
    }
    case "cleared":
      return isUploading(state) ? state : { ...state, [event.side]: { status: "missing" } };
    case "started":
      if (!canSave(state)) return state;
      return { front: { status: "uploading", progress: 0 }, back: { status: "uploading", progress: 0 } };
    case "progress": {
      const current = state[event.side];
      if (current.status !== "uploading") return state;
      // Progress never goes back.
      return { ...state, [event.side]: { status: "uploading", progress: Math.max(current.progress, clampProgress(event.progress)) } };
    }
    case "failed": {
      const error: KelaImageState = { status: "error", message: event.message };
      if (event.side) return { ...state, [event.side]: error };
      return { front: error, back: error };
    }
    case "change-images":
      return bothUploaded(state) ? INITIAL_KELA_CARD_STATE : state;
  }
}

export function isUploading(state: KelaCardState): boolean {
  return state.front.status === "uploading" || state.back.status === "uploading";
}

/** Save is enabled only when both sides are ready to upload (part 1 §4). */
export function canSave(state: KelaCardState): boolean {
  return state.front.status === "ready-to-upload" && state.back.status === "ready-to-upload";
}

/** The change-images button shows once both sides are uploaded (part 1 §4). */
export function bothUploaded(state: KelaCardState): boolean {
  return state.front.status === "uploaded" && state.back.status === "uploaded";
}
