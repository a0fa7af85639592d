import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import type { BrandId } from "#domain/session-state";
import { loadConfig } from "#server/config/config";
import { type PersonaKey, requirePersona } from "#server/db/demo-data/personas";
import { listNewestOutboxMessages } from "#server/integrations/outbox/outbox-repository";
import { loadSession, type Session } from "#server/modules/account/session-service";
import { loadContextOf } from "#server/http/service-scope";
import { loadExpiredSessionPage, timeAgo } from "#app/routes/account/expired-session.server";
import { loadMfaPage, mfaNextPath } from "#app/routes/account/mfa.server";

// The loaders of the MFA and timed-out pages on a real database (demo data: Johan has SMS login).

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const config = loadConfig({ LOG_LEVEL: "silent" });

function contextFor(session: Session | null, brand: BrandId = "adult"): AppLoadContext {
  return loadContextOf({
    requestId: "test-request",
    brand,
    stage: "development",
    nonce: "nonce",
    services: createTestServices(database.handle),
    session,
    clientAddress: "192.0.2.10",
    flash: null,
  });
}

async function logIn(key: PersonaKey, authenticatedAt = TEST_NOW): Promise<Session> {
  const lang = requirePersona(key).language;
  return (await logInForTest(database.db, key, { authenticatedAt, mfaAvailable: true, lang, authTokenTimeout: config.AUTH_TOKEN_TIMEOUT })).session;
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
}

const request = (path: string) => new Request(`http://localhost${path}`);

describe("mfaNextPath", () => {
  it("keeps a same-site path and refuses other sites and the account pages themselves", () => {
    expect(mfaNextPath("/sv/fakturor?sida=2", "sv")).toBe("/sv/fakturor?sida=2");
    expect(mfaNextPath("//evil.example", "sv")).toBe("/sv");
    expect(mfaNextPath("https://evil.example/sv", "sv")).toBe("/sv");
    expect(mfaNextPath("/sv/behorighetskontroll?next=/sv", "sv")).toBe("/sv");
    expect(mfaNextPath("/en/expired-session", "en")).toBe("/en");
    expect(mfaNextPath(null, "fi")).toBe("/fi");
  });
});

describe("MFA page loader", () => {
  it("sends a code once for a session waiting for it, and keeps it on reload", async () => {
    const session = await logIn("johan");
    const first = await loadMfaPage(request("/sv/behorighetskontroll?next=%2Fsv%2Ffakturor"), contextFor(session));
    expect(first).toMatchObject({ next: "/sv/fakturor", lifetimeMinutes: 5, code: { type: "sent", maskedPhone: "+358 40 *** **02" } });
    const [sms] = await listNewestOutboxMessages(database.db, { channel: "sms", recipient: "+358401234502", limit: 1 });
    expect(sms!.body).toMatch(/^Din inloggningskod till Hoiva är \d{4}\./);

    const again = await loadMfaPage(request("/sv/behorighetskontroll?next=%2Fsv%2Ffakturor"), contextFor(session));
    expect(again.code.type).toBe("live");
    const [latest] = await listNewestOutboxMessages(database.db, { channel: "sms", recipient: "+358401234502", limit: 1 });
    expect(latest!.id).toBe(sms!.id);
  });

  it("names the children's brand in the SMS", async () => {
    const session = await logIn("johan");
    await loadMfaPage(request("/sv/behorighetskontroll"), contextFor(session, "kids"));
    const [sms] = await listNewestOutboxMessages(database.db, { channel: "sms", recipient: "+358401234502", limit: 1 });
    expect(sms!.body).toMatch(/^Din inloggningskod till Hoiva Junior är \d{4}\./);
  });

  it("sends other sessions where they belong", async () => {
    const path = "/en/authentication?next=%2Fen%2Finvoices";
    expect(await redirectOf(loadMfaPage(request(path), contextFor(null)))).toBe(`/en/login?nextPath=${encodeURIComponent("/en/invoices")}`);
    expect(await redirectOf(loadMfaPage(request(path), contextFor(await logIn("aino"))))).toBe("/en/invoices");
    const expired = await logIn("johan", new Date(TEST_NOW.getTime() - 2 * 60 * 60_000));
    expect(await redirectOf(loadMfaPage(request(path), contextFor(expired)))).toBe(
      `/en/expired-session?next=${encodeURIComponent("/en/invoices")}`,
    );
    expect(await redirectOf(loadMfaPage(request("/en/authentication?next=https://evil.example"), contextFor(await logIn("aino"))))).toBe(
      "/en",
    );
  });
});

describe("Session timed out page loader", () => {
  it("tells when the user identified, offers SMS login to Johan and ends the expired session", async () => {
    const authenticatedAt = new Date(TEST_NOW.getTime() - 2 * 60 * 60_000 - 5_000);
    const session = await logIn("johan", authenticatedAt);
    expect(session.status).toBe("expired");

    const result = await loadExpiredSessionPage(request("/sv/utgatt-session?next=%2Fsv%2Ffakturor"), contextFor(session));

    expect(result.data).toEqual({
      next: "/sv/fakturor",
      timeout: { amount: 60, unit: "minutes" },
      authenticated: { at: authenticatedAt.toISOString(), ago: { value: -2, unit: "hour" } },
      smsLogin: true,
    });
    expect(new Headers(result.init?.headers).get("set-cookie")).toMatch(/^hoiva_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await loadSession(database.db, session.id, TEST_NOW)).toBeNull();
  });

  it("offers the bank login to others, and works without a session", async () => {
    const session = await logIn("aino", new Date(TEST_NOW.getTime() - 3 * 60 * 60_000));
    const result = await loadExpiredSessionPage(request("/fi/katkennut-istunto?next=%2Ffi%2Flaskut"), contextFor(session));
    expect(result.data).toMatchObject({ next: "/fi/laskut", smsLogin: false });

    const anonymous = await loadExpiredSessionPage(request("/en/expired-session"), contextFor(null));
    expect(anonymous.data).toEqual({ next: "/en", timeout: { amount: 60, unit: "minutes" }, authenticated: null, smsLogin: false });
  });

  it("sends a valid session on and a session waiting for its code to the MFA page", async () => {
    const path = "/en/expired-session?next=%2Fen%2Finvoices";
    expect(await redirectOf(loadExpiredSessionPage(request(path), contextFor(await logIn("aino"))))).toBe("/en/invoices");
    expect(await redirectOf(loadExpiredSessionPage(request(path), contextFor(await logIn("johan"))))).toBe(
      `/en/authentication?next=${encodeURIComponent("/en/invoices")}`,
    );
  });
});

describe("timeAgo", () => {
  it("uses the largest whole unit", () => {
    const now = new Date("2026-03-02T12:00:00Z");
    const ago = (seconds: number) => timeAgo(new Date(now.getTime() - seconds * 1000), now);
    expect(ago(30)).toEqual({ value: -30, unit: "second" });
    expect(ago(61 * 60)).toEqual({ value: -1, unit: "hour" });
    expect(ago(59 * 60)).toEqual({ value: -59, unit: "minute" });
    expect(ago(3 * 86_400)).toEqual({ value: -3, unit: "day" });
  });
});
