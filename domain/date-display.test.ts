import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  DEFAULT_TIME_OF_DAY,
  TIME_OF_DAY_BANDS,
  TIME_OF_DAY_VALUES,
  capitalizeFirst,
  classifyTimestamp,
  formatAppointmentDate,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMonthTitle,
  formatRelativeTime,
  formatShortDate,
  formatTime,
  formatWeekday,
  isWithinTimeOfDay,
  screenSizeOf,
  timeOfDayOf,
  validityHint,
  weekdayNames,
} from "./date-display";
import { INTL_LOCALE } from "./intl-locale";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date("2025-06-15T09:00:00Z"); // 12:00 in Helsinki (EEST, UTC+3)
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("classifyTimestamp", () => {
  it("shows minutes for the last 24 hours", () => {
    expect(classifyTimestamp(now, now)).toEqual({ kind: "relative", minutes: 0 });
    expect(classifyTimestamp(ago(59_999), now)).toEqual({ kind: "relative", minutes: 0 });
    expect(classifyTimestamp(ago(5 * MINUTE + 30_000), now)).toEqual({ kind: "relative", minutes: 5 });
    expect(classifyTimestamp(ago(24 * HOUR - 1), now)).toEqual({ kind: "relative", minutes: 24 * 60 - 1 });
  });

  it("shows 'Yesterday' from 24 up to 48 hours, by elapsed time rather than calendar day", () => {
    expect(classifyTimestamp(ago(24 * HOUR), now)).toEqual({ kind: "yesterday" });
    expect(classifyTimestamp(ago(48 * HOUR - 1), now)).toEqual({ kind: "yesterday" });
    // 13:00 yesterday is 23 hours ago: still relative although it was another day.
    expect(classifyTimestamp(ago(23 * HOUR), now)).toMatchObject({ kind: "relative" });
  });

  it("shows a date from 48 hours on", () => {
    expect(classifyTimestamp(ago(48 * HOUR), now)).toEqual({ kind: "date" });
    expect(classifyTimestamp(ago(400 * 24 * HOUR), now)).toEqual({ kind: "date" });
  });

  it("treats a slightly future timestamp (clock skew) as just now, a far future one as a date", () => {
    expect(classifyTimestamp(ago(-2 * MINUTE), now)).toEqual({ kind: "relative", minutes: 0 });
    expect(classifyTimestamp(ago(-5 * MINUTE), now)).toEqual({ kind: "relative", minutes: 0 });
    expect(classifyTimestamp(ago(-6 * MINUTE), now)).toEqual({ kind: "date" });
  });
});

describe("validityHint", () => {
  const today = "2025-06-15";
  const plusDays = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };

  it("is expired from the day after the last valid day", () => {
    expect(validityHint(plusDays(-1), now)).toEqual({ kind: "expired" });
    expect(validityHint("2020-01-01", now)).toEqual({ kind: "expired" });
  });

  it("shows today and tomorrow", () => {
    expect(validityHint(today, now)).toEqual({ kind: "today" });
    expect(validityHint(plusDays(1), now)).toEqual({ kind: "tomorrow" });
  });

  it("shows the plain date for 2 to 7 days", () => {
    for (let days = 2; days <= 7; days++) expect(validityHint(plusDays(days), now)).toEqual({ kind: "date" });
  });

  it("shows whole weeks, rounded down, for more than 7 and less than 27 days", () => {
    expect(validityHint(plusDays(8), now)).toEqual({ kind: "weeks", weeks: 1 });
    expect(validityHint(plusDays(13), now)).toEqual({ kind: "weeks", weeks: 1 });
    expect(validityHint(plusDays(14), now)).toEqual({ kind: "weeks", weeks: 2 });
    expect(validityHint(plusDays(21), now)).toEqual({ kind: "weeks", weeks: 3 });
    expect(validityHint(plusDays(26), now)).toEqual({ kind: "weeks", weeks: 3 });
  });

  it("shows the plain date from 27 days on", () => {
    for (const days of [27, 28, 30, 31, 365]) expect(validityHint(plusDays(days), now)).toEqual({ kind: "date" });
  });

  it("counts Helsinki calendar days for instants", () => {
    // 23:30 Helsinki on 15 June is 20:30 UTC; an instant then is still "today".
    expect(validityHint(new Date("2025-06-15T20:30:00Z"), now)).toEqual({ kind: "today" });
    // 00:30 Helsinki on 16 June is 21:30 UTC on 15 June.
    expect(validityHint(new Date("2025-06-15T21:30:00Z"), now)).toEqual({ kind: "tomorrow" });
    // Late evening in Helsinki: the UTC date is still the previous day.
    const lateEvening = new Date("2025-06-14T21:30:00Z"); // 00:30 on 15 June in Helsinki
    expect(validityHint(today, lateEvening)).toEqual({ kind: "today" });
  });

  it("refuses a malformed date", () => {
    expect(() => validityHint("2025-02-30", now)).toThrow(RangeError);
    expect(() => validityHint(new Date(Number.NaN), now)).toThrow(RangeError);
  });
});

