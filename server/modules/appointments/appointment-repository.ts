import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import {
  appointmentKinds,
  appointmentSlots,
  clinics,
  patients,
  practitionerRateFees,
  practitionerRates,
  practitionerSpecialties,
  practitioners,
  specialties,
} from "#server/db/schema";
import { UPCOMING_RESERVATIONS } from "./summary-repository";

// The customer's own appointments (view, cancel, check-in, arrival reason). Every function that
// reads or writes an appointment is narrowed by whom it is for: the acting patient of a session,
// or, for the anonymous booking link, the link's secret. Another patient's appointment is simply
// not found.

const appointmentColumns = {
  id: appointmentSlots.id,
  kindId: appointmentSlots.kindId,
  kindTitle: appointmentKinds.title,
  kindDescription: appointmentKinds.description,
  isSpecificTime: appointmentSlots.isSpecificTime,
  startsAt: appointmentSlots.startsAt,
  durationMinutes: appointmentSlots.durationMinutes,
  isRemote: appointmentSlots.isRemote,
  locationType: appointmentSlots.locationType,
  clinicId: appointmentSlots.clinicId,
  clinicName: clinics.name,
  clinicCmsName: clinics.cmsName,
  clinicMunicipality: clinics.municipality,
  clinicStreetAddress: clinics.streetAddress,
  clinicPostalCode: clinics.postalCode,
  clinicPostOffice: clinics.postOffice,
  clinicArrivalInfo: clinics.arrivalInfo,
  clinicBrandId: clinics.brandId,
  practitionerId: appointmentSlots.practitionerId,
  practitionerName: practitioners.name,
  practitionerTitle: practitioners.title,
  practitionerIsResource: practitioners.isResource,
  practitionerProfileImageUrl: practitioners.profileImageUrl,
  specialtyId: appointmentSlots.specialtyId,
  rateId: practitionerRates.id,
  rateCode: practitionerRates.code,
  rateName: practitionerRates.name,
  rateCents: practitionerRates.rateCents,
  selfCheckInAllowed: appointmentSlots.selfCheckInAllowed,
  reservedByPatientId: appointmentSlots.reservedByPatientId,
  reservedHealthCareType: appointmentSlots.reservedHealthCareType,
  cancelledAt: appointmentSlots.cancelledAt,
  hasAppointeeCanceled: appointmentSlots.hasAppointeeCanceled,
  checkedInAt: appointmentSlots.checkedInAt,
  roomLocation: appointmentSlots.roomLocation,
  arrivalReason: appointmentSlots.arrivalReason,
};

function selectAppointments(db: DatabaseOrTransaction) {
  return db
    .select(appointmentColumns)
    .from(appointmentSlots)
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointmentSlots.kindId))
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .innerJoin(practitioners, eq(practitioners.id, appointmentSlots.practitionerId))
    .leftJoin(practitionerRates, eq(practitionerRates.id, appointmentSlots.practitionerRateId));
}

export type AppointmentRow = Awaited<ReturnType<typeof findPatientAppointments>>[number];

/** The acting patient's appointments among `ids` (cancelled and past ones included). */
export async function findPatientAppointments(db: DatabaseOrTransaction, actingPatientId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectAppointments(db).where(
    and(inArray(appointmentSlots.id, [...ids]), eq(appointmentSlots.reservedByPatientId, actingPatientId)),
  );
}

// On every view of the appointments page: built once (decision 398).
const upcomingPatientAppointments = preparedQuery((db) =>
  selectAppointments(db)
    .where(UPCOMING_RESERVATIONS)
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentSlots.id))
    .limit(sql.placeholder("limit")),
);

/** Not cancelled, reserved for the patient, not yet over; soonest first. */
export function listUpcomingPatientAppointments(db: DatabaseOrTransaction, actingPatientId: number, { now, limit }: { now: Date; limit: number }) {
  return upcomingPatientAppointments(db, { patientId: actingPatientId, now, limit });
}

/** A booking link: the appointment with this id and link secret, if it is someone's reservation. */
export interface AppointmentLink {
  appointmentId: number;
  secret: string;
}

export async function findAppointmentByLink(db: DatabaseOrTransaction, link: AppointmentLink): Promise<AppointmentRow | null> {
  const [row] = await selectAppointments(db).where(
    and(
      eq(appointmentSlots.id, link.appointmentId),
      eq(appointmentSlots.anonymousLinkSecret, link.secret),
      isNotNull(appointmentSlots.reservedByPatientId),
    ),
  );
  return row ?? null;
}

