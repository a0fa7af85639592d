import { ATTACHMENT_CONTENT_TYPES } from "#domain/messaging";

// Whether a file's bytes are what its declared content type says (part 1 §5 "Upload files"): the
// declared type must be one of the allowed ones and the bytes must begin the way such files do.
// OOXML and OpenDocument files are zip archives; the old Office formats are OLE compound files;
// text types are UTF-8 (or Latin-1) text without control bytes.

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function zipHas(bytes: Uint8Array, name: string): boolean {
  // The entry names of a zip appear in its local headers and central directory as plain bytes.
  const needle = Buffer.from(name, "latin1");
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

function isText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c) continue;
    if (byte < 0x20 || byte === 0x7f) return false;
  }
  return true;
}

const CHECKS: Record<string, (bytes: Uint8Array) => boolean> = {
  "application/pdf": (bytes) => startsWith(bytes, ascii("%PDF-")),
  "application/rtf": (bytes) => startsWith(bytes, ascii("{\\rtf")),
  "text/rtf": (bytes) => startsWith(bytes, ascii("{\\rtf")),
  "application/msword": (bytes) => startsWith(bytes, OLE),
  "application/vnd.ms-excel": (bytes) => startsWith(bytes, OLE),
  "application/vnd.ms-powerpoint": (bytes) => startsWith(bytes, OLE),
  "application/vnd.oasis.opendocument.text": (bytes) => startsWith(bytes, ZIP) && zipHas(bytes, "application/vnd.oasis.opendocument.text"),
  "application/vnd.oasis.opendocument.spreadsheet": (bytes) => startsWith(bytes, ZIP) && zipHas(bytes, "application/vnd.oasis.opendocument.spreadsheet"),
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": (bytes) => startsWith(bytes, ZIP) && zipHas(bytes, "ppt/"),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": (bytes) => startsWith(bytes, ZIP) && zipHas(bytes, "xl/"),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": (bytes) => startsWith(bytes, ZIP) && zipHas(bytes, "word/"),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template": (bytes) => startsWith(bytes, ZIP) && zipHas(bytes, "word/"),
  "image/gif": (bytes) => startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")),
  "image/jpeg": (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  "image/png": (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/tiff": (bytes) => startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]),
  "text/csv": isText,
  "text/plain": isText,
};

/** The declared content type without parameters, lower case ("text/plain; charset=utf-8" → "text/plain"). */
export function baseContentType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** True when `contentType` is allowed and the bytes are such a file (an empty file never is). */
export function contentMatches(contentType: string, bytes: Uint8Array): boolean {
  if (bytes.length === 0 || !(contentType in ATTACHMENT_CONTENT_TYPES)) return false;
  return CHECKS[contentType]?.(bytes) ?? false;
}