describe("formatShortDate", () => {
  it("pads day and month in Finnish, not in Swedish or English", () => {
    expect(formatShortDate("2025-03-05", "fi")).toBe("05.03.2025");
    expect(formatShortDate("2025-03-05", "sv")).toBe("5.3.2025");
    expect(formatShortDate("2025-03-05", "en")).toBe("5.3.2025");
    expect(formatShortDate("2025-12-24", "fi")).toBe("24.12.2025");
    expect(formatShortDate("2025-12-24", "en")).toBe("24.12.2025");
  });

  it("uses the Helsinki day of an instant", () => {
    expect(formatShortDate(new Date("2025-03-04T22:30:00Z"), "sv")).toBe("5.3.2025"); // 00:30 EET
    expect(formatShortDate(new Date("2025-03-04T21:30:00Z"), "sv")).toBe("4.3.2025"); // 23:30 EET
  });
});

describe("formatTime", () => {
  it("shows Helsinki time as H:mm", () => {
    expect(formatTime(new Date("2025-01-10T07:05:00Z"))).toBe("9:05"); // EET, UTC+2
    expect(formatTime(new Date("2025-07-10T11:30:00Z"))).toBe("14:30"); // EEST, UTC+3
    expect(formatTime(new Date("2025-07-10T21:00:00Z"))).toBe("0:00");
  });

  it("follows the daylight saving changes", () => {
    expect(formatTime(new Date("2025-03-30T00:59:00Z"))).toBe("2:59");
    expect(formatTime(new Date("2025-03-30T01:00:00Z"))).toBe("4:00");
    expect(formatTime(new Date("2025-10-26T00:59:00Z"))).toBe("3:59");
    expect(formatTime(new Date("2025-10-26T01:00:00Z"))).toBe("3:00");
  });
});

describe("dates with times and words", () => {
  // 2027-03-27 23:30 Helsinki (EET, UTC+2), a Saturday; the clocks turn the next night.
  const saturdayNight = new Date("2027-03-27T21:30:00Z");

  it("shows an instant as the short date and H:mm of each language", () => {
    expect(formatDateTime(saturdayNight, "fi")).toBe("27.03.2027 23:30");
    expect(formatDateTime(saturdayNight, "sv")).toBe("27.3.2027 23:30");
    expect(formatDateTime(saturdayNight, "en")).toBe("27.3.2027 23:30");
  });

  it("puts the Helsinki weekday before an appointment's date", () => {
    expect(formatAppointmentDate(saturdayNight, "fi")).toBe("la 27.03.2027");
    expect(formatAppointmentDate(saturdayNight, "sv")).toBe("lör 27.3.2027");
    expect(formatAppointmentDate(saturdayNight, "en")).toBe("Sat 27.3.2027");
    // 0:30 on Sunday in Helsinki is still Saturday in UTC.
    expect(formatAppointmentDate(new Date("2027-03-27T22:30:00Z"), "en")).toBe("Sun 28.3.2027");
    expect(formatLongDate("2027-03-29", "sv")).toBe("måndag 29 mars 2027");
  });

  it("names weekdays and months in the language, capitalising only the first letter", () => {
    expect(formatWeekday("2027-03-27", "fi")).toBe("lauantai");
    expect(formatWeekday("2027-03-27", "sv", "short")).toBe("lör");
    expect(formatMonthTitle(2026, 5, "fi")).toBe("Toukokuu 2026");
    expect(formatMonthTitle(2026, 5, "sv")).toBe("Maj 2026");
    expect(capitalizeFirst("i morgon", "sv")).toBe("I morgon");
    expect(formatDayMonth("2027-03-05", "fi")).toBe("05.03.");
    expect(formatDayMonth("2027-03-05", "en")).toBe("5.3.");
  });

  it("names every weekday as Intl formats it, in both widths and languages, also across the week's turn", () => {
    for (const lang of ["fi", "sv", "en"] as const) {
      for (const weekday of ["short", "long"] as const) {
        const intl = new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday, timeZone: "UTC" });
        for (let day = 1; day <= 14; day += 1) {
          const date = `2026-12-${String(day).padStart(2, "0")}`;
          expect(formatWeekday(date, lang, weekday), `${lang} ${weekday} ${date}`).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
        }
        // 2026-11-29 was a Sunday, 2026-11-30 a Monday.
        const week = (start: number) => Array.from({ length: 7 }, (_, index) => intl.format(new Date(Date.UTC(2026, 10, 29 + start + index))));
        expect(weekdayNames(lang, 0, weekday)).toEqual(week(0));
        expect(weekdayNames(lang, 1, weekday)).toEqual(week(1));
      }
    }
  });

  it("says how long ago, with words where the language has them", () => {
    expect(formatRelativeTime(-2, "hour", "fi")).toBe("2 tuntia sitten");
    expect(formatRelativeTime(-2, "hour", "sv")).toBe("för 2 timmar sedan");
    expect(formatRelativeTime(-1, "day", "en", { words: true })).toBe("yesterday");
    expect(formatRelativeTime(0, "second", "en", { words: true })).toBe("now");
  });
});

