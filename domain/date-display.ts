import type { Language } from "./enums";
import {
  type CalendarDate,
  calendarDaysBetween,
  helsinkiCalendarDate,
  helsinkiWallClock,
  parseCalendarDate,
} from "./helsinki-time";
import { INTL_LOCALE, perLanguage } from "./intl-locale";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A date given as an instant, or as a calendar day "YYYY-MM-DD" (taken as a Helsinki day). */
export type DateInput = Date | CalendarDate;

function calendarDateOf(input: DateInput): CalendarDate {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError("Invalid Date");
    return helsinkiCalendarDate(input);
  }
  if (!parseCalendarDate(input)) throw new RangeError(`Not a calendar date: ${input}`);
  return input;
}

// ---- Timestamps of messages and feed items ----

export type TimestampDisplay = { kind: "relative"; minutes: number } | { kind: "yesterday" } | { kind: "date" };

/** Server and browser clocks differ a little; a timestamp this far ahead still reads "0 minutes ago". */
const CLOCK_SKEW_MS = 5 * MINUTE_MS;

/**
 * Elapsed time, not calendar days (spec): under 24 h relative minutes, 24 h up to 48 h
 * "Yesterday", otherwise a short date.
 */
export function classifyTimestamp(date: Date, now: Date): TimestampDisplay {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < -CLOCK_SKEW_MS) return { kind: "date" };
  if (elapsed < 24 * HOUR_MS) return { kind: "relative", minutes: Math.max(0, Math.floor(elapsed / MINUTE_MS)) };
  if (elapsed < 48 * HOUR_MS) return { kind: "yesterday" };
  return { kind: "date" };
}

// ---- Validity of referrals, permits and the like ----

export type ValidityHint =
  | { kind: "expired" }
  | { kind: "today" }
  | { kind: "tomorrow" }
  | { kind: "weeks"; weeks: number }
  | { kind: "date" };

/**
 * "Valid until {date}" plus a hint, counted in Helsinki calendar days; valid through the whole
 * last day. The spec names today, tomorrow and weeks (more than 7, less than 27 days) within
 * 30 days, and a date beyond. For the days it leaves open (2–7 and 27–30) we show the plain date:
 * "(0 weeks)" or "(4 weeks)" for 28 days would be misleading.
 * Weeks are rounded down, so the hint never promises more time than is left.
 */
export function validityHint(validUntil: DateInput, now: Date): ValidityHint {
  const days = calendarDaysBetween(helsinkiCalendarDate(now), calendarDateOf(validUntil));
  if (days < 0) return { kind: "expired" };
  if (days === 0) return { kind: "today" };
  if (days === 1) return { kind: "tomorrow" };
  if (days > 7 && days < 27) return { kind: "weeks", weeks: Math.floor(days / 7) };
  return { kind: "date" };
}

// ---- Formats (spec part 1 §9) ----

/** Finnish pads day and month ("05.03.2025"); Swedish and English use D.M.YYYY ("5.3.2025"). */
export function formatShortDate(date: DateInput, lang: Language): string {
  const parsed = parseCalendarDate(calendarDateOf(date));
  if (!parsed) throw new RangeError("Not a calendar date");
  const { year, month, day } = parsed;
  const pad = (n: number) => String(n).padStart(2, "0");
  return lang === "fi" ? `${pad(day)}.${pad(month)}.${year}` : `${day}.${month}.${year}`;
}

/** The short date without the year, for a row of nearby days: "05.03." in Finnish, "5.3." otherwise. */
export function formatDayMonth(date: DateInput, lang: Language): string {
  return formatShortDate(date, lang).replace(/\d+$/, "");
}

