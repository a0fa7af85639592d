import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { useTestServer } from "#tests/integration/test-server";
import { logInForTest } from "#tests/sessions";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { mfaDevices, patients } from "#server/db/schema";
import { onboardingKey } from "#server/modules/account/mfa-onboarding-service";
import { resetRateLimit } from "#server/modules/account/rate-limit";

// SMS login without JavaScript (decision 214): the panel's and the setting's forms post to
// /{lang}/sms-login, which answers with a redirect back and a toast; the front page then opens the
// panel on the code step. Needs the built pages (npx react-router build).

const server = useTestServer({ demoDataNow: TEST_NOW });
const db = () => server.database.db;
const AINO_PHONE = requirePersona("aino").phone;

async function ainoId(): Promise<number> {
  const [row] = await db().select({ id: patients.id }).from(patients).where(eq(patients.identityCode, personaIdentityCode(requirePersona("aino"))));
  return row!.id;
}

beforeEach(async () => {
  const aino = await ainoId();
  await db().update(patients).set({ smsLoginEnabled: false }).where(eq(patients.id, aino));
  await db().delete(mfaDevices).where(eq(mfaDevices.patientId, aino));
  await resetRateLimit(db(), onboardingKey(aino));
});

async function newestCode(): Promise<string> {
  const response = await server.get(`/dev/outbox?format=json&channel=sms&limit=1&to=${encodeURIComponent(AINO_PHONE)}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  return /\b(\d{4})\b/.exec(messages[0]?.body ?? "")![1]!;
}

describe("the SMS login form posts", () => {
  it("sends a code, opens the front page on the code step, and the right code turns SMS login on", async () => {
    const login = await logInForTest(db(), "aino");
    const csrfToken = login.session.csrfToken;
    const before = await (await server.get("/en", { cookie: login.cookie })).text();
    expect(before).toContain('name="intent" value="send-code"');
    expect(before).toContain('action="/en/sms-login"');

    const sent = await server.request("POST", "/en/sms-login", { cookie: login.cookie, form: { csrfToken, intent: "send-code", phoneNumber: AINO_PHONE, returnTo: "/en" } });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/en");
    const codeStep = await (await server.get("/en", { cookie: login.cookie })).text();
    expect(codeStep).toContain('name="intent" value="verify-code"');
    expect(codeStep).toContain('name="challengeResponseFromUser"');

    const wrong = await server.request("POST", "/en/sms-login", {
      cookie: login.cookie,
      form: { csrfToken, intent: "verify-code", challengeResponseFromUser: (await newestCode()) === "0000" ? "1111" : "0000", returnTo: "/en" },
    });
    expect(wrong.status).toBe(302);
    expect(wrong.headers.get("set-cookie")).toContain("smsLoginFailed");

    const right = await server.request("POST", "/en/sms-login", { cookie: login.cookie, form: { csrfToken, intent: "verify-code", challengeResponseFromUser: await newestCode(), returnTo: "/en" } });
    expect(right.status).toBe(302);
    expect(right.headers.get("set-cookie")).toContain("smsLoginEnabled");
    const [aino] = await db().select({ smsLoginEnabled: patients.smsLoginEnabled }).from(patients).where(eq(patients.id, await ainoId()));
    expect(aino!.smsLoginEnabled).toBe(true);
    // The panel is gone.
    expect(await (await server.get("/en", { cookie: login.cookie })).text()).not.toContain('name="intent" value="send-code"');
  });

  it("refuses a post without the session's CSRF token and sends nothing; leads back only to a same-site path", async () => {
    const login = await logInForTest(db(), "aino");
    const refused = await server.request("POST", "/en/sms-login", { cookie: login.cookie, form: { intent: "send-code", phoneNumber: AINO_PHONE, returnTo: "/en" } });
    expect(refused.status).toBe(403);
    expect(await db().select().from(mfaDevices).where(eq(mfaDevices.patientId, await ainoId()))).toEqual([]);

    const offSite = await server.request("POST", "/en/sms-login", {
      cookie: login.cookie,
      form: { csrfToken: login.session.csrfToken, intent: "toggle", action: "disable", returnTo: "https://evil.example/" },
    });
    expect(offSite.status).toBe(302);
    expect(offSite.headers.get("location")).toBe("/en");
  });

  it("sends a visit of the address to the front page", async () => {
    const login = await logInForTest(db(), "aino");
    const visit = await server.get("/sv/sms-inloggning", { cookie: login.cookie });
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe("/sv");
  });
});
