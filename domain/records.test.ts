import { describe, expect, it } from "vitest";
import { validityHint } from "./date-display";
import {
  CERTIFICATES_LISTED_SINCE,
  clampPage,
  listPageOf,
  pageCountOf,
  practitionerProfileUrl,
  sickLeaveDays,
  VACCINATION_PAGE_SIZE,
} from "./records";

describe("certificates", () => {
  it("lists certificates from 1.1.2022 on", () => {
    expect(CERTIFICATES_LISTED_SINCE).toBe("2022-01-01");
  });

  it("counts sick-leave days with both ends included, across months and the DST change", () => {
    expect(sickLeaveDays("2026-11-24", "2026-11-24")).toBe(1);
    expect(sickLeaveDays("2022-02-14", "2022-02-16")).toBe(3);
    expect(sickLeaveDays("2026-03-28", "2026-04-02")).toBe(6);
  });
});

describe("vaccination pages", () => {
  it("shows 25 a page", () => {
    expect(VACCINATION_PAGE_SIZE).toBe(25);
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });

  it("reads ?page= as a positive whole number, anything else as the first page", () => {
    expect(listPageOf(null)).toBe(1);
    expect(listPageOf("3")).toBe(3);
    for (const junk of ["0", "-1", "1.5", "abc", "", "01", "9999999"]) expect(listPageOf(junk), junk).toBe(1);
  });

  it("shows the last page for a page past the end", () => {
    expect(clampPage(9, 30, 25)).toBe(2);
    expect(clampPage(2, 0, 25)).toBe(1);
    expect(clampPage(1, 30, 25)).toBe(1);
  });
});

describe("validity hints of effectiveUntil (spec part 1 §4, §9)", () => {
  const now = new Date("2026-11-24T08:00:00Z");
  it("say today, tomorrow, n weeks, a date, or Not valid", () => {
    expect(validityHint("2026-11-24", now)).toEqual({ kind: "today" });
    expect(validityHint("2026-11-25", now)).toEqual({ kind: "tomorrow" });
    expect(validityHint("2026-12-09", now)).toEqual({ kind: "weeks", weeks: 2 });
    expect(validityHint("2027-09-05", now)).toEqual({ kind: "date" });
    expect(validityHint("2026-11-23", now)).toEqual({ kind: "expired" });
  });
});

describe("practitioner profile links (spec part 2 §3)", () => {
  it("add no suffix in Finnish, -2 in English and -3 in Swedish", () => {
    expect(practitionerProfileUrl("https://www.hoiva.example", "4101", "fi")).toBe("https://www.hoiva.example/ammattilaiset/4101");
    expect(practitionerProfileUrl("https://www.hoiva.example/", "4101", "en")).toBe("https://www.hoiva.example/ammattilaiset/4101-2");
    expect(practitionerProfileUrl("https://junior.hoiva.example", "4101", "sv")).toBe("https://junior.hoiva.example/ammattilaiset/4101-3");
  });
});
