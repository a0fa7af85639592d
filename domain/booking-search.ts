import { TIME_OF_DAY_BANDS, type TimeOfDay } from "./date-display";
import { type HealthCareType, LANGUAGES } from "./enums";
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "./helsinki-time";
import type { BookingSearchQuery } from "./booking-search-inputs";

// The appointment search query (spec part 2 §2 "Booking", §3 filter value, §4 list loading, §7, §9):
// one schema for the list page's address and the search API, so a search is a shareable link and
// the server re-validates exactly what the page sends. The schemas are in booking-search-inputs.ts;
// this module holds the limits, dates, ranges and addresses the page needs before they are there.
//
// Page address: startDate (YYYY-MM-DD), endDate (optional), time (all | morning | afternoon |
// evening), clinicIds, specialtyIds and practitionerIds repeated (clinicIds=HKA&clinicIds=TAM),
// includeRemote=true. The API takes the same filter with timeOfDay instead of time, plus the
// health care type flags, lang and offset.

/** A page of results; 20 results means more may exist (spec part 2 §4, §9). */
export const BOOKING_PAGE_SIZE = 20;
/** The list's loading skeleton shows this many placeholders. */
export const BOOKING_SKELETON_COUNT = 5;
/** Days the list searches from the start date on (our choice; see docs/decisions/111-search-range.md). */
export const SEARCH_RANGE_DAYS = 14;
/** The longest range a search or a dates call may span. */
export const MAX_SEARCH_RANGE_DAYS = 93;
/** The "next appointments" lookup covers the month after an empty range (spec part 2 §9). */
export const NEXT_APPOINTMENTS_MONTHS = 1;
/** More ids than this in one filter is not something the filter panel can produce. */
export const MAX_FILTER_IDS = 50;
/** The deepest page the list may ask for (offset). */
export const MAX_SEARCH_OFFSET = 5000;

/** Contract products whose customers see the lift-up content instead of web booking (spec part 2 §2). */
export const LIFTUP_CONTRACT_PRODUCT_IDS = ["TTH-LUOTSI"] as const;

export const START_DATE_IN_PAST = "bookingSearch.validation.startDateInPast";
export const END_DATE_BEFORE_START = "bookingSearch.validation.endDateBeforeStart";
export const RANGE_TOO_LONG = "bookingSearch.validation.rangeTooLong";
export const SEVERAL_HEALTH_CARE_TYPES = "bookingSearch.validation.severalHealthCareTypes";

// ---- Time of day ----

/** The tabs in the spec's order; "all" (the default) is the whole day. */
export const TIMES_OF_DAY = ["morning", "afternoon", "evening", "all"] as const satisfies readonly TimeOfDay[];
export type { TimeOfDay };

export interface HourBand {
  startHour: number;
  endHour: number;
}

/**
 * Hour bands of the tabs (the one list in date-display.ts), inclusive at both ends (spec part 1
 * §9): a time starting at 12:00 is in the morning and in the afternoon, 12:30 only in the afternoon.
 */
export const TIME_OF_DAY_HOURS = Object.fromEntries(
  TIME_OF_DAY_BANDS.map(({ id, startHour, endHour }) => [id, { startHour, endHour }]),
) as Record<TimeOfDay, HourBand>;

/** Whether a Helsinki wall-clock time (hours and minutes) falls in the band. */
export function isInTimeOfDay(timeOfDay: TimeOfDay, hour: number, minute: number): boolean {
  const { startHour, endHour } = TIME_OF_DAY_HOURS[timeOfDay];
  const minutes = hour * 60 + minute;
  return minutes >= startHour * 60 && minutes <= endHour * 60;
}

// ---- Calendar days ----

function toUtcDate(date: CalendarDate): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

function fromUtcDate(date: Date): CalendarDate {
  return formatCalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtcDate(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtcDate(utc);
}

/** Adds whole months; the 31st plus a month is the month's last day (31.1. + 1 → 28.2.). */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const firstOfTarget = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(parts.day, lastDay));
  return fromUtcDate(firstOfTarget);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

