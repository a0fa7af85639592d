import { TZDate, tzOffset } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { calendarDaysBetween, helsinkiCalendarDate, helsinkiOffsetMinutes, helsinkiWallClock, isRealDate, parseCalendarDate } from "./helsinki-time";

describe("helsinki-time", () => {
  it("knows real dates and leap years", () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(1888, 2, 29)).toBe(true);
    expect(isRealDate(2025, 4, 31)).toBe(false);
    expect(isRealDate(2025, 0, 1)).toBe(false);
    expect(isRealDate(2025, 13, 1)).toBe(false);
    expect(isRealDate(2025, 1, 0)).toBe(false);
  });

  it("parses only real YYYY-MM-DD dates", () => {
    expect(parseCalendarDate("2025-03-05")).toEqual({ year: 2025, month: 3, day: 5 });
    for (const bad of ["2025-3-5", "2025-02-29", "05.03.2025", "2025-03-05T00:00:00Z", ""]) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
  });

  it("gives the Helsinki calendar day of an instant", () => {
    expect(helsinkiCalendarDate(new Date("2025-12-31T21:59:59Z"))).toBe("2025-12-31");
    expect(helsinkiCalendarDate(new Date("2025-12-31T22:00:00Z"))).toBe("2026-01-01");
    expect(helsinkiCalendarDate(new Date("2025-06-30T20:59:59Z"))).toBe("2025-06-30");
    expect(helsinkiCalendarDate(new Date("2025-06-30T21:00:00Z"))).toBe("2025-07-01");
  });

  it("counts calendar days across daylight saving and year ends", () => {
    expect(calendarDaysBetween("2025-03-29", "2025-03-31")).toBe(2);
    expect(calendarDaysBetween("2025-10-25", "2025-10-27")).toBe(2);
    expect(calendarDaysBetween("2024-12-31", "2025-01-01")).toBe(1);
    expect(calendarDaysBetween("2025-01-01", "2024-12-31")).toBe(-1);
    expect(calendarDaysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(() => calendarDaysBetween("2025-01-01", "nope")).toThrow(RangeError);
  });

  it("reads the wall clock and the day as the time zone library does, every 7 minutes across both changes of a year, twice", () => {
    // Twice: the second pass answers from the offsets kept per hour in the first.
    for (let pass = 0; pass < 2; pass += 1) {
      for (let time = Date.parse("2026-03-28T12:00:00Z"); time < Date.parse("2026-10-26T12:00:00Z"); time += 7 * 60_000) {
        // Only the days around the two changes, and every day's noon between them.
        const date = new Date(time);
        if (date.getUTCMonth() !== 2 && date.getUTCMonth() !== 9 && date.getUTCMinutes() !== 0) continue;
        const zoned = new TZDate(time, "Europe/Helsinki");
        const wall = helsinkiWallClock(date);
        expect([wall.getUTCHours(), wall.getUTCMinutes()], date.toISOString()).toEqual([zoned.getHours(), zoned.getMinutes()]);
        expect(helsinkiCalendarDate(date)).toBe(`${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, "0")}-${String(zoned.getDate()).padStart(2, "0")}`);
      }
    }
    expect(helsinkiOffsetMinutes(new Date("2026-03-29T00:59:59.999Z"))).toBe(120);
    expect(helsinkiOffsetMinutes(new Date("2026-03-29T01:00:00Z"))).toBe(180);
    expect(helsinkiOffsetMinutes(new Date("2026-10-25T00:59:59.999Z"))).toBe(180);
    expect(helsinkiOffsetMinutes(new Date("2026-10-25T01:00:00Z"))).toBe(120);
  });

  it("asks the library at the instant itself in an hour whose offset changes inside it (1921, from local mean time)", () => {
    for (let minute = 0; minute < 60; minute += 1) {
      const date = new Date(Date.UTC(1921, 3, 30, 22, minute));
      expect(helsinkiOffsetMinutes(date), date.toISOString()).toBe(tzOffset("Europe/Helsinki", date));
    }
    expect(helsinkiOffsetMinutes(new Date("1921-04-30T22:10:00Z"))).not.toBe(helsinkiOffsetMinutes(new Date("1921-04-30T22:30:00Z")));
  });
});
