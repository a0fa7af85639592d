import { and, asc, eq, exists, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { HealthCareType } from "#domain/enums";
import type { BrandId } from "#domain/session-state";
import { TIME_OF_DAY_HOURS, type TimeOfDay } from "#domain/booking-search";
import type { CalendarDate } from "#domain/helsinki-time";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { planEachRun } from "#server/db/prepared-statements";
import {
  appointmentKinds,
  appointmentSlots,
  clinics,
  practitionerRates,
  practitioners,
  practitionerSpecialties,
  specialties,
} from "#server/db/schema";

// Appointment search (spec part 2 §7 "Booking"): free times only — not reserved, not cancelled,
// starting in the future, offered for the searched health care type, at a clinic of the brand.
// Every query is one SQL statement: the page of slots comes joined with its clinic, kind,
// practitioner, specialty and rate (fees summed in the same statement), so a page never costs a
// query per row. The time ranges are sargable on appointment_slots_free_starts_at_idx (partial
// on free slots) or the (clinic|practitioner|specialty)_id, starts_at indexes. The searches over
// the slots are planned for their own criteria on every run (`planEachRun`, decision 272).

export interface SlotFilter {
  brandId: BrandId;
  healthCareType: HealthCareType;
  clinicIds: readonly string[];
  specialtyIds: readonly string[];
  practitionerIds: readonly number[];
  /** Remote (phone, video) times too; without it only times at a clinic are found. */
  includeRemote: boolean;
}

export interface SlotSearchCriteria extends SlotFilter {
  /** Only times starting after this moment are free to book. */
  now: Date;
  /** Inclusive lower bound: the start of the first day. */
  from: Date;
  /** Exclusive upper bound; null searches on without end. */
  until: Date | null;
  timeOfDay: TimeOfDay;
  limit: number;
  offset: number;
}

/** At a clinic of the brand (a semi-join, so the slot scan needs no join of its own). */
function brandCondition(brandId: BrandId): SQL {
  return sql`${appointmentSlots.clinicId} in (select ${clinics.id} from ${clinics} where ${clinics.brandId} = ${brandId})`;
}

/** Free, of the type, at the brand's clinics, matching the filter panel. Range conditions come separately. */
function filterConditions(filter: SlotFilter): SQL[] {
  const conditions: SQL[] = [
    isNull(appointmentSlots.reservedByPatientId),
    isNull(appointmentSlots.cancelledAt),
    // Held for a patient on the earlier-time waitlist (decision 342): listed again once the hold ends.
    isNull(appointmentSlots.heldUntil),
    sql`${appointmentSlots.healthCareTypes} @> array[${filter.healthCareType}]::health_care_type[]`,
    brandCondition(filter.brandId),
  ];
  // Chosen clinics limit the times at a clinic; remote times belong to no place, so "include
  // remote" adds them from every clinic of the brand.
  const atClinics = filter.clinicIds.length > 0 ? inArray(appointmentSlots.clinicId, [...filter.clinicIds]) : undefined;
  if (filter.includeRemote) {
    if (atClinics) conditions.push(or(atClinics, eq(appointmentSlots.isRemote, true))!);
  } else {
    conditions.push(eq(appointmentSlots.isRemote, false));
    if (atClinics) conditions.push(atClinics);
  }
  if (filter.specialtyIds.length > 0) conditions.push(inArray(appointmentSlots.specialtyId, [...filter.specialtyIds]));
  if (filter.practitionerIds.length > 0) conditions.push(inArray(appointmentSlots.practitionerId, [...filter.practitionerIds]));
  return conditions;
}

/** The Helsinki wall-clock time of the start within the band (inclusive at both ends). */
function timeOfDayCondition(timeOfDay: TimeOfDay): SQL | undefined {
  if (timeOfDay === "all") return undefined;
  const { startHour, endHour } = TIME_OF_DAY_HOURS[timeOfDay];
  return sql`(${appointmentSlots.startsAt} at time zone 'Europe/Helsinki')::time between make_time(${startHour}::int, 0, 0) and make_time(${endHour}::int, 0, 0)`;
}

/**
 * The statement of one page of free slots (exposed so the benchmark can run the same SQL bare).
 * The page (20 slot rows) is chosen in a subquery on appointment_slots alone, then joined with its
 * catalogue rows: the planner then weighs two small problems instead of one six-table join, which
 * halves planning time, the larger part of this query's cost.
 */
export function freeSlotsQuery(db: DatabaseOrTransaction, criteria: SlotSearchCriteria) {
  const conditions = [
    ...filterConditions(criteria),
    gt(appointmentSlots.startsAt, criteria.now),
    gte(appointmentSlots.startsAt, criteria.from),
  ];
  if (criteria.until) conditions.push(lt(appointmentSlots.startsAt, criteria.until));
  const band = timeOfDayCondition(criteria.timeOfDay);
  if (band) conditions.push(band);
  const page = db
    .select({
      id: appointmentSlots.id,
      startsAt: appointmentSlots.startsAt,
      durationMinutes: appointmentSlots.durationMinutes,
      isSpecificTime: appointmentSlots.isSpecificTime,
      isRemote: appointmentSlots.isRemote,
      locationType: appointmentSlots.locationType,
      requiresAuthToReserve: appointmentSlots.requiresAuthToReserve,
      kindId: appointmentSlots.kindId,
      clinicId: appointmentSlots.clinicId,
      practitionerId: appointmentSlots.practitionerId,
      specialtyId: appointmentSlots.specialtyId,
      practitionerRateId: appointmentSlots.practitionerRateId,
    })
    .from(appointmentSlots)
    .where(and(...conditions))
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentSlots.id))
    .limit(criteria.limit)
    .offset(criteria.offset)
    .as("page");
  return db
    .select({
      id: page.id,
      startsAt: page.startsAt,
      durationMinutes: page.durationMinutes,
      isSpecificTime: page.isSpecificTime,
      isRemote: page.isRemote,
      locationType: page.locationType,
      requiresAuthToReserve: page.requiresAuthToReserve,
      kindId: page.kindId,
      kindTitle: appointmentKinds.title,
      kindReservationInfo: appointmentKinds.reservationInfo,
      clinicId: clinics.id,
      clinicName: clinics.name,
      clinicCity: clinics.city,
      clinicStreetAddress: clinics.streetAddress,
      clinicPostalCode: clinics.postalCode,
      clinicPostOffice: clinics.postOffice,
      practitionerId: practitioners.id,
      practitionerName: practitioners.name,
      practitionerTitle: practitioners.title,
      practitionerIsResource: practitioners.isResource,
      practitionerProfileImageUrl: practitioners.profileImageUrl,
      practitionerReservationInfo: practitioners.reservationInfo,
      specialtyId: specialties.id,
      specialtyName: specialties.name,
      specialtyReservationInfo: specialties.reservationInfo,
      rateCents: practitionerRates.rateCents,
      feesCents: sql<number>`coalesce((select sum(f.rate_cents) from practitioner_rate_fees f where f.rate_id = ${practitionerRates.id}), 0)::int`.mapWith(
        Number,
      ),
    })
    .from(page)
    .innerJoin(clinics, eq(clinics.id, page.clinicId))
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, page.kindId))
    .innerJoin(practitioners, eq(practitioners.id, page.practitionerId))
    .innerJoin(specialties, eq(specialties.id, page.specialtyId))
    .leftJoin(practitionerRates, eq(practitionerRates.id, page.practitionerRateId))
    .orderBy(asc(page.startsAt), asc(page.id));
}

