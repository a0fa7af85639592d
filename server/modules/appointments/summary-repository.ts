import { type SQL, and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type JsonRow, jsonRows, preparedJsonValue, queryBuilder, type RowOf } from "#server/db/json-reads";
import type { Bound } from "#server/db/prepared-queries";
import { appointmentKinds, appointmentSlots, clinics, practitioners, specialties } from "#server/db/schema";

// The acting patient's coming appointments for summaries (front page). One query; the index
// appointment_slots_reserved_by_patient_id_starts_at_idx serves both the filter and the order.
// The front page reads it beside the other sections in one statement (decision 422).

/** An appointment that started less than this long ago may still be under way. */
const LONGEST_APPOINTMENT = sql.raw("interval '24 hours'");

/** Whose reservations, and at which instant they are coming. */
export interface UpcomingReservationsValues {
  patientId: Bound<number>;
  now: Bound<Date>;
}

/** The patient's reservations that are not cancelled and not yet over. */
export function upcomingReservations({ patientId, now }: UpcomingReservationsValues): SQL | undefined {
  return and(
    eq(appointmentSlots.reservedByPatientId, patientId),
    isNull(appointmentSlots.cancelledAt),
    // The range lets the index bound the scan; the exact test is on the end time.
    sql`${appointmentSlots.startsAt} > ${now}::timestamptz - ${LONGEST_APPOINTMENT}`,
    sql`${appointmentSlots.startsAt} + ${appointmentSlots.durationMinutes} * interval '1 minute' > ${now}::timestamptz`,
  );
}

/** upcomingReservations for queries built once (decision 398), with the placeholders `patientId` and `now`. */
export const UPCOMING_RESERVATIONS = upcomingReservations({ patientId: sql.placeholder("patientId"), now: sql.placeholder("now") });

const UPCOMING_APPOINTMENT_FIELDS = {
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
};

/** Whose coming appointments, at which instant, and how many to read. */
export interface UpcomingAppointmentsValues extends UpcomingReservationsValues {
  limit: Bound<number>;
}

function upcomingAppointmentsQuery(where: SQL | undefined, limit: Bound<number>) {
  return queryBuilder
    .select(UPCOMING_APPOINTMENT_FIELDS)
    .from(appointmentSlots)
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointmentSlots.kindId))
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .innerJoin(practitioners, eq(practitioners.id, appointmentSlots.practitionerId))
    .innerJoin(specialties, eq(specialties.id, appointmentSlots.specialtyId))
    .where(where)
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentSlots.id))
    .limit(limit);
}

/** A coming appointment as `upcomingAppointmentsJson` gives it. */
export type UpcomingAppointmentJson = JsonRow<RowOf<ReturnType<typeof upcomingAppointmentsQuery>>>;

/** Not cancelled, reserved for the patient, not yet over, soonest first, as a json array of UpcomingAppointmentJson. */
export function upcomingAppointmentsJson({ limit, ...reservations }: UpcomingAppointmentsValues): SQL {
  return jsonRows(upcomingAppointmentsQuery(upcomingReservations(reservations), limit), Object.keys(UPCOMING_APPOINTMENT_FIELDS));
}

// On every front page view: built once (decision 398).
const upcomingAppointments = preparedJsonValue<UpcomingAppointmentJson[]>(() =>
  upcomingAppointmentsJson({ patientId: sql.placeholder("patientId"), now: sql.placeholder("now"), limit: sql.placeholder("limit") }),
);

/** Not cancelled, reserved for the patient, not yet over; soonest first. */
export function findUpcomingAppointments(db: DatabaseOrTransaction, actingPatientId: number, { now, limit }: { now: Date; limit: number }): Promise<UpcomingAppointmentJson[]> {
  return upcomingAppointments(db, { patientId: actingPatientId, now, limit });
}
