import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { appointmentSlots } from "#server/db/schema";
import { bookTestAppointment, minutesAfter, patientIdOf } from "#server/modules/appointments/test-appointments";
import { NEW_PEOPLE } from "#server/modules/profile/test-sessions";
import { useTestServer } from "./test-server";

// The appointments API and pages over real HTTP (spec part 1 §2, §7, §8): CSRF, result codes,
// validation errors, someone else's appointment as not found, the booking-link page and check-in.

const NOW = TEST_NOW;
const server = useTestServer({ demoDataNow: NOW });

function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

let nextStart = minutesAfter(NOW, 5 * 24 * 60 + 7);
function freshStart(): Date {
  nextStart = minutesAfter(nextStart, 90);
  return nextStart;
}

describe("DELETE /api/appointments/{id}", () => {
  it("needs the session's csrfToken", async () => {
    const { cookie } = await logIn("aino");
    const appointment = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), freshStart());
    const response = await server.request("DELETE", `/api/appointments/${appointment.id}`, { cookie });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ type: "csrfTokenInvalid" });
    const wrong = await server.request("DELETE", `/api/appointments/${appointment.id}?csrfToken=nope`, { cookie });
    expect(wrong.status).toBe(403);
  });

  it("needs a session", async () => {
    const response = await server.request("DELETE", "/api/appointments/1?csrfToken=x");
    expect(response.status).toBe(403);
  });

  it("cancels the user's own appointment, and answers appointmentNotFound for someone else's", async () => {
    const { cookie, csrf } = await logIn("aino");
    const own = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), freshStart());
    const johans = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "johan"), freshStart());
    const response = await server.request("DELETE", `/api/appointments/${own.id}?${csrf}`, { cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ type: "success" });
    expect(await json(await server.request("DELETE", `/api/appointments/${johans.id}?${csrf}`, { cookie }))).toEqual({ type: "appointmentNotFound" });
  });

  it("answers deadlineExceeded inside the deadline (Aino's appointment in three hours)", async () => {
    const { cookie, csrf } = await logIn("aino");
    const aino = await patientIdOf(server.database.db, "aino");
    const [soon] = await server.database.db
      .select({ id: appointmentSlots.id })
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.reservedByPatientId, aino), eq(appointmentSlots.kindId, "VID20"), isNull(appointmentSlots.cancelledAt)))
      .orderBy(appointmentSlots.startsAt)
      .limit(1);
    expect(await json(await server.request("DELETE", `/api/appointments/${soon?.id}?${csrf}`, { cookie }))).toEqual({ type: "deadlineExceeded" });
  });

  it("refuses a malformed id with a validation error", async () => {
    const { cookie, csrf } = await logIn("aino");
    const response = await server.request("DELETE", `/api/appointments/abc?${csrf}`, { cookie });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ type: "ValidationError", details: [{ path: "id", message: "validation.invalidValue" }] });
  });
});

describe("POST /api/appointments/check-in/{id}", () => {
  it("checks the user in when check-in is open, then says alreadyCheckedIn", async () => {
    const { cookie, csrf } = await logIn("aino");
    const appointment = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), minutesAfter(TEST_NOW, 25));
    expect(await json(await server.request("POST", `/api/appointments/check-in/${appointment.id}?${csrf}`, { cookie }))).toEqual({ type: "success" });
    expect(await json(await server.request("POST", `/api/appointments/check-in/${appointment.id}?${csrf}`, { cookie }))).toEqual({
      type: "alreadyCheckedIn",
    });
    const without = await server.request("POST", `/api/appointments/check-in/${appointment.id}`, { cookie });
    expect(without.status).toBe(403);
  });

  it("answers tooEarly and customerNotFound", async () => {
    const { cookie, csrf } = await logIn("aino");
    const later = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), freshStart());
    const johans = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "johan"), minutesAfter(TEST_NOW, 20));
    expect(await json(await server.request("POST", `/api/appointments/check-in/${later.id}?${csrf}`, { cookie }))).toEqual({ type: "tooEarly" });
    expect(await json(await server.request("POST", `/api/appointments/check-in/${johans.id}?${csrf}`, { cookie }))).toEqual({ type: "customerNotFound" });
  });
});