export type FreeSlotRow = Awaited<ReturnType<typeof findFreeSlots>>[number];

export async function findFreeSlots(db: DatabaseOrTransaction, criteria: SlotSearchCriteria) {
  return planEachRun(() => freeSlotsQuery(db, criteria).execute());
}

export interface AvailableDatesCriteria extends SlotFilter {
  startDate: CalendarDate;
  endDate: CalendarDate;
  now: Date;
  timeOfDay: TimeOfDay;
}

/**
 * The statement of the dates call: one probe per Helsinki day of the range, each bounded by
 * that day's band as a starts_at range (so the probe is an index range scan that stops at the
 * first free time), rather than reading every free time of the range to find its distinct days.
 */
export function availableDatesSql(criteria: AvailableDatesCriteria): SQL {
  const band = TIME_OF_DAY_HOURS[criteria.timeOfDay];
  const dayStart = sql`((day + make_interval(hours => ${band.startHour}::int)) at time zone 'Europe/Helsinki')`;
  const dayEnd =
    criteria.timeOfDay === "all"
      ? lt(appointmentSlots.startsAt, sql`((day + interval '1 day') at time zone 'Europe/Helsinki')`)
      : lte(appointmentSlots.startsAt, sql`((day + make_interval(hours => ${band.endHour}::int)) at time zone 'Europe/Helsinki')`);
  const conditions = and(
    ...filterConditions(criteria),
    gt(appointmentSlots.startsAt, sql`${criteria.now.toISOString()}::timestamptz`),
    gte(appointmentSlots.startsAt, dayStart),
    dayEnd,
  );
  // LATERAL ... LIMIT 1 rather than EXISTS: the same plan, but costed as "first row per day", so a
  // month of days never looks expensive enough for the planner to JIT-compile it (seconds of CPU).
  return sql`select to_char(day, 'YYYY-MM-DD') as "date"
    from generate_series(${criteria.startDate}::timestamp, ${criteria.endDate}::timestamp, interval '1 day') as day
    cross join lateral (
      select 1 from ${appointmentSlots}
      where ${conditions}
      limit 1
    ) as free_time
    order by day`;
}

export async function findAvailableDates(db: DatabaseOrTransaction, criteria: AvailableDatesCriteria): Promise<CalendarDate[]> {
  const rows = await planEachRun(() => queryRows<{ date: string }>(db, availableDatesSql(criteria)));
  return rows.map((row) => row.date);
}

// ---- Filter panel options ----

