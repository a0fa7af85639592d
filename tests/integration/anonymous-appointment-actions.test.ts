import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentSlots } from "#server/db/schema";
import { bookTestAppointment, minutesAfter, patientIdOf } from "#server/modules/appointments/test-appointments";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The booking-link page's writes as a browser without JavaScript sends them: form posts to the
// page's own address with an intent (the identity code's end part in the body), answered by the
// page again with the result. The same services and rate limits as POST /api/anon/check-in and
// DELETE /api/appointments/{id}.

const server = useTestServer({ demoDataNow: TEST_NOW });

/** An appointment of Aino's (identity code 140386-246K) and its booking-link page in Finnish. */
async function ainoAppointment(minutesAhead: number) {
  const db = server.database.db;
  const appointment = await bookTestAppointment(db, await patientIdOf(db, "aino"), minutesAfter(TEST_NOW, minutesAhead));
  return { ...appointment, page: `/fi/varaus/${appointment.token}` };
}

async function slotOf(id: number) {
  const [slot] = await server.database.db
    .select({ checkedInAt: appointmentSlots.checkedInAt, cancelledAt: appointmentSlots.cancelledAt })
    .from(appointmentSlots)
    .where(eq(appointmentSlots.id, id));
  return slot!;
}

const MISMATCH = "Henkilötunnuksen loppuosa on virheellinen. Tarkista ja yritä uudelleen.";
/** The end-part question as a page without JavaScript has it: one field and an enabled button. */
const PLAIN_FIELD = /<input id="[^"]+" class="end-part__plain"[^>]*autofocus=""[^>]*name="ssnEndPart"\/>/;
const ENABLED_SUBMIT = '<button type="submit" class="button button--primary">Ilmoittaudu</button>';

describe("check-in from the booking link", () => {
  it("asks at ?checkIn=1, refuses a wrong end part with the question again, and checks in with the right one", async () => {
    const appointment = await ainoAppointment(20);
    const question = await server.get(`${appointment.page}?checkIn=1`);
    expect(question.status).toBe(200);
    const questionHtml = await question.text();
    expect(questionHtml).toContain("Henkilötunnuksesi neljä viimeistä merkkiä");
    expect(questionHtml).toMatch(PLAIN_FIELD);
    expect(questionHtml).toContain(`action="${appointment.page}" method="post">`);

    const wrong = await server.request("POST", appointment.page, { form: { intent: "checkIn", ssnEndPart: "2469" } });
    expect(wrong.status).toBe(200);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(MISMATCH);
    // The question again, empty, marked invalid, with the button enabled (nothing is disabled before the page runs scripts).
    expect(wrongHtml).toMatch(/<input id="[^"]+" class="end-part__plain"[^>]*aria-invalid="true"[^>]*name="ssnEndPart"\/>/);
    expect(wrongHtml).toContain(ENABLED_SUBMIT);
    expect((await slotOf(appointment.id)).checkedInAt).toBeNull();

    const right = await server.request("POST", appointment.page, { form: { intent: "checkIn", ssnEndPart: " 246k " } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("Olet ilmoittautunut.");
    expect((await slotOf(appointment.id)).checkedInAt).not.toBeNull();
  });

  it("takes the end part from the body only, and answers a malformed one with the question", async () => {
    const appointment = await ainoAppointment(25);
    const inAddress = await server.request("POST", `${appointment.page}?ssnEndPart=246K`, { form: { intent: "checkIn" } });
    expect(inAddress.status).toBe(400);
    const malformed = await server.request("POST", appointment.page, { form: { intent: "checkIn", ssnEndPart: "24" } });
    expect(malformed.status).toBe(400);
    const html = await malformed.text();
    expect(html).toContain(MISMATCH);
    expect(html).toContain(ENABLED_SUBMIT);
    expect((await slotOf(appointment.id)).checkedInAt).toBeNull();
  });

  it("locks the appointment after repeated wrong end parts, as the API does: 429 with Retry-After and the check-in failure", async () => {
    const appointment = await ainoAppointment(15);
    let answer: Response | null = null;
    for (let attempt = 0; attempt < 6; attempt++) {
      answer = await server.request("POST", appointment.page, { form: { intent: "checkIn", ssnEndPart: "0000" } });
      if (answer.status === 429) break;
    }
    expect(answer!.status).toBe(429);
    expect(Number(answer!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answer!.text()).toContain("Ilmoittautuminen epäonnistui.");
    // Locked: even the right end part is refused now.
    const right = await server.request("POST", appointment.page, { form: { intent: "checkIn", ssnEndPart: "246K" } });
    expect(right.status).toBe(429);
    expect((await slotOf(appointment.id)).checkedInAt).toBeNull();
  });
});

describe("cancelling from the booking link", () => {
  it("asks at ?cancel=1 and cancels for the logged-in owner: 'Aika peruttu'", async () => {
    const appointment = await ainoAppointment(5 * 24 * 60);
    const aino = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const question = await server.get(`${appointment.page}?cancel=1`, { cookie: aino.cookie });
    expect(await question.text()).toContain("Haluatko perua tämän ajan?");
    const cancel = await server.request("POST", appointment.page, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "cancel" } });
    expect(cancel.status).toBe(200);
    const html = await cancel.text();
    expect(html).toMatch(/<div tabindex="-1" role="status" class="notice notice--success"><p class="notice__title">Aika peruttu<\/p>/);
    expect((await slotOf(appointment.id)).cancelledAt).not.toBeNull();
  });

  it("sends a visitor without login to log in and back, refuses a post without the session's token, and cancels no one else's", async () => {
    const appointment = await ainoAppointment(6 * 24 * 60);
    const anonymous = await server.request("POST", appointment.page, { form: { intent: "cancel" } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/fi/kirjaudu?nextPath=${encodeURIComponent(appointment.page)}`);

    const aino = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const noToken = await server.request("POST", appointment.page, { cookie: aino.cookie, form: { intent: "cancel" } });
    expect(noToken.status).toBe(403);

    const johan = await logInForTest(server.database.db, "johan", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const foreign = await server.request("POST", appointment.page, { cookie: johan.cookie, form: { csrfToken: johan.session.csrfToken, intent: "cancel" } });
    expect(foreign.status).toBe(200);
    expect(await foreign.text()).toContain("Ajan perumisessa tapahtui virhe");
    expect((await slotOf(appointment.id)).cancelledAt).toBeNull();
  });
});
