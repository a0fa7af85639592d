import { z } from "zod";
import { VALIDATION_KEYS } from "./validation-keys";

// Control characters never reach the database: PostgreSQL refuses NUL in text, and the others
// only hide text from people. Typed text never contains them; pasted or posted text may.
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

type TextFieldOptions = {
  /** Minimum length after trimming; 1 means "required". */
  min?: number;
  max: number;
  /** Message when the field is missing or blank. */
  requiredKey?: string;
};

/**
 * A trimmed, required one-line text field, control characters removed. Blank input reports only `requiredKey` (the check aborts),
 * so the user never sees "required" and "too short" for the same empty field.
 */
export function requiredText({ min = 1, max, requiredKey = VALIDATION_KEYS.required }: TextFieldOptions) {
  let schema = z
    .string({ error: requiredKey })
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, { error: requiredKey, abort: true });
  if (min > 1) schema = schema.min(min, { error: VALIDATION_KEYS.minLength });
  return schema.max(max, { error: VALIDATION_KEYS.maxLength });
}
