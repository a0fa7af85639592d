import type { HealthCareType } from "./enums";
import { formatCalendarDate, helsinkiCalendarDate } from "./helsinki-time";
import { ageOn } from "./identity-code";
import type { BrandId, FeatureFlag } from "./session-state";
import type { ValidationDetail } from "./validation-details";
import { VALIDATION_KEYS } from "./validation-keys";

// Reservation of a free appointment (spec part 2 §3 payloads, §4 "Anonymous reservation" and
// "Logged-in reservation", §5, §8 "Reservation", §9): the result codes and the rules both sides
// need (binding window, kela65 eligibility, occupational confirmation, masked identity code). The
// payload schemas shared by the forms and the API are in reservation-inputs.ts (decision 239).

// ---- Result codes ----

/**
 * What POST /api/reserve-appointment and POST /api/anon/reserve-appointment answer (HTTP 200;
 * bad input is HTTP 400 ValidationError). The spec's codes, plus the ones our rules need:
 * authenticationRequired (weak identification is not enough for this booking), notCreditworthy
 * ("Booking interrupted"), noOccupationalHealthcare and webReservationNotAllowed (occupational).
 */
export const RESERVATION_RESULTS = [
  "success",
  "appointmentNotAvailable",
  "tooManyReservations",
  "treatmentChainCreationFailed",
  "unknownError",
  "noPatient",
  "patientDataConsentRequired",
  "patientInfoConflict",
  "authenticationRequired",
  "notCreditworthy",
  "noOccupationalHealthcare",
  "webReservationNotAllowed",
] as const;
export type ReservationResultType = (typeof RESERVATION_RESULTS)[number];
export type ReservationErrorType = Exclude<ReservationResultType, "success">;

/** What a successful reservation answers (the spec's `reservationDetails`). */
export interface ReservationDetails {
  appointmentId: number;
  /** ISO timestamp. */
  startDate: string;
  healthCareType: HealthCareType;
  /** Where the confirmation messages went (as given with the reservation). */
  emailAddress: string;
  phone: string;
  /**
   * Path of the booking link that the confirmation carries (anonymous reservations only): the
   * page that shows, checks in to and cancels the appointment without login.
   */
  bookingLinkPath: string | null;
}

export type ReservationResult = { type: "success"; reservationDetails: ReservationDetails } | { type: ReservationErrorType };

// ---- Rules ----

/**
 * Hours before the start inside which a reservation is binding (spec §9: per brand, value not
 * shown). The brand configs in app/brands carry the same numbers for their texts; a test keeps
 * the two equal, since the server must enforce the rule and may not import app/.
 */
export const BINDING_RESERVATION_HOURS: Record<BrandId, number> = { adult: 24, kids: 48 };

export function isWithinBindingWindow(startsAt: Date, now: Date, bindingHours: number): boolean {
  return startsAt.getTime() - now.getTime() < bindingHours * 3_600_000;
}

/** Kela65 and occupational booking exist only where their feature flags are on (spec §2, §6). */
export function isHealthCareTypeEnabled(healthCareType: HealthCareType, features: readonly FeatureFlag[]): boolean {
  if (healthCareType === "kela65") return features.includes("kela65");
  if (healthCareType === "occupational") return features.includes("ohc-appointment-search");
  return true;
}

export const KELA65_MIN_AGE = 65;
/** The kela65 pilot starts on this Helsinki day (spec §1). */
export const KELA65_PILOT_START = formatCalendarDate(2025, 9, 1);

/**
 * Whether the patient gets the kela65 price: 65 or older on the day of booking, and the pilot
 * has started. Otherwise the visit is charged by the normal price list (spec §5).
 */
export function isKela65Eligible(birthDate: string, now: Date): boolean {
  return helsinkiCalendarDate(now) >= KELA65_PILOT_START && ageOn(birthDate, now) >= KELA65_MIN_AGE;
}

/**
 * The confirmation an occupational booking needs, by specialty (spec §5; the lists' contents
 * are ours, see docs/decisions/091-occupational-reservation.md):
 * - doctorReferral: specialist visits paid by the contract only with an occupational physician's referral;
 * - referral: visits that need a referral from occupational health care;
 * - referralOnly: specialty TPSG, bookable only with a referral;
 * - null: visits every contract covers (no confirmation);
 * - contractOnly: anything else, the customer confirms the contract covers it.
 */
