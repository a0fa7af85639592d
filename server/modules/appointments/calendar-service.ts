import { decodeAppointmentLink } from "#domain/appointment-link";
import type { Language } from "#domain/enums";
import { href } from "#domain/routes/href";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { type AppointmentRow, findAppointmentByLink, findPatientAppointments } from "./appointment-repository";
import { appointmentCalendarFile, calendarFileName } from "./calendar-file";

// The calendar file of an appointment, for the one it is for: the acting patient of a session,
// or whoever holds the booking link. Another patient's, a cancelled or an unknown appointment is
// not found (one answer for all, so ids and links cannot be probed); every file made is a read of
// the appointment in the audit trail.

export interface CalendarFile {
  fileName: string;
  content: string;
}

interface FileContext {
  lang: Language;
  brand: BrandId;
  /** The brand's site, for the link back and the event's UID. */
  origin: string;
  now: Date;
  actor: AuditActor;
}

function fileOf(row: AppointmentRow, link: string, context: FileContext): CalendarFile {
  const appointment = {
    id: row.id,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    locationType: row.locationType,
    isRemote: row.isRemote,
    clinic: { name: row.clinicName, street: row.clinicStreetAddress, postalCode: row.clinicPostalCode, postOffice: row.clinicPostOffice },
  };
  const content = appointmentCalendarFile({
    appointment,
    lang: context.lang,
    brand: context.brand,
    link,
    now: context.now,
    uidDomain: new URL(context.origin).hostname,
  });
  return { fileName: calendarFileName(row.startsAt, context.brand), content };
}

/** GET /api/appointments/{id}/calendar.ics: the acting patient's own appointment. */
export async function loadOwnCalendarFile(
  db: DatabaseOrTransaction,
  input: FileContext & { actingPatientId: number; appointmentId: number },
): Promise<CalendarFile | null> {
  const [row] = await findPatientAppointments(db, input.actingPatientId, [input.appointmentId]);
  const found = row && row.cancelledAt === null ? row : null;
  await recordAudit(db, input.actor, {
    action: "read",
    entity: "appointment-calendar-file",
    entityId: input.appointmentId,
    ...(found ? {} : { outcome: "refused" as const }),
  });
  if (!found) return null;
  const link = input.origin + href("appointment", input.lang, { ids: String(found.id) });
  return fileOf(found, link, input);
}

/** GET /api/anon/appointments/{token}/calendar.ics: the appointment a booking link names. */
export async function loadLinkedCalendarFile(db: DatabaseOrTransaction, input: FileContext & { token: string }): Promise<CalendarFile | null> {
  const link = decodeAppointmentLink(input.token);
  const row = link ? await findAppointmentByLink(db, link) : null;
  if (!row || row.reservedByPatientId === null || row.cancelledAt !== null) return null;
  await recordAudit(
    db,
    { ...input.actor, actingForPatientId: row.reservedByPatientId },
    { action: "read", entity: "appointment-calendar-file", entityId: row.id },
  );
  return fileOf(row, input.origin + href("anonymousAppointment", input.lang, { token: input.token }), input);
}
