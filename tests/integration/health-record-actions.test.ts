import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, messages, messagingThreads, prescriptionRenewalRequests, prescriptions, questionnaireAnswers, questionnaireInvitations } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The health record pages' writes as form posts (decisions 200-203): the prescription selection
// (a GET form sent on to the renewal page), the renewal page's action (CSRF, the same schema as
// the browser, one thread titled "Reseptin uusimispyyntö", someone else's ids not found), and the
// questionnaire page's action (answers stored once, then read-only; another patient's id not
// found). Needs `npx react-router build` first.

const server = useTestServer({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(server.database.db, key);
const logIn = (key: PersonaKey) => logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });

async function prescriptionIdsOf(key: PersonaKey, renewable: boolean): Promise<number[]> {
  const rows = await server.database.db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, await patientIdOf(key)), eq(prescriptions.isRenewable, renewable)))
    .orderBy(prescriptions.id);
  return rows.map((row) => row.id);
}

function renewalForm(csrfToken: string, ids: number[], overrides: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { csrfToken, intent: "send", otherMedicines: "Ei muita" };
  ids.forEach((id, index) => {
    Object.assign(form, {
      [`items[${index}].prescriptionId`]: String(id),
      [`items[${index}].reason`]: "Pitkäaikainen lääkitys",
      [`items[${index}].isMedicineFinished`]: "no",
      [`items[${index}].amountLeft`]: "Viikon annos",
      [`items[${index}].hasSideEffects`]: "no",
    });
  });
  return { ...form, ...overrides };
}

