import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { useTestServer } from "#tests/integration/test-server";
import { logInForTest } from "#tests/sessions";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { auditEvents, mfaDevices, patients } from "#server/db/schema";
import { establishLogin } from "./session-service";
import { loadMfaStatus, loadSmsLoginSetting, onboardingKey } from "./mfa-onboarding-service";
import { resetRateLimit } from "./rate-limit";
import { personOf } from "#tests/sessions";

// Turning SMS login on and off over real HTTP through the whole Express app: POST/PUT
// /api/mfa-onboarding, GET/POST /api/mfa, with the codes read from /dev/outbox as the journeys do.
// The clock is pinned to TEST_NOW; the block's end is checked by asking the service at later instants.

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });
const db = () => server.database.db;

const AINO_PHONE = requirePersona("aino").phone;
const NEW_PHONE = "+358 40 765 4321";
const NEW_PHONE_COMPACT = "+358407654321";

async function patientIdOf(key: PersonaKey): Promise<number> {
  const [row] = await db().select({ id: patients.id }).from(patients).where(eq(patients.identityCode, personaIdentityCode(requirePersona(key))));
  return row!.id;
}

// Each test starts with Aino without SMS login, no phones and no onboarding limit.
beforeEach(async () => {
  const aino = await patientIdOf("aino");
  await db().update(patients).set({ smsLoginEnabled: false }).where(eq(patients.id, aino));
  await db().delete(mfaDevices).where(eq(mfaDevices.patientId, aino));
  await resetRateLimit(db(), onboardingKey(aino));
});

/** A valid session (Johan's login code is taken as entered). */
async function logIn(key: PersonaKey = "aino") {
  return logInForTest(db(), key, { lang: requirePersona(key).language });
}

function call(method: "GET" | "POST" | "PUT", path: string, { cookie, body }: { cookie?: string; body?: unknown } = {}) {
  return server.request(method, path, { cookie, body });
}

interface OutboxJson {
  messages: { channel: string; recipient: string; body: string }[];
}

async function latestSmsTo(phone: string): Promise<{ code: string; body: string }> {
  const response = await server.get(`/dev/outbox?format=json&channel=sms&limit=1&to=${encodeURIComponent(phone)}`);
  const { messages } = (await response.json()) as OutboxJson;
  const body = messages[0]?.body ?? "";
  const code = /\b(\d{4})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return { code, body };
}

/** The server's clock starts at TEST_NOW and runs on: a block ends an hour after the request. */
function expectAnHourFromNow(iso: string) {
  const offset = new Date(iso).getTime() - TEST_NOW.getTime();
  expect(offset).toBeGreaterThanOrEqual(60 * 60_000);
  expect(offset).toBeLessThan(65 * 60_000);
}

/** A fresh login of Aino's, as the OIDC callback makes it: "mfaPending" once SMS login is on. */
function newLoginOfAino() {
  return establishLogin(db(), {
    previousSessionId: null,
    person: personOf("aino"),
    authenticatedAt: TEST_NOW,
    authTokenTimeout: { amount: 60, unit: "minutes" },
    lang: "fi",
    brand: "adult",
    mfaAvailable: true,
    now: TEST_NOW,
  });
}

const wrongCodeFor = (code: string) => (code === "0000" ? "1111" : "0000");

async function startOnboarding(login: Awaited<ReturnType<typeof logIn>>, phoneNumber = NEW_PHONE, lang = "en") {
  const response = await call("POST", `/api/mfa-onboarding?${login.csrf}&lang=${lang}`, { cookie: login.cookie, body: { phoneNumber } });
  expect(response.status).toBe(200);
  return response.json();
}

