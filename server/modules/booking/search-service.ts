import { TZDate } from "@date-fns/tz";
import { addCalendarDays, BOOKING_PAGE_SIZE, LIFTUP_CONTRACT_PRODUCT_IDS, MAX_SEARCH_RANGE_DAYS } from "#domain/booking-search";
import { type AppointmentSearchQuery, type AvailableDatesQuery } from "#domain/booking-search-inputs";
import type { HealthCareType, Language, LocationType } from "#domain/enums";
import { type CalendarDate, HELSINKI_TIME_ZONE, parseCalendarDate } from "#domain/helsinki-time";
import { priceEstimate } from "#domain/price";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { LocalizedText } from "#server/db/schema";
import { listContractsInForce } from "#server/modules/occupational/contracts-service";
import {
  findAvailableDates,
  findBrandClinicAddresses,
  findBrandClinics,
  findFreeSlots,
  findOfferedPractitioners,
  findOfferedSpecialties,
  findOfferedSpecialtyPrices,
  findPractitionersByIds,
  findSpecialty,
  type AvailableDatesCriteria,
  type FreeSlotRow,
  type SlotSearchCriteria,
} from "./search-repository";

/** The dates call without an end date covers this many days (about a month). */
const DEFAULT_DATES_RANGE_DAYS = 31;

// Appointment search (spec part 2 §2, §3, §7): the list of free times, the days that have them, a
// specialty's reservation texts, the filter panel's options and the occupational customer's
// booking status. Nothing here reads patient data except the occupational status (audited by the
// caller).

/** Midnight at the start of a Helsinki calendar day. */
export function helsinkiStartOfDay(date: CalendarDate): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(new TZDate(parts.year, parts.month - 1, parts.day, HELSINKI_TIME_ZONE).getTime());
}

function localized(text: LocalizedText | null, lang: Language): string | null {
  return text ? text[lang] : null;
}

/** An appointment of the list as the API answers it (spec part 2 §3 "Appointment (booking)"). */
export interface AvailableAppointment {
  id: number;
  /** ISO instants. */
  startDate: string;
  endDate: string;
  durationMinutes: number;
  isSpecificTime: boolean;
  isRemote: boolean;
  locationType: LocationType;
  requiresAuthToReserve: boolean;
  kindId: string;
  kind: { id: string; title: string; cmsContent: { appointmentReservationInfo: string | null } };
  practitioner: {
    id: number;
    name: string;
    title: string;
    isResource: boolean;
    profileImageUrl: string | null;
    cmsContent: { appointmentReservationInfo: string | null };
  };
  specialtyData: { specialties: { id: string; name: string; cmsContent: { appointmentReservationInfo: string | null } }[] };
  clinic: { id: string; name: string; city: string; streetAddress: string; postalCode: string; postOffice: string };
  /** The estimate shown as "From x €" (exact for kela65); null when the type shows no price. */
  price: { totalCents: number; showFrom: boolean } | null;
}

export type AvailableAppointmentsResult =
  | { type: "success"; appointments: AvailableAppointment[] }
  | { type: "failure"; appointments: [] };

export interface AppointmentSearchResponse {
  availableAppointments: AvailableAppointmentsResult;
}

function toAvailableAppointment(row: FreeSlotRow, healthCareType: HealthCareType, lang: Language): AvailableAppointment {
  const estimate =
    row.rateCents === null
      ? null
      : priceEstimate({
          kindId: row.kindId,
          rateCents: row.rateCents,
          additionalFees: row.feesCents > 0 ? [{ rateCents: row.feesCents }] : [],
          healthCareType,
        });
  return {
    id: row.id,
    startDate: row.startsAt.toISOString(),
    endDate: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    isSpecificTime: row.isSpecificTime,
    isRemote: row.isRemote,
    locationType: row.locationType,
    requiresAuthToReserve: row.requiresAuthToReserve,
    kindId: row.kindId,
    kind: {
      id: row.kindId,
      title: row.kindTitle[lang],
      cmsContent: { appointmentReservationInfo: localized(row.kindReservationInfo, lang) },
    },
    practitioner: {
      id: row.practitionerId,
      name: row.practitionerName,
      title: row.practitionerTitle[lang],
      isResource: row.practitionerIsResource,
      profileImageUrl: row.practitionerProfileImageUrl,
      cmsContent: { appointmentReservationInfo: localized(row.practitionerReservationInfo, lang) },
    },
    specialtyData: {
      specialties: [
        {
          id: row.specialtyId,
          name: row.specialtyName[lang],
          cmsContent: { appointmentReservationInfo: localized(row.specialtyReservationInfo, lang) },
        },
      ],
    },
    clinic: {
      id: row.clinicId,
      name: row.clinicName,
      city: row.clinicCity,
      streetAddress: row.clinicStreetAddress,
      postalCode: row.clinicPostalCode,
      postOffice: row.clinicPostOffice,
    },
    price: estimate ? { totalCents: estimate.totalCents, showFrom: estimate.showFrom } : null,
  };
}

