import { describe, expect, it } from "vitest";
import { calendarDaysBetween, helsinkiCalendarDate, isRealDate, parseCalendarDate } from "./helsinki-time";

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
});
