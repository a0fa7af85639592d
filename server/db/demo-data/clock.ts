import { TZDate } from "@date-fns/tz";
import {
  type CalendarDate,
  formatCalendarDate,
  HELSINKI_TIME_ZONE,
  helsinkiCalendarDate,
  parseCalendarDate,
} from "#domain/helsinki-time";

// Demo dates are written as "n days from today at H:MM, Helsinki time". Today is the Helsinki
// calendar day of the `now` given to the loader, so loading twice on one day gives the same data.

export interface DemoClock {
  /** The exact moment given to the loader; only "starts in a few minutes" data uses it. */
  readonly now: Date;
  readonly today: CalendarDate;
  /** The calendar day `offset` days from today (negative for the past). */
  day(offset: number): CalendarDate;
  /** Helsinki wall-clock time on the day `offset` days from today. */
  at(offset: number, time: string): Date;
  /** ISO weekday of that day: 1 Monday ... 7 Sunday. */
  weekday(offset: number): number;
}

export function createDemoClock(now: Date): DemoClock {
  const today = helsinkiCalendarDate(now);
  return {
    now,
    today,
    day: (offset) => addCalendarDays(today, offset),
    at: (offset, time) => helsinkiTime(addCalendarDays(today, offset), time),
    weekday: (offset) => toUtcMidnight(addCalendarDays(today, offset)).getUTCDay() || 7,
  };
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const moment = toUtcMidnight(date);
  moment.setUTCDate(moment.getUTCDate() + days);
  return formatCalendarDate(moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate());
}

/** The moment a Helsinki clock shows `time` ("H:MM") on `date`. */
export function helsinkiTime(date: CalendarDate, time: string): Date {
  const { year, month, day } = requireCalendarDate(date);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, HELSINKI_TIME_ZONE).getTime());
}

function toUtcMidnight(date: CalendarDate): Date {
  const { year, month, day } = requireCalendarDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function requireCalendarDate(date: CalendarDate) {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return parts;
}
