import { z } from "zod";
import { PRESCRIPTION_RENEWAL_MAX_ITEMS, PRESCRIPTION_RENEWAL_TEXT_MAX_LENGTH } from "./prescription-renewal";
import { freeTextWithoutControlCharacters } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

// The renewal page's address and form (spec part 2 §2 "Prescriptions", §4, §5, §7): one schema for
// the form and its action. Every question must be answered: per medicine a reason, "is the medicine
// finished" and "side effects"; a follow-up text when the medicine is not finished (the amount left
// and when it runs out) or when there are side effects (which ones); and the general question on
// other medicines. Apart from domain/prescription-renewal.ts so that the prescription list loads no
// schemas (decision 239).

const prescriptionId = z.coerce.number({ error: VALIDATION_KEYS.invalidValue }).int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The ids of the renewal page's address (`1,2,3`): distinct positive integers, 1 to 20 of them,
 * in the address's order. Anything else is not a renewal page (not found).
 */
export const PrescriptionIdsSchema = z
  .string()
  .regex(/^\d{1,15}(,\d{1,15})*$/)
  .transform((value) => [...new Set(value.split(",").map(Number))])
  .pipe(z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(PRESCRIPTION_RENEWAL_MAX_ITEMS));

/** The ids of a renewal address, or null when the address is not one. */
export function parsePrescriptionIds(value: string | undefined): number[] | null {
  const parsed = PrescriptionIdsSchema.safeParse(value ?? "");
  return parsed.success ? parsed.data : null;
}

const requiredAnswer = z
  .string({ error: VALIDATION_KEYS.required })
  .overwrite(freeTextWithoutControlCharacters)
  .trim()
  .min(1, { error: VALIDATION_KEYS.required, abort: true })
  .max(PRESCRIPTION_RENEWAL_TEXT_MAX_LENGTH, { error: VALIDATION_KEYS.maxLength });

const optionalAnswer = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .overwrite(freeTextWithoutControlCharacters)
  .trim()
  .max(PRESCRIPTION_RENEWAL_TEXT_MAX_LENGTH, { error: VALIDATION_KEYS.maxLength })
  .optional();

const yesNo = z.enum(["yes", "no"], { error: VALIDATION_KEYS.choiceRequired });

/** The answers about one medicine. */
export const PrescriptionRenewalItemSchema = z
  .object({
    prescriptionId,
    reason: requiredAnswer,
    isMedicineFinished: yesNo,
    /** Required when the medicine is not finished: the amount left and when it runs out. */
    amountLeft: optionalAnswer,
    hasSideEffects: yesNo,
    /** Required when there are side effects: which ones. */
    sideEffects: optionalAnswer,
  }, { error: VALIDATION_KEYS.invalidValue })
  .superRefine((item, context) => {
    if (item.isMedicineFinished === "no" && !item.amountLeft) {
      context.addIssue({ code: "custom", path: ["amountLeft"], message: VALIDATION_KEYS.required });
    }
    if (item.hasSideEffects === "yes" && !item.sideEffects) {
      context.addIssue({ code: "custom", path: ["sideEffects"], message: VALIDATION_KEYS.required });
    }
  })
  // A follow-up the answers do not ask for is not kept (it may have been typed before a change).
  .transform((item) => ({
    ...item,
    amountLeft: item.isMedicineFinished === "no" ? (item.amountLeft ?? null) : null,
    sideEffects: item.hasSideEffects === "yes" ? (item.sideEffects ?? null) : null,
  }));

/** The renewal form: the answers per medicine and the general question on other medicines. */
export const PrescriptionRenewalSchema = z
  .object({
    items: z.array(PrescriptionRenewalItemSchema, { error: VALIDATION_KEYS.invalidValue }).min(1, { error: VALIDATION_KEYS.invalidValue }).max(PRESCRIPTION_RENEWAL_MAX_ITEMS, { error: VALIDATION_KEYS.invalidValue }),
    otherMedicines: requiredAnswer,
  }, { error: VALIDATION_KEYS.invalidValue })
  .refine((value) => new Set(value.items.map((item) => item.prescriptionId)).size === value.items.length, {
    error: VALIDATION_KEYS.invalidValue,
    path: ["items"],
  });
export type PrescriptionRenewal = z.output<typeof PrescriptionRenewalSchema>;
export type PrescriptionRenewalItem = z.output<typeof PrescriptionRenewalItemSchema>;
