import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentKinds, appointmentSlots, auditEvents, practitioners, waitlistEntries, waitlistOffers } from "#server/db/schema";
import { taskHandlers } from "#server/jobs/tasks";
import { bookTestAppointment, patientIdOf } from "#server/modules/appointments/test-appointments";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The earlier-time waitlist's pages as a browser without JavaScript uses them (decisions
// 341-343): joining from the appointment page, the offer the task makes shown there, the offer
// page, accepting (the appointment moved) and declining, each a form post with the session's CSRF
// token answered by a redirect with a toast. Another patient's appointment or offer is not found.

const server = useTestServer({ demoDataNow: TEST_NOW });
const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR);
let catalogues = 0;

/** An appointment of a practitioner and kind of its own, so no other test's free time matches it. */
async function appointmentOf(persona: "aino" | "timo", hoursAhead: number) {
  catalogues += 1;
  const db = server.database.db;
  const text = { fi: "Testikäynti", sv: "Testbesök", en: "Test visit" };
  const kindId = `WLP${catalogues}`;
  await db.insert(appointmentKinds).values({ id: kindId, title: text });
  const [practitioner] = await db.insert(practitioners).values({ name: `Ella Esimerkki ${catalogues}`, title: text }).returning({ id: practitioners.id });
  return bookTestAppointment(db, await patientIdOf(db, persona), at(hoursAhead), { kindId, practitionerId: practitioner!.id });
}

async function freeTimeLike(appointmentId: number, startsAt: Date): Promise<number> {
  const db = server.database.db;
  const [source] = await db.select().from(appointmentSlots).where(eq(appointmentSlots.id, appointmentId));
  const [row] = await db
    .insert(appointmentSlots)
    .values({
      kindId: source!.kindId,
      clinicId: source!.clinicId,
      practitionerId: source!.practitionerId,
      specialtyId: source!.specialtyId,
      durationMinutes: source!.durationMinutes,
      locationType: source!.locationType,
      startsAt,
      // Freed now on the server's clock: after the patient joined.
      freedAt: server.services.clock.now(),
    })
    .returning({ id: appointmentSlots.id });
  return row!.id;
}

async function toastsOf(response: Response): Promise<string[]> {
  return [...(await response.text()).matchAll(/<p class="toast__title">([^<]*)<\/p>/g)].map((match) => match[1]!);
}

function cookiesOf(response: Response, cookie: string): string {
  return [cookie, ...response.headers.getSetCookie().map((value) => value.split(";")[0])].join("; ");
}

async function runOffers() {
  await taskHandlers(server.services, { send: async () => {} })["waitlist-offers"]({});
}