/** Helsinki wall-clock time, H:mm ("9:05", "14:30"). */
export function formatTime(date: Date): string {
  const local = helsinkiWallClock(date);
  return `${local.getUTCHours()}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
}

/** An instant as the short date and H:mm: "27.03.2027 23:30" in Finnish, "27.3.2027 23:30" otherwise. */
export function formatDateTime(date: Date, lang: Language): string {
  return `${formatShortDate(date, lang)} ${formatTime(date)}`;
}

// ---- Words of dates: weekdays, months, relative times ----
// Only the names come from Intl; the digits always follow the formats above.

/** A formatter for calendar days, in UTC since a calendar day is a date without a time zone. */
function utcDayFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
}

function utcDayFormat(options: Intl.DateTimeFormatOptions) {
  return perLanguage((locale) => utcDayFormatter(locale, options));
}

const monthAndYear = utcDayFormat({ month: "long", year: "numeric" });
const weekdayAndDate = utcDayFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const relativeWords = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const relativeNumbers = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "always" }));

function utcDayOf(date: DateInput): Date {
  const parts = parseCalendarDate(calendarDateOf(date));
  if (!parts) throw new RangeError("Not a calendar date");
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

/** The first letter upper case and nothing else ("I dag", not "I Dag"). */
export function capitalizeFirst(text: string, lang: Language): string {
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALE[lang]) + text.slice(1);
}

/**
 * The seven weekday names of a language, Sunday first, formatted once: a weekday's name does not
 * depend on the date, and a page names the weekday of every appointment it lists.
 */
function sundayFirst(weekday: "short" | "long") {
  return perLanguage((locale) => {
    const format = utcDayFormatter(locale, { weekday });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 1 + index))));
  });
}

const shortWeekdayNames = sundayFirst("short");
const longWeekdayNames = sundayFirst("long");

/** The weekday of a Helsinki day: "lauantai", "lördag", "Saturday"; short "la", "lör", "Sat". */
export function formatWeekday(date: DateInput, lang: Language, width: "long" | "short" = "long"): string {
  return (width === "short" ? shortWeekdayNames : longWeekdayNames)(lang)[utcDayOf(date).getUTCDay()]!;
}

/** Weekday names in the order of a week starting on `weekStart` (0 Sunday, 1 Monday). */
export function weekdayNames(lang: Language, weekStart: 0 | 1, width: "long" | "short"): string[] {
  const names = (width === "short" ? shortWeekdayNames : longWeekdayNames)(lang);
  return Array.from({ length: 7 }, (_, index) => names[(weekStart + index) % 7]!);
}

/** A calendar month's title: "Toukokuu 2026", "Maj 2026", "May 2026". */
export function formatMonthTitle(year: number, month: number, lang: Language): string {
  return capitalizeFirst(monthAndYear(lang).format(new Date(Date.UTC(year, month - 1, 1))), lang);
}

/** The day of an appointment, with its weekday: "la 27.03.2027", "lör 27.3.2027", "Sat 27.3.2027". */
export function formatAppointmentDate(date: DateInput, lang: Language): string {
  return `${formatWeekday(date, lang, "short")} ${formatShortDate(date, lang)}`;
}

/**
 * A day in words, for the names of the calendar's day buttons: "lauantai 27. maaliskuuta 2027",
 * "lördag 27 mars 2027", "Saturday 27 March 2027". The button shows the day's number, which must
 * be a word of its name, so the padded Finnish short date ("01.11.") cannot be used there.
 */
export function formatLongDate(date: DateInput, lang: Language): string {
  return weekdayAndDate(lang).format(utcDayOf(date));
}

export type RelativeUnit = "second" | "minute" | "hour" | "day";

/**
 * "2 tuntia sitten", "för 2 timmar sedan", "2 hours ago" (negative values are in the past).
 * `words`: "now", "yesterday" and the like where the language has a word for the value.
 */
export function formatRelativeTime(value: number, unit: RelativeUnit, lang: Language, { words = false } = {}): string {
  return (words ? relativeWords : relativeNumbers)(lang).format(value, unit);
}

// ---- Time-of-day tabs of the booking list ----

export const TIME_OF_DAY_BANDS = [
  { id: "morning", startHour: 7, endHour: 12 },
  { id: "afternoon", startHour: 12, endHour: 16 },
  { id: "evening", startHour: 16, endHour: 21 },
  { id: "all", startHour: 0, endHour: 24 },
] as const;

export type TimeOfDay = (typeof TIME_OF_DAY_BANDS)[number]["id"];
export const TIME_OF_DAY_VALUES = TIME_OF_DAY_BANDS.map((band) => band.id) as readonly TimeOfDay[];
export const DEFAULT_TIME_OF_DAY: TimeOfDay = "all";

function minutesOfDay(date: Date): number {
  const local = helsinkiWallClock(date);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/**
 * Filter rule: bands are inclusive at both ends (spec), so a 12:00 slot is listed under both
 * morning and afternoon, and 21:00 under evening.
 */
export function isWithinTimeOfDay(date: Date, timeOfDay: TimeOfDay): boolean {
  const band = TIME_OF_DAY_BANDS.find((candidate) => candidate.id === timeOfDay);
  if (!band) return false;
  const minutes = minutesOfDay(date);
  return minutes >= band.startHour * 60 && minutes <= band.endHour * 60;
}

/**
 * The one band a start time belongs to (for grouping and analytics): a band's start hour belongs to
 * it, its end hour to the next band; 21:00 still counts as evening. Null outside 7:00–21:00.
 */
export function timeOfDayOf(date: Date): Exclude<TimeOfDay, "all"> | null {
  const minutes = minutesOfDay(date);
  const bands = TIME_OF_DAY_BANDS.filter((band) => band.id !== "all");
  for (const [index, band] of bands.entries()) {
    const isLast = index === bands.length - 1;
    const end = band.endHour * 60;
    if (minutes >= band.startHour * 60 && (minutes < end || (isLast && minutes === end))) {
      return band.id as Exclude<TimeOfDay, "all">;
    }
  }
  return null;
}

// ---- Screen sizes ----

/** Upper bounds, inclusive: small ≤ 480 px, medium ≤ 800 px, otherwise large. */
export const BREAKPOINTS = { small: 480, medium: 800 } as const;

export type ScreenSize = "small" | "medium" | "large";

export function screenSizeOf(widthPx: number): ScreenSize {
  if (widthPx <= BREAKPOINTS.small) return "small";
  if (widthPx <= BREAKPOINTS.medium) return "medium";
  return "large";
}
