import { z } from "zod";
import { LOGIN_ACTORS } from "./identification-providers";
import { VALIDATION_KEYS } from "./validation-keys";

// The choice on the "choose person" page after a guardian or mandate login (spec part 1 §1, §6):
// one of the listed persons by patient id, a listed child who has no patient record yet by an
// opaque key (never the child's identity code), or the user's own matters.

export const OWN_MATTERS = "self";

/** The opaque choice of a child without a patient record: this prefix and 22 base64url characters. */
export const UNREGISTERED_CHILD_CHOICE_PREFIX = "child-";
const UNREGISTERED_CHILD_CHOICE = new RegExp(`^${UNREGISTERED_CHILD_CHOICE_PREFIX}[\\w-]{22}$`);

export const ActForSchema = z.object({
  csrfToken: z.string({ error: VALIDATION_KEYS.invalidValue }).min(1, { error: VALIDATION_KEYS.invalidValue }),
  actor: z.enum(LOGIN_ACTORS, { error: VALIDATION_KEYS.invalidValue }),
  /** "self", a listed patient id or a listed child's key (either checked again against the registers). */
  person: z.union(
    [
      z.literal(OWN_MATTERS).transform(() => ({ kind: "self" as const })),
      z
        .string()
        .regex(/^[1-9]\d{0,11}$/)
        .transform((value) => ({ kind: "person" as const, patientId: Number(value) })),
      z
        .string()
        .regex(UNREGISTERED_CHILD_CHOICE)
        .transform((key) => ({ kind: "unregisteredChild" as const, key })),
    ],
    { error: VALIDATION_KEYS.invalidValue },
  ),
  next: z.string().max(2048, { error: VALIDATION_KEYS.invalidValue }).optional(),
});

export type ActForInput = z.output<typeof ActForSchema>;