describe("POST /api/mfa-onboarding and PUT /api/mfa-onboarding", () => {
  it("sends a code to the phone given, in the page's language; the right code turns SMS login on with that phone", async () => {
    const login = await logIn();
    expect(await startOnboarding(login, NEW_PHONE, "sv")).toMatchObject({ type: "mfa-code-sent", maskedPhone: "+358 40 *** **21" });
    const { code, body } = await latestSmsTo(NEW_PHONE_COMPACT);
    expect(body).toMatch(/^Din kod för att aktivera inloggning med sms till Hoiva är \d{4}\./);

    const verified = await call("PUT", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { challengeResponseFromUser: code } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ type: "mfa-ok" });

    const status = await call("GET", `/api/mfa?${login.csrf}`, { cookie: login.cookie });
    expect(await status.json()).toEqual({ mfaStatus: { status: "enabled", phoneNumber: NEW_PHONE_COMPACT } });

    // The next login asks for the SMS code, sent to the confirmed phone.
    const next = await newLoginOfAino();
    expect(next.status).toBe("mfaPending");
  });

  it("answers mfa-challenge-failed for a wrong code, and too-many-mfa-attempts with nextAttempt at the third", async () => {
    const login = await logIn();
    await startOnboarding(login);
    const { code } = await latestSmsTo(NEW_PHONE_COMPACT);
    const put = (value: string) => call("PUT", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { challengeResponseFromUser: value } });
    for (let attempt = 1; attempt <= 2; attempt++) expect(await (await put(wrongCodeFor(code))).json()).toEqual({ type: "mfa-challenge-failed" });
    const third = (await (await put(wrongCodeFor(code))).json()) as { type: string; nextAttempt: string };
    expect(third.type).toBe("too-many-mfa-attempts");
    const { nextAttempt } = third;
    expectAnHourFromNow(nextAttempt);
    // Blocked: even the right code no longer helps, and no new code is sent.
    expect(await (await put(code)).json()).toEqual({ type: "too-many-mfa-attempts", nextAttempt });
    expect(await startOnboarding(login)).toEqual({ type: "too-many-onboarding-attempts", nextAttempt });
    const status = await call("GET", `/api/mfa?${login.csrf}`, { cookie: login.cookie });
    expect(await status.json()).toEqual({ mfaStatus: { status: "too-many-onboarding-attempts", nextAttempt } });
    // The session is not logged out (unlike at login).
    expect(status.status).toBe(200);

    // An hour later onboarding is open again (the service at later instants; the server's clock is pinned).
    const aino = await patientIdOf("aino");
    const context = { patientId: aino, mfaFeature: true };
    const end = new Date(nextAttempt).getTime();
    expect(await loadMfaStatus(db(), { ...context, now: new Date(end - 1) })).toMatchObject({ status: "too-many-onboarding-attempts" });
    expect(await loadMfaStatus(db(), { ...context, now: new Date(end) })).toEqual({ status: "user-has-no-verified-mfa-device" });
  });

  it("blocks onboarding after five codes within an hour, saying when it can be tried again", async () => {
    const login = await logIn();
    for (let sent = 1; sent <= 5; sent++) expect(await startOnboarding(login)).toMatchObject({ type: "mfa-code-sent" });
    const refused = (await startOnboarding(login)) as { type: string; nextAttempt: string };
    expect(refused.type).toBe("too-many-onboarding-attempts");
    expectAnHourFromNow(refused.nextAttempt);
  });

  it("answers mfa-challenge-failed with expired when no code was ordered", async () => {
    const login = await logIn();
    const response = await call("PUT", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { challengeResponseFromUser: "1234" } });
    expect(await response.json()).toEqual({ type: "mfa-challenge-failed", expired: true });
  });

  it("a new code replaces the earlier one and its phone", async () => {
    const login = await logIn();
    await startOnboarding(login, "0401111111");
    const first = await latestSmsTo("+358401111111");
    await startOnboarding(login, NEW_PHONE);
    const second = await latestSmsTo(NEW_PHONE_COMPACT);
    const put = (value: string) => call("PUT", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { challengeResponseFromUser: value } });
    if (first.code !== second.code) expect(await (await put(first.code)).json()).toEqual({ type: "mfa-challenge-failed" });
    expect(await (await put(second.code)).json()).toEqual({ type: "mfa-ok" });
    const aino = await patientIdOf("aino");
    const devices = await db().select({ phoneNumber: mfaDevices.phoneNumber }).from(mfaDevices).where(eq(mfaDevices.patientId, aino));
    expect(devices).toEqual([{ phoneNumber: NEW_PHONE_COMPACT }]);
  });

  it("answers 400 ValidationError for a phone of fewer than six digits or a code that is not four digits", async () => {
    const login = await logIn();
    for (const phoneNumber of ["12345", "+358 12a456", "", 12345678]) {
      const response = await call("POST", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { phoneNumber } });
      expect(response.status, String(phoneNumber)).toBe(400);
      expect(await response.json()).toMatchObject({ type: "ValidationError", details: [{ path: "phoneNumber" }] });
    }
    for (const challengeResponseFromUser of ["123", "12345", "12a4", 1234]) {
      const response = await call("PUT", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { challengeResponseFromUser } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ type: "ValidationError", details: [{ path: "challengeResponseFromUser", message: "validation.invalidValue" }] });
    }
  });

  it("refuses every write without the session's csrfToken with 403, sending nothing", async () => {
    const login = await logIn();
    for (const query of ["", "?csrfToken=wrong"]) {
      for (const [method, path, body] of [
        ["POST", "/api/mfa-onboarding", { phoneNumber: NEW_PHONE }],
        ["PUT", "/api/mfa-onboarding", { challengeResponseFromUser: "1234" }],
        ["POST", "/api/mfa", { action: "enable" }],
      ] as const) {
        const response = await call(method, `${path}${query}`, { cookie: login.cookie, body });
        expect(response.status, `${method} ${path}${query}`).toBe(403);
        expect(await response.json()).toEqual({ type: "csrfTokenInvalid", message: "Missing or invalid csrfToken" });
      }
    }
    const aino = await patientIdOf("aino");
    expect(await db().select().from(mfaDevices).where(eq(mfaDevices.patientId, aino))).toEqual([]);
  });

  it("answers 401 without a session and 404 for a person without a patient record", async () => {
    expect((await call("GET", "/api/mfa")).status).toBe(401);
    const stranger = await logInForTest(db(), { identityCode: "010190-123A", firstName: "Uusi", lastName: "Asiakas" });
    const response = await call("POST", `/api/mfa-onboarding?${stranger.csrf}`, { cookie: stranger.cookie, body: { phoneNumber: NEW_PHONE } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: "notFound" });
  });

  it("writes audit events for the phone added and SMS login switched on", async () => {
    const login = await logIn();
    await startOnboarding(login);
    const { code } = await latestSmsTo(NEW_PHONE_COMPACT);
    await call("PUT", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { challengeResponseFromUser: code } });
    const aino = await patientIdOf("aino");
    const rows = await db()
      .select({ action: auditEvents.action, entity: auditEvents.entity, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorPatientId, aino), eq(auditEvents.actingForPatientId, aino)));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: "create", entity: "sms-login-phone", outcome: "allowed" },
        { action: "update", entity: "sms-login", outcome: "allowed" },
      ]),
    );
  });
});

