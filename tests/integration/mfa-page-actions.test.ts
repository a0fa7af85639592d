import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { patients } from "#server/db/schema";
import { fixedClock } from "#server/clock/clock";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { listNewestOutboxMessages } from "#server/integrations/outbox/outbox-repository";
import { personFailureKey, sendCodeKey } from "#server/modules/account/mfa-login-service";
import { resetRateLimit } from "#server/modules/account/rate-limit";
import { loadSession } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The MFA page's writes as a browser without JavaScript sends them: form posts to the page's own
// address with an intent and the session's CSRF token (the same services as POST /api/pin and
// /api/pin/resend), answered by the page again or by a redirect. Johan has SMS login; the codes
// are read from the outbox, as the journeys do. The clock stands still unless a test moves it.

const clock = fixedClock(TEST_NOW);
const server = useTestServer({ demoDataNow: TEST_NOW, clock });
const JOHAN_PHONE = requirePersona("johan").phone;
const PAGE = `/sv/behorighetskontroll?next=${encodeURIComponent("/sv/fakturor")}`;

beforeEach(async () => {
  clock.set(TEST_NOW);
  const db = server.database.db;
  const [johan] = await db.select({ id: patients.id }).from(patients).where(eq(patients.identityCode, personaIdentityCode(requirePersona("johan"))));
  for (const key of [sendCodeKey(johan!.id), personFailureKey(johan!.id)]) await resetRateLimit(db, key);
});

async function newestSms() {
  const [sms] = await listNewestOutboxMessages(server.database.db, { channel: "sms", recipient: JOHAN_PHONE, limit: 1 });
  return sms!;
}

/** Johan after strong identification, on the MFA page (which sends the code), and the code. */
async function johanOnTheCodePage() {
  const login = await logInForTest(server.database.db, "johan", { mfaAvailable: true, lang: "sv", authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
  const page = await server.get(PAGE, { cookie: login.cookie });
  expect(page.status).toBe(200);
  const html = await page.text();
  const sms = await newestSms();
  const code = /\b(\d{4})\b/.exec(sms.body)![1]!;
  const post = (form: Record<string, string>) => server.request("POST", PAGE, { cookie: login.cookie, form: { csrfToken: login.session.csrfToken, ...form } });
  return { ...login, html, code, sms, post, wrong: code === "0000" ? "1111" : "0000" };
}

/** The code as a page without JavaScript has it: one field named pin, and its button enabled. */
const PLAIN_FIELD = /<input id="[^"]+" class="pin-input__plain"[^>]*name="pin"\/>/;
const INVALID_FIELD = /<input id="[^"]+" class="pin-input__plain"[^>]*aria-invalid="true"[^>]*name="pin"\/>/;
const ENABLED_SUBMIT = '<button type="submit" class="button button--primary">Bekräfta koden</button>';

function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

describe("the MFA page's form posts", () => {
  it("refuses a wrong code with the question again (no new code sent), then lets the right one in with a full load of the next page", async () => {
    const johan = await johanOnTheCodePage();
    expect(johan.html).toMatch(PLAIN_FIELD);
    expect(johan.html).toContain(ENABLED_SUBMIT);

    const wrong = await johan.post({ intent: "verify", pin: johan.wrong });
    expect(wrong.status).toBe(200);
    const html = await wrong.text();
    expect(html).toContain("Identifieringen misslyckades. Försök identifiera dig igen");
    expect(html).toMatch(INVALID_FIELD);
    expect(html).toContain(ENABLED_SUBMIT);
    expect((await newestSms()).id).toBe(johan.sms.id);

    const right = await johan.post({ intent: "verify", pin: johan.code });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/sv/fakturor");
    expect(right.headers.get("x-remix-reload-document")).toBe("true");
    expect((await loadSession(server.database.db, johan.session.id, TEST_NOW))?.status).toBe("valid");
  });

  it("sends a new code on request, which replaces the old one", async () => {
    const johan = await johanOnTheCodePage();
    const resent = await johan.post({ intent: "resend" });
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain('<p role="status">En ny kod har skickats till +358 40 *** **02.</p>');
    const sms = await newestSms();
    expect(sms.id).not.toBe(johan.sms.id);
    const code = /\b(\d{4})\b/.exec(sms.body)![1]!;
    if (code !== johan.code) expect((await johan.post({ intent: "verify", pin: johan.code })).status).toBe(200);
    expect((await johan.post({ intent: "verify", pin: code })).headers.get("location")).toBe("/sv/fakturor");
  });

  it("says a run-out code was refused and that opening the page sent a new one", async () => {
    const johan = await johanOnTheCodePage();
    clock.set(new Date(TEST_NOW.getTime() + 6 * 60_000));
    const expired = await johan.post({ intent: "verify", pin: johan.code });
    expect(expired.status).toBe(200);
    expect(await expired.text()).toContain("Identifieringen misslyckades. En ny kod har skickats till +358 40 *** **02.");
    expect((await newestSms()).id).not.toBe(johan.sms.id);
  });

  it("logs out after too many wrong codes: the front page says 'För många försök', the session and its cookie are gone", async () => {
    const johan = await johanOnTheCodePage();
    expect((await johan.post({ intent: "verify", pin: johan.wrong })).status).toBe(200);
    expect((await johan.post({ intent: "verify", pin: johan.wrong })).status).toBe(200);
    const third = await johan.post({ intent: "verify", pin: johan.wrong });
    expect(third.status).toBe(302);
    expect(third.headers.get("location")).toBe("/sv");
    expect(cookiesOf(third)).toContain("hoiva_session=");
    expect(third.headers.getSetCookie().find((cookie) => cookie.startsWith("hoiva_session="))).toMatch(/Max-Age=0/);
    expect(await loadSession(server.database.db, johan.session.id, TEST_NOW)).toBeNull();
    const front = await server.get("/sv", { cookie: cookiesOf(third) });
    const titles = [...(await front.text()).matchAll(/<p class="toast__title">([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(titles).toEqual(["För många försök"]);
  });

  it("answers a code that is not four digits with the question, and refuses a post without the session's token", async () => {
    const johan = await johanOnTheCodePage();
    const malformed = await johan.post({ intent: "verify", pin: "12a" });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Identifieringen misslyckades. Ange kodens fyra siffror.");
    const forged = await server.request("POST", PAGE, { cookie: johan.cookie, form: { intent: "verify", pin: johan.code } });
    expect(forged.status).toBe(403);
    expect((await loadSession(server.database.db, johan.session.id, TEST_NOW))?.status).toBe("mfaPending");
  });

  it("sends a visitor without a session to log in", async () => {
    const anonymous = await server.request("POST", PAGE, { form: { intent: "verify", pin: "1234" } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/sv/loggain?nextPath=${encodeURIComponent("/sv/fakturor")}`);
  });
});
