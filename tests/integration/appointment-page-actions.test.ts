import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentSlots } from "#server/db/schema";
import { bookTestAppointment, minutesAfter, patientIdOf } from "#server/modules/appointments/test-appointments";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The logged-in appointment page's writes as a browser without JavaScript sends them: form posts
// with an intent and the session's CSRF token, answered by a redirect that leaves a one-time toast
// (post/redirect/get), or by the page again with the result.

const server = useTestServer({ demoDataNow: TEST_NOW });

async function ainoWithAppointment(minutesAhead: number) {
  const login = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
  const appointment = await bookTestAppointment(server.database.db, await patientIdOf(server.database.db, "aino"), minutesAfter(TEST_NOW, minutesAhead));
  return { ...login, id: appointment.id, page: `/fi/ajat/${appointment.id}` };
}

/** The toast titles a page shows from its first render (its catalogs carry every text as well). */
async function toastsOf(response: Response): Promise<string[]> {
  return [...(await response.text()).matchAll(/<p class="toast__title">([^<]*)<\/p>/g)].map((match) => match[1]!);
}

/** The cookie pairs of a response's Set-Cookie headers, as the browser sends them next. */
function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

describe("the appointment page's form posts", () => {
  it("saves the arrival reason and says so in the form", async () => {
    const aino = await ainoWithAppointment(4 * 24 * 60);
    const form = { csrfToken: aino.session.csrfToken, intent: "arrivalReason", appointmentId: String(aino.id), arrivalReason: "Polvi\u0000 on kipeä" };
    const posted = await server.request("POST", aino.page, { cookie: aino.cookie, form });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toMatch(/<p role="status" class="notice notice--success">Esitiedot tallennettu<\/p>/);
    const [slot] = await server.database.db.select({ reason: appointmentSlots.arrivalReason }).from(appointmentSlots).where(eq(appointmentSlots.id, aino.id));
    expect(slot?.reason).toBe("Polvi on kipeä");
  });

  it("keeps a text over the limit and says what is wrong", async () => {
    const aino = await ainoWithAppointment(4 * 24 * 60 + 30);
    const form = { csrfToken: aino.session.csrfToken, intent: "arrivalReason", appointmentId: String(aino.id), arrivalReason: "x".repeat(301) };
    const answer = await server.request("POST", aino.page, { cookie: aino.cookie, form });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`>${"x".repeat(301)}</textarea>`);
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
  });

  it("checks in, and cancels to the front page with 'Appointment canceled'", async () => {
    const soon = await ainoWithAppointment(20);
    const checkIn = await server.request("POST", soon.page, { cookie: soon.cookie, form: { csrfToken: soon.session.csrfToken, intent: "checkIn", appointmentId: String(soon.id) } });
    expect(checkIn.status).toBe(200);
    expect(await checkIn.text()).toContain("Olet ilmoittautunut");

    const later = await ainoWithAppointment(5 * 24 * 60);
    const question = await server.get(`${later.page}?cancel=${later.id}`, { cookie: later.cookie });
    expect(await question.text()).toContain("Haluatko perua tämän ajan?");
    const cancel = await server.request("POST", later.page, { cookie: later.cookie, form: { csrfToken: later.session.csrfToken, intent: "cancel", appointmentId: String(later.id) } });
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get("location")).toBe("/fi");
    const front = await server.get("/fi", { cookie: `${later.cookie}; ${cookiesOf(cancel)}` });
    expect(cookiesOf(front)).toBe("hoiva_flash=");
    expect(await toastsOf(front)).toEqual(["Aika peruttu"]);
    // Shown once: the next page has no toast.
    expect(await toastsOf(await server.get("/fi", { cookie: later.cookie }))).toEqual([]);
  });

  it("refuses a post without the session's token, and treats someone else's appointment as not found", async () => {
    const aino = await ainoWithAppointment(6 * 24 * 60);
    const refused = await server.request("POST", aino.page, { cookie: aino.cookie, form: { intent: "cancel", appointmentId: String(aino.id) } });
    expect(refused.status).toBe(403);
    const johan = await logInForTest(server.database.db, "johan", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const foreign = await server.request("POST", `/fi/ajat/${aino.id}`, {
      cookie: johan.cookie,
      form: { csrfToken: johan.session.csrfToken, intent: "cancel", appointmentId: String(aino.id) },
    });
    expect(foreign.status).toBe(404);
    const [slot] = await server.database.db.select({ cancelledAt: appointmentSlots.cancelledAt }).from(appointmentSlots).where(eq(appointmentSlots.id, aino.id));
    expect(slot?.cancelledAt).toBeNull();
  });
});
