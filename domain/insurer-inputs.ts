import { z } from "zod";
import { PICKABLE_INSURERS, REIMBURSEMENT_OPTIONS } from "./enums";
import { INSURER_KEYS, LAHITAPIOLA_STATUSES, POHJOLA_STATUSES } from "./insurers";
import { VALIDATION_KEYS } from "./validation-keys";

// The insurer choice and the concept code as requests carry them (spec part 2 §3); apart from the
// picker's rules in insurers.ts so that the booking pages load no schemas with them (decision 239).

/**
 * The choice as the reservation sends it for re-validation (validateInsurerChoice on the server).
 * Derived fields may be sent; the server derives them again and refuses a mismatch.
 */
export const InsurerChoiceSchema = z.object(
  {
    insurer: z.enum(PICKABLE_INSURERS, { error: INSURER_KEYS.insurerRequired }),
    reimbursementOption: z.enum(REIMBURSEMENT_OPTIONS, { error: VALIDATION_KEYS.invalidValue }).nullable().default(null),
    conceptCode: z.string({ error: VALIDATION_KEYS.invalidValue }).max(20, { error: VALIDATION_KEYS.invalidValue }).nullable().default(null),
    consent: z.boolean({ error: VALIDATION_KEYS.invalidValue }).default(false),
    dcpContentHash: z
      .string({ error: VALIDATION_KEYS.invalidValue })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: VALIDATION_KEYS.invalidValue })
      .nullable()
      .default(null),
    lahiTapiolaStatus: z.enum(LAHITAPIOLA_STATUSES, { error: VALIDATION_KEYS.invalidValue }).default("not_asked"),
    pohjolaStatus: z.enum(POHJOLA_STATUSES, { error: VALIDATION_KEYS.invalidValue }).default("unverified"),
  },
  { error: INSURER_KEYS.insurerRequired },
);

export type InsurerChoiceInput = z.output<typeof InsurerChoiceSchema>;

/** POST /api/concepts body (part 2 §3 "Posting a concept takes code"): a numeric billing concept code. */
export const PatientConceptSchema = z.object(
  {
    code: z
      .string({ error: VALIDATION_KEYS.invalidValue })
      .trim()
      .regex(/^\d{1,12}$/, { error: VALIDATION_KEYS.invalidValue }),
  },
  { error: VALIDATION_KEYS.invalidValue },
);