describe("POST /api/appointments/{id}/arrival-reason", () => {
  it("saves up to 300 characters and refuses more with the field's validation error", async () => {
    const { cookie, csrf } = await logIn("aino");
    const appointment = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), freshStart());
    const path = `/api/appointments/${appointment.id}/arrival-reason?${csrf}`;
    expect(await json(await server.request("POST", path, { cookie, body: { arrivalReason: "ä".repeat(300) } }))).toEqual({ type: "success" });
    const tooLong = await server.request("POST", path, { cookie, body: { arrivalReason: "ä".repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toEqual({
      type: "ValidationError",
      details: [{ path: "arrivalReason", message: "validation.arrivalReason.tooLong", values: { n: 300 } }],
    });
    const missing = await server.request("POST", path, { cookie, body: {} });
    expect(missing.status).toBe(400);
  });
});

describe("a person without a patient record", () => {
  it("gets each route's result code with 200, after the input errors of the path and body", async () => {
    const { cookie, csrf } = await logInForTest(server.database.db, NEW_PEOPLE.adult);
    const aino = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), freshStart());
    const cancel = await server.request("DELETE", `/api/appointments/${aino.id}?${csrf}`, { cookie });
    expect([cancel.status, await json(cancel)]).toEqual([200, { type: "appointmentNotFound" }]);
    const checkIn = await server.request("POST", `/api/appointments/check-in/${aino.id}?${csrf}`, { cookie });
    expect([checkIn.status, await json(checkIn)]).toEqual([200, { type: "customerNotFound" }]);
    const reason = await server.request("POST", `/api/appointments/${aino.id}/arrival-reason?${csrf}`, { cookie, body: { arrivalReason: "Flu" } });
    expect([reason.status, await json(reason)]).toEqual([200, { type: "appointmentNotFound" }]);
    expect((await server.request("DELETE", `/api/appointments/abc?${csrf}`, { cookie })).status).toBe(400);
    expect((await server.request("POST", `/api/appointments/${aino.id}/arrival-reason?${csrf}`, { cookie, body: {} })).status).toBe(400);
  });
});

describe("POST /api/anon/check-in", () => {
  it("works without a session or csrfToken: mismatch, then success", async () => {
    const appointment = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), minutesAfter(TEST_NOW, 15));
    const wrong = await server.request("POST", "/api/anon/check-in", { body: { appointmentId: appointment.token, ssnEndPart: "246a" } });
    expect(wrong.status).toBe(200);
    expect(await json(wrong)).toEqual({ type: "ssnEndPartMismatch" });
    const right = await server.request("POST", "/api/anon/check-in", { body: { appointmentId: appointment.token, ssnEndPart: "246k" } });
    expect(await json(right)).toEqual({ type: "success" });
  });

  it("checks in with the spec's appointmentId, url-safe base64 of the two ids joined by an underscore; a link sent in the older hex form still works", async () => {
    const toBase64Url = (text: string) => Buffer.from(text).toString("base64url");
    const ainoId = await patientIdOf(server.database.db, "aino");
    const secretOf = async (id: number) =>
      (await server.database.db.select({ secret: appointmentSlots.anonymousLinkSecret }).from(appointmentSlots).where(eq(appointmentSlots.id, id)))[0]!.secret;
    const spec = await bookTestAppointment(server.database.db, ainoId, minutesAfter(TEST_NOW, 15));
    const linkId = BigInt(`0x${await secretOf(spec.id)}`).toString(10).padStart(39, "0");
    const appointmentId = toBase64Url(`${spec.id}_${linkId}`);
    expect(appointmentId).toBe(spec.token);
    const response = await server.request("POST", "/api/anon/check-in", { body: { appointmentId, ssnEndPart: "246K" } });
    expect(await json(response)).toEqual({ type: "success" });
    const older = await bookTestAppointment(server.database.db, ainoId, minutesAfter(TEST_NOW, 20));
    const oldLink = toBase64Url(`${older.id}_${await secretOf(older.id)}`);
    expect(await json(await server.request("POST", "/api/anon/check-in", { body: { appointmentId: oldLink, ssnEndPart: "246K" } }))).toEqual({ type: "success" });
    // The bare appointment id is no secret: nothing is compared.
    expect(await json(await server.request("POST", "/api/anon/check-in", { body: { appointmentId: toBase64Url(String(older.id)), ssnEndPart: "246K" } }))).toEqual({ type: "unknownError" });
  });

  it("refuses a malformed end part with a validation error, counting no try", async () => {
    const response = await server.request("POST", "/api/anon/check-in", { body: { appointmentId: "abc", ssnEndPart: "12" } });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ type: "ValidationError", details: [{ path: "ssnEndPart", message: "validation.ssnEndPart.invalid" }] });
  });

  it("answers 429 with unknownError once the appointment is locked", async () => {
    const appointment = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), minutesAfter(TEST_NOW, 15));
    for (let index = 0; index < 5; index += 1) {
      const response = await server.request("POST", "/api/anon/check-in", { body: { appointmentId: appointment.token, ssnEndPart: `00${index}0` } });
      expect(await json(response)).toEqual({ type: "ssnEndPartMismatch" });
    }
    const locked = await server.request("POST", "/api/anon/check-in", { body: { appointmentId: appointment.token, ssnEndPart: "246K" } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(locked)).toEqual({ type: "unknownError" });
  });
});

