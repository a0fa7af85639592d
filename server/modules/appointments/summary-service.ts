import { selfCheckInStatus } from "#domain/appointment-rules";
import type { Language, LocationType, SelfCheckInStatus } from "#domain/enums";
import type { SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { findUpcomingAppointments, type UpcomingAppointmentJson, type UpcomingAppointmentsValues, upcomingAppointmentsJson } from "./summary-repository";

export type { UpcomingAppointmentJson, UpcomingAppointmentsValues };

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
  return appointmentSummariesOf(await findUpcomingAppointments(db, actingPatientId, { now, limit }), { lang, now });
}

/** The same read as an SQL expression giving a json array, for a statement that reads several modules' data at once (the front page, decision 422). */
export function upcomingAppointmentSummariesExpression(values: UpcomingAppointmentsValues): SQL {
  return upcomingAppointmentsJson(values);
}

/** The summaries of what `upcomingAppointmentSummariesExpression` read at `now`. */
export function appointmentSummariesOf(rows: readonly UpcomingAppointmentJson[], { lang, now }: { lang: Language; now: Date }): AppointmentSummary[] {
  return rows.map((row) => {
    const startsAt = new Date(row.startsAt);
    const checkedInAt = row.checkedInAt === null ? null : new Date(row.checkedInAt);
    return {
      id: row.id,
      startsAt,
      durationMinutes: row.durationMinutes,
      isSpecificTime: row.isSpecificTime,
      locationType: row.locationType,
      isRemote: row.isRemote,
      title: row.kindTitle[lang],
      specialtyName: row.specialtyName[lang],
      practitionerName: row.practitionerName,
      clinicName: row.clinicName,
      selfCheckInStatus: selfCheckInStatus({ ...row, startsAt, checkedInAt, cancelledAt: null }, now),
    };
  });
}