export interface OfferedCriteria {
  brandId: BrandId;
  healthCareType: HealthCareType;
  now: Date;
  /** Only times before this count when deciding what to offer. */
  horizon: Date;
}

/** A free future time of the type at the brand, for EXISTS probes correlated on one column. */
function offeredSlot(db: DatabaseOrTransaction, criteria: OfferedCriteria, correlation: SQL) {
  return db
    .select({ one: sql`1` })
    .from(appointmentSlots)
    .where(
      and(
        correlation,
        isNull(appointmentSlots.reservedByPatientId),
        isNull(appointmentSlots.cancelledAt),
        isNull(appointmentSlots.heldUntil),
        gt(appointmentSlots.startsAt, criteria.now),
        lt(appointmentSlots.startsAt, criteria.horizon),
        sql`${appointmentSlots.healthCareTypes} @> array[${criteria.healthCareType}]::health_care_type[]`,
        brandCondition(criteria.brandId),
      ),
    );
}

/** The brand's clinics, with their related clinics; all of them, so a link naming one always works. */
export async function findBrandClinics(db: DatabaseOrTransaction, brandId: BrandId) {
  return db
    .select({ id: clinics.id, name: clinics.name, city: clinics.city, relatedClinicIds: clinics.relatedClinicIds })
    .from(clinics)
    .where(eq(clinics.brandId, brandId))
    .orderBy(asc(clinics.city), asc(clinics.name));
}

/** Specialties with free times of the type at the brand. */
export async function findOfferedSpecialties(db: DatabaseOrTransaction, criteria: OfferedCriteria) {
  const offered = db
    .select({ id: specialties.id, name: specialties.name, isHoisted: specialties.isHoisted })
    .from(specialties)
    .where(exists(offeredSlot(db, criteria, sql`${appointmentSlots.specialtyId} = ${specialties.id}`)))
    .orderBy(asc(specialties.id));
  return planEachRun(() => offered.execute());
}

/**
 * The specialties with free times of the type at the brand, each with the lowest total (rate and
 * its fees) among the price lists of the practitioners who have such times in it: the front page's
 * "from" price (decision 353). One statement; the probe per practitioner and specialty is the
 * filter panel's EXISTS on appointment_slots.
 */
export async function findOfferedSpecialtyPrices(db: DatabaseOrTransaction, criteria: OfferedCriteria) {
  const totalCents = sql<number>`min(${practitionerRates.rateCents} + coalesce((select sum(f.rate_cents) from practitioner_rate_fees f where f.rate_id = ${practitionerRates.id}), 0))::int`.mapWith(
    Number,
  );
  const offered = db
    .select({ id: specialties.id, name: specialties.name, isHoisted: specialties.isHoisted, fromCents: totalCents })
    .from(specialties)
    .innerJoin(practitionerSpecialties, eq(practitionerSpecialties.specialtyId, specialties.id))
    .innerJoin(practitionerRates, eq(practitionerRates.practitionerId, practitionerSpecialties.practitionerId))
    .where(
      exists(
        offeredSlot(
          db,
          criteria,
          sql`${appointmentSlots.practitionerId} = ${practitionerSpecialties.practitionerId} and ${appointmentSlots.specialtyId} = ${specialties.id}`,
        ),
      ),
    )
    .groupBy(specialties.id)
    .orderBy(asc(specialties.id));
  return planEachRun(() => offered.execute());
}

/** The brand's clinics with their street addresses, by city and name (the front page's list). */
export async function findBrandClinicAddresses(db: DatabaseOrTransaction, brandId: BrandId) {
  return db
    .select({
      id: clinics.id,
      name: clinics.name,
      city: clinics.city,
      streetAddress: clinics.streetAddress,
      postalCode: clinics.postalCode,
      postOffice: clinics.postOffice,
    })
    .from(clinics)
    .where(eq(clinics.brandId, brandId))
    .orderBy(asc(clinics.city), asc(clinics.name));
}

/** Practitioners with free times of the type at the brand. */
export async function findOfferedPractitioners(db: DatabaseOrTransaction, criteria: OfferedCriteria) {
  const offered = db
    .select({ id: practitioners.id, name: practitioners.name, title: practitioners.title, isResource: practitioners.isResource })
    .from(practitioners)
    .where(exists(offeredSlot(db, criteria, sql`${appointmentSlots.practitionerId} = ${practitioners.id}`)))
    .orderBy(asc(practitioners.name));
  return planEachRun(() => offered.execute());
}

/** Practitioners named by id (a shared link may name one without free times just now). */
export async function findPractitionersByIds(db: DatabaseOrTransaction, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: practitioners.id, name: practitioners.name, title: practitioners.title, isResource: practitioners.isResource })
    .from(practitioners)
    .where(inArray(practitioners.id, [...ids]));
}

export async function findSpecialty(db: DatabaseOrTransaction, id: string) {
  const [row] = await db
    .select({ id: specialties.id, name: specialties.name, reservationInfo: specialties.reservationInfo })
    .from(specialties)
    .where(eq(specialties.id, id))
    .limit(1);
  return row ?? null;
}
