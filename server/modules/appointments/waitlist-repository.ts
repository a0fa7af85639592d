import { and, eq, isNull, sql } from "drizzle-orm";
import type { HealthCareType, Language, LocationType } from "#domain/enums";
import type { BrandId } from "#domain/session-state";
import type { WaitlistMatch, WaitlistOfferStatus } from "#domain/waitlist";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { waitlistEntries, waitlistOffers } from "#server/db/schema";

// The earlier-time waitlist's queries (decisions 341-343). Everything a patient reads or changes
// takes the acting patient's id; the task's queries (which free time goes to whom) take none and
// are the system's. The matching rule is written once, in `matchesEntry`.

export interface WaitingEntryRow {
  id: number;
  appointmentId: number;
  match: WaitlistMatch;
  clinicId: string | null;
  notBefore: string;
  createdAt: Date;
}

/** The acting patient's waiting entries of these appointments. */
export async function findWaitingEntries(db: DatabaseOrTransaction, patientId: number, appointmentIds: readonly number[]): Promise<WaitingEntryRow[]> {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      id: waitlistEntries.id,
      appointmentId: waitlistEntries.appointmentId,
      match: waitlistEntries.match,
      clinicId: waitlistEntries.clinicId,
      notBefore: waitlistEntries.notBefore,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.patientId, patientId), isNull(waitlistEntries.endedAt), sql`${waitlistEntries.appointmentId} in ${appointmentIds}`));
}

export interface OfferRow extends Record<string, unknown> {
  offer_id: number;
  entry_id: number;
  status: WaitlistOfferStatus;
  expires_at: Date;
  slot_id: number;
  starts_at: Date;
  duration_minutes: number;
  location_type: LocationType;
  clinic_name: string;
  clinic_address: string;
  brand: BrandId;
  practitioner_name: string;
  practitioner_title: string | null;
  appointment_id: number;
  appointment_starts_at: Date;
}

const offerSelect = sql`select o.id::int as offer_id, o.entry_id::int as entry_id, o.status, o.expires_at,
    s.id::int as slot_id, s.starts_at, s.duration_minutes, s.location_type,
    c.name as clinic_name, c.street_address || ', ' || c.postal_code || ' ' || c.city as clinic_address, c.brand_id as brand,
    p.name as practitioner_name, p.title as practitioner_title,
    a.id::int as appointment_id, a.starts_at as appointment_starts_at
  from waitlist_offers o
  join waitlist_entries e on e.id = o.entry_id
  join appointment_slots s on s.id = o.slot_id
  join clinics c on c.id = s.clinic_id
  join practitioners p on p.id = s.practitioner_id
  join appointment_slots a on a.id = e.appointment_id`;

/** One offer of the acting patient's; null for anyone else's (or none). */
export async function findPatientOffer(db: DatabaseOrTransaction, patientId: number, offerId: number): Promise<OfferRow | null> {
  const [row] = await queryRows<OfferRow>(db, sql`${offerSelect} where o.id = ${offerId} and e.patient_id = ${patientId}`);
  return row ?? null;
}

/** The acting patient's open offers for these appointments. */
export async function findOpenOffers(db: DatabaseOrTransaction, patientId: number, appointmentIds: readonly number[]): Promise<OfferRow[]> {
  if (appointmentIds.length === 0) return [];
  return queryRows<OfferRow>(
    db,
    sql`${offerSelect} where e.patient_id = ${patientId} and o.status = 'open' and e.appointment_id in ${appointmentIds}`,
  );
}

export interface LockedOffer extends Record<string, unknown> {
  offer_id: number;
  entry_id: number;
  slot_id: number;
  status: WaitlistOfferStatus;
  expires_at: Date;
  appointment_id: number;
  patient_id: number;
}

/** Locks an offer for its answer; `patientId` null: the system's (the lapse of a hold). */
export async function lockOffer(tx: DatabaseOrTransaction, offerId: number, patientId: number | null): Promise<LockedOffer | null> {
  const [row] = await queryRows<LockedOffer>(
    tx,
    sql`select o.id::int as offer_id, o.entry_id::int as entry_id, o.slot_id::int as slot_id, o.status, o.expires_at,
          e.appointment_id::int as appointment_id, e.patient_id::int as patient_id
        from waitlist_offers o join waitlist_entries e on e.id = o.entry_id
        where o.id = ${offerId} ${patientId === null ? sql`` : sql`and e.patient_id = ${patientId}`}
        for update of o`,
  );
  return row ? { ...row, expires_at: new Date(row.expires_at) } : null;
}