export interface RateFeeRow {
  rateId: number;
  code: string;
  name: Record<"fi" | "sv" | "en", string>;
  rateCents: number;
}

/** Additional fees of the given rates, in their order. */
export async function findRateFees(db: DatabaseOrTransaction, rateIds: readonly number[]): Promise<RateFeeRow[]> {
  if (rateIds.length === 0) return [];
  return db
    .select({
      rateId: practitionerRateFees.rateId,
      code: practitionerRateFees.code,
      name: practitionerRateFees.name,
      rateCents: practitionerRateFees.rateCents,
    })
    .from(practitionerRateFees)
    .where(inArray(practitionerRateFees.rateId, [...rateIds]))
    .orderBy(asc(practitionerRateFees.rateId), asc(practitionerRateFees.position));
}

/** The specialties of the given practitioners (catalogue data, not patient data). */
export async function findPractitionerSpecialties(db: DatabaseOrTransaction, practitionerIds: readonly number[]) {
  if (practitionerIds.length === 0) return [];
  return db
    .select({ practitionerId: practitionerSpecialties.practitionerId, id: specialties.id, name: specialties.name })
    .from(practitionerSpecialties)
    .innerJoin(specialties, eq(specialties.id, practitionerSpecialties.specialtyId))
    .where(inArray(practitionerSpecialties.practitionerId, [...practitionerIds]))
    .orderBy(asc(practitionerSpecialties.practitionerId), asc(specialties.id));
}

// ---- Changes: each locks the row first, then updates it conditionally ----

export interface LockedAppointment {
  id: number;
  patientId: number;
  startsAt: Date;
  durationMinutes: number;
  selfCheckInAllowed: boolean;
  isRemote: boolean;
  checkedInAt: Date | null;
  cancelledAt: Date | null;
  hasAppointeeCanceled: boolean;
}

const lockedColumns = {
  id: appointmentSlots.id,
  patientId: appointmentSlots.reservedByPatientId,
  startsAt: appointmentSlots.startsAt,
  durationMinutes: appointmentSlots.durationMinutes,
  selfCheckInAllowed: appointmentSlots.selfCheckInAllowed,
  isRemote: appointmentSlots.isRemote,
  checkedInAt: appointmentSlots.checkedInAt,
  cancelledAt: appointmentSlots.cancelledAt,
  hasAppointeeCanceled: appointmentSlots.hasAppointeeCanceled,
};

function toLocked(row: { patientId: number | null } & Omit<LockedAppointment, "patientId">): LockedAppointment | null {
  return row.patientId === null ? null : { ...row, patientId: row.patientId };
}

/** Locks the acting patient's appointment for a change (SELECT ... FOR UPDATE); null when not theirs. */
export async function lockPatientAppointment(
  tx: DatabaseOrTransaction,
  actingPatientId: number,
  appointmentId: number,
): Promise<LockedAppointment | null> {
  const [row] = await tx
    .select(lockedColumns)
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.id, appointmentId), eq(appointmentSlots.reservedByPatientId, actingPatientId)))
    .for("update");
  return row ? toLocked(row) : null;
}

/** Locks the appointment a booking link names; null when the link matches no reservation. */
export async function lockAppointmentByLink(tx: DatabaseOrTransaction, link: AppointmentLink): Promise<LockedAppointment | null> {
  const [row] = await tx
    .select(lockedColumns)
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.id, link.appointmentId),
        eq(appointmentSlots.anonymousLinkSecret, link.secret),
        isNotNull(appointmentSlots.reservedByPatientId),
      ),
    )
    .for("update");
  return row ? toLocked(row) : null;
}

/** Marks the patient's own cancellation; false when it was cancelled meanwhile. */
export async function markAppointmentCancelled(
  tx: DatabaseOrTransaction,
  actingPatientId: number,
  appointmentId: number,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(appointmentSlots)
    .set({ cancelledAt: now, hasAppointeeCanceled: true })
    .where(
      and(
        eq(appointmentSlots.id, appointmentId),
        eq(appointmentSlots.reservedByPatientId, actingPatientId),
        isNull(appointmentSlots.cancelledAt),
        isNull(appointmentSlots.checkedInAt),
      ),
    )
    .returning({ id: appointmentSlots.id });
  return updated.length === 1;
}

