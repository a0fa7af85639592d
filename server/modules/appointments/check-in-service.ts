import { timingSafeEqual } from "node:crypto";
import { decodeAppointmentLink } from "#domain/appointment-link";
import { type AnonymousCheckInResult, type CheckInResult, checkInConsentResult } from "#domain/appointment-results";
import { selfCheckInStatus } from "#domain/appointment-rules";
import { END_PART_LENGTH } from "#domain/identity-code-end-part";
import type { DatabaseOrTransaction } from "#server/db/client";
import { hitRateLimit, isRateLimited, type RateLimitRule, resetRateLimit } from "#server/modules/account/rate-limit";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import {
  findPatientConsent,
  findPatientIdentityCode,
  type LockedAppointment,
  lockAppointmentByLink,
  lockPatientAppointment,
  markAppointmentCheckedIn,
} from "./appointment-repository";

// Self check-in (spec part 1 §4, §5, §7, §8): logged in (POST /api/appointments/check-in/{id}) or
// with a booking link and the last four characters of the identity code (POST /api/anon/check-in).
// The server decides from the time (check-in opens 30 minutes before the start), the clinic's rule
// (self check-in allowed or reception only) and the patient data consent.

type Gate = "alreadyCheckedIn" | "unknownError" | "checkInOnlyAtReception" | "tooEarly" | null;

/** Whether the appointment can be checked in to right now, as far as time and clinic go. */
function timeGate(appointment: LockedAppointment, now: Date): Gate {
  switch (selfCheckInStatus(appointment, now)) {
    case "checkedIn":
      return "alreadyCheckedIn";
    case "statusNotAvailable":
      return "unknownError";
    case "onlyAtReception":
      return "checkInOnlyAtReception";
    case "tooEarly":
      return "tooEarly";
    case "allowed":
      return null;
  }
}

async function consentGate(tx: DatabaseOrTransaction, patientId: number, now: Date) {
  const consent = await findPatientConsent(tx, patientId);
  if (!consent) return "unknownError" as const;
  return checkInConsentResult(consent, now);
}

export interface CheckInInput {
  actingPatientId: number;
  appointmentId: number;
  now: Date;
  actor: AuditActor;
}

/** The logged-in check-in; someone else's appointment is customerNotFound, like a missing one. */
export async function checkInToAppointment(db: DatabaseOrTransaction, input: CheckInInput): Promise<{ type: CheckInResult }> {
  const { actingPatientId, appointmentId, now } = input;
  return db.transaction(async (tx) => {
    const appointment = await lockPatientAppointment(tx, actingPatientId, appointmentId);
    if (!appointment) {
      await recordAudit(tx, input.actor, { action: "check-in", entity: "appointment", entityId: appointmentId, outcome: "refused" });
      return { type: "customerNotFound" as const };
    }
    const gate = timeGate(appointment, now) ?? (await consentGate(tx, actingPatientId, now));
    if (gate) return { type: gate };
    if (!(await markAppointmentCheckedIn(tx, actingPatientId, appointmentId, now))) return { type: "alreadyCheckedIn" as const };
    await recordAudit(tx, input.actor, { action: "check-in", entity: "appointment", entityId: appointmentId });
    return { type: "success" as const };
  });
}

// ---- Anonymous check-in with the identity code's end part ----

/**
 * Wrong end parts allowed before a lock: per appointment 5 (then locked 30 minutes; with 31,000
 * possible end parts a guess succeeds about once in 6,000 tries), per address 20 an hour (then
 * locked an hour). While locked nothing is compared, so the answer says nothing about the code.
 */
export const ANONYMOUS_CHECK_IN_LIMITS = {
  perAppointment: { limit: 4, windowMs: 30 * 60_000, blockMs: 30 * 60_000 },
  perAddress: { limit: 19, windowMs: 60 * 60_000, blockMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

const appointmentKey = (appointmentId: number) => `anon-check-in:appointment:${appointmentId}`;
const addressKey = (address: string) => `anon-check-in:address:${address}`;

export interface AnonymousCheckInInput {
  /** The booking-link token (the anonymous appointment id). */
  token: string;
  /** Four characters that passed SsnEndPartSchema (upper case). */
  ssnEndPart: string;
  now: Date;
  /** The visitor's address (rate limit) and request; the patient is filled in once known. */
  actor: AuditActor;
}

export interface AnonymousCheckInOutcome {
  type: AnonymousCheckInResult;
  /** Set while the visitor or the appointment is locked out (the API answers 429). */
  lockedUntil?: Date;
}

function sameEndPart(identityCode: string, endPart: string): boolean {
  const expected = Buffer.from(identityCode.trim().toUpperCase().slice(-END_PART_LENGTH));
  const given = Buffer.from(endPart.trim().toUpperCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Success, ssnEndPartMismatch or a missing consent form; anything else (unknown link, too early,
 * reception only, already checked in, locked out) is unknownError. The appointment's row lock
 * serialises tries for one appointment, so parallel requests cannot outrun the counter.
 */
export async function anonymousCheckIn(db: DatabaseOrTransaction, input: AnonymousCheckInInput): Promise<AnonymousCheckInOutcome> {
  const { now, actor } = input;
  const byAddress = addressKey(actor.address);
  const link = decodeAppointmentLink(input.token);
  if (!link) return refuseUnknownLink(db, byAddress, now);

  return db.transaction(async (tx) => {
    const appointment = await lockAppointmentByLink(tx, link);
    if (!appointment) return refuseUnknownLink(tx, byAddress, now);
    const byAppointment = appointmentKey(appointment.id);
    const lockedUntil = (await isRateLimited(tx, byAddress, now)) ?? (await isRateLimited(tx, byAppointment, now));
    if (lockedUntil) return { type: "unknownError" as const, lockedUntil };

    // Status the page already shows anyone with the link; the end part is not compared.
    if (timeGate(appointment, now)) return { type: "unknownError" as const };

    const patientActor: AuditActor = { ...actor, actingForPatientId: appointment.patientId };
    const identityCode = await findPatientIdentityCode(tx, appointment.patientId);
    if (!identityCode || !sameEndPart(identityCode, input.ssnEndPart)) {
      await hitRateLimit(tx, byAppointment, ANONYMOUS_CHECK_IN_LIMITS.perAppointment, now);
      await hitRateLimit(tx, byAddress, ANONYMOUS_CHECK_IN_LIMITS.perAddress, now);
      await recordAudit(tx, patientActor, { action: "check-in", entity: "appointment-end-part-mismatch", entityId: appointment.id });
      return { type: "ssnEndPartMismatch" as const };
    }
    await resetRateLimit(tx, byAppointment);

    const consent = await consentGate(tx, appointment.patientId, now);
    if (consent) return { type: consent };
    if (!(await markAppointmentCheckedIn(tx, appointment.patientId, appointment.id, now))) return { type: "unknownError" as const };
    await recordAudit(tx, patientActor, { action: "check-in", entity: "appointment", entityId: appointment.id });
    return { type: "success" as const };
  });
}

/** An unknown link counts against the address too (probing links is an attack as well). */
async function refuseUnknownLink(db: DatabaseOrTransaction, key: string, now: Date): Promise<AnonymousCheckInOutcome> {
  const limit = await hitRateLimit(db, key, ANONYMOUS_CHECK_IN_LIMITS.perAddress, now);
  return limit.allowed ? { type: "unknownError" } : { type: "unknownError", lockedUntil: limit.retryAt };
}