describe("pages", () => {
  it("lists the user's appointments with the deadline intro", async () => {
    const { cookie } = await logIn("aino");
    const response = await server.get("/en/appointments", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("You can cancel an appointment online up to 24 hours before it starts.");
    expect(html).toContain("Book an appointment");
    expect(html).toContain("Check-in is open");
  });

  it("shows 'No appointments' to a user without any", async () => {
    const { cookie } = await logIn("pekka");
    const html = await (await server.get("/en/appointments", { cookie })).text();
    expect(html).toContain("No appointments");
  });

  it("sends a visitor to log in", async () => {
    const response = await server.get("/fi/ajat");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/fi/kirjaudu?nextPath=${encodeURIComponent("/fi/ajat")}`);
  });

  it("shows the user's appointment, and someone else's as not found with 404", async () => {
    const { cookie } = await logIn("aino");
    const own = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), freshStart());
    const johans = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "johan"), freshStart());
    const page = await server.get(`/en/appointments/${own.id}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Your appointment");
    expect(html).toContain("Cancel appointment");
    expect(html).toContain("Preliminary information");
    const other = await server.get(`/en/appointments/${johans.id}`, { cookie });
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("The appointment could not be found");
    expect((await server.get("/en/appointments/1,x", { cookie })).status).toBe(404);
  });

  it("opens the booking link anonymously, and an unknown link as not found", async () => {
    const appointment = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), freshStart(), {
      arrivalReason: "Yksityinen kuvaus",
    });
    const page = await server.get(`/sv/bokning/${appointment.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Din mottagningstid");
    expect(html).toContain("Checka in");
    expect(html).not.toContain("Yksityinen kuvaus");
    expect(html).not.toContain("Aino");
    const unknown = await server.get(`/sv/bokning/${appointment.token.slice(0, -2)}xx`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Tidsbokningen hittades inte");
  });
});

describe("development tools", () => {
  it("list a demo patient's booking links and book a fresh appointment with check-in open", async () => {
    const links = await server.get(`/api/dev/appointment-links?identityCode=${personaIdentityCode(requirePersona("aino"))}`);
    expect(links.status).toBe(200);
    const { appointments } = (await links.json()) as { appointments: { selfCheckInStatus: string; links: { fi: string } }[] };
    expect(appointments.some((appointment) => appointment.selfCheckInStatus === "allowed")).toBe(true);
    expect(appointments[0]?.links.fi).toMatch(/^\/fi\/varaus\/[A-Za-z0-9_-]+$/);

    const { cookie, csrf } = await logIn("johan");
    const created = await server.request("POST", `/api/dev/appointments?${csrf}`, { cookie, body: {} });
    expect(created.status).toBe(201);
    const { appointment } = (await created.json()) as { appointment: { id: number; selfCheckInStatus: string } };
    expect(appointment.selfCheckInStatus).toBe("allowed");
    expect(await json(await server.request("POST", `/api/appointments/check-in/${appointment.id}?${csrf}`, { cookie }))).toEqual({ type: "success" });
  });
});