describe("time of day", () => {
  // 2025-06-16 is in summer time: Helsinki = UTC + 3.
  const at = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
    return new Date(Date.UTC(2025, 5, 16, hours - 3, minutes));
  };

  it("defines the bands of the spec", () => {
    expect(TIME_OF_DAY_BANDS.map((band) => [band.id, band.startHour, band.endHour])).toEqual([
      ["morning", 7, 12],
      ["afternoon", 12, 16],
      ["evening", 16, 21],
      ["all", 0, 24],
    ]);
    expect(TIME_OF_DAY_VALUES).toEqual(["morning", "afternoon", "evening", "all"]);
    expect(DEFAULT_TIME_OF_DAY).toBe("all");
  });

  it("filters inclusively at both ends", () => {
    expect(isWithinTimeOfDay(at("7:00"), "morning")).toBe(true);
    expect(isWithinTimeOfDay(at("6:59"), "morning")).toBe(false);
    expect(isWithinTimeOfDay(at("12:00"), "morning")).toBe(true);
    expect(isWithinTimeOfDay(at("12:00"), "afternoon")).toBe(true);
    expect(isWithinTimeOfDay(at("12:01"), "morning")).toBe(false);
    expect(isWithinTimeOfDay(at("16:00"), "evening")).toBe(true);
    expect(isWithinTimeOfDay(at("21:00"), "evening")).toBe(true);
    expect(isWithinTimeOfDay(at("21:01"), "evening")).toBe(false);
    expect(isWithinTimeOfDay(at("3:00"), "all")).toBe(true);
    expect(isWithinTimeOfDay(at("23:59"), "all")).toBe(true);
  });

  it("groups a start time into exactly one band", () => {
    expect(timeOfDayOf(at("6:59"))).toBeNull();
    expect(timeOfDayOf(at("7:00"))).toBe("morning");
    expect(timeOfDayOf(at("11:59"))).toBe("morning");
    expect(timeOfDayOf(at("12:00"))).toBe("afternoon");
    expect(timeOfDayOf(at("15:45"))).toBe("afternoon");
    expect(timeOfDayOf(at("16:00"))).toBe("evening");
    expect(timeOfDayOf(at("21:00"))).toBe("evening");
    expect(timeOfDayOf(at("21:01"))).toBeNull();
  });

  it("uses Helsinki time, also in winter", () => {
    expect(timeOfDayOf(new Date("2025-01-10T05:00:00Z"))).toBe("morning"); // 7:00 EET
    expect(timeOfDayOf(new Date("2025-01-10T04:59:00Z"))).toBeNull();
  });
});

describe("screenSizeOf", () => {
  it("is small up to 480 px, medium up to 800 px, otherwise large", () => {
    expect(BREAKPOINTS).toEqual({ small: 480, medium: 800 });
    expect(screenSizeOf(320)).toBe("small");
    expect(screenSizeOf(480)).toBe("small");
    expect(screenSizeOf(481)).toBe("medium");
    expect(screenSizeOf(800)).toBe("medium");
    expect(screenSizeOf(801)).toBe("large");
    expect(screenSizeOf(1920)).toBe("large");
  });
});
