// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, useAnalyticsStub } from "#app/ui/test-utils";
import Appointment from "./appointment";
import type { AppointmentPageData } from "./appointment.server";
import type { WaitlistPageData } from "./waitlist-section";
import { appointmentFixture, renderPage } from "#tests/fixtures/appointments";

// The earlier-time waitlist's section of the appointment page (decision 341): the plain form to
// join, the waiting state with "Stop waiting", and the open offer's notice, each passing axe.

vi.mock("#app/ui/load-document", () => ({ loadDocument: vi.fn() }));
useAnalyticsStub();

const waitlist: WaitlistPageData = {
  entries: {},
  offers: {},
  clinics: [
    { id: "HKA", name: "Hoiva Kamppi" },
    { id: "HTA", name: "Hoiva Tapiola" },
  ],
  today: "2026-11-24",
  holdMinutes: 10,
};

function pageData(overrides: Partial<WaitlistPageData> = {}): AppointmentPageData {
  return { appointments: [appointmentFixture({ mayCancel: true })], checkInConsent: null, deadlineHours: 24, waitlist: { ...waitlist, ...overrides } };
}

describe("the waitlist section of the appointment page", () => {
  it("offers the form: the practitioner or any professional, the clinic, the earliest day", async () => {
    const { container } = renderPage(Appointment, "appointment", pageData(), { path: "/en/appointments/101", csrfToken: "t" });
    expect(await screen.findByRole("heading", { level: 2, name: "Tell me if an earlier time frees up" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Only with Anna Salminen" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Any professional for the same kind of appointment" })).toBeTruthy();
    const clinic = screen.getByRole("combobox", { name: "Clinic" }) as HTMLSelectElement;
    expect([...clinic.options].map((option) => option.value)).toEqual(["HKA", "HTA", "any"]);
    const date = screen.getByLabelText("Not earlier than") as HTMLInputElement;
    expect([date.value, date.min, date.max]).toEqual(["2026-11-24", "2026-11-24", "2030-03-05"]);
    expect(screen.getByText(/hold it for you for 10 minutes/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows what is waited for with Stop waiting, and an open offer with its link", async () => {
    const waiting = renderPage(
      Appointment,
      "appointment",
      pageData({ entries: { 101: { entryId: 1, match: "service", clinicId: "HTA", notBefore: "2026-12-01" } } }),
      { path: "/en/appointments/101", csrfToken: "t" },
    );
    expect(await screen.findByText("Any professional at Hoiva Tapiola, not earlier than 1.12.2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stop waiting" })).toBeTruthy();
    expect(await axeViolations(waiting.container)).toEqual([]);
    waiting.unmount();

    const offer = {
      offerId: 7,
      appointmentId: 101,
      startDate: "2026-11-26T08:00:00.000Z",
      durationMinutes: 30,
      clinicName: "Hoiva Kamppi",
      clinicAddress: "Runeberginkatu 12, 00100 Helsinki",
      practitionerName: "Anna Salminen",
      practitionerTitle: null,
      expiresAt: "2026-11-24T08:10:00.000Z",
      status: "open" as const,
      currentStartDate: "2030-03-05T07:30:00.000Z",
      brand: "adult" as const,
    };
    const offered = renderPage(Appointment, "appointment", pageData({ offers: { 101: offer } }), { path: "/en/appointments/101", csrfToken: "t" });
    expect(await screen.findByText("26.11.2026 at 10:00. We hold it for you until 10:10.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the earlier time" }).getAttribute("href")).toBe("/en/appointments/time-offer/7");
    expect(await axeViolations(offered.container)).toEqual([]);
  });
});
