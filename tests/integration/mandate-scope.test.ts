import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { invoices, messagingThreads, sessions } from "#server/db/schema";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { setActingPatient } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest, type TestLogin } from "#tests/sessions";
import { useTestServer } from "./test-server";

// A mandate acts for someone only when its scope covers health matters (issue 30 finding 2,
// decision 277). The demo gives Pekka a valid mandate for Aino's tax matters only: the
// choose-person page, the posted choice, and a session that already acts for Aino through it
// (chosen before the scope was checked) get nothing of hers from the pages, the API or GraphQL.

const server = useTestServer({ demoDataNow: TEST_NOW });
const db = () => server.database.db;

const logIn = (key: PersonaKey) => logInForTest(db(), key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });

const DISALLOWED = "/fi/asiointipolku?error=disallowed";

async function actingOf(login: TestLogin) {
  const [row] = await db()
    .select({ actingPatientId: sessions.actingPatientId, actingRole: sessions.actingRole })
    .from(sessions)
    .where(eq(sessions.id, sessionKeyOf(login.session.id)));
  return row;
}

/** A session that acts for `principal` under a mandate, as the choose-person action leaves it. */
async function actingUnderMandate(agent: PersonaKey, principal: PersonaKey): Promise<TestLogin> {
  const login = await logIn(agent);
  await setActingPatient(db(), login.session.id, { actingPatientId: await patientIdOf(db(), principal), actingRole: "mandate", now: TEST_NOW });
  return login;
}

async function invoiceIdsOf(key: PersonaKey): Promise<number[]> {
  const rows = await db().select({ id: invoices.id }).from(invoices).where(eq(invoices.patientId, await patientIdOf(db(), key)));
  return rows.map((row) => row.id);
}

async function threadIdsOf(key: PersonaKey): Promise<string[]> {
  const rows = await db()
    .select({ id: messagingThreads.id })
    .from(messagingThreads)
    .where(eq(messagingThreads.patientId, await patientIdOf(db(), key)));
  return rows.map((row) => String(row.id));
}

function invoicesList(login: TestLogin) {
  return server.get(`/api/payments/invoices-list?${login.csrf}`, { cookie: login.cookie });
}

function threads(login: TestLogin) {
  return server.request("POST", `/api/customer-messaging?${login.csrf}`, {
    cookie: login.cookie,
    body: { query: "query MandateScopeThreads { messagingThreads(pagination: { limit: 9999 }) { paginatedThreads { id } } }" },
    headers: { accept: "application/graphql-response+json, application/json" },
  });
}

describe("a mandate outside health matters (Pekka for Aino, tax matters only)", () => {
  it("lists nobody on the choose-person page: the guardian front page with the disallowed toast", async () => {
    const pekka = await logIn("pekka");
    const page = await server.get("/fi/valitse-asioitava?actor=mandate", { cookie: pekka.cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(DISALLOWED);
    const toast = await server.get(DISALLOWED, { cookie: pekka.cookie });
    expect(await toast.text()).toContain("Et voi asioida tämän henkilön puolesta");
  });

  it("refuses the posted choice of Aino and keeps acting for Pekka", async () => {
    const pekka = await logIn("pekka");
    const aino = await patientIdOf(db(), "aino");
    const response = await server.request("POST", "/fi/valitse-asioitava?actor=mandate", {
      cookie: pekka.cookie,
      form: { csrfToken: pekka.session.csrfToken, actor: "mandate", person: String(aino), next: "/fi/ajat" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(DISALLOWED);
    expect(await actingOf(pekka)).toEqual({ actingPatientId: pekka.session.patientId, actingRole: "self" });
  });
});

describe("a session acting for Aino only through the tax-matters mandate (chosen before the scope was checked)", () => {
  it("gets none of her appointments, messages or visits on the pages: the disallowed toast, then Pekka's own matters", async () => {
    for (const page of ["/fi/ajat", "/fi/viestit", "/fi/kaynnit"]) {
      const pekka = await actingUnderMandate("pekka", "aino");
      const response = await server.get(page, { cookie: pekka.cookie });
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toBe(DISALLOWED);
      expect(await actingOf(pekka)).toEqual({ actingPatientId: pekka.session.patientId, actingRole: "self" });
      expect((await server.get(page, { cookie: pekka.cookie })).status, page).toBe(200);
    }
  });

  it("gets none of her invoices from the API", async () => {
    const pekka = await actingUnderMandate("pekka", "aino");
    const refused = await invoicesList(pekka);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ type: "disallowed" });
    expect(await actingOf(pekka)).toEqual({ actingPatientId: pekka.session.patientId, actingRole: "self" });
    const own = (await (await invoicesList(pekka)).json()) as { invoices: { id: number }[] };
    const ainos = await invoiceIdsOf("aino");
    expect(own.invoices.length).toBeGreaterThan(0);
    expect(own.invoices.filter((invoice) => ainos.includes(invoice.id))).toEqual([]);
  });

  it("gets none of her threads from GraphQL", async () => {
    const pekka = await actingUnderMandate("pekka", "aino");
    const refused = await threads(pekka);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ type: "disallowed" });
    const own = (await (await threads(pekka)).json()) as { data: { messagingThreads: { paginatedThreads: { id: string }[] } } };
    const ainos = await threadIdsOf("aino");
    expect(ainos.length).toBeGreaterThan(0);
    expect(own.data.messagingThreads.paginatedThreads.filter((thread) => ainos.includes(thread.id))).toEqual([]);
  });
});

describe("a session acting under a health mandate (Aino for Raili)", () => {
  it("keeps reading the principal's data on the pages, the API and GraphQL", async () => {
    const aino = await actingUnderMandate("aino", "raili");
    expect((await server.get("/fi/ajat", { cookie: aino.cookie })).status).toBe(200);
    const listed = (await (await invoicesList(aino)).json()) as { invoices: { id: number }[] };
    expect(listed.invoices.map((invoice) => invoice.id).sort()).toEqual((await invoiceIdsOf("raili")).sort());
    expect((await threads(aino)).status).toBe(200);
    expect(await actingOf(aino)).toEqual({ actingPatientId: await patientIdOf(db(), "raili"), actingRole: "mandate" });
  });
});
