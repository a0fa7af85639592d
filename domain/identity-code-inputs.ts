import { z } from "zod";
import { IDENTITY_CODE_LENGTH, type IdentityCodeOptions, parseIdentityCode } from "./identity-code";
import { VALIDATION_KEYS } from "./validation-keys";

// The identity code as a form's or API's input, apart from its rules (identity-code.ts) so that
// pages checking only a code's characters load no zod (decision 239).

/**
 * Zod schema: trims and uppercases, then requires a valid code; output is the normalised code.
 * Built by its user.
 */
export function createIdentityCodeSchema(options: IdentityCodeOptions = {}) {
  return z
    .string({ error: VALIDATION_KEYS.identityCodeInvalid })
    .trim()
    .toUpperCase()
    .max(IDENTITY_CODE_LENGTH, { error: VALIDATION_KEYS.identityCodeInvalid, abort: true })
    .refine((code) => parseIdentityCode(code, options).ok, { error: VALIDATION_KEYS.identityCodeInvalid });
}