/** Search criteria of a validated query: from the first day's midnight, but only times after now. */
export function searchCriteriaOf(query: AppointmentSearchQuery, brandId: BrandId, now: Date): SlotSearchCriteria {
  return {
    brandId,
    healthCareType: query.healthCareType,
    clinicIds: query.clinicIds,
    specialtyIds: query.specialtyIds,
    practitionerIds: query.practitionerIds,
    includeRemote: query.includeRemote,
    now,
    from: helsinkiStartOfDay(query.startDate),
    until: query.endDate ? helsinkiStartOfDay(addCalendarDays(query.endDate, 1)) : null,
    timeOfDay: query.timeOfDay,
    limit: BOOKING_PAGE_SIZE,
    offset: query.offset,
  };
}

/** One page (20) of free times in time order; fewer than 20 means the last page. */
export async function searchAvailableAppointments(
  db: DatabaseOrTransaction,
  { query, brandId, now }: { query: AppointmentSearchQuery; brandId: BrandId; now: Date },
): Promise<AppointmentSearchResponse> {
  const rows = await findFreeSlots(db, searchCriteriaOf(query, brandId, now));
  return {
    availableAppointments: {
      type: "success",
      appointments: rows.map((row) => toAvailableAppointment(row, query.healthCareType, query.lang)),
    },
  };
}

/** Criteria of the dates call: a month from the start date unless the query ends the range. */
export function datesCriteriaOf(query: AvailableDatesQuery, brandId: BrandId, now: Date): AvailableDatesCriteria {
  return {
    brandId,
    healthCareType: query.healthCareType,
    clinicIds: query.clinicIds,
    specialtyIds: query.specialtyIds,
    practitionerIds: query.practitionerIds,
    includeRemote: query.includeRemote,
    timeOfDay: query.timeOfDay,
    startDate: query.startDate,
    endDate: query.endDate ?? addCalendarDays(query.startDate, DEFAULT_DATES_RANGE_DAYS - 1),
    now,
  };
}

/** The Helsinki days of the range with at least one free time matching the filter. */
export async function listAvailableAppointmentDates(
  db: DatabaseOrTransaction,
  { query, brandId, now }: { query: AvailableDatesQuery; brandId: BrandId; now: Date },
): Promise<{ dates: CalendarDate[] }> {
  return { dates: await findAvailableDates(db, datesCriteriaOf(query, brandId, now)) };
}

export interface SpecialtyContent {
  id: string;
  name: string;
  cmsContent: { appointmentReservationInfo: string | null };
}

export async function findSpecialtyContent(
  db: DatabaseOrTransaction,
  { id, lang }: { id: string; lang: Language },
): Promise<SpecialtyContent | null> {
  const row = await findSpecialty(db, id);
  if (!row) return null;
  return { id: row.id, name: row.name[lang], cmsContent: { appointmentReservationInfo: localized(row.reservationInfo, lang) } };
}

// ---- Filter panel ----

export interface ClinicOption {
  id: string;
  name: string;
  city: string;
  relatedClinicIds: string[];
  /** Names of the related clinics, searched together with this one. */
  relatedClinicNames: string[];
}

export interface SpecialtyOption {
  id: string;
  name: string;
}

export interface PractitionerOption {
  id: number;
  name: string;
  title: string;
}

export interface BookingFilterOptions {
  clinics: ClinicOption[];
  /** Shown first in the specialty filter (spec part 2 §3 "hoistedSpecialties"). */
  hoistedSpecialties: SpecialtyOption[];
  /** The rest, by name. */
  specialties: SpecialtyOption[];
  practitioners: PractitionerOption[];
}

