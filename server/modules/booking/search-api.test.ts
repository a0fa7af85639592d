import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { describe, expect, it } from "vitest";
import { addCalendarDays, BOOKING_PAGE_SIZE, START_DATE_IN_PAST } from "#domain/booking-search";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { type PersonaKey } from "#server/db/demo-data/personas";
import { useTestServer } from "#tests/integration/test-server";
import type { AppointmentSearchResponse } from "./search-service";

// The search API over real HTTP on the demo data (spec part 2 §7): validation errors, paging, the
// brand from the host, dates, the specialty call and the occupational search's access rules.
// Pages are not needed here, so the app runs without a page build.

const NOW = TEST_NOW;
const TODAY = helsinkiCalendarDate(NOW);
const server = useTestServer({ demoDataNow: NOW, pages: "none" });

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A GET with the Host header that picks the brand, its JSON body read. */
async function get(path: string, { host = "localhost", cookie }: { host?: string; cookie?: string } = {}): Promise<Answer> {
  const response = await server.get(path, { host, cookie });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function logIn(key: PersonaKey): Promise<string> {
  return (await logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT })).cookie;
}

function appointmentsOf(answer: Answer) {
  return (answer.body as unknown as AppointmentSearchResponse).availableAppointments.appointments;
}

const range = `startDate=${TODAY}&endDate=${addCalendarDays(TODAY, 13)}`;

describe("GET /api/appointments", () => {
  it("answers a page of 20 free times with the spec's fields, never cached", async () => {
    const answer = await get(`/api/appointments?${range}&lang=en`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.availableAppointments).toMatchObject({ type: "success" });
    const appointments = appointmentsOf(answer);
    expect(appointments).toHaveLength(BOOKING_PAGE_SIZE);
    expect(appointments[0]).toMatchObject({
      id: expect.any(Number),
      startDate: expect.any(String),
      endDate: expect.any(String),
      isRemote: false,
      kindId: expect.any(String),
      kind: { cmsContent: { appointmentReservationInfo: null } },
      practitioner: { name: expect.any(String), cmsContent: expect.any(Object) },
      specialtyData: { specialties: [expect.objectContaining({ id: expect.any(String) })] },
      clinic: { id: expect.any(String), name: expect.any(String) },
      locationType: "physicalLocation",
      requiresAuthToReserve: expect.any(Boolean),
    });
    expect(appointments.every((a) => new Date(a.startDate).getTime() > NOW.getTime())).toBe(true);
  });

  it("pages on with offset, and the repeated arrays filter", async () => {
    const first = appointmentsOf(await get(`/api/appointments?${range}&includeRemote=true`));
    const second = appointmentsOf(await get(`/api/appointments?${range}&includeRemote=true&offset=20`));
    expect(second).toHaveLength(BOOKING_PAGE_SIZE);
    expect(second[0]!.startDate >= first[19]!.startDate).toBe(true);
    expect(new Set([...first, ...second].map((a) => a.id)).size).toBe(40);
    const tampere = appointmentsOf(await get(`/api/appointments?${range}&clinicIds=TAM&clinicIds=TAH`));
    expect(tampere.length).toBeGreaterThan(0);
    expect(new Set(tampere.map((a) => a.clinic.id))).toEqual(new Set(["TAM", "TAH"]));
  });

  it("searches the brand of the host", async () => {
    const kids = appointmentsOf(await get(`/api/appointments?${range}&includeRemote=true`, { host: "kids.localhost" }));
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((a) => ["PJI", "PJM", "PJJ", "PJH"].includes(a.clinic.id))).toBe(true);
    const adult = appointmentsOf(await get(`/api/appointments?${range}&includeRemote=true`));
    expect(adult.some((a) => a.clinic.id.startsWith("PJ"))).toBe(false);
  });

  it("answers 400, never 500, for an end date that is no calendar date", async () => {
    for (const endDate of ["abc", "2026-02-30", "%00"]) {
      for (const path of ["/api/appointments", "/api/appointments/available-appointment-dates"]) {
        const answer = await get(`${path}?lang=fi&startDate=${TODAY}&endDate=${endDate}`);
        expect(answer.status, `${path} ${endDate}`).toBe(400);
        expect(answer.body).toEqual({ type: "ValidationError", details: [{ path: "endDate", message: VALIDATION_KEYS.invalidValue }] });
      }
    }
  });

  it("refuses bad input with 400 ValidationError and details", async () => {
    const past = await get(`/api/appointments?startDate=${addCalendarDays(TODAY, -1)}`);
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ type: "ValidationError", details: [{ path: "startDate", message: START_DATE_IN_PAST }] });
    const bad = await get("/api/appointments?startDate=2026-13-01&timeOfDay=night&offset=x&clinicIds=%3Bdrop&lang=de");
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe("ValidationError");
    const paths = (bad.body.details as { path: string; message: string }[]).map((detail) => detail.path).sort();
    expect(paths).toEqual(["clinicIds.0", "lang", "offset", "startDate", "timeOfDay"]);
    expect((bad.body.details as { message: string }[]).every((detail) => detail.message === VALIDATION_KEYS.invalidValue)).toBe(true);
    expect((await get("/api/appointments?isKela65=true&isInsuranceCustomer=true")).status).toBe(400);
  });

  it("falls back to the following month when the range is empty (the client's second call)", async () => {
    // A range of one weekend: the demo calendar has weekday times only.
    let saturday = TODAY;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addCalendarDays(saturday, 1);
    const sunday = addCalendarDays(saturday, 1);
    expect(appointmentsOf(await get(`/api/appointments?startDate=${saturday}&endDate=${sunday}&timeOfDay=morning`))).toEqual([]);
    const next = appointmentsOf(await get(`/api/appointments?startDate=${addCalendarDays(sunday, 1)}&endDate=${addCalendarDays(sunday, 31)}`));
    expect(next).toHaveLength(BOOKING_PAGE_SIZE);
  });

  it("keeps the occupational search to logged-in customers with web reservation", async () => {
    const anonymous = await get(`/api/appointments?${range}&isOccupationalHealthcare=true`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ type: "unauthorized" });
    const aino = await get(`/api/appointments?${range}&isOccupationalHealthcare=true`, { cookie: await logIn("aino") });
    expect(aino.status).toBe(200);
    expect(aino.body).toEqual({ availableAppointments: { type: "failure", appointments: [] } });
    const jari = await get(`/api/appointments?${range}&isOccupationalHealthcare=true&includeRemote=true`, { cookie: await logIn("jari") });
    expect(jari.status).toBe(200);
    const appointments = appointmentsOf(jari);
    expect(appointments.length).toBeGreaterThan(0);
    expect(appointments.every((a) => ["TT30", "TTP20", "ROK15"].includes(a.kindId) && a.price === null)).toBe(true);
  });
});

