import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "#domain/helsinki-time";
import type { Lang } from "#domain/routes/route-table";
import { INTL_LOCALE, perLanguage } from "#domain/intl-locale";

// The month grid of the dates calendar. Weeks start on Monday in every language (spec part 1 §9,
// part 2 §2): the English page is still a Finnish clinic's calendar, where weeks run Monday to
// Sunday (ISO 8601).

/** 0 = Sunday, 1 = Monday. */
export type WeekStart = 0 | 1;

export function weekStartOf(_lang: Lang): WeekStart {
  return 1;
}

export interface Month {
  year: number;
  /** 1-12. */
  month: number;
}

export function monthOf(date: CalendarDate): Month {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: parts.year, month: parts.month };
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function firstDayOf({ year, month }: Month): CalendarDate {
  return formatCalendarDate(year, month, 1);
}

export function lastDayOf({ year, month }: Month): CalendarDate {
  return formatCalendarDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
}

/** The month as weeks of seven cells; cells outside the month are null. */
export function monthGrid(month: Month, weekStart: WeekStart): (CalendarDate | null)[][] {
  const firstWeekday = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const leading = (firstWeekday - weekStart + 7) % 7;
  const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const cells: (CalendarDate | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: days }, (_, index) => formatCalendarDate(month.year, month.month, index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** A calendar day's formatter per language, in UTC since a calendar day is a date without a time zone. */
function utcDayFormat(options: Intl.DateTimeFormatOptions) {
  return perLanguage((locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }));
}

const shortWeekday = utcDayFormat({ weekday: "short" });
const longWeekday = utcDayFormat({ weekday: "long" });
const monthAndYear = utcDayFormat({ month: "long", year: "numeric" });
const weekdayAndDate = utcDayFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" });

function utcDayOf(date: CalendarDate): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

/** Weekday names in grid order, e.g. ["ma", "ti", ...] in Finnish. */
export function weekdayNames(lang: Lang, weekStart: WeekStart, width: "short" | "long"): string[] {
  const format = (width === "short" ? shortWeekday : longWeekday)(lang);
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 1 + weekStart + index))));
}

/** "toukokuu 2026", "maj 2026", "May 2026". */
export function monthTitle({ year, month }: Month, lang: Lang): string {
  const text = monthAndYear(lang).format(new Date(Date.UTC(year, month - 1, 1)));
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALE[lang]) + text.slice(1);
}

/** "tiistai 12.5.2026" style: the weekday and the date in words of the language. */
export function longDate(date: CalendarDate, lang: Lang): string {
  return weekdayAndDate(lang).format(utcDayOf(date));
}

/** The weekday name of a calendar day, e.g. "tiistai" (short: "ti"). */
export function weekdayName(date: CalendarDate, lang: Lang, width: "long" | "short" = "long"): string {
  return (width === "short" ? shortWeekday : longWeekday)(lang).format(utcDayOf(date));
}
