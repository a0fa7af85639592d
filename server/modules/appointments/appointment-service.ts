import { decodeAppointmentLink } from "#domain/appointment-link";
import { checkInConsentResult } from "#domain/appointment-results";
import type { ArrivalReasonResult } from "#domain/appointment-results";
import { selfCheckInStatus } from "#domain/appointment-rules";
import type { Language, LocationType, SelfCheckInStatus } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";
import {
  findAppointmentByLink,
  findPatientAppointments,
  findPatientConsent,
  listUpcomingPatientAppointments,
  updateArrivalReason,
} from "./appointment-repository";
import { type AppointmentView, type OwnAppointmentView, toAppointmentViews, withoutPrivateFields } from "./appointment-view";

export type { AppointmentView, OwnAppointmentView };

// Viewing appointments (spec part 1 §2 "Appointments list", "Appointment page", "Anonymous
// appointment page") and saving the arrival reason (§4, §5). Every read is audited.

/** The list shows at most this many coming appointments (nobody has more; it bounds the query). */
export const APPOINTMENT_LIST_LIMIT = 100;

/** One row of the appointments list. */
export interface AppointmentListItem {
  id: number;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  locationType: LocationType;
  isRemote: boolean;
  practitionerName: string;
  clinicName: string;
  selfCheckInStatus: SelfCheckInStatus;
}

export interface ReadInput {
  actingPatientId: number;
  lang: Language;
  now: Date;
  actor: AuditActor;
}

/** The acting patient's coming appointments (not cancelled, not over), soonest first. */
export async function listAppointments(db: DatabaseOrTransaction, input: ReadInput): Promise<AppointmentListItem[]> {
  const { actingPatientId, lang, now } = input;
  const rows = await listUpcomingPatientAppointments(db, actingPatientId, { now, limit: APPOINTMENT_LIST_LIMIT });
  await recordAudit(db, input.actor, listViewEntry("appointment-list", { appointment: rows.map((row) => row.id) }));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    title: row.kindTitle[lang],
    locationType: row.locationType,
    isRemote: row.isRemote,
    practitionerName: row.practitionerName,
    clinicName: row.clinicName,
    selfCheckInStatus: selfCheckInStatus(
      { startsAt: row.startsAt, durationMinutes: row.durationMinutes, checkedInAt: row.checkedInAt, cancelledAt: row.cancelledAt, selfCheckInAllowed: row.selfCheckInAllowed, isRemote: row.isRemote },
      now,
    ),
  }));
}

export interface AppointmentPageState {
  /** In the order of the address's ids; empty when none of them is the patient's (not found). */
  appointments: OwnAppointmentView[];
  /**
   * The consent form is missing (spec §4): said before the customer tries to check in, when an
   * appointment can be checked in to now or soon. Null when the consent is in order.
   */
  checkInConsent: "confidentialityFormNotFilled" | "confidentialityFormNotFilledAsAdult" | null;
}

/** The appointment page: the acting patient's appointments among `ids`. */
export async function loadAppointmentPage(
  db: DatabaseOrTransaction,
  input: ReadInput & { ids: readonly number[]; deadlineHours: number },
): Promise<AppointmentPageState> {
  const { actingPatientId, ids, lang, now, deadlineHours } = input;
  const rows = await findPatientAppointments(db, actingPatientId, ids);
  const views = await toAppointmentViews(db, rows, { lang, now, deadlineHours });
  const appointments = ids.flatMap((id) => views.filter((view) => view.id === id));
  const canCheckIn = appointments.some((view) => view.selfCheckInStatus === "allowed" || view.selfCheckInStatus === "tooEarly");
  const consent = canCheckIn ? await findPatientConsent(db, actingPatientId) : null;
  // An id that is not the patient's is left out (the page is "not found" when none is), and audited as refused.
  const refused = ids.filter((id) => !appointments.some((view) => view.id === id));
  await recordAudit(
    db,
    input.actor,
    ...appointments.map((view) => ({ action: "read" as const, entity: "appointment", entityId: view.id })),
    ...refused.map((id) => ({ action: "read" as const, entity: "appointment", entityId: id, outcome: "refused" as const })),
  );
  return { appointments, checkInConsent: consent ? checkInConsentResult(consent, now) : null };
}

export type AnonymousAppointmentState =
  | { state: "notFound" }
  | { state: "cancelled" }
  | {
      state: "found";
      appointment: AppointmentView;
      /** The booking-link token: the anonymous appointment id of POST /api/anon/check-in. */
      appointmentId: string;
      /** The logged-in session acts for the appointment's patient, so it may cancel it here. */
      sessionMayCancel: boolean;
    };

/**
 * The booking link's page. A malformed or unknown link is "not found" (the same answer for both,
 * so links cannot be probed). The visitor is anonymous: the audit event names the appointment's
 * patient as the person whose data was read.
 */
export async function loadAnonymousAppointment(
  db: DatabaseOrTransaction,
  input: { token: string; lang: Language; now: Date; deadlineHours: number; actor: AuditActor; sessionActingPatientId: number | null },
): Promise<AnonymousAppointmentState> {
  const link = decodeAppointmentLink(input.token);
  const row = link ? await findAppointmentByLink(db, link) : null;
  if (!row || row.reservedByPatientId === null) return { state: "notFound" };
  const patientId = row.reservedByPatientId;
  await recordAudit(db, { ...input.actor, actingForPatientId: patientId }, { action: "read", entity: "appointment", entityId: row.id });
  if (row.cancelledAt) return { state: "cancelled" };
  const [view] = await toAppointmentViews(db, [row], input);
  if (!view) return { state: "notFound" };
  return {
    state: "found",
    appointment: withoutPrivateFields(view),
    appointmentId: input.token,
    sessionMayCancel: input.sessionActingPatientId === patientId,
  };
}

/**
 * The appointment a booking link names (the id and its secret, reserved by someone), for the
 * link page's own writes; null for a malformed or unknown link. Whose it is, the write's service
 * checks against the acting patient.
 */
export async function appointmentIdOfBookingLink(db: DatabaseOrTransaction, token: string): Promise<number | null> {
  const link = decodeAppointmentLink(token);
  const row = link ? await findAppointmentByLink(db, link) : null;
  return row && row.reservedByPatientId !== null ? row.id : null;
}

/**
 * POST /api/appointments/{id}/arrival-reason: the customer's own note for the professional, until
 * the appointment starts. The text has passed ArrivalReasonSchema (≤ 300 characters); surrounding
 * white space is dropped and an empty text clears the note.
 */
export async function saveArrivalReason(
  db: DatabaseOrTransaction,
  input: { actingPatientId: number; appointmentId: number; arrivalReason: string; now: Date; actor: AuditActor },
): Promise<{ type: ArrivalReasonResult }> {
  const text = input.arrivalReason.trim();
  return db.transaction(async (tx) => {
    const saved = await updateArrivalReason(tx, input.actingPatientId, input.appointmentId, {
      arrivalReason: text === "" ? null : text,
      now: input.now,
    });
    if (!saved) return { type: "appointmentNotFound" as const };
    await recordAudit(tx, input.actor, { action: "update", entity: "appointment-arrival-reason", entityId: input.appointmentId });
    return { type: "success" as const };
  });
}