/**
 * Releases a cancelled appointment's time for booking: a new free slot with the same practitioner,
 * clinic, kind, time, price and rules, freed now (the earlier-time waitlist offers it). The
 * cancelled row stays as the customer's record.
 */
export async function insertFreedSlot(tx: DatabaseOrTransaction, actingPatientId: number, cancelledId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(
    tx,
    sql`
      insert into appointment_slots (
        kind_id, clinic_id, practitioner_id, specialty_id, practitioner_rate_id, starts_at, duration_minutes,
        is_specific_time, location_type, is_remote, requires_auth_to_reserve, health_care_types,
        self_check_in_allowed, room_location, freed_at
      )
      select kind_id, clinic_id, practitioner_id, specialty_id, practitioner_rate_id, starts_at, duration_minutes,
        is_specific_time, location_type, is_remote, requires_auth_to_reserve, health_care_types,
        self_check_in_allowed, room_location, ${now}
      from appointment_slots
      where id = ${cancelledId} and reserved_by_patient_id = ${actingPatientId} and cancelled_at is not null
      returning id`,
  );
  if (!row) throw new Error("The cancelled appointment to release was not found");
  return Number(row.id);
}

/** Records the check-in; false when it was checked in or cancelled meanwhile. */
export async function markAppointmentCheckedIn(
  tx: DatabaseOrTransaction,
  patientId: number,
  appointmentId: number,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(appointmentSlots)
    .set({ checkedInAt: now })
    .where(
      and(
        eq(appointmentSlots.id, appointmentId),
        eq(appointmentSlots.reservedByPatientId, patientId),
        isNull(appointmentSlots.checkedInAt),
        isNull(appointmentSlots.cancelledAt),
      ),
    )
    .returning({ id: appointmentSlots.id });
  return updated.length === 1;
}

/**
 * Saves the arrival reason of the patient's coming appointment (empty text clears it). False when
 * the appointment is not theirs, is cancelled or has already started.
 */
export async function updateArrivalReason(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  appointmentId: number,
  { arrivalReason, now }: { arrivalReason: string | null; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(appointmentSlots)
    .set({ arrivalReason })
    .where(
      and(
        eq(appointmentSlots.id, appointmentId),
        eq(appointmentSlots.reservedByPatientId, actingPatientId),
        isNull(appointmentSlots.cancelledAt),
        gt(appointmentSlots.startsAt, now),
      ),
    )
    .returning({ id: appointmentSlots.id });
  return updated.length === 1;
}

// ---- The patient behind an appointment ----

export interface PatientConsentRow {
  birthDate: string;
  patientDataConsentFormUpdated: Date | null;
}

export async function findPatientConsent(db: DatabaseOrTransaction, patientId: number): Promise<PatientConsentRow | null> {
  const [row] = await db
    .select({ birthDate: patients.birthDate, patientDataConsentFormUpdated: patients.patientDataConsentFormUpdated })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row ?? null;
}

/** Where and how the cancellation confirmation goes: the reservation's contacts, else the patient's. */
export async function findCancellationRecipient(tx: DatabaseOrTransaction, actingPatientId: number, appointmentId: number) {
  const [row] = await tx
    .select({
      language: patients.language,
      patientEmail: patients.email,
      patientPhone: patients.phone,
      allowsBookingSms: patients.allowsBookingSms,
      contactEmail: appointmentSlots.contactEmail,
      contactPhone: appointmentSlots.contactPhone,
      startsAt: appointmentSlots.startsAt,
      clinicName: clinics.name,
      brandId: clinics.brandId,
    })
    .from(appointmentSlots)
    .innerJoin(patients, eq(patients.id, appointmentSlots.reservedByPatientId))
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .where(and(eq(appointmentSlots.id, appointmentId), eq(appointmentSlots.reservedByPatientId, actingPatientId)));
  return row ?? null;
}

/** The identity code of the patient a booking link's appointment is for (end-part check). */
export async function findPatientIdentityCode(db: DatabaseOrTransaction, patientId: number): Promise<string | null> {
  const [row] = await db.select({ identityCode: patients.identityCode }).from(patients).where(eq(patients.id, patientId));
  return row?.identityCode ?? null;
}