describe("prescription selection and renewal", () => {
  it("offers checkboxes for the renewable ones and sends the selection on to the renewal page", async () => {
    const aino = await logIn("aino");
    const renewable = await prescriptionIdsOf("aino", true);
    const list = await server.get("/fi/reseptit", { cookie: aino.cookie });
    const html = await list.text();
    for (const id of renewable) expect(html).toContain(`value="${id}"`);
    for (const id of await prescriptionIdsOf("aino", false)) expect(html).not.toContain(`name="prescription" value="${id}"`);
    const selected = await server.get(`/fi/reseptit?prescription=${renewable.join("&prescription=")}`, { cookie: aino.cookie });
    expect(selected.status).toBe(302);
    expect(decodeURIComponent(selected.headers.get("location") ?? "")).toBe(`/fi/reseptin-uusinta/${renewable.join(",")}`);
  });

  it("renders the renewal page for her own renewable ones, 404 for anyone else's, a non-renewable or a malformed id", async () => {
    const aino = await logIn("aino");
    const [own] = await prescriptionIdsOf("aino", true);
    const [johans] = await prescriptionIdsOf("johan", true);
    const [nonRenewable] = await prescriptionIdsOf("aino", false);
    const page = await server.get(`/en/prescription-renewal/${own}`, { cookie: aino.cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Why do you need the medicine?");
    for (const ids of [`${own},${johans}`, String(nonRenewable), "999999", "abc", "1,,2"]) {
      const refused = await server.get(`/en/prescription-renewal/${ids}`, { cookie: aino.cookie });
      expect(refused.status, ids).toBe(404);
      expect(await refused.text()).not.toContain("Amlodipin");
    }
  });

  it("refuses a post without the CSRF field, answers an incomplete one with 400, and sends a complete one as one thread", async () => {
    const aino = await logIn("aino");
    const ids = await prescriptionIdsOf("aino", true);
    const path = `/fi/reseptin-uusinta/${ids.join(",")}`;
    const { csrfToken: _csrf, ...withoutToken } = renewalForm(aino.session.csrfToken, ids);
    expect((await server.request("POST", path, { cookie: aino.cookie, form: withoutToken })).status).toBe(403);
    const incomplete = await server.request("POST", path, { cookie: aino.cookie, form: renewalForm(aino.session.csrfToken, ids, { "items[0].amountLeft": "" }) });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain("Täytä ensin kaikki lomakkeen kentät");
    const threadsBefore = await server.database.db.$count(messagingThreads);
    const sent = await server.request("POST", path, { cookie: aino.cookie, form: renewalForm(aino.session.csrfToken, ids) });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Uusimispyyntösi on lähetetty.");
    expect(await server.database.db.$count(messagingThreads)).toBe(threadsBefore + 1);
    const [thread] = await server.database.db.select().from(messagingThreads).orderBy(desc(messagingThreads.id)).limit(1);
    expect(thread).toMatchObject({ title: "Reseptin uusimispyyntö", threadType: "customer", patientId: await patientIdOf("aino") });
    expect(await server.database.db.$count(messages, eq(messages.threadId, thread?.id ?? 0))).toBe(1);
    const [request] = await server.database.db.select().from(prescriptionRenewalRequests).orderBy(desc(prescriptionRenewalRequests.id)).limit(1);
    expect(request?.threadId).toBe(thread?.id);
    const inbox = await server.get("/fi/viestit", { cookie: aino.cookie });
    expect(await inbox.text()).toContain("Reseptin uusimispyyntö");
  });

  it("answers 404 to a post naming someone else's prescription, sending nothing", async () => {
    const aino = await logIn("aino");
    const [own] = await prescriptionIdsOf("aino", true);
    const [johans] = await prescriptionIdsOf("johan", true);
    const threadsBefore = await server.database.db.$count(messagingThreads);
    const foreign = await server.request("POST", `/en/prescription-renewal/${own},${johans}`, {
      cookie: aino.cookie,
      form: renewalForm(aino.session.csrfToken, [own ?? 0, johans ?? 0]),
    });
    expect(foreign.status).toBe(404);
    // The answers name only the address's ids: a swapped id in the form is refused too.
    const swapped = await server.request("POST", `/en/prescription-renewal/${own}`, { cookie: aino.cookie, form: renewalForm(aino.session.csrfToken, [johans ?? 0]) });
    expect(swapped.status).toBe(400);
    expect(await server.database.db.$count(messagingThreads)).toBe(threadsBefore);
  });
});

describe("questionnaire page", () => {
  async function invitationOf(key: PersonaKey, answered: boolean): Promise<number> {
    const rows = await server.database.db
      .select({ id: questionnaireInvitations.id, answerId: questionnaireAnswers.id })
      .from(questionnaireInvitations)
      .leftJoin(questionnaireAnswers, eq(questionnaireAnswers.invitationId, questionnaireInvitations.id))
      .where(eq(questionnaireInvitations.patientId, await patientIdOf(key)));
    const row = rows.find((candidate) => (candidate.answerId !== null) === answered);
    if (!row) throw new Error(`no ${answered ? "answered" : "open"} invitation of ${key}`);
    return row.id;
  }

  it("renders the form, stores valid answers through the action, and is read-only afterwards", async () => {
    const aino = await logIn("aino");
    const id = await invitationOf("aino", false);
    const path = `/sv/rundfraga/${id}`;
    const page = await server.get(path, { cookie: aino.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Bakgrundsuppgifter");
    expect(html).toContain('type="date"');
    const invalid = await server.request("POST", path, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "answer", "answers.contraception": "pill" } });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Kontrollera följande fält:");
    const saved = await server.request("POST", path, {
      cookie: aino.cookie,
      form: { csrfToken: aino.session.csrfToken, intent: "answer", "answers.lastPeriod": "2026-11-02", "answers.contraception": "pill", "answers.painLevel": "3", "answers.symptoms": "" },
    });
    expect(saved.status).toBe(200);
    const savedHtml = await saved.text();
    expect(savedHtml).toContain("Dina svar har sparats.");
    expect(savedHtml).toContain("Du har besvarat rundfrågan.");
    const [stored] = await server.database.db.select({ answers: questionnaireAnswers.answers }).from(questionnaireAnswers).where(eq(questionnaireAnswers.invitationId, id));
    expect(stored?.answers).toEqual({ lastPeriod: "2026-11-02", contraception: "pill", painLevel: 3 });
    const again = await server.get(path, { cookie: aino.cookie });
    expect(await again.text()).not.toContain('name="answers.painLevel"');
  });

  it("is 'Questionnaire was not found.' (404) for another patient's id, a missing or a malformed one, for the page and its action", async () => {
    const aino = await logIn("aino");
    const jaris = await invitationOf("jari", true);
    for (const id of [String(jaris), "999999", "abc"]) {
      const response = await server.get(`/en/questionnaires/${id}`, { cookie: aino.cookie });
      expect(response.status, id).toBe(404);
      const html = await response.text();
      expect(html).toContain("Questionnaire was not found.");
      expect(html).not.toContain("Work ability");
    }
    const refused = await server.database.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "questionnaire-invitation"), eq(auditEvents.entityId, String(jaris)), eq(auditEvents.outcome, "refused")));
    expect(refused.length).toBeGreaterThan(0);
    const post = await server.request("POST", `/en/questionnaires/${jaris}`, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "answer", "answers.workAbility": "1" } });
    expect(post.status).toBe(404);
  });
});
