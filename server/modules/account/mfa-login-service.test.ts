import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db/test-database";
import { type PersonaKey, requirePersona } from "#server/db/demo-data/personas";
import { mfaChallenges, mfaDevices, outboxMessages, patients } from "#server/db/schema";
import { outboxSmsSender, type SmsSender } from "#server/integrations/sms/sms-sender";
import { listNewestOutboxMessages } from "#server/integrations/outbox/outbox-repository";
import {
  ADDRESS_FAILURE_RULE,
  LOGIN_CODE_LIFETIME_MS,
  PERSON_FAILURE_RULE,
  SEND_CODE_RULE,
  addressFailureKey,
  hashLoginCode,
  loginCodeMatches,
  newLoginCode,
  personFailureKey,
  sendCodeKey,
  sendLoginCode,
  usesSmsLogin,
  verifyLoginCode,
} from "./mfa-login-service";
import { hitRateLimit, resetRateLimit } from "./rate-limit";
import { loadSession, type Session } from "./session-service";
import { sessionKeyOf } from "./session-secrets";
import { patientIdOf as personaPatientId } from "#tests/db/personas";

const database = useTestDatabase({ demoDataNow: TEST_NOW });

let addressCounter = 0;
/** A fresh client address per test, so the per-address limit of one test does not leak. */
const nextAddress = () => `192.0.2.${++addressCounter}`;

const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

async function logIn(key: PersonaKey, now = TEST_NOW): Promise<Session> {
  const lang = requirePersona(key).language;
  return (await logInForTest(database.db, key, { authenticatedAt: now, now, mfaAvailable: true, lang })).session;
}

/** The code of the newest SMS to `phone`, read from the outbox like the Playwright journeys do. */
async function latestCodeTo(phone: string): Promise<string> {
  const [message] = await listNewestOutboxMessages(database.db, { channel: "sms", recipient: phone, limit: 1 });
  const code = /\b(\d{4})\b/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

async function openChallengesOf(sessionId: string) {
  return database.db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.sessionId, sessionKeyOf(sessionId)), eq(mfaChallenges.purpose, "login")));
}

const wrongCodeFor = (code: string) => (code === "0000" ? "1111" : "0000");

const johan = requirePersona("johan");

beforeEach(async () => {
  const johanId = await patientIdOf("johan");
  for (const key of [sendCodeKey(johanId), personFailureKey(johanId)]) await resetRateLimit(database.db, key);
});

