import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { type CalendarFileInput, appointmentCalendarFile, calendarFileName } from "./calendar-file";

// The .ics of an appointment: UTC times, a stamp from the server's clock, a stable UID, the
// brand, time and place, and nothing about the visit itself.

const input = (overrides: Partial<CalendarFileInput["appointment"]> = {}, lang: CalendarFileInput["lang"] = "fi"): CalendarFileInput => ({
  appointment: {
    id: 4711,
    // 10:30 in Helsinki in winter (UTC+2).
    startsAt: new Date("2026-12-01T08:30:00Z"),
    durationMinutes: 30,
    locationType: "physicalLocation",
    isRemote: false,
    clinic: { name: "Hoiva Kamppi", street: "Urho Kekkosen katu 1", postalCode: "00100", postOffice: "Helsinki" },
    ...overrides,
  },
  lang,
  brand: "adult",
  link: "https://hoiva.example/fi/ajanvaraus/4711",
  now: new Date("2026-11-24T08:00:00Z"),
  uidDomain: "hoiva.example",
});

/** The file's lines with RFC 5545 folding undone. */
function linesOf(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

describe("appointmentCalendarFile", () => {
  it("writes the start in UTC, the length, a stable UID and the server's stamp", () => {
    const lines = linesOf(appointmentCalendarFile(input()));
    expect(lines).toContain("DTSTART:20261201T083000Z");
    expect(lines).toContain("DURATION:PT30M");
    expect(lines).toContain("UID:appointment-4711@hoiva.example");
    expect(lines).toContain("DTSTAMP:20261124T080000Z");
    expect(lines).toContain("CLASS:PRIVATE");
  });

  it("names the brand, the clinic's address and the link back, and nothing of the visit", () => {
    const lines = linesOf(appointmentCalendarFile(input()));
    expect(lines).toContain("SUMMARY:Hoiva: vastaanottoaika");
    expect(lines).toContain("LOCATION:Hoiva Kamppi\\, Urho Kekkosen katu 1\\, 00100 Helsinki");
    expect(lines).toContain("DESCRIPTION:Ajan tiedot\\, ilmoittautuminen ja peruminen: https://hoiva.example/fi/ajanvaraus/4711");
  });

  it.each(LANGUAGES)("says a video appointment's place in %s instead of the clinic's address", (lang) => {
    const ics = linesOf(appointmentCalendarFile(input({ locationType: "videoAppointment", isRemote: true }, lang))).join("\n");
    expect(ics).not.toContain("Urho Kekkosen katu");
    expect(ics).toMatch(/LOCATION:(Videovastaanotto|Videomottagning|Video appointment)/);
  });

  it("calls the file by brand and day only", () => {
    expect(calendarFileName(new Date("2026-12-01T08:30:00Z"), "kids")).toBe("hoiva-junior-2026-12-01.ics");
  });
});
