import { calendarDaysBetween, type CalendarDate, formatCalendarDate, isRealDate, parseCalendarDate } from "./helsinki-time";
import type { PrescriptionRenewal } from "./prescription-renewal-inputs";

// Prescription renewal (spec part 2 §2 "Prescriptions", §4, §5, §7): the limits, the renewal page's
// address and the request's message. The request travels to the care team as a customer thread
// with the fixed title below and one text message composed from the answers (decision 201). The
// form's schema is in prescription-renewal-inputs.ts.

/** The fixed title of the renewal thread (spec part 2 §7). */
export const PRESCRIPTION_RENEWAL_THREAD_TITLE = "Reseptin uusimispyyntö";

/** The query parameter of the prescription list's selection form, one per ticked prescription. */
export const PRESCRIPTION_SELECTION_PARAMETER = "prescription";

/** At most this many prescriptions in one request (an address of ids joined by commas). */
export const PRESCRIPTION_RENEWAL_MAX_ITEMS = 20;

/** Free text answers are at most this long. */
export const PRESCRIPTION_RENEWAL_TEXT_MAX_LENGTH = 1000;

/** The path parameter of the renewal page for these prescriptions. */
export function prescriptionIdsParam(ids: readonly number[]): string {
  return ids.join(",");
}

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

/**
 * The last day a prescription can be dispensed: a Finnish e-prescription is valid for two years
 * from the day it was written (decision 327); 29 February runs to 28 February.
 */
export function prescriptionValidUntil(issuedDate: CalendarDate): CalendarDate {
  const parsed = parseCalendarDate(issuedDate);
  if (!parsed) throw new RangeError("Not a calendar date");
  const { year, month, day } = parsed;
  return isRealDate(year + 2, month, day) ? formatCalendarDate(year + 2, month, day) : formatCalendarDate(year + 2, month, day - 1);
}

/** A prescription runs out soon when it has this many days left or fewer (decision 381). */
export const PRESCRIPTION_EXPIRING_DAYS = 30;

/** A prescription's validity on a day: valid, expiring (30 days or fewer left) or expired. */
export function prescriptionValidity(validUntil: CalendarDate, today: CalendarDate): "valid" | "expiring" | "expired" {
  const daysLeft = calendarDaysBetween(today, validUntil);
  if (daysLeft < 0) return "expired";
  return daysLeft <= PRESCRIPTION_EXPIRING_DAYS ? "expiring" : "valid";
}

/** Where a prescription's latest renewal request stands: sent and open, renewed or declined. */
export type RenewalState = { status: "requested" | "renewed" | "declined"; date: CalendarDate } | null;
