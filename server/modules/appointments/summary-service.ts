import { selfCheckInStatus } from "#domain/appointment-rules";
import type { Language, LocationType, SelfCheckInStatus } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { findUpcomingAppointments } from "./summary-repository";

/** A coming appointment as a summary list shows it (front page). */
export interface AppointmentSummary {
  id: number;
  startsAt: Date;
  durationMinutes: number;
  isSpecificTime: boolean;
  locationType: LocationType;
  isRemote: boolean;
  /** The appointment kind's title in the page's language. */
  title: string;
  specialtyName: string;
  practitionerName: string;
  clinicName: string;
  /** Whether the patient may check in now (the front page's next-appointment card offers it). */
  selfCheckInStatus: SelfCheckInStatus;
}

/**
 * The acting patient's coming appointments (not cancelled, not yet over), soonest first. Only
 * appointments reserved for `actingPatientId` are ever returned.
 */
export async function listUpcomingAppointmentSummaries(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { now, lang, limit }: { now: Date; lang: Language; limit: number },
): Promise<AppointmentSummary[]> {
  const rows = await findUpcomingAppointments(db, actingPatientId, { now, limit });
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    isSpecificTime: row.isSpecificTime,
    locationType: row.locationType,
    isRemote: row.isRemote,
    title: row.kindTitle[lang],
    specialtyName: row.specialtyName[lang],
    practitionerName: row.practitionerName,
    clinicName: row.clinicName,
    selfCheckInStatus: selfCheckInStatus({ ...row, cancelledAt: null }, now),
  }));
}
