// Control characters never reach the database: PostgreSQL refuses NUL in text, and the others
// only hide text from people. Typed text never contains them; pasted or posted text may. The
// schema of a required text field is in text-field-inputs.ts, so that pages use these without zod.
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS = /(?![\t\n\r])\p{Cc}/gu;

/** One-line text (names, addresses) without control characters. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/** Free text (a description, a message) without control characters, keeping line breaks and tabs. */
export function freeTextWithoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS, "");
}