/** Ends an open offer with its answer; false when it was answered meanwhile. */
export async function closeOffer(tx: DatabaseOrTransaction, offerId: number, status: Exclude<WaitlistOfferStatus, "open">, now: Date): Promise<boolean> {
  const rows = await tx
    .update(waitlistOffers)
    .set({ status, answeredAt: now })
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, "open")))
    .returning({ id: waitlistOffers.id });
  return rows.length === 1;
}

/** Open offers whose hold lapsed, oldest first. */
export async function findLapsedOffers(db: DatabaseOrTransaction, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, "open"), sql`${waitlistOffers.expiresAt} <= ${now}`))
    .orderBy(waitlistOffers.expiresAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Releases a time's hold (the offer ended without a booking). */
export async function releaseHold(tx: DatabaseOrTransaction, slotId: number): Promise<void> {
  await tx.execute(sql`update appointment_slots set held_until = null where id = ${slotId}`);
}

export interface MatchScope {
  now: Date;
  /** A time is offered only if it starts at least this long after now. */
  earliestStart: Date;
  /** The old appointment must still be cancellable online: it starts after this. */
  cancellableAfter: Date;
}

/**
 * The matching rule (decision 341) for waiting entry `e` (with its appointment `a`) and free time
 * `s`: the entry waits; its appointment is the patient's, not cancelled or checked in, and can
 * still be cancelled online; the time is free, unheld, freed (released by a cancellation or added by
 * the clinic) since the patient joined, starts before the appointment, on or after
 * the entry's date and far enough ahead; it is of the same kind of visit, the same way of meeting
 * (at a clinic, by video, by phone), offered under the booking's health care type, in the same
 * brand; and it has the same practitioner, or (service) the same specialty at the picked clinic or
 * any; the entry has no open offer and was never offered this time.
 */
function matchesEntry(scope: MatchScope) {
  return sql`e.ended_at is null
    and a.id = e.appointment_id and a.reserved_by_patient_id = e.patient_id
    and a.cancelled_at is null and a.checked_in_at is null and a.starts_at > ${scope.cancellableAfter}
    and s.reserved_by_patient_id is null and s.cancelled_at is null
    and (s.held_until is null or s.held_until <= ${scope.now})
    and s.freed_at >= e.created_at
    and s.starts_at < a.starts_at and s.starts_at >= ${scope.earliestStart}
    and (s.starts_at at time zone 'Europe/Helsinki')::date >= e.not_before
    and s.kind_id = a.kind_id and s.location_type = a.location_type
    and s.health_care_types @> array[a.reserved_health_care_type]
    and (select brand_id from clinics where id = s.clinic_id) = (select brand_id from clinics where id = a.clinic_id)
    and ((e.match = 'practitioner' and s.practitioner_id = a.practitioner_id)
      or (e.match = 'service' and s.specialty_id = a.specialty_id and (e.clinic_id is null or s.clinic_id = e.clinic_id)))
    and not exists (select 1 from waitlist_offers o where o.entry_id = e.id and (o.slot_id = s.id or o.status = 'open'))`;
}

/** The entries in line for one free time, first in line first. */
export async function findEntriesInLine(tx: DatabaseOrTransaction, slotId: number, scope: MatchScope, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select e.id::int as id
        from waitlist_entries e, appointment_slots a, appointment_slots s
        where s.id = ${slotId} and ${matchesEntry(scope)}
        order by e.created_at, e.id
        limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Free times that someone waits for, each once, the time whose first-in-line entry joined first
 * coming first; for the task that offers what a cancellation or a new time freed.
 */
export async function findWaitedForTimes(db: DatabaseOrTransaction, scope: MatchScope, limit: number): Promise<number[]> {
  const rows = await queryRows<{ slot_id: number }>(
    db,
    sql`select s.id::int as slot_id, min(e.created_at) as first_joined, min(e.id) as first_entry
        from waitlist_entries e
        join appointment_slots a on a.id = e.appointment_id
        join appointment_slots s on s.starts_at >= ${scope.earliestStart} and s.starts_at < a.starts_at
          and s.reserved_by_patient_id is null and s.kind_id = a.kind_id and s.freed_at is not null
        where ${matchesEntry(scope)}
        group by s.id
        order by first_joined, first_entry, s.starts_at
        limit ${limit}`,
  );
  return rows.map((row) => row.slot_id);
}

/** Locks a time for an offer; null when it is not free (reserved, cancelled) or not found. */
export async function lockFreeTime(tx: DatabaseOrTransaction, slotId: number): Promise<{ heldUntil: Date | null } | null> {
  const [row] = await queryRows<{ held_until: Date | null }>(
    tx,
    sql`select held_until from appointment_slots where id = ${slotId} and reserved_by_patient_id is null and cancelled_at is null for update`,
  );
  if (!row) return null;
  return { heldUntil: row.held_until === null ? null : new Date(row.held_until) };
}

/** Opens an offer unless the entry has one open (the key decides, whatever runs at once); its id or null. */
export async function insertOffer(tx: DatabaseOrTransaction, offer: { entryId: number; slotId: number; now: Date; expiresAt: Date }): Promise<number | null> {
  const [row] = await tx
    .insert(waitlistOffers)
    .values({ entryId: offer.entryId, slotId: offer.slotId, status: "open", offeredAt: offer.now, expiresAt: offer.expiresAt })
    .onConflictDoNothing()
    .returning({ id: waitlistOffers.id });
  return row?.id ?? null;
}

export async function holdTime(tx: DatabaseOrTransaction, slotId: number, until: Date): Promise<void> {
  await tx.execute(sql`update appointment_slots set held_until = ${until} where id = ${slotId}`);
}

export interface OfferRecipientRow extends Record<string, unknown> {
  patient_id: number;
  recipient_id: number;
  lang: Language;
  email: string | null;
  phone: string | null;
  starts_at: Date;
  clinic_name: string;
  brand: BrandId;
}

/** Who gets an offer's messages: whoever joined the line, at their own contact details. */
export async function findOfferRecipient(tx: DatabaseOrTransaction, entryId: number, slotId: number): Promise<OfferRecipientRow | null> {
  const [row] = await queryRows<OfferRecipientRow>(
    tx,
    sql`select e.patient_id::int as patient_id, r.id::int as recipient_id, r.language as lang, r.email, r.phone,
          s.starts_at, c.name as clinic_name, c.brand_id as brand
        from waitlist_entries e
        join patients r on r.id = e.joined_by_patient_id
        join appointment_slots s on s.id = ${slotId}
        join clinics c on c.id = s.clinic_id
        where e.id = ${entryId}`,
  );
  return row ?? null;
}

export interface MovedBookingRow extends Record<string, unknown> {
  patient_id: number;
  booked_by_patient_id: number | null;
  health_care_type: HealthCareType;
  payer_type: "self" | "insurance" | "occupationalHealthCare";
  concept_code: string | null;
  description: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  patient_email: string | null;
  patient_phone: string | null;
}

/** What the appointment was booked under and with (the move keeps it). */
export async function findBooking(tx: DatabaseOrTransaction, patientId: number, appointmentId: number): Promise<MovedBookingRow | null> {
  const [row] = await queryRows<MovedBookingRow>(
    tx,
    sql`select a.reserved_by_patient_id::int as patient_id, a.booked_by_patient_id::int as booked_by_patient_id,
          a.reserved_health_care_type as health_care_type, a.payer_type, a.concept_code, a.reservation_description as description,
          a.contact_email, a.contact_phone, p.email as patient_email, p.phone as patient_phone
        from appointment_slots a join patients p on p.id = a.reserved_by_patient_id
        where a.id = ${appointmentId} and a.reserved_by_patient_id = ${patientId}`,
  );
  return row ?? null;
}

/** Ends the entry of an appointment (left the line, or moved). */
export async function endEntry(tx: DatabaseOrTransaction, entryId: number, reason: "left" | "moved", now: Date): Promise<boolean> {
  const rows = await tx
    .update(waitlistEntries)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(waitlistEntries.id, entryId), isNull(waitlistEntries.endedAt)))
    .returning({ id: waitlistEntries.id });
  return rows.length === 1;
}

/** Whether the clinic belongs to the brand of the appointment's clinic. */
export async function isClinicOfAppointmentBrand(tx: DatabaseOrTransaction, clinicId: string, appointmentId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from clinics c, appointment_slots a join clinics ac on ac.id = a.clinic_id
        where c.id = ${clinicId} and a.id = ${appointmentId} and c.brand_id = ac.brand_id`,
  );
  return rows.length === 1;
}

/** The brand of the appointment's clinic. */
export async function findAppointmentBrand(tx: DatabaseOrTransaction, appointmentId: number): Promise<BrandId | null> {
  const [row] = await queryRows<{ brand: BrandId }>(
    tx,
    sql`select c.brand_id as brand from appointment_slots a join clinics c on c.id = a.clinic_id where a.id = ${appointmentId}`,
  );
  return row?.brand ?? null;
}

/** The clinics of the appointment's brand (the service match's choice), by name. */
export async function findBrandClinicsOfAppointment(db: DatabaseOrTransaction, appointmentId: number): Promise<{ id: string; name: string }[]> {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select c.id, c.name from clinics c join clinics ac on ac.brand_id = c.brand_id join appointment_slots a on a.clinic_id = ac.id
        where a.id = ${appointmentId} order by c.name, c.id`,
  );
}