describe("GET /api/appointments/available-appointment-dates", () => {
  it("answers the days with free times", async () => {
    const answer = await get(`/api/appointments/available-appointment-dates?${range}&clinicIds=HKA&timeOfDay=afternoon`);
    expect(answer.status).toBe(200);
    const dates = answer.body.dates as string[];
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= TODAY)).toBe(true);
    expect(dates).toEqual([...dates].sort());
  });

  it("validates like the search and guards the occupational dates", async () => {
    const answer = await get(`/api/appointments/available-appointment-dates?startDate=${TODAY}&endDate=${addCalendarDays(TODAY, -1)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: "ValidationError", details: [{ path: "endDate" }] });
    expect((await get(`/api/appointments/available-appointment-dates?${range}&isOccupationalHealthcare=true`)).status).toBe(401);
    const jari = await get(`/api/appointments/available-appointment-dates?${range}&isOccupationalHealthcare=true`, { cookie: await logIn("jari") });
    expect((jari.body.dates as string[]).length).toBeGreaterThan(0);
  });
});

describe("GET /api/appointments/specialty", () => {
  it("answers the specialty's content, 404 for an unknown one, 400 without an id", async () => {
    const answer = await get("/api/appointments/specialty?id=YL&lang=en");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      type: "success",
      specialty: { id: "YL", name: "General practitioner", cmsContent: { appointmentReservationInfo: null } },
    });
    expect((await get("/api/appointments/specialty?id=NOPE")).status).toBe(404);
    const missing = await get("/api/appointments/specialty");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ type: "ValidationError", details: [{ path: "id" }] });
  });

  it("answers webReservationNotAllowed to an occupational customer without web reservation", async () => {
    const answer = await get("/api/appointments/specialty?id=TPSG&isOccupationalHealthcare=true", { cookie: await logIn("aino") });
    expect(answer.body).toEqual({ type: "webReservationNotAllowed" });
  });
});
