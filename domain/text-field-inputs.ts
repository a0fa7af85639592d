import { z } from "zod";
import { freeTextWithoutControlCharacters, isSafeFileName, withoutControlCharacters } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

// The one rule for text at the input edge (decision 280): every schema of typed text is built
// here, so that no control character reaches a service or the database. One-line text loses all
// of them; free text keeps tabs and line breaks; a file name with any of them (or a direction
// override) is refused with its own message (decision 281). Each builder adds its checks in one
// `.check()`: every chained call (`.trim().min().max()`) makes a whole new zod schema, and a form's
// schemas are built while its page loads in the browser (issue 36 §3).

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
  return z
    .string({ error: requiredKey })
    .check(
      z.overwrite(withoutControlCharacters),
      z.trim(),
      z.minLength(1, { error: requiredKey, abort: true }),
      ...(min > 1 ? [z.minLength(min, { error: VALIDATION_KEYS.minLength })] : []),
      z.maxLength(max, { error: VALIDATION_KEYS.maxLength }),
    );
}

/** An optional one-line text field (a title that may be left out): trimmed, control characters removed, "" when missing. */
export function optionalText({ max }: { max: number }) {
  return z
    .string({ error: VALIDATION_KEYS.invalidValue })
    .check(z.overwrite(withoutControlCharacters), z.trim(), z.maxLength(max, { error: VALIDATION_KEYS.maxLength }))
    .default("");
}

/**
 * Free text (a message, a reason, a note): trimmed, control characters removed but tabs and line
 * breaks kept. With `requiredKey` blank text is refused with that message, else it is "" when missing.
 */
export function freeText({ max, requiredKey }: { max: number; requiredKey?: string }) {
  const cleaned = [z.overwrite(freeTextWithoutControlCharacters), z.trim()];
  const tooLong = z.maxLength(max, { error: VALIDATION_KEYS.maxLength });
  const schema = z.string({ error: requiredKey ?? VALIDATION_KEYS.invalidValue });
  if (requiredKey) return schema.check(...cleaned, z.minLength(1, { error: requiredKey, abort: true }), tooLong);
  return schema.check(...cleaned, tooLong).default("");
}

/** A file's name as the browser gave it: trimmed, required, refused when it holds control or direction characters. */
export function fileNameText({ max }: { max: number }) {
  return z
    .string({ error: VALIDATION_KEYS.invalidValue })
    .check(
      z.trim(),
      z.minLength(1, { error: VALIDATION_KEYS.invalidValue, abort: true }),
      z.maxLength(max, { error: VALIDATION_KEYS.invalidValue }),
      z.refine(isSafeFileName, { error: VALIDATION_KEYS.fileNameInvalid }),
    );
}
