import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { AppointmentPayerType, HealthCareType } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import {
  appointmentKinds,
  appointmentSlots,
  clinics,
  patients,
  practitionerRates,
  practitioners,
  specialties,
} from "#server/db/schema";

// Reservation of free appointment times (spec part 2 §4, §8). Reads of the service catalogue
// (slot, kind, clinic, practitioner, price) take a slot id; everything about a customer takes
// the customer's patient id. The reservation itself is ONE conditional UPDATE: a slot is taken
// only while it is free, not cancelled and in the future, so of any number of concurrent
// attempts exactly one can succeed.

const slotColumns = {
  id: appointmentSlots.id,
  kindId: appointmentSlots.kindId,
  kindTitle: appointmentKinds.title,
  kindDescription: appointmentKinds.description,
  kindReservationInfo: appointmentKinds.reservationInfo,
  isSpecificTime: appointmentSlots.isSpecificTime,
  startsAt: appointmentSlots.startsAt,
  durationMinutes: appointmentSlots.durationMinutes,
  isRemote: appointmentSlots.isRemote,
  locationType: appointmentSlots.locationType,
  requiresAuthToReserve: appointmentSlots.requiresAuthToReserve,
  healthCareTypes: appointmentSlots.healthCareTypes,
  clinicId: appointmentSlots.clinicId,
  clinicBrandId: clinics.brandId,
  clinicName: clinics.name,
  clinicCmsName: clinics.cmsName,
  clinicMunicipality: clinics.municipality,
  clinicStreetAddress: clinics.streetAddress,
  clinicPostalCode: clinics.postalCode,
  clinicPostOffice: clinics.postOffice,
  clinicArrivalInfo: clinics.arrivalInfo,
  practitionerId: appointmentSlots.practitionerId,
  practitionerName: practitioners.name,
  practitionerTitle: practitioners.title,
  practitionerIsResource: practitioners.isResource,
  practitionerProfileImageUrl: practitioners.profileImageUrl,
  practitionerReservationInfo: practitioners.reservationInfo,
  specialtyId: appointmentSlots.specialtyId,
  specialtyReservationInfo: specialties.reservationInfo,
  rateId: practitionerRates.id,
  rateCode: practitionerRates.code,
  rateName: practitionerRates.name,
  rateCents: practitionerRates.rateCents,
  reservedByPatientId: appointmentSlots.reservedByPatientId,
  cancelledAt: appointmentSlots.cancelledAt,
};

export type SlotRow = NonNullable<Awaited<ReturnType<typeof findSlot>>>;

/** A bookable time with its catalogue facts; null when no such slot exists. */
export async function findSlot(db: DatabaseOrTransaction, slotId: number) {
  const [row] = await slotById(db, { slotId });
  return row ?? null;
}

// Read before every reservation: built once (decision 398).
const slotById = preparedQuery((db) =>
  db
    .select(slotColumns)
    .from(appointmentSlots)
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointmentSlots.kindId))
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .innerJoin(practitioners, eq(practitioners.id, appointmentSlots.practitionerId))
    .innerJoin(specialties, eq(specialties.id, appointmentSlots.specialtyId))
    .leftJoin(practitionerRates, eq(practitionerRates.id, appointmentSlots.practitionerRateId))
    .where(eq(appointmentSlots.id, sql.placeholder("slotId"))),
);

// ---- Customers ----

const patientColumns = {
  id: patients.id,
  identityCode: patients.identityCode,
  firstName: patients.firstName,
  lastName: patients.lastName,
  birthDate: patients.birthDate,
  language: patients.language,
  email: patients.email,
  phone: patients.phone,
  patientDataConsentFormUpdated: patients.patientDataConsentFormUpdated,
  isCreditworthy: patients.isCreditworthy,
};

export type ReservationPatientRow = NonNullable<Awaited<ReturnType<typeof findPatient>>>;

export async function findPatient(db: DatabaseOrTransaction, patientId: number) {
  const [row] = await patientById(db, { patientId });
  return row ?? null;
}

// Read before every reservation: built once (decision 398).
const patientById = preparedQuery((db) => db.select(patientColumns).from(patients).where(eq(patients.id, sql.placeholder("patientId"))));

/** The register's person with exactly this identity code (century sign included); null if none. */
export async function findPatientByIdentityCode(db: DatabaseOrTransaction, identityCode: string) {
  const [row] = await db.select(patientColumns).from(patients).where(eq(patients.identityCode, identityCode));
  return row ?? null;
}

/**
 * Locks the customer's row for the rest of the transaction, so that two reservations of one
 * customer are counted one after the other (tooManyReservations cannot be raced past). The count
 * must be a statement of its own after this one: counted in the locking statement, it would use the
 * snapshot taken before waiting for the lock and miss the reservation that was waited for.
 */
export async function lockPatient(tx: DatabaseOrTransaction, patientId: number): Promise<boolean> {
  const rows = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for("update");
  return rows.length === 1;
}

/** The customer's reservations that are not cancelled and have not started. */
export async function countFutureReservations(tx: DatabaseOrTransaction, patientId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.reservedByPatientId, patientId),
        isNull(appointmentSlots.cancelledAt),
        gt(appointmentSlots.startsAt, now),
      ),
    );
  return Number(row?.count ?? 0);
}

export interface SlotReservation {
  slotId: number;
  patientId: number;
  /** The guardian or agent who books for the patient; null when the patient books themself. */
  bookedByPatientId: number | null;
  healthCareType: HealthCareType;
  payerType: AppointmentPayerType;
  conceptCode: string | null;
  description: string | null;
  contactEmail: string;
  contactPhone: string;
  now: Date;
  /**
   * The earlier-time waitlist's holder takes the time it holds (decision 342); every other
   * reservation waits until a hold has lapsed.
   */
  heldForWaitlist?: boolean;
}

/**
 * Reserves the slot if, and only if, it is still free, not cancelled, in the future and not held
 * for someone on the waitlist. One statement: PostgreSQL re-checks the conditions on the newest
 * row version after waiting for a concurrent update, so a slot can never be reserved twice. Null
 * for the loser.
 */
export async function reserveSlot(
  tx: DatabaseOrTransaction,
  reservation: SlotReservation,
): Promise<{ id: number; startsAt: Date; linkSecret: string } | null> {
  const [row] = await tx
    .update(appointmentSlots)
    .set({
      reservedByPatientId: reservation.patientId,
      bookedByPatientId: reservation.bookedByPatientId,
      reservedAt: reservation.now,
      reservedHealthCareType: reservation.healthCareType,
      payerType: reservation.payerType,
      conceptCode: reservation.conceptCode,
      reservationDescription: reservation.description,
      contactEmail: reservation.contactEmail,
      contactPhone: reservation.contactPhone,
      heldUntil: null,
    })
    .where(
      and(
        eq(appointmentSlots.id, reservation.slotId),
        isNull(appointmentSlots.reservedByPatientId),
        isNull(appointmentSlots.cancelledAt),
        gt(appointmentSlots.startsAt, reservation.now),
        reservation.heldForWaitlist ? undefined : or(isNull(appointmentSlots.heldUntil), lte(appointmentSlots.heldUntil, reservation.now)),
      ),
    )
    .returning({ id: appointmentSlots.id, startsAt: appointmentSlots.startsAt, linkSecret: appointmentSlots.anonymousLinkSecret });
  return row ?? null;
}
