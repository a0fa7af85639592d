import {
  KELA_CARD_SIDES,
  KELA_IMAGE_SNIFF_BYTES,
  KELA_UPLOAD_TIMEOUT_MS,
  type KelaCardErrorMessage,
  type KelaCardSide,
  type KelaFinishError,
  type KelaImageType,
  kelaImageTypeOf,
  progressOf,
} from "#domain/kela-card";
import { callApi } from "#app/ui/api-client";

// The browser's side of the Kela card upload (spec part 1 §7): init-upload, one PUT per side to
// the returned address with the headers it names (XMLHttpRequest, for progress; 120 s time-out),
// then finish-upload with the token. The server proves the bytes again; the browser checks them
// first so a wrong file is named before anything is sent.

/** The type the file's first bytes prove (JPEG or PNG), whatever its name or declared type says. */
export async function sniffKelaImage(file: Blob): Promise<KelaImageType | null> {
  const head = new Uint8Array(await file.slice(0, KELA_IMAGE_SNIFF_BYTES).arrayBuffer());
  return kelaImageTypeOf(head);
}

interface UploadAddress {
  url: string;
  headers: Record<string, string>;
}

interface InitAnswer {
  front: UploadAddress;
  back: UploadAddress;
  token: string;
}

export type KelaUploadOutcome =
  | { kind: "ok" }
  | { kind: "session"; expired: boolean }
  | { kind: "failed"; side?: KelaCardSide; message: KelaCardErrorMessage };

export interface KelaUploadFile {
  file: Blob;
  contentType: KelaImageType;
}

type PutOutcome = { kind: "ok" } | { kind: "session"; expired: boolean } | { kind: "failed"; status: number };

function put(address: UploadAddress, file: Blob, onProgress: (progress: number) => void): Promise<PutOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("PUT", address.url);
    request.timeout = KELA_UPLOAD_TIMEOUT_MS;
    // Only the portal's own addresses get the session cookie; a storage service's presigned one needs none.
    request.withCredentials = false;
    for (const [name, value] of Object.entries(address.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(progressOf(event.loaded, event.total));
    });
    request.addEventListener("load", () => {
      const status = request.status;
      if (status >= 200 && status < 300) resolve({ kind: "ok" });
      else if (status === 401 || (status === 403 && request.responseText.includes("csrfTokenInvalid"))) {
        resolve({ kind: "session", expired: request.responseText.includes("sessionExpired") });
      } else resolve({ kind: "failed", status });
    });
    request.addEventListener("error", () => resolve({ kind: "failed", status: 0 }));
    request.addEventListener("timeout", () => resolve({ kind: "failed", status: 0 }));
    request.addEventListener("abort", () => resolve({ kind: "failed", status: 0 }));
    request.send(file);
  });
}

const finishMessage: Record<KelaFinishError, KelaCardErrorMessage> = {
  uploadNotFound: "kelaCard.error.addImage",
  invalidFileType: "kelaCard.error.invalidFileType",
  fileTooLarge: "kelaCard.error.fileTooLarge",
};

/** Uploads both sides and makes them the Kela card. */
export async function uploadKelaCard(
  files: Record<KelaCardSide, KelaUploadFile>,
  { csrfToken, onProgress }: { csrfToken: string | null; onProgress: (side: KelaCardSide, progress: number) => void },
): Promise<KelaUploadOutcome> {
  const started = await callApi<InitAnswer>("POST", "/api/kela-card/init-upload", {
    csrfToken,
    body: { mimetypes: { front: files.front.contentType, back: files.back.contentType } },
  });
  if (started.kind === "session") return started;
  if (started.kind === "invalid") return { kind: "failed", message: "kelaCard.error.invalidFileType" };
  if (started.kind !== "ok") return { kind: "failed", message: "kelaCard.error.addImage" };

  const puts = await Promise.all(KELA_CARD_SIDES.map((side) => put(started.body[side], files[side].file, (progress) => onProgress(side, progress))));
  for (const [index, outcome] of puts.entries()) {
    const side = KELA_CARD_SIDES[index]!;
    if (outcome.kind === "session") return outcome;
    if (outcome.kind === "failed") {
      const message: KelaCardErrorMessage = outcome.status === 415 ? "kelaCard.error.invalidFileType" : outcome.status === 413 ? "kelaCard.error.fileTooLarge" : "kelaCard.error.addImage";
      return { kind: "failed", side, message };
    }
  }

  const finished = await callApi<{ success: boolean; error?: KelaFinishError }>("GET", "/api/kela-card/finish-upload", {
    csrfToken,
    query: { token: started.body.token },
  });
  if (finished.kind === "session") return finished;
  if (finished.kind !== "ok") return { kind: "failed", message: "kelaCard.error.addImage" };
  if (finished.body.success) return { kind: "ok" };
  return { kind: "failed", message: finishMessage[finished.body.error ?? "uploadNotFound"] ?? "kelaCard.error.addImage" };
}
