// Attachment rules shared by messaging uploads (spec part 1 §5, part 2 §5) and Kela card images.
// A file must pass both the extension and the content-type list: e.g. a ".doc" file is refused
// even though the Word 97 type is listed, because only the listed extensions are allowed.

export const ALLOWED_EXTENSIONS = [
  "pdf",
  "rtf",
  "ods",
  "odt",
  "pptx",
  "xlsx",
  "docx",
  "gif",
  "jpeg",
  "jpg",
  "jpe",
  "png",
  "tif",
  "tiff",
  "csv",
  "txt",
  "text",
] as const;

export const ALLOWED_CONTENT_TYPES = [
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template",
  "application/pdf",
  "application/rtf",
  "text/rtf",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "image/gif",
  "image/jpeg",
  "image/png",
  "image/tiff",
  "text/csv",
  "text/plain",
] as const;

/** 9 MiB for all attachments of one message together (the UI text says "9MB"). */
export const MAX_ATTACHMENT_BYTES = 9_437_184;

export const KELA_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const KELA_UPLOAD_TIMEOUT_MS = 120_000;

export type AttachmentCandidate = { name: string; type: string; size: number };

export type AttachmentValidation =
  | { ok: true; totalBytes: number }
  | { ok: false; error: "fileTypeNotAllowed"; fileName: string }
  | { ok: false; error: "fileTooLarge"; totalBytes: number; maxBytes: number };

function endsWithExtension(fileName: string, extensions: readonly string[]): boolean {
  const lower = fileName.toLowerCase();
  return extensions.some((extension) => lower.endsWith(`.${extension}`));
}

/** "text/plain; charset=utf-8" → "text/plain". */
function baseContentType(type: string): string {
  return type.split(";")[0]?.trim().toLowerCase() ?? "";
}

export function isAllowedFileName(fileName: string): boolean {
  return endsWithExtension(fileName, ALLOWED_EXTENSIONS);
}

/** An empty type (the browser did not recognise the file) is refused. */
export function isAllowedContentType(type: string): boolean {
  return (ALLOWED_CONTENT_TYPES as readonly string[]).includes(baseContentType(type));
}

/** Images are shown inline; every other attachment is offered as a download. */
export function isImageFileName(fileName: string): boolean {
  return endsWithExtension(fileName, ["jpg", "jpeg", "png"]);
}

/** Checks every file's name and type, then the combined size. */
export function validateAttachments(files: readonly AttachmentCandidate[]): AttachmentValidation {
  const refused = files.find((file) => !isAllowedFileName(file.name) || !isAllowedContentType(file.type));
  if (refused) return { ok: false, error: "fileTypeNotAllowed", fileName: refused.name };
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  if (totalBytes > MAX_ATTACHMENT_BYTES) {
    return { ok: false, error: "fileTooLarge", totalBytes, maxBytes: MAX_ATTACHMENT_BYTES };
  }
  return { ok: true, totalBytes };
}

export function isKelaImageType(type: string): boolean {
  return (KELA_IMAGE_TYPES as readonly string[]).includes(baseContentType(type));
}
