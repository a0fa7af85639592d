import type { CalendarDate } from "./helsinki-time";
import { helsinkiCalendarDate, isRealDate, parseCalendarDate, formatCalendarDate } from "./helsinki-time";

// Result codes of the appointment operations, spelt as in the spec (part 1 §7, §8), and the
// consent rule of check-in. The UI maps every code to a message; the server answers only these.

export const CANCEL_APPOINTMENT_RESULTS = ["appointmentNotFound", "deadlineExceeded", "success", "unknownError"] as const;
export type CancelAppointmentResult = (typeof CANCEL_APPOINTMENT_RESULTS)[number];

export const CHECK_IN_RESULTS = [
  "alreadyCheckedIn",
  "checkInOnlyAtReception",
  "confidentialityFormNotFilled",
  "confidentialityFormNotFilledAsAdult",
  "customerNotFound",
  "success",
  "tooEarly",
  "unknownError",
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/**
 * What POST /api/anon/check-in answers (spec §7): success, ssnEndPartMismatch or a missing
 * confidentiality form; anything else the server says is "unknownError" (the page shows its
 * check-in failure), so the anonymous answer never tells more than these codes.
 */
export const ANONYMOUS_CHECK_IN_RESULTS = [
  "success",
  "ssnEndPartMismatch",
  "confidentialityFormNotFilled",
  "confidentialityFormNotFilledAsAdult",
  "unknownError",
] as const;
export type AnonymousCheckInResult = (typeof ANONYMOUS_CHECK_IN_RESULTS)[number];

/** POST /api/appointments/{id}/arrival-reason: the page checks for "success" (spec §7). */
export const ARRIVAL_REASON_RESULTS = ["success", "appointmentNotFound", "unknownError"] as const;
export type ArrivalReasonResult = (typeof ARRIVAL_REASON_RESULTS)[number];

/** Age of majority in Finland. */
export const ADULT_AGE = 18;

/** The Helsinki calendar day a person born on `birthDate` turns 18 (29 Feb → 1 Mar). */
export function adulthoodDate(birthDate: CalendarDate): CalendarDate {
  const born = parseCalendarDate(birthDate);
  if (!born) throw new RangeError(`Not a calendar date: ${birthDate}`);
  const year = born.year + ADULT_AGE;
  return isRealDate(year, born.month, born.day) ? formatCalendarDate(year, born.month, born.day) : formatCalendarDate(year, 3, 1);
}

export interface ConsentFacts {
  birthDate: CalendarDate;
  /** When the patient data consent form was last saved; null when never. */
  patientDataConsentFormUpdated: Date | null;
}

/**
 * Self check-in needs the patient data consent form (spec §4, §6). A child's form is filled by a
 * guardian; once the patient is 18 a form saved before that day no longer counts and the patient
 * must fill it in as an adult. Null when the consent is in order.
 */
export function checkInConsentResult(
  facts: ConsentFacts,
  now: Date,
): "confidentialityFormNotFilled" | "confidentialityFormNotFilledAsAdult" | null {
  const today = helsinkiCalendarDate(now);
  const adultFrom = adulthoodDate(facts.birthDate);
  const isAdult = today >= adultFrom;
  const updated = facts.patientDataConsentFormUpdated;
  if (!isAdult) return updated ? null : "confidentialityFormNotFilled";
  if (!updated || helsinkiCalendarDate(updated) < adultFrom) return "confidentialityFormNotFilledAsAdult";
  return null;
}