describe("the earlier-time waitlist's pages", () => {
  it("joins from the appointment page, shows the offer, and moves the appointment when it is taken", async () => {
    const aino = await logInForTest(server.database.db, "aino", { lang: "en" });
    const appointment = await appointmentOf("aino", 24 * 14);
    const page = `/en/appointments/${appointment.id}`;
    const form = await (await server.get(page, { cookie: aino.cookie })).text();
    expect(form).toContain("Tell me if an earlier time frees up");
    expect(form).toMatch(/<input[^>]*type="date"[^>]*name="notBefore"[^>]*value="2026-11-24"/);

    const joined = await server.request("POST", page, {
      cookie: aino.cookie,
      form: { csrfToken: aino.session.csrfToken, intent: "joinWaitlist", appointmentId: String(appointment.id), match: "practitioner", clinicId: "any", notBefore: "2026-11-25" },
    });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe(page);
    const waiting = await server.get(page, { cookie: cookiesOf(joined, aino.cookie) });
    const waitingHtml = await waiting.text();
    expect(waitingHtml).toContain("We will tell you if an earlier time frees up");
    expect(waitingHtml).toContain("not earlier than 25.11.2026.");
    expect(waitingHtml).toContain("Stop waiting");

    const free = await freeTimeLike(appointment.id, at(24 * 3));
    await runOffers();
    const offered = await (await server.get(page, { cookie: aino.cookie })).text();
    expect(offered).toContain("An earlier time is free for you");
    const [offer] = await server.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.slotId, free));
    const offerPage = `/en/appointments/time-offer/${offer!.id}`;
    expect(offered).toContain(`href="${offerPage}"`);
    const offerHtml = await (await server.get(offerPage, { cookie: aino.cookie })).text();
    expect(offerHtml).toContain("An earlier time for you");
    expect(offerHtml).toContain("This time is held for you until 10:10.");

    const accepted = await server.request("POST", offerPage, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "acceptOffer" } });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe(`/en/appointments/${free}`);
    expect(await toastsOf(await server.get(`/en/appointments/${free}`, { cookie: cookiesOf(accepted, aino.cookie) }))).toEqual(["Your appointment has been moved to the earlier time"]);
    const [old] = await server.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, appointment.id));
    expect(old?.cancelledAt).not.toBeNull();
  });

  it("keeps what was typed and says what is wrong: a day outside the range, a malformed date", async () => {
    const aino = await logInForTest(server.database.db, "aino", { lang: "en" });
    const appointment = await appointmentOf("aino", 24 * 15);
    const page = `/en/appointments/${appointment.id}`;
    const form = (notBefore: string) => ({ csrfToken: aino.session.csrfToken, intent: "joinWaitlist", appointmentId: String(appointment.id), match: "service", clinicId: "any", notBefore });
    const outside = await server.request("POST", page, { cookie: aino.cookie, form: form("2027-01-20") });
    expect(outside.status).toBe(200);
    const outsideHtml = await outside.text();
    expect(outsideHtml).toContain("Choose a day from today to the day of this appointment.");
    expect(outsideHtml).toMatch(/<input[^>]*name="notBefore"[^>]*value="2027-01-20"/);
    expect(outsideHtml).toMatch(/<input[^>]*name="match" checked="" value="service"/);
    const malformed = await server.request("POST", page, { cookie: aino.cookie, form: form("31.2.2026") });
    const malformedHtml = await malformed.text();
    const dateInput = /<input[^>]*name="notBefore"[^>]*>/.exec(malformedHtml)?.[0] ?? "";
    expect(dateInput).toContain('aria-invalid="true"');
    expect(dateInput).toContain('value="31.2.2026"');
    expect(malformedHtml).toContain("Please enter a date");
    expect(await server.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.appointmentId, appointment.id))).toEqual([]);
  });

  it("never lets another patient join for, see or answer someone's waitlist", async () => {
    const timo = await logInForTest(server.database.db, "timo", { lang: "en" });
    const aino = await logInForTest(server.database.db, "aino", { lang: "en" });
    const ainos = await appointmentOf("aino", 24 * 16);
    const refused = await server.request("POST", `/en/appointments/${ainos.id}`, {
      cookie: timo.cookie,
      form: { csrfToken: timo.session.csrfToken, intent: "joinWaitlist", appointmentId: String(ainos.id), match: "practitioner", notBefore: "2026-11-24" },
    });
    // Not his: the page answers as for any appointment of someone else's, and nothing is written.
    expect(refused.status).toBe(404);
    expect(await server.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.appointmentId, ainos.id))).toEqual([]);

    await server.request("POST", `/en/appointments/${ainos.id}`, {
      cookie: aino.cookie,
      form: { csrfToken: aino.session.csrfToken, intent: "joinWaitlist", appointmentId: String(ainos.id), match: "practitioner", notBefore: "2026-11-24" },
    });
    const free = await freeTimeLike(ainos.id, at(24 * 4));
    await runOffers();
    const [offer] = await server.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.slotId, free));
    const offerPage = `/en/appointments/time-offer/${offer!.id}`;
    expect((await server.get(offerPage, { cookie: timo.cookie })).status).toBe(404);
    const timoId = await patientIdOf(server.database.db, "timo");
    const audit = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "waitlist-offer"), eq(auditEvents.actingForPatientId, timoId)));
    expect(audit.map((event) => event.outcome)).toContain("refused");
    const answer = await server.request("POST", offerPage, { cookie: timo.cookie, form: { csrfToken: timo.session.csrfToken, intent: "acceptOffer" } });
    expect(answer.status).toBe(404);
    const forged = await server.request("POST", offerPage, { cookie: aino.cookie, form: { csrfToken: "forged", intent: "declineOffer" } });
    expect(forged.status).toBe(403);

    // Aino declines: back to her appointment, still waiting; the time is held no longer.
    const declined = await server.request("POST", offerPage, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "declineOffer" } });
    expect(declined.status).toBe(302);
    expect(declined.headers.get("location")).toBe(`/en/appointments/${ainos.id}`);
    const [time] = await server.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, free));
    expect(time?.heldUntil).toBeNull();
    const after = await (await server.get(offerPage, { cookie: aino.cookie })).text();
    expect(after).toContain("This time is no longer held for you.");
  });
});