describe("sendLoginCode", () => {
  it("sends a 4-digit code in the patient's language to the confirmed phone and stores only a hash", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    expect(session.status).toBe("mfaPending");

    const result = await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });

    expect(result).toEqual({
      type: "sent",
      maskedPhone: "+358 40 *** **02",
      expiresAt: new Date(now.getTime() + LOGIN_CODE_LIFETIME_MS).toISOString(),
    });
    const [sms] = await listNewestOutboxMessages(database.db, { channel: "sms", recipient: johan.phone, limit: 1 });
    expect(sms).toMatchObject({ channel: "sms", recipient: "+358401234502", patientId: session.patientId, subject: null });
    expect(sms!.body).toMatch(/^Din inloggningskod till Hoiva är \d{4}\. Koden gäller i 5 minuter\./);
    const code = await latestCodeTo(johan.phone);
    const [challenge, ...others] = await openChallengesOf(session.id);
    expect(others).toHaveLength(0);
    expect(challenge).toMatchObject({ attempts: 0, maxAttempts: 3, succeededAt: null, purpose: "login" });
    expect(challenge!.codeHash).not.toContain(code);
    expect(challenge!.codeHash).toMatch(/^scrypt\$/);
    expect(await loginCodeMatches(code, challenge!.codeHash)).toBe(true);
  });

  it("keeps a live code when the page is opened again, and replaces it on 'send a new code'", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    const first = await latestCodeTo(johan.phone);
    const [before] = await openChallengesOf(session.id);

    const again = await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    expect(again).toMatchObject({ type: "live", maskedPhone: "+358 40 *** **02" });
    expect((await openChallengesOf(session.id)).map((row) => row.id)).toEqual([before!.id]);

    const later = new Date(now.getTime() + 60_000);
    const resent = await sendLoginCode(database.db, { session, brand: "adult", now: later, replaceLiveCode: true, sms: outboxSmsSender });
    expect(resent).toMatchObject({ type: "sent" });
    const rows = await openChallengesOf(session.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(before!.id);
    const second = await latestCodeTo(johan.phone);
    if (second !== first) {
      // The replaced code no longer works.
      expect(await verifyLoginCode(database.db, { session, pin: first, now: later, address: nextAddress() })).toEqual({
        type: "mfa-challenge-failed",
      });
    }
  });

  it("sends a new code when the old one has expired", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    const later = new Date(now.getTime() + LOGIN_CODE_LIFETIME_MS + 1_000);
    expect(await sendLoginCode(database.db, { session, brand: "adult", now: later, replaceLiveCode: false, sms: outboxSmsSender })).toMatchObject({
      type: "sent",
    });
    expect(await openChallengesOf(session.id)).toHaveLength(1);
  });

  it("limits the codes one person may order", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    for (let sent = 0; sent < SEND_CODE_RULE.limit; sent++) {
      expect(await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: true, sms: outboxSmsSender })).toMatchObject({
        type: "sent",
      });
    }
    const outboxBefore = await database.db.$count(outboxMessages);
    // Another session of the same person is limited too.
    const other = await logIn("johan", now);
    expect(await sendLoginCode(database.db, { session: other, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender })).toEqual({
      type: "tooManyCodes",
      maskedPhone: "+358 40 *** **02",
      retryAt: new Date(now.getTime() + SEND_CODE_RULE.blockMs).toISOString(),
    });
    expect(await database.db.$count(outboxMessages)).toBe(outboxBefore);
  });

  it("writes the SMS in the same transaction: no code is stored when sending fails", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    const failing: SmsSender = {
      send: () => Promise.reject(new Error("provider down")),
    };
    await expect(sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: failing })).rejects.toThrow(
      "provider down",
    );
    expect(await openChallengesOf(session.id)).toHaveLength(0);
  });

  it("writes English for an English-speaking patient and names the children's brand", async () => {
    const emilyId = await patientIdOf("emily");
    await database.db.update(patients).set({ smsLoginEnabled: true }).where(eq(patients.id, emilyId));
    await database.db.insert(mfaDevices).values({ patientId: emilyId, phoneNumber: "+358501112233", verifiedAt: TEST_NOW });
    const now = TEST_NOW;
    const session = await logIn("emily", now);
    expect(await sendLoginCode(database.db, { session, brand: "kids", now, replaceLiveCode: false, sms: outboxSmsSender })).toMatchObject({
      type: "sent",
      maskedPhone: "+358 50 *** **33",
    });
    const [sms] = await listNewestOutboxMessages(database.db, { channel: "sms", recipient: "+358501112233", limit: 1 });
    expect(sms!.body).toMatch(/^Your Hoiva Junior login code is \d{4}\. It is valid for 5 minutes\./);
  });

  it("sends nothing without a confirmed phone, and nothing to a session that needs no code", async () => {
    const ainoId = await patientIdOf("aino");
    await database.db.update(patients).set({ smsLoginEnabled: true }).where(eq(patients.id, ainoId));
    const now = TEST_NOW;
    // Without a confirmed phone the bank identification alone counts (establishLogin)...
    expect((await logIn("aino", now)).status).toBe("valid");
    // ...and a session that still claims to need a code gets none sent.
    const aino = { ...(await logIn("aino", now)), status: "mfaPending" as const };
    expect(await sendLoginCode(database.db, { session: aino, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender })).toEqual({
      type: "noDevice",
    });
    expect(await usesSmsLogin(database.db, ainoId)).toBe(false);
    await database.db.update(patients).set({ smsLoginEnabled: false }).where(eq(patients.id, ainoId));

    const raili = await logIn("raili", now);
    expect(raili.status).toBe("valid");
    expect(await sendLoginCode(database.db, { session: raili, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender })).toEqual({
      type: "notNeeded",
    });
  });
});