export type OccupationalConfirmation = "doctorReferral" | "referral" | "referralOnly" | "contractOnly";

export const DOCTOR_REFERRAL_SPECIALTY_IDS = ["GYN", "IHO", "SILM"] as const;
export const REFERRAL_SPECIALTY_IDS = ["FYS"] as const;
export const REFERRAL_ONLY_SPECIALTY_ID = "TPSG";
export const NO_CONFIRMATION_SPECIALTY_IDS = ["ROK", "INFL"] as const;

export function occupationalConfirmationOf(specialtyId: string): OccupationalConfirmation | null {
  if ((DOCTOR_REFERRAL_SPECIALTY_IDS as readonly string[]).includes(specialtyId)) return "doctorReferral";
  if ((REFERRAL_SPECIALTY_IDS as readonly string[]).includes(specialtyId)) return "referral";
  if (specialtyId === REFERRAL_ONLY_SPECIALTY_ID) return "referralOnly";
  if ((NO_CONFIRMATION_SPECIALTY_IDS as readonly string[]).includes(specialtyId)) return null;
  return "contractOnly";
}

/** "140386-246K" → "140386-****": the birth date and century sign stay, the personal part is hidden. */
export function maskIdentityCode(code: string): string {
  return code.length <= 7 ? "*".repeat(code.length) : `${code.slice(0, 7)}${"*".repeat(code.length - 7)}`;
}

function comparableName(name: string): string {
  return name.normalize("NFC").trim().toLocaleLowerCase("fi").replace(/[\s-]+/g, " ");
}

/**
 * Whether names typed into the anonymous form belong to the register's person: the last name in
 * full, the first name as the register's first name or any one of several ("Aino" for "Aino
 * Maria"). Case, surrounding spaces and hyphen/space differences are ignored.
 */
export function namesMatch(given: { firstName: string; lastName: string }, stored: { firstName: string; lastName: string }): boolean {
  if (comparableName(given.lastName) !== comparableName(stored.lastName)) return false;
  const first = comparableName(given.firstName);
  const storedFirst = comparableName(stored.firstName);
  return first === storedFirst || storedFirst.split(" ").includes(first);
}

// ---- Payloads ----

/** Messages of the reservation rules that are not field formats (catalog keys). */
export const RESERVATION_VALIDATION_KEYS = {
  /** "Please confirm the terms of your occupational health care booking" */
  occupationalConfirmationRequired: "bookingReservation.validation.occupationalConfirmationRequired",
} as const;

export type AnonymousPayloadContext = {
  withinBindingWindow: boolean;
  allowDevelopmentCodes?: boolean | undefined;
};

export const RESERVATION_DESCRIPTION_MAX_LENGTH = 500;

export type ReservationPayloadContext = {
  withinBindingWindow: boolean;
  /** The occupational confirmation the appointment's specialty needs, if any. */
  occupationalConfirmation: OccupationalConfirmation | null;
};

/**
 * The confirmations the appointment itself asks for (spec §5), checked once the server knows it:
 * the binding acknowledgement inside the binding window, the occupational confirmation by
 * specialty. The same paths and keys the form's schema reports.
 */
export function missingConfirmations(
  payload: { bindingAcknowledged: boolean | null; occupationalConfirmed?: boolean | null },
  context: ReservationPayloadContext,
): ValidationDetail[] {
  const missing: ValidationDetail[] = [];
  // null: a client of the spec's payload, which has no such field (its own button asks, decision 295).
  if (context.withinBindingWindow && payload.bindingAcknowledged === false) {
    missing.push({ path: "bindingAcknowledged", message: VALIDATION_KEYS.bindingReservationRequired });
  }
  if (context.occupationalConfirmation !== null && payload.occupationalConfirmed === false) {
    missing.push({ path: "occupationalConfirmed", message: RESERVATION_VALIDATION_KEYS.occupationalConfirmationRequired });
  }
  return missing;
}
