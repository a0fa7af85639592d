import type { SelfCheckInStatus } from "./enums";

// When an appointment may be checked in to or cancelled (spec part 1 §4, §9). Pure functions of
// time and the appointment's facts, so the page and the server always agree, and every boundary
// is unit-tested.

/** Self check-in opens this long before the start (spec part 1 §9). */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30;

/** When self check-in opens for an appointment starting at `startsAt`. */
export function checkInOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000);
}

export interface AppointmentTimes {
  startsAt: Date;
  durationMinutes: number;
  checkedInAt: Date | null;
  cancelledAt: Date | null;
}

export interface CheckInFacts extends AppointmentTimes {
  /** The clinic lets customers check in themselves for this kind of visit. */
  selfCheckInAllowed: boolean;
  /** By phone or video: nobody arrives anywhere, so there is nothing to check in to. */
  isRemote: boolean;
}

/**
 * allowed from exactly 30 minutes before the start until the appointment ends; tooEarly before
 * that; checkedIn once done; onlyAtReception where the clinic does not allow self check-in;
 * statusNotAvailable for a cancelled, finished or remote (phone, video) appointment.
 */
export function selfCheckInStatus(facts: CheckInFacts, now: Date): SelfCheckInStatus {
  if (facts.checkedInAt) return "checkedIn";
  if (facts.cancelledAt || facts.isRemote) return "statusNotAvailable";
  const endsAt = facts.startsAt.getTime() + facts.durationMinutes * 60_000;
  if (now.getTime() >= endsAt) return "statusNotAvailable";
  if (!facts.selfCheckInAllowed) return "onlyAtReception";
  return now.getTime() < checkInOpensAt(facts.startsAt).getTime() ? "tooEarly" : "allowed";
}

/** The last moment an appointment can be cancelled online: `deadlineHours` before the start. */
export function cancellationDeadline(startsAt: Date, deadlineHours: number): Date {
  return new Date(startsAt.getTime() - deadlineHours * 3_600_000);
}

export type CancellationCheck =
  | { type: "allowed" }
  /** Already cancelled, checked in or past: nothing to cancel. */
  | { type: "notCancellable" }
  /** Inside the deadline: the customer must call customer service. */
  | { type: "deadlineExceeded"; deadlineHours: number };

/** Cancelling is allowed up to and including the deadline moment itself. */
export function checkCancellation(times: AppointmentTimes, deadlineHours: number, now: Date): CancellationCheck {
  if (times.cancelledAt || times.checkedInAt || now.getTime() >= times.startsAt.getTime()) return { type: "notCancellable" };
  if (now.getTime() > cancellationDeadline(times.startsAt, deadlineHours).getTime()) return { type: "deadlineExceeded", deadlineHours };
  return { type: "allowed" };
}

/** mayCancel of the Appointment entity: the customer can cancel online right now. */
export function mayCancel(times: AppointmentTimes, deadlineHours: number, now: Date): boolean {
  return checkCancellation(times, deadlineHours, now).type === "allowed";
}