describe("verifyLoginCode", () => {
  it("accepts the right code once: the session becomes valid", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    const code = await latestCodeTo(johan.phone);

    expect(await verifyLoginCode(database.db, { session, pin: code, now, address: nextAddress() })).toEqual({ type: "mfa-ok" });

    expect((await loadSession(database.db, session.id, now))?.status).toBe("valid");
    const [challenge] = await openChallengesOf(session.id);
    expect(challenge!.succeededAt).toEqual(now);
    // Used up: it is no longer live, so opening the page again would need a new code.
    const stillPending = { ...session };
    expect(await verifyLoginCode(database.db, { session: stillPending, pin: code, now, address: nextAddress() })).toEqual({
      type: "mfa-challenge-failed",
      expired: true,
    });
    expect(await usesSmsLogin(database.db, session.patientId!)).toBe(true);
  });

  it("counts wrong codes and logs out at the third", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    const wrong = wrongCodeFor(await latestCodeTo(johan.phone));
    const address = nextAddress();

    expect(await verifyLoginCode(database.db, { session, pin: wrong, now, address })).toEqual({ type: "mfa-challenge-failed" });
    expect((await openChallengesOf(session.id))[0]!.attempts).toBe(1);
    expect(await verifyLoginCode(database.db, { session, pin: wrong, now, address })).toEqual({ type: "mfa-challenge-failed" });
    expect(await verifyLoginCode(database.db, { session, pin: wrong, now, address })).toEqual({ type: "too-many-mfa-attempts" });

    expect(await loadSession(database.db, session.id, now)).toBeNull();
    expect(await openChallengesOf(session.id)).toHaveLength(0);
  });

  it("refuses an expired code without counting a guess", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    const code = await latestCodeTo(johan.phone);
    const later = new Date(now.getTime() + LOGIN_CODE_LIFETIME_MS);

    expect(await verifyLoginCode(database.db, { session, pin: code, now: later, address: nextAddress() })).toEqual({
      type: "mfa-challenge-failed",
      expired: true,
    });
    expect((await openChallengesOf(session.id))[0]!.attempts).toBe(0);
    expect((await loadSession(database.db, session.id, now))?.status).toBe("mfaPending");
  });

  it("answers failed when no code has been sent", async () => {
    const now = TEST_NOW;
    const session = await logIn("johan", now);
    expect(await verifyLoginCode(database.db, { session, pin: "1234", now, address: nextAddress() })).toEqual({
      type: "mfa-challenge-failed",
      expired: true,
    });
  });

  it("limits wrong codes per person across sessions, and then refuses to send codes", async () => {
    const now = TEST_NOW;
    let wrongSoFar = 0;
    while (wrongSoFar + 3 <= PERSON_FAILURE_RULE.limit) {
      const session = await logIn("johan", now);
      await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
      const wrong = wrongCodeFor(await latestCodeTo(johan.phone));
      for (let guess = 1; guess <= 3; guess++) {
        await verifyLoginCode(database.db, { session, pin: wrong, now, address: nextAddress() });
      }
      wrongSoFar += 3;
      await resetRateLimit(database.db, sendCodeKey(session.patientId!));
    }
    const session = await logIn("johan", now);
    await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    const code = await latestCodeTo(johan.phone);
    for (; wrongSoFar < PERSON_FAILURE_RULE.limit; wrongSoFar++) {
      expect(await verifyLoginCode(database.db, { session, pin: wrongCodeFor(code), now, address: nextAddress() })).toEqual({
        type: "mfa-challenge-failed",
      });
    }
    // One more wrong code passes the limit: logged out at once, even before the third guess.
    expect(await verifyLoginCode(database.db, { session, pin: wrongCodeFor(code), now, address: nextAddress() })).toEqual({
      type: "too-many-mfa-attempts",
    });
    expect(await loadSession(database.db, session.id, now)).toBeNull();

    const next = await logIn("johan", now);
    expect(await sendLoginCode(database.db, { session: next, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender })).toMatchObject({
      type: "tooManyCodes",
      retryAt: new Date(now.getTime() + PERSON_FAILURE_RULE.blockMs).toISOString(),
    });
  });

  it("logs out at once when the client address is over its limit, even with the right code", async () => {
    const now = TEST_NOW;
    const address = nextAddress();
    for (let hit = 0; hit <= ADDRESS_FAILURE_RULE.limit; hit++) {
      await hitRateLimit(database.db, addressFailureKey(address), ADDRESS_FAILURE_RULE, now);
    }
    const session = await logIn("johan", now);
    await sendLoginCode(database.db, { session, brand: "adult", now, replaceLiveCode: false, sms: outboxSmsSender });
    const code = await latestCodeTo(johan.phone);

    expect(await verifyLoginCode(database.db, { session, pin: code, now, address })).toEqual({ type: "too-many-mfa-attempts" });
    expect(await loadSession(database.db, session.id, now)).toBeNull();
  });

  it("answers mfa-ok for a session that is valid already", async () => {
    const now = TEST_NOW;
    const raili = await logIn("raili", now);
    expect(await verifyLoginCode(database.db, { session: raili, pin: "1234", now, address: nextAddress() })).toEqual({
      type: "mfa-ok",
    });
  });
});

describe("login codes", () => {
  it("are four random digits, leading zeros kept", () => {
    const codes = Array.from({ length: 200 }, newLoginCode);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(150);
  });

  it("hash with a fresh salt each time and verify only the same code", async () => {
    const [first, second] = [await hashLoginCode("0042"), await hashLoginCode("0042")];
    expect(first).not.toBe(second);
    expect(await loginCodeMatches("0042", first)).toBe(true);
    expect(await loginCodeMatches("0043", first)).toBe(false);
    expect(await loginCodeMatches("0042", "plain$0042")).toBe(false);
  });
});