describe("POST /api/mfa", () => {
  it("enable without a confirmed phone: user-wants-to-enable-mfa and the code goes to the contact phone at once", async () => {
    const login = await logIn();
    const response = await call("POST", `/api/mfa?${login.csrf}&lang=fi`, { cookie: login.cookie, body: { action: "enable" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mfaStatus: { status: "user-wants-to-enable-mfa" }, codeSentTo: "+358 40 *** **01" });
    const { code, body } = await latestSmsTo(AINO_PHONE);
    expect(body).toMatch(/^Hoiva: vahvistuskoodisi/);
    // The session still logs in without a code until the phone is confirmed.
    const before = await newLoginOfAino();
    expect(before.status).toBe("valid");
    const verified = await call("PUT", `/api/mfa-onboarding?${login.csrf}`, { cookie: login.cookie, body: { challengeResponseFromUser: code } });
    expect(await verified.json()).toEqual({ type: "mfa-ok" });
    const status = await call("GET", `/api/mfa?${login.csrf}`, { cookie: login.cookie });
    expect(await status.json()).toEqual({ mfaStatus: { status: "enabled", phoneNumber: AINO_PHONE } });
  });

  it("disable takes the phone out of use: the login asks no code and enabling again confirms a phone again", async () => {
    const login = await logIn("johan");
    const johan = await patientIdOf("johan");
    try {
      const off = await call("POST", `/api/mfa?${login.csrf}`, { cookie: login.cookie, body: { action: "disable" } });
      expect(await off.json()).toEqual({ mfaStatus: { status: "user-has-no-verified-mfa-device" }, codeSentTo: null });
      const on = await call("POST", `/api/mfa?${login.csrf}`, { cookie: login.cookie, body: { action: "enable" } });
      expect(await on.json()).toEqual({ mfaStatus: { status: "user-wants-to-enable-mfa" }, codeSentTo: "+358 40 *** **02" });
    } finally {
      // Johan's demo state back: SMS login on with his verified phone.
      await db().delete(mfaDevices).where(eq(mfaDevices.patientId, johan));
      await db().insert(mfaDevices).values({ patientId: johan, phoneNumber: requirePersona("johan").phone, verifiedAt: TEST_NOW });
      await db().update(patients).set({ smsLoginEnabled: true }).where(eq(patients.id, johan));
      await resetRateLimit(db(), onboardingKey(johan));
    }
  });

  it("answers 400 for an unknown action", async () => {
    const login = await logIn();
    for (const body of [{ action: "toggle" }, {}, { action: 1 }]) {
      const response = await call("POST", `/api/mfa?${login.csrf}`, { cookie: login.cookie, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ type: "ValidationError", details: [{ path: "action", message: "validation.invalidValue" }] });
    }
  });
});

describe("loadSmsLoginSetting (My information)", () => {
  it("gives the status, the contact phone and a waiting code of this session, with an audited read", async () => {
    const login = await logIn();
    const aino = await patientIdOf("aino");
    const actor = { actorPatientId: aino, actingForPatientId: aino, address: "192.0.2.10", requestId: "setting-1" };
    const context = { patientId: aino, sessionId: login.session.id, mfaFeature: true, now: TEST_NOW, actor };
    expect(await loadSmsLoginSetting(db(), context)).toEqual({
      mfaStatus: { status: "user-has-no-verified-mfa-device" },
      phoneNumber: AINO_PHONE,
      codeSentTo: null,
    });
    await startOnboarding(login);
    expect(await loadSmsLoginSetting(db(), { ...context, now: new Date(TEST_NOW.getTime() + 60_000) })).toMatchObject({ codeSentTo: "+358 40 *** **21" });
    // Another session sees no waiting code; a code that has run out is not waiting either.
    expect(await loadSmsLoginSetting(db(), { ...context, sessionId: "other" })).toMatchObject({ codeSentTo: null });
    expect(await loadSmsLoginSetting(db(), { ...context, now: new Date(TEST_NOW.getTime() + 10 * 60_000) })).toMatchObject({ codeSentTo: null });
    const rows = await db().select({ entity: auditEvents.entity, action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.requestId, "setting-1"));
    expect(rows).toContainEqual({ entity: "sms-login", action: "read" });
    expect(await loadSmsLoginSetting(db(), { ...context, mfaFeature: false })).toMatchObject({ mfaStatus: { status: "environment-has-mfa-disabled" } });
  });
});
