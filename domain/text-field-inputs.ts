import { z } from "zod";
import { withoutControlCharacters } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

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
