import { z } from "zod";
import { freeTextWithoutControlCharacters } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

// Prescription renewal (spec part 2 §2 "Prescriptions", §4, §5, §7): one schema for the renewal
// page's form and its action. Every question must be answered: per medicine a reason, "is the
// medicine finished" and "side effects"; a follow-up text when the medicine is not finished (the
// amount left and when it runs out) or when there are side effects (which ones); and the general
// question on other medicines. The request travels to the care team as a customer thread with
// the fixed title below and one text message composed from the answers (decision 201).

/** The fixed title of the renewal thread (spec part 2 §7). */
export const PRESCRIPTION_RENEWAL_THREAD_TITLE = "Reseptin uusimispyyntö";

/** The query parameter of the prescription list's selection form, one per ticked prescription. */
export const PRESCRIPTION_SELECTION_PARAMETER = "prescription";

/** At most this many prescriptions in one request (an address of ids joined by commas). */
export const PRESCRIPTION_RENEWAL_MAX_ITEMS = 20;

/** Free text answers are at most this long. */
export const PRESCRIPTION_RENEWAL_TEXT_MAX_LENGTH = 1000;

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

/** The path parameter of the renewal page for these prescriptions. */
export function prescriptionIdsParam(ids: readonly number[]): string {
  return ids.join(",");
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

/** A prescription as the renewal message names it. */
export interface RenewedMedicine {
  id: number;
  medicineName: string;
  strength: string;
}

/**
 * The one text message of the renewal thread, in Finnish like its fixed title: the care team
 * reads it in their own system (decision 201). Every answer is named by its question.
 */
export function composeRenewalMessage(renewal: PrescriptionRenewal, medicines: readonly RenewedMedicine[]): string {
  const byId = new Map(medicines.map((medicine) => [medicine.id, medicine]));
  const blocks = renewal.items.map((item) => {
    const medicine = byId.get(item.prescriptionId);
    const name = medicine ? `${medicine.medicineName} ${medicine.strength}` : `#${item.prescriptionId}`;
    const lines = [
      `Lääke: ${name}`,
      `Miksi tarvitset lääkettä: ${item.reason}`,
      `Onko lääke loppunut: ${item.isMedicineFinished === "yes" ? "kyllä" : "ei"}`,
    ];
    if (item.amountLeft) lines.push(`Paljonko lääkettä on jäljellä ja milloin se loppuu: ${item.amountLeft}`);
    lines.push(`Onko lääkkeellä ollut haittavaikutuksia: ${item.hasSideEffects === "yes" ? "kyllä" : "ei"}`);
    if (item.sideEffects) lines.push(`Mitä haittavaikutuksia: ${item.sideEffects}`);
    return lines.join("\n");
  });
  return [...blocks, `Muut käytössä olevat lääkkeet: ${renewal.otherMedicines}`].join("\n\n");
}
