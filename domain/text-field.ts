// Control characters never reach the database: PostgreSQL refuses NUL in text, and the others
// only hide text from people. Typed text never contains them; pasted or posted text may. Every
// free-text schema strips them at the input edge (text-field-inputs.ts, decision 280), so that
// pages use these without zod. A file name is refused instead (it is shown as it is, and a
// direction override turns "report\u202Efdp.png" into "reportgnp.pdf" on screen).
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS = /(?![\t\n\r])\p{Cc}/gu;
/** C0 and C1 controls, DEL, and the marks, embeddings, overrides and isolates of bidirectional text. */
const FILE_NAME_FORBIDDEN = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const FILE_NAME_FORBIDDEN_ALL = new RegExp(FILE_NAME_FORBIDDEN.source, "gu");

/** One-line text (names, addresses) without control characters. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/** Free text (a description, a message) without control characters, keeping line breaks and tabs. */
export function freeTextWithoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS, "");
}

/** Whether a file name is free of control characters and of bidirectional marks and overrides (decision 281). */
export function isSafeFileName(fileName: string): boolean {
  return !FILE_NAME_FORBIDDEN.test(fileName);
}

/** A refused file name as it may be shown: each forbidden character a visible U+FFFD, so the name cannot pass for another. */
export function visibleFileName(fileName: string): string {
  return fileName.replace(FILE_NAME_FORBIDDEN_ALL, "\uFFFD");
}
