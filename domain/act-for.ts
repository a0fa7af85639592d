import { z } from "zod";
import { LOGIN_ACTORS } from "./identification-providers";
import { VALIDATION_KEYS } from "./validation-keys";

// The choice on the "choose person" page after a guardian or mandate login (spec part 1 §1, §6):
// one of the listed persons by patient id, or the user's own matters.

export const OWN_MATTERS = "self";

export const ActForSchema = z.object({
  csrfToken: z.string({ error: VALIDATION_KEYS.invalidValue }).min(1, { error: VALIDATION_KEYS.invalidValue }),
  actor: z.enum(LOGIN_ACTORS, { error: VALIDATION_KEYS.invalidValue }),
  /** "self", or the patient id of a person from the list (checked again against the registers). */
  person: z.union(
    [
      z.literal(OWN_MATTERS),
      z
        .string()
        .regex(/^[1-9]\d{0,11}$/)
        .transform(Number),
    ],
    { error: VALIDATION_KEYS.invalidValue },
  ),
  next: z.string().max(2048, { error: VALIDATION_KEYS.invalidValue }).optional(),
});

export type ActForInput = z.output<typeof ActForSchema>;
