import { describe, expect, it } from "vitest";
import { addCalendarDays } from "#domain/booking-search";
import { TZDate } from "@date-fns/tz";
import { type CalendarDate, HELSINKI_TIME_ZONE, helsinkiCalendarDate } from "#domain/helsinki-time";
import { fixedClock } from "#server/clock/clock";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { helsinkiStartOfDay } from "#server/modules/booking/search-service";
import { createAnonymousReservationRequestSchema } from "#domain/reservation-inputs";
import { reserveAppointmentAnonymously } from "#server/modules/booking/reservation-service";
import { createFreeSlot } from "#server/modules/booking/reservation-fixtures";
import { useTestServer } from "./test-server";

// Booking and reservation across the nights Finland changes its clocks (EET ↔ EEST): days are
// Helsinki calendar days of 23 or 25 hours, times keep their local hour, and the binding window
// counts real hours. The server's clock is pinned to the weekend of each change.

const CHANGES = [
  { name: "clocks go forward", saturday: "2027-03-27", sunday: "2027-03-28", monday: "2027-03-29", sundayHours: 23 },
  { name: "clocks go back", saturday: "2026-10-24", sunday: "2026-10-25", monday: "2026-10-26", sundayHours: 25 },
] as const;

describe.each(CHANGES)("when the $name on $sunday", ({ saturday, sunday, monday, sundayHours }) => {
  // Saturday 12:00 in Helsinki, the day before the change.
  const now = atHelsinkiHour(saturday, 12);
  const server = useTestServer({ demoDataNow: now, clock: fixedClock(now) });

  it("has a Sunday of the right length", () => {
    expect((helsinkiStartOfDay(monday).getTime() - helsinkiStartOfDay(sunday).getTime()) / 3_600_000).toBe(sundayHours);
  });

  it("lists free times of exactly the Helsinki days asked for, at working hours in local time", async () => {
    const response = await server.get(`/api/appointments?lang=en&startDate=${sunday}&endDate=${addCalendarDays(monday, 1)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { availableAppointments: { appointments: { startDate: string }[] } };
    const starts = body.availableAppointments.appointments.map((appointment) => new Date(appointment.startDate));
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) {
      expect([sunday, monday, addCalendarDays(monday, 1)]).toContain(helsinkiCalendarDate(start));
      const hour = new TZDate(start.getTime(), HELSINKI_TIME_ZONE).getHours();
      expect(hour).toBeGreaterThanOrEqual(7);
      expect(hour).toBeLessThan(21);
    }
    expect(starts.map((start) => start.getTime())).toEqual([...starts].map((start) => start.getTime()).sort((a, b) => a - b));

    const dates = await server.get(`/api/appointments/available-appointment-dates?lang=en&startDate=${saturday}&endDate=${addCalendarDays(monday, 6)}`);
    expect(dates.status).toBe(200);
    const days = ((await dates.json()) as { dates: string[] }).dates;
    expect(days.every((day) => day >= saturday && day <= addCalendarDays(monday, 6))).toBe(true);
    expect(days).toContain(monday);
  });

  it("keeps a time at its local hour and counts the 24-hour binding window in real hours", async () => {
    const sundayNine = atHelsinkiHour(sunday, 9);
    expect(new TZDate(sundayNine.getTime(), HELSINKI_TIME_ZONE).getHours()).toBe(9);
    const slot = await createFreeSlot(server.database.db, sundayNine);
    // From Saturday 09:30 local: 22.5 real hours when the clocks go forward that night, 24.5 when back.
    const saturdayMorning = atHelsinkiHour(saturday, 9.5);
    const persona = requirePersona("johan");
    const body = {
      appointmentId: slot,
      internalOrganization: "adult",
      firstName: persona.firstName,
      lastName: persona.lastName,
      ssn: personaIdentityCode(persona),
      phone: persona.phone,
      emailAddress: persona.email,
      termsAccepted: true,
    };
    const reserve = (extra: Record<string, unknown>) =>
      reserveAppointmentAnonymously(server.database.db, {
        brand: "adult",
        features: [],
        payload: createAnonymousReservationRequestSchema({ allowDevelopmentCodes: true }).parse({ ...body, ...extra }),
        now: saturdayMorning,
        maxFutureReservations: 50,
        actor: { actorPatientId: null, actingForPatientId: null, address: "192.0.2.50", requestId: "dst" },
        origin: "http://localhost:3000",
        senders: server.services.integrations,
      });
    // The page asks for the acknowledgement inside the window; a spec client that sends none was
    // asked by its own button (decision 295), so the window shows as a refused "false".
    const first = await reserve({ bindingAcknowledged: false });
    if (sundayHours === 23) {
      expect(first).toEqual({ kind: "invalid", details: [{ path: "bindingAcknowledged", message: "validation.bindingReservation.required" }] });
      expect(await reserve({ bindingAcknowledged: true })).toMatchObject({ kind: "result", result: { type: "success" } });
    } else {
      expect(first, JSON.stringify(first)).toMatchObject({ kind: "result", result: { type: "success" } });
    }
  });
});

/** The instant a Helsinki wall clock shows `hour` (fractions are minutes) on `day`. */
function atHelsinkiHour(day: CalendarDate, hour: number): Date {
  const midnight = new TZDate(helsinkiStartOfDay(day).getTime(), HELSINKI_TIME_ZONE);
  midnight.setHours(Math.floor(hour), Math.round((hour % 1) * 60), 0, 0);
  return new Date(midnight.getTime());
}
