import { z } from "zod";
import { freeTextWithoutControlCharacters } from "./text-field";
import { createAnonymousReservationSchema } from "./contact-info";
import { UserEmailSchema } from "./email";
import { HEALTH_CARE_TYPES, type HealthCareType } from "./enums";
import { formatCalendarDate, helsinkiCalendarDate } from "./helsinki-time";
import { ageOn } from "./identity-code";
import { InsurerChoiceSchema } from "./insurers";
import { NUMERIC_ID_PATTERN } from "./numeric-id";
import { UserPhoneSchema } from "./phone";
import { BRAND_IDS, type BrandId, type FeatureFlag } from "./session-state";
import type { ValidationDetail } from "./validation-details";
import { VALIDATION_KEYS } from "./validation-keys";

// Reservation of a free appointment (spec part 2 §3 payloads, §4 "Anonymous reservation" and
// "Logged-in reservation", §5, §8 "Reservation", §9): the result codes, the payload schemas shared
// by the forms and the API, and the rules both sides need (binding window, kela65 eligibility,
// occupational confirmation, masked identity code).

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

/** The appointment id of a payload: a positive integer, as a JSON number or numeric text. */
export const ReservationAppointmentIdSchema = z.union(
  [
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(NUMERIC_ID_PATTERN).transform(Number),
  ],
  { error: VALIDATION_KEYS.invalidValue },
);

/** The brand the booking is made in (its internal organisation). */
export const InternalOrganizationSchema = z.enum(BRAND_IDS, { error: VALIDATION_KEYS.invalidValue });

/** What the server needs before it can build the full schema: which appointment, which brand. */
export const ReservationTargetSchema = z.object({
  appointmentId: ReservationAppointmentIdSchema,
  internalOrganization: InternalOrganizationSchema,
});

/** The logged-in variant also names the health care type the page books under. */
export const LoggedInReservationTargetSchema = ReservationTargetSchema.extend({
  healthCareType: z.enum(HEALTH_CARE_TYPES, { error: VALIDATION_KEYS.invalidValue }).default("private"),
});

export type AnonymousPayloadContext = {
  withinBindingWindow: boolean;
  allowDevelopmentCodes?: boolean | undefined;
};

/**
 * Body of POST /api/anon/reserve-appointment: the spec's fields (internalOrganization,
 * appointmentId, emailAddress, firstName, lastName, phone, ssn) plus the terms of use and the
 * binding acknowledgement the form requires (the latter only inside the binding window).
 */
export function createAnonymousReservationPayloadSchema(context: AnonymousPayloadContext) {
  return createAnonymousReservationSchema(context).extend(ReservationTargetSchema.shape);
}

export type AnonymousReservationPayload = z.output<ReturnType<typeof createAnonymousReservationPayloadSchema>>;

/**
 * The anonymous body as the edges (API route, page action) parse it, before the appointment is
 * known: every format rule; the binding acknowledgement is checked by the service once it has the
 * appointment (missingConfirmations).
 */
export function createAnonymousReservationRequestSchema(context: { allowDevelopmentCodes: boolean }) {
  return createAnonymousReservationPayloadSchema({ withinBindingWindow: false, allowDevelopmentCodes: context.allowDevelopmentCodes });
}

export const RESERVATION_DESCRIPTION_MAX_LENGTH = 500;
const CONCEPT_CODE_PATTERN = /^\d{1,10}$/;
const CONTENT_HASH_PATTERN = /^[A-Za-z0-9+/=_-]{8,128}$/;

export type ReservationPayloadContext = {
  withinBindingWindow: boolean;
  /** The occupational confirmation the appointment's specialty needs, if any. */
  occupationalConfirmation: OccupationalConfirmation | null;
};

function optionalCode(pattern: RegExp) {
  return z
    .string({ error: VALIDATION_KEYS.invalidValue })
    .trim()
    .regex(pattern, { error: VALIDATION_KEYS.invalidValue })
    .nullish()
    .transform((value) => value ?? null);
}

/**
 * Body of POST /api/reserve-appointment: the spec's fields (internalOrganization, appointmentId,
 * description, emailAddress, conceptCode, dcpContentHash, phone), the health care type the page
 * books under (its URL says it), the confirmations the booking button requires and, for
 * insurance, the insurer choice (whose concept code and permit the server derives itself).
 */
export function createReservationPayloadSchema(context: ReservationPayloadContext) {
  return z.object(
    {
      ...LoggedInReservationTargetSchema.shape,
      description: z
        .string({ error: VALIDATION_KEYS.invalidValue })
        .overwrite(freeTextWithoutControlCharacters)
        .trim()
        .max(RESERVATION_DESCRIPTION_MAX_LENGTH, { error: VALIDATION_KEYS.maxLength })
        .default(""),
      emailAddress: UserEmailSchema,
      phone: UserPhoneSchema,
      conceptCode: optionalCode(CONCEPT_CODE_PATTERN),
      dcpContentHash: optionalCode(CONTENT_HASH_PATTERN),
      /** Insurance: the insurer picker's value, re-validated by the server (it derives the concept and permit). */
      insurerChoice: InsurerChoiceSchema.nullish().transform((value) => value ?? null),
      bindingAcknowledged: z
        .boolean({ error: VALIDATION_KEYS.invalidValue })
        .default(false)
        .refine((ticked) => ticked || !context.withinBindingWindow, { error: VALIDATION_KEYS.bindingReservationRequired }),
      occupationalConfirmed: z
        .boolean({ error: VALIDATION_KEYS.invalidValue })
        .default(false)
        .refine((ticked) => ticked || context.occupationalConfirmation === null, {
          error: RESERVATION_VALIDATION_KEYS.occupationalConfirmationRequired,
        }),
    },
    { error: VALIDATION_KEYS.invalidValue },
  );
}

export type ReservationPayload = z.output<ReturnType<typeof createReservationPayloadSchema>>;

/**
 * The logged-in body as the edges (API route, page action) parse it, before the appointment is
 * known: every format rule; the confirmations the appointment asks for are checked by the service
 * (missingConfirmations). The form builds the full schema itself: it knows the appointment.
 */
export const ReservationRequestSchema = createReservationPayloadSchema({ withinBindingWindow: false, occupationalConfirmation: null });

/**
 * The confirmations the appointment itself asks for (spec §5), checked once the server knows it:
 * the binding acknowledgement inside the binding window, the occupational confirmation by
 * specialty. The same paths and keys the form's schema reports.
 */
export function missingConfirmations(
  payload: { bindingAcknowledged: boolean; occupationalConfirmed?: boolean },
  context: ReservationPayloadContext,
): ValidationDetail[] {
  const missing: ValidationDetail[] = [];
  if (context.withinBindingWindow && !payload.bindingAcknowledged) {
    missing.push({ path: "bindingAcknowledged", message: VALIDATION_KEYS.bindingReservationRequired });
  }
  if (context.occupationalConfirmation !== null && !payload.occupationalConfirmed) {
    missing.push({ path: "occupationalConfirmed", message: RESERVATION_VALIDATION_KEYS.occupationalConfirmationRequired });
  }
  return missing;
}