/** What the filter panel offers for the brand and type; practitioners named in the link are always there. */
export async function loadBookingFilterOptions(
  db: DatabaseOrTransaction,
  input: { brandId: BrandId; healthCareType: HealthCareType; lang: Language; now: Date; practitionerIds: readonly number[] },
): Promise<BookingFilterOptions> {
  const offered = {
    brandId: input.brandId,
    healthCareType: input.healthCareType,
    now: input.now,
    horizon: new Date(input.now.getTime() + MAX_SEARCH_RANGE_DAYS * 86_400_000),
  };
  const [clinicRows, specialtyRows, practitionerRows, named] = await Promise.all([
    findBrandClinics(db, input.brandId),
    findOfferedSpecialties(db, offered),
    findOfferedPractitioners(db, offered),
    findPractitionersByIds(db, input.practitionerIds),
  ]);
  const clinicNames = new Map(clinicRows.map((clinic) => [clinic.id, clinic.name]));
  const collator = new Intl.Collator(input.lang);
  const specialtyOptions = specialtyRows
    .map((row) => ({ id: row.id, name: row.name[input.lang], isHoisted: row.isHoisted }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const practitionerMap = new Map<number, PractitionerOption>();
  for (const row of [...practitionerRows, ...named]) {
    practitionerMap.set(row.id, { id: row.id, name: row.name, title: row.title[input.lang] });
  }
  return {
    clinics: clinicRows.map((clinic) => ({
      ...clinic,
      relatedClinicNames: clinic.relatedClinicIds.flatMap((id) => clinicNames.get(id) ?? []),
    })),
    hoistedSpecialties: specialtyOptions.filter((option) => option.isHoisted).map(({ id, name }) => ({ id, name })),
    specialties: specialtyOptions.filter((option) => !option.isHoisted).map(({ id, name }) => ({ id, name })),
    practitioners: [...practitionerMap.values()].sort((a, b) => collator.compare(a.name, b.name)),
  };
}

// ---- The front page's booking and clinics (decision 353) ----

/** A service a visitor can book privately, with its price "from". */
export interface BookableService {
  /** The specialty id, which the private booking list takes as its filter. */
  specialtyId: string;
  name: string;
  /** The lowest total of its practitioners' price lists; null when none is priced. */
  fromCents: number | null;
}

/**
 * The specialties with free private times at the brand within the search range, the hoisted ones
 * first, then by name in the page's language, each with its price from (decision 353).
 */
export async function listBookableServices(
  db: DatabaseOrTransaction,
  { brandId, lang, now }: { brandId: BrandId; lang: Language; now: Date },
): Promise<BookableService[]> {
  const rows = await findOfferedSpecialtyPrices(db, {
    brandId,
    healthCareType: "private",
    now,
    horizon: new Date(now.getTime() + MAX_SEARCH_RANGE_DAYS * 86_400_000),
  });
  const collator = new Intl.Collator(lang);
  return rows
    .sort((a, b) => Number(b.isHoisted) - Number(a.isHoisted) || collator.compare(a.name[lang], b.name[lang]))
    .map((row) => ({ specialtyId: row.id, name: row.name[lang], fromCents: Number.isFinite(row.fromCents) ? row.fromCents : null }));
}

export interface ClinicAddress {
  id: string;
  name: string;
  city: string;
  streetAddress: string;
  postalCode: string;
  postOffice: string;
}

/** The brand's clinics with their addresses, by city and name. */
export async function listClinicAddresses(db: DatabaseOrTransaction, brandId: BrandId): Promise<ClinicAddress[]> {
  return findBrandClinicAddresses(db, brandId);
}

// ---- Occupational health care ----

export type OccupationalBookingStatus =
  | { status: "ok"; contractProductIds: string[] }
  | { status: "noOccupationalHealthcare" }
  | { status: "noWebReservation"; contractProductIds: string[]; liftupContractProductId: string | null };

/**
 * Whether the patient may book occupational times online (spec part 2 §2, §5, §6): an active
 * employment under a valid contract gives occupational care; a contract allowing web reservations
 * gives the list. Otherwise a contract product on the lift-up list shows that content, and anyone
 * else is told to phone customer service.
 */
export async function findOccupationalBookingStatus(
  db: DatabaseOrTransaction,
  { patientId, today }: { patientId: number | null; today: CalendarDate },
): Promise<OccupationalBookingStatus> {
  if (patientId === null) return { status: "noOccupationalHealthcare" };
  const contracts = await listContractsInForce(db, patientId, today);
  if (contracts.length === 0) return { status: "noOccupationalHealthcare" };
  const allowed = contracts.filter((contract) => contract.isWebReservationAllowed);
  if (allowed.length > 0) {
    return { status: "ok", contractProductIds: [...new Set(allowed.flatMap((contract) => contract.contractProductIds))] };
  }
  const contractProductIds = [...new Set(contracts.flatMap((contract) => contract.contractProductIds))];
  const liftup = contractProductIds.find((id) => (LIFTUP_CONTRACT_PRODUCT_IDS as readonly string[]).includes(id)) ?? null;
  return { status: "noWebReservation", contractProductIds, liftupContractProductId: liftup };
}
