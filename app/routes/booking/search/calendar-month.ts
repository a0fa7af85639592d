import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "#domain/helsinki-time";
import type { Lang } from "#domain/routes/route-table";
// Names of days and months come from domain/date-display.ts, like every date the pages show.

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
