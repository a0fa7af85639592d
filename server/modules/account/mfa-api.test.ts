import { PRODUCTION_ENV } from "#tests/services";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestServer } from "#tests/integration/test-server";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { SESSION_COOKIE } from "#server/http/session";
import { patients } from "#server/db/schema";
import { personFailureKey, sendCodeKey } from "./mfa-login-service";
import { resetRateLimit } from "./rate-limit";
import { loadSession } from "./session-service";

// POST /api/pin and /api/pin/resend over real HTTP through the whole Express app (no page
// build needed: a request that falls through to the pages answers 404 "pages" here), with the
// SMS codes read from /dev/outbox as the end-to-end journeys do.

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });
const production = useTestServer({ demoDataNow: TEST_NOW, pages: "none", env: PRODUCTION_ENV });
const database = {
  get db() {
    return server.database.db;
  },
};

// Each test starts with Johan's per-person limits cleared (codes ordered, wrong codes).
beforeEach(async () => {
  const [johan] = await database.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.identityCode, personaIdentityCode(requirePersona("johan"))));
  for (const key of [sendCodeKey(johan!.id), personFailureKey(johan!.id)]) await resetRateLimit(database.db, key);
});

async function logIn(key: PersonaKey, authenticatedAt = TEST_NOW) {
  const lang = requirePersona(key).language;
  return logInForTest(database.db, key, { authenticatedAt, mfaAvailable: true, lang, authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

function post(path: string, { cookie, body }: { cookie?: string; body?: unknown } = {}) {
  return server.request("POST", path, { cookie, body });
}

interface OutboxJson {
  messages: { channel: string; recipient: string; body: string; subject: string | null }[];
}

async function latestCodeTo(phone: string): Promise<string> {
  const response = await server.get(`/dev/outbox?format=json&channel=sms&limit=1&to=${encodeURIComponent(phone)}`);
  const { messages } = (await response.json()) as OutboxJson;
  const code = /\b(\d{4})\b/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const JOHAN_PHONE = requirePersona("johan").phone;
const wrongCodeFor = (code: string) => (code === "0000" ? "1111" : "0000");

/** Logs Johan in (SMS login on) and has a code sent, as the MFA page does on opening. */
async function johanWithCode() {
  const login = await logIn("johan");
  const sent = await post(`/api/pin/resend?csrfToken=${login.session.csrfToken}`, { cookie: login.cookie });
  expect(sent.status).toBe(200);
  expect(await sent.json()).toMatchObject({ type: "sent", maskedPhone: "+358 40 *** **02" });
  return { ...login, code: await latestCodeTo(JOHAN_PHONE) };
}

describe("POST /api/pin", () => {
  it("accepts the right code: mfa-ok, and the session becomes valid", async () => {
    const { session, cookie, code } = await johanWithCode();
    const response = await post(`/api/pin?csrfToken=${session.csrfToken}`, { cookie, body: { pin: code } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mfaResponse: { type: "mfa-ok" } });
    expect((await loadSession(database.db, session.id, TEST_NOW))?.status).toBe("valid");
  });

  it("answers mfa-challenge-failed for a wrong code and too-many-mfa-attempts at the third, logging out", async () => {
    const { session, cookie, code } = await johanWithCode();
    const url = `/api/pin?csrfToken=${session.csrfToken}`;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const response = await post(url, { cookie, body: { pin: wrongCodeFor(code) } });
      expect(await response.json()).toEqual({ mfaResponse: { type: "mfa-challenge-failed" } });
    }
    const third = await post(url, { cookie, body: { pin: wrongCodeFor(code) } });
    expect(third.status).toBe(200);
    expect(await third.json()).toEqual({ mfaResponse: { type: "too-many-mfa-attempts" } });
    expect(third.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`));

    expect(await loadSession(database.db, session.id, TEST_NOW)).toBeNull();
    // Even the right code no longer helps: the session (and with it the token) is gone.
    const after = await post(url, { cookie, body: { pin: code } });
    expect(after.status).toBe(403);
  });

  it("refuses a call without the session's csrfToken with 403", async () => {
    const { session, cookie, code } = await johanWithCode();
    for (const query of ["", "?csrfToken=wrong"]) {
      const response = await post(`/api/pin${query}`, { cookie, body: { pin: code } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ type: "csrfTokenInvalid", message: "Missing or invalid csrfToken" });
    }
    expect((await loadSession(database.db, session.id, TEST_NOW))?.status).toBe("mfaPending");
  });

  it("answers 400 ValidationError unless the pin is exactly four digits", async () => {
    const { session, cookie } = await johanWithCode();
    for (const body of [{ pin: "123" }, { pin: "12345" }, { pin: "12a4" }, { pin: 1234 }, {}, undefined]) {
      const response = await post(`/api/pin?csrfToken=${session.csrfToken}`, { cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        type: "ValidationError",
        details: [{ path: "pin", message: "validation.invalidValue" }],
      });
    }
    // A malformed pin is not a guess.
    expect((await loadSession(database.db, session.id, TEST_NOW))?.status).toBe("mfaPending");
  });

  it("answers 401 sessionExpired for an expired session and 401 unauthorized without one", async () => {
    const { session, cookie } = await logIn("johan", new Date(TEST_NOW.getTime() - 2 * 60 * 60_000));
    const expired = await post(`/api/pin?csrfToken=${session.csrfToken}`, { cookie, body: { pin: "1234" } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ type: "sessionExpired" });
    expect((await post("/api/pin?csrfToken=x", { body: { pin: "1234" } })).status).toBe(403);
  });

  it("sends a new code on resend, and the old one stops working", async () => {
    const { session, cookie, code } = await johanWithCode();
    const resent = await post(`/api/pin/resend?csrfToken=${session.csrfToken}`, { cookie });
    expect(await resent.json()).toMatchObject({ type: "sent" });
    const newCode = await latestCodeTo(JOHAN_PHONE);
    if (newCode !== code) {
      const old = await post(`/api/pin?csrfToken=${session.csrfToken}`, { cookie, body: { pin: code } });
      expect(await old.json()).toEqual({ mfaResponse: { type: "mfa-challenge-failed" } });
    }
    const right = await post(`/api/pin?csrfToken=${session.csrfToken}`, { cookie, body: { pin: newCode } });
    expect(await right.json()).toEqual({ mfaResponse: { type: "mfa-ok" } });
  });
});

describe("GET /dev/outbox", () => {
  it("lists the newest messages as an accessible HTML table", async () => {
    await johanWithCode();
    const response = await server.get(`/dev/outbox?channel=sms`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<caption>");
    expect(html).toContain('<th scope="col">Recipient</th>');
    expect(html).toContain("+358401234502");
    expect(html).toMatch(/Din inloggningskod till Hoiva är \d{4}/);
  });

  it("answers 400 for a bad filter", async () => {
    const response = await server.get(`/dev/outbox?format=json&limit=0`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: "ValidationError" });
  });

  it("does not exist in production", async () => {
    const response = await production.get("/dev/outbox?format=json");
    // Handled by the pages (the route is absent), not by the outbox viewer.
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: "pages" });
  });
});
