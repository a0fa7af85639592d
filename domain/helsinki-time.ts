import { TZDate } from "@date-fns/tz";

/** All dates are shown and reasoned about in Finnish time (spec part 1 §9). */
export const HELSINKI_TIME_ZONE = "Europe/Helsinki";

/** A calendar date without time zone, as "YYYY-MM-DD". */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function inHelsinki(date: Date): TZDate {
  return new TZDate(date.getTime(), HELSINKI_TIME_ZONE);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

export function formatCalendarDate(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The Helsinki calendar day an instant falls on. */
export function helsinkiCalendarDate(date: Date): CalendarDate {
  const local = inHelsinki(date);
  return formatCalendarDate(local.getFullYear(), local.getMonth() + 1, local.getDate());
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
