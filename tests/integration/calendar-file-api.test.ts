import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentSlots, auditEvents } from "#server/db/schema";
import { bookTestAppointment, minutesAfter, patientIdOf } from "#server/modules/appointments/test-appointments";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// "Add to calendar" over real HTTP: the .ics of the acting patient's own appointment and of the
// appointment a booking link names; anyone else's, a cancelled one or a made-up link is not found.

const server = useTestServer({ demoDataNow: TEST_NOW });
const db = () => server.database.db;
const start = minutesAfter(TEST_NOW, 6 * 24 * 60 + 30);

function logIn() {
  return logInForTest(db(), "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

describe("GET /api/appointments/{id}/calendar.ics", () => {
  it("gives the patient's own appointment as an iCalendar file in the asked language", async () => {
    const { cookie } = await logIn();
    const appointment = await bookTestAppointment(db(), await patientIdOf(db(), "aino"), start);
    const response = await server.get(`/api/appointments/${appointment.id}/calendar.ics?lang=sv`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="hoiva-${start.toISOString().slice(0, 10)}.ics"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const ics = await response.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("SUMMARY:Hoiva: mottagningstid");
    expect(ics).toContain(`UID:appointment-${appointment.id}@`);
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("DESCRIPTION:Tidens uppgifter\\, ankomstanmälan och avbokning: http");
    expect(unfolded).toContain(`/sv/`);
    expect(unfolded).toContain(`/${appointment.id}\r\n`);
    const [event] = await db()
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "appointment-calendar-file"), eq(auditEvents.entityId, String(appointment.id))))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event?.outcome).toBe("allowed");
  });

  it("answers 404 for another patient's appointment and audits the refused read", async () => {
    const { cookie } = await logIn();
    const johans = await bookTestAppointment(db(), await patientIdOf(db(), "johan"), minutesAfter(start, 90));
    const response = await server.get(`/api/appointments/${johans.id}/calendar.ics`, { cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("VEVENT");
    const [event] = await db()
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "appointment-calendar-file"), eq(auditEvents.entityId, String(johans.id))));
    expect(event?.outcome).toBe("refused");
  });

  it("answers 404 for a cancelled appointment", async () => {
    const { cookie } = await logIn();
    const appointment = await bookTestAppointment(db(), await patientIdOf(db(), "aino"), minutesAfter(start, 180));
    await db().update(appointmentSlots).set({ cancelledAt: TEST_NOW }).where(eq(appointmentSlots.id, appointment.id));
    expect((await server.get(`/api/appointments/${appointment.id}/calendar.ics`, { cookie })).status).toBe(404);
  });

  it("needs a session, and refuses a malformed id or language", async () => {
    expect((await server.get("/api/appointments/1/calendar.ics")).status).toBe(401);
    const { cookie } = await logIn();
    expect((await server.get("/api/appointments/abc/calendar.ics", { cookie })).status).toBe(400);
    expect((await server.get("/api/appointments/1/calendar.ics?lang=de", { cookie })).status).toBe(400);
  });
});

describe("GET /api/anon/appointments/{token}/calendar.ics", () => {
  it("gives the booking link's appointment without login, and 404 for a made-up link", async () => {
    const appointment = await bookTestAppointment(db(), await patientIdOf(db(), "aino"), minutesAfter(start, 270));
    const response = await server.get(`/api/anon/appointments/${appointment.token}/calendar.ics?lang=en`);
    expect(response.status).toBe(200);
    const ics = await response.text();
    expect(ics).toContain("SUMMARY:Hoiva: appointment");
    // Long lines are folded at 75 octets (RFC 5545 §3.1): read the link unfolded.
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`/en/appointment/${appointment.token}`);
    const forged = appointment.token.slice(0, -2) + (appointment.token.endsWith("AA") ? "BB" : "AA");
    expect((await server.get(`/api/anon/appointments/${forged}/calendar.ics`)).status).toBe(404);
    expect((await server.get("/api/anon/appointments/not-a-token/calendar.ics")).status).toBe(404);
  });
});
