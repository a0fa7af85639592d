import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { confirmationEmail, type ConfirmationFacts } from "./reservation-messages";

// The confirmation e-mail tells the same truth as the booked view: free cancellation until the
// brand's binding window, or, for a booking made inside it, that it is binding already.

const facts = (overrides: Partial<ConfirmationFacts> = {}): ConfirmationFacts => ({
  lang: "en",
  brand: "kids",
  startsAt: new Date("2026-11-30T08:00:00Z"),
  clinicName: "Hoiva Junior Matinkylä",
  link: "http://localhost:3000/en/appointment/abc",
  calendarLink: "http://localhost:3000/api/anon/appointments/abc/calendar.ics?lang=en",
  freeCancellationHours: 48,
  binding: false,
  ...overrides,
});

describe("booking confirmation e-mail", () => {
  it("promises free cancellation until the binding window only outside it", () => {
    expect(confirmationEmail(facts()).body).toContain("You can cancel the appointment free of charge until 48 hours before it starts.");
    const binding = confirmationEmail(facts({ binding: true })).body;
    expect(binding).toContain("The booking is binding and can no longer be cancelled free of charge.");
    expect(binding).not.toContain("free of charge until");
  });

  it.each(LANGUAGES)("says it in %s without the free-cancellation promise when binding", (lang) => {
    const open = confirmationEmail(facts({ lang })).body;
    const binding = confirmationEmail(facts({ lang, binding: true })).body;
    expect(open).toContain("48");
    expect(binding).not.toContain("48");
    expect(binding).not.toBe(open);
  });

  it.each(LANGUAGES)("links the calendar file in %s", (lang) => {
    expect(confirmationEmail(facts({ lang })).body).toContain("\nhttp://localhost:3000/api/anon/appointments/abc/calendar.ics?lang=en\n");
  });
});
