import { type SQL, and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import { appointmentKinds, appointmentSlots, clinics, practitioners, specialties } from "#server/db/schema";

// The acting patient's coming appointments for summaries (front page). One query; the index
// appointment_slots_reserved_by_patient_id_starts_at_idx serves both the filter and the order.

/** An appointment that started less than this long ago may still be under way. */
const LONGEST_APPOINTMENT_MS = 24 * 60 * 60_000;

/**
 * The patient's reservations that are not cancelled and not yet over, for queries built once
 * (decision 398): its placeholders `patientId`, `now` and `startsAfter` take upcomingValues().
 */
export const UPCOMING_RESERVATIONS: SQL | undefined = and(
  eq(appointmentSlots.reservedByPatientId, sql.placeholder("patientId")),
  isNull(appointmentSlots.cancelledAt),
  // The range lets the index bound the scan; the exact test is on the end time.
  gt(appointmentSlots.startsAt, sql.placeholder("startsAfter")),
  sql`${appointmentSlots.startsAt} + ${appointmentSlots.durationMinutes} * interval '1 minute' > ${sql.placeholder("now")}::timestamptz`,
);

/** The values of UPCOMING_RESERVATIONS's placeholders. */
export function upcomingValues(actingPatientId: number, now: Date): { patientId: number; now: Date; startsAfter: Date } {
  return { patientId: actingPatientId, now, startsAfter: new Date(now.getTime() - LONGEST_APPOINTMENT_MS) };
}

export type UpcomingAppointmentRow = Awaited<ReturnType<typeof findUpcomingAppointments>>[number];

// On every front page view: built once (decision 398).
const upcomingAppointments = preparedQuery((db) =>
  db
    .select({
      id: appointmentSlots.id,
      startsAt: appointmentSlots.startsAt,
      durationMinutes: appointmentSlots.durationMinutes,
      isSpecificTime: appointmentSlots.isSpecificTime,
      locationType: appointmentSlots.locationType,
      isRemote: appointmentSlots.isRemote,
      checkedInAt: appointmentSlots.checkedInAt,
      selfCheckInAllowed: appointmentSlots.selfCheckInAllowed,
      kindTitle: appointmentKinds.title,
      clinicName: clinics.name,
      practitionerName: practitioners.name,
      specialtyName: specialties.name,
    })
    .from(appointmentSlots)
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointmentSlots.kindId))
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .innerJoin(practitioners, eq(practitioners.id, appointmentSlots.practitionerId))
    .innerJoin(specialties, eq(specialties.id, appointmentSlots.specialtyId))
    .where(UPCOMING_RESERVATIONS)
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentSlots.id))
    .limit(sql.placeholder("limit")),
);

/** Not cancelled, reserved for the patient, not yet over; soonest first. */
export function findUpcomingAppointments(db: DatabaseOrTransaction, actingPatientId: number, { now, limit }: { now: Date; limit: number }) {
  return upcomingAppointments(db, { ...upcomingValues(actingPatientId, now), limit });
}