export interface DateRange {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/** The range the list searches: the filter's, or SEARCH_RANGE_DAYS from the start date. */
export function searchRangeOf(filter: { startDate: CalendarDate; endDate?: CalendarDate | undefined }): DateRange {
  return { startDate: filter.startDate, endDate: filter.endDate ?? addCalendarDays(filter.startDate, SEARCH_RANGE_DAYS - 1) };
}

/** The "next appointments" range: the month following an empty range (spec part 2 §4). */
export function nextAppointmentsRange(range: DateRange): DateRange {
  const startDate = addCalendarDays(range.endDate, 1);
  return { startDate, endDate: addCalendarMonths(range.endDate, NEXT_APPOINTMENTS_MONTHS) };
}

/** The page address of a search: only what differs from the defaults, arrays repeated. */
export function bookingSearchParams(query: BookingSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set("startDate", query.startDate);
  if (query.endDate) params.set("endDate", query.endDate);
  params.set("time", query.time);
  for (const id of query.clinicIds) params.append("clinicIds", id);
  for (const id of query.specialtyIds) params.append("specialtyIds", id);
  for (const id of query.practitionerIds) params.append("practitionerIds", String(id));
  if (query.includeRemote) params.set("includeRemote", "true");
  return params;
}

export interface ApiSearchInput {
  range: DateRange;
  /** Omitted (the "next appointments" lookup runs without it). */
  timeOfDay?: TimeOfDay;
  clinicIds: readonly string[];
  specialtyIds: readonly string[];
  practitionerIds: readonly number[];
  includeRemote: boolean;
  healthCareType: HealthCareType;
  lang?: (typeof LANGUAGES)[number];
  offset?: number;
}

/** Query parameters of GET /api/appointments and of the dates call (which leaves lang out). */
export function apiSearchParams(input: ApiSearchInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of input.clinicIds) params.append("clinicIds", id);
  for (const id of input.specialtyIds) params.append("specialtyIds", id);
  for (const id of input.practitionerIds) params.append("practitionerIds", String(id));
  if (input.includeRemote) params.set("includeRemote", "true");
  params.set("startDate", input.range.startDate);
  params.set("endDate", input.range.endDate);
  if (input.timeOfDay && input.timeOfDay !== "all") params.set("timeOfDay", input.timeOfDay);
  for (const [flag, value] of Object.entries(healthCareFlagsOf(input.healthCareType))) params.set(flag, String(value));
  if (input.lang) params.set("lang", input.lang);
  if (input.offset) params.set("offset", String(input.offset));
  return params;
}

/** Clinic ids with every related clinic added (spec part 2 §3: related ids are expanded into the query). */
export function expandRelatedClinicIds(
  clinicIds: readonly string[],
  clinics: readonly { id: string; relatedClinicIds: readonly string[] }[],
): string[] {
  const related = new Map(clinics.map((clinic) => [clinic.id, clinic.relatedClinicIds]));
  const expanded = new Set<string>();
  for (const id of clinicIds) {
    expanded.add(id);
    for (const other of related.get(id) ?? []) expanded.add(other);
  }
  return [...expanded];
}

export type HealthCareFlags = { isOccupationalHealthcare: boolean; isInsuranceCustomer: boolean; isKela65: boolean };

/** The health care type the flags name; none set is a private customer's search. */
export function healthCareTypeOfFlags(flags: HealthCareFlags): HealthCareType {
  if (flags.isOccupationalHealthcare) return "occupational";
  if (flags.isInsuranceCustomer) return "insurance";
  if (flags.isKela65) return "kela65";
  return "private";
}

export function healthCareFlagsOf(type: HealthCareType): Partial<Record<keyof HealthCareFlags, true>> {
  if (type === "occupational") return { isOccupationalHealthcare: true };
  if (type === "insurance") return { isInsuranceCustomer: true };
  if (type === "kela65") return { isKela65: true };
  return {};
}
