import { tzOffset } from "@date-fns/tz";

/** All dates are shown and reasoned about in Finnish time (spec part 1 §9). */
export const HELSINKI_TIME_ZONE = "Europe/Helsinki";

/** A calendar date without time zone, as "YYYY-MM-DD". */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

export function formatCalendarDate(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const HOUR_MS = 3_600_000;

/** Helsinki's offset from UTC per hour since the epoch, in minutes, as far as it is one for the whole hour. */
const offsetByHour = new Map<number, number>();
const MAX_KEPT_HOURS = 100_000;

/**
 * Helsinki's offset from UTC at an instant, in minutes (120 in winter, 180 in summer), from the
 * time zone library. A page shows dozens of dates and the library asks `Intl` for each, so the
 * offset is kept per hour: it changes at most once in an hour (at 01:00 UTC since 1983), and an
 * hour whose two ends differ is not kept but asked again at the instant itself.
 */
export function helsinkiOffsetMinutes(date: Date): number {
  const time = date.getTime();
  const hour = Math.floor(time / HOUR_MS);
  const kept = offsetByHour.get(hour);
  if (kept !== undefined) return kept;
  const atStart = tzOffset(HELSINKI_TIME_ZONE, new Date(hour * HOUR_MS));
  if (tzOffset(HELSINKI_TIME_ZONE, new Date((hour + 1) * HOUR_MS - 1)) !== atStart) return tzOffset(HELSINKI_TIME_ZONE, date);
  if (offsetByHour.size >= MAX_KEPT_HOURS) offsetByHour.clear();
  offsetByHour.set(hour, atStart);
  return atStart;
}

/** Helsinki's wall clock at an instant, read with the UTC getters (getUTCHours is the Helsinki hour). */
export function helsinkiWallClock(date: Date): Date {
  return new Date(date.getTime() + helsinkiOffsetMinutes(date) * 60_000);
}

/** The Helsinki calendar day an instant falls on. */
export function helsinkiCalendarDate(date: Date): CalendarDate {
  const local = helsinkiWallClock(date);
  return formatCalendarDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

/** Splits "YYYY-MM-DD"; null unless it names a real day of the Gregorian calendar. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (!isRealDate(year, month, day)) return null;
  return { year, month, day };
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids any time-zone shift.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"); negative when `to` is earlier. */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (!a || !b) throw new RangeError(`Not a calendar date: ${a ? to : from}`);
  const ms = Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day);
  return Math.round(ms / 86_400_000);
}
