import { type SQL, and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { appointmentKinds, appointmentSlots, clinics, practitioners, specialties } from "#server/db/schema";

// The acting patient's coming appointments for summaries (front page). One query; the index
// appointment_slots_reserved_by_patient_id_starts_at_idx serves both the filter and the order.

/** An appointment that started less than this long ago may still be under way. */
const LONGEST_APPOINTMENT_MS = 24 * 60 * 60_000;

/** The patient's reservations that are not cancelled and not yet over. */
export function upcomingReservationsOf(actingPatientId: number, now: Date): SQL | undefined {
  return and(
    eq(appointmentSlots.reservedByPatientId, actingPatientId),
    isNull(appointmentSlots.cancelledAt),
    // The range lets the index bound the scan; the exact test is on the end time.
    gt(appointmentSlots.startsAt, new Date(now.getTime() - LONGEST_APPOINTMENT_MS)),
    sql`${appointmentSlots.startsAt} + ${appointmentSlots.durationMinutes} * interval '1 minute' > ${now.toISOString()}::timestamptz`,
  );
}

export type UpcomingAppointmentRow = Awaited<ReturnType<typeof findUpcomingAppointments>>[number];

/** Not cancelled, reserved for the patient, not yet over; soonest first. */
export async function findUpcomingAppointments(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { now, limit }: { now: Date; limit: number },
) {
  return db
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
    .where(upcomingReservationsOf(actingPatientId, now))
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentSlots.id))
    .limit(limit);
}
