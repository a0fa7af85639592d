import { randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import type { BrandId } from "#domain/session-state";
import {
  LOGIN_CODE_LIFETIME_MINUTES,
  LOGIN_CODE_MAX_ATTEMPTS,
  SMS_CODE_LENGTH,
  maskPhoneNumber,
  type MfaResponse,
  type SendLoginCodeResult,
} from "#domain/sms-login";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { SmsSender } from "#server/integrations/sms/sms-sender";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import {
  deleteOpenLoginChallenges,
  findLiveLoginChallenge,
  findOpenLoginChallengeForUpdate,
  findVerifiedDevice,
  insertLoginChallenge,
  lockSession,
  markChallengeSucceeded,
  recordWrongAttempt,
} from "./mfa-challenge-repository";
import { smsCodeText } from "./mfa-sms-texts";
import { hitRateLimit, isRateLimited, resetRateLimit, type RateLimitRule } from "./rate-limit";
import { destroySession, markMfaVerified, type Session } from "./session-service";

// The SMS second factor at login (spec part 1 §2 MFA page, §4 "MFA page", §7 POST /api/pin).
// After strong identification a user with SMS login on has a session in status "mfaPending";
// it becomes valid when the 4-digit code sent to their confirmed phone is entered.
//
// - A code lives 5 minutes, works once and allows 3 guesses; the third wrong guess logs out.
// - Only a scrypt hash of the code is stored (random salt per row): reading the table does not
//   reveal live codes, and trying all 10 000 codes against one hash takes longer than a code lives.
// - One live code per session: ordering a new one replaces the old one.
// - Per person, ordering codes is limited (SMS cost, harassment) and so are wrong codes across
//   sessions and logins (guessing); wrong codes are limited per client address too.

export const LOGIN_CODE_LIFETIME_MS = LOGIN_CODE_LIFETIME_MINUTES * 60_000;

/** Codes one person may order: 5 per 15 minutes, then none for 15 minutes. */
export const SEND_CODE_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
/** Wrong codes per person across sessions: the 7th within an hour blocks SMS login for an hour. */
export const PERSON_FAILURE_RULE: RateLimitRule = { limit: 6, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
/** Wrong codes per client address (many people behind one address, so more than per person). */
export const ADDRESS_FAILURE_RULE: RateLimitRule = { limit: 30, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

export const sendCodeKey = (patientId: number) => `mfa-login:send:patient:${patientId}`;
export const personFailureKey = (patientId: number) => `mfa-login:failure:patient:${patientId}`;
export const addressFailureKey = (address: string) => `mfa-login:failure:address:${address}`;

const SCRYPT_KEY_LENGTH = 32;

function scryptAsync(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, salt, SCRYPT_KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** "scrypt$<salt>$<hash>", both base64url; a fresh random salt every time. */
export async function hashLoginCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code, salt);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function loginCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(code, Buffer.from(salt, "base64url"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A uniformly random code of four digits, leading zeros included ("0042"). */
export function newLoginCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");
}

export interface SendLoginCodeInput {
  session: Session;
  /** The brand the user logged in to names the sender in the SMS. */
  brand: BrandId;
  now: Date;
  /**
   * false (the MFA page opening): keep a code that is still live, send only when there is none.
   * true ("send a new code"): always a new code, replacing the old one.
   */
  replaceLiveCode: boolean;
  /** The services container's `sms`. */
  sms: SmsSender;
}

/** Sends the session's login code by SMS to the patient's confirmed phone (see the file comment). */
export async function sendLoginCode(db: DatabaseOrTransaction, input: SendLoginCodeInput): Promise<SendLoginCodeResult> {
  const { session, now } = input;
  const patientId = session.patientId;
  if (session.status !== "mfaPending") return { type: "notNeeded" };
  if (patientId === null) return { type: "noDevice" };
  const { sms } = input;

  return db.transaction(async (tx) => {
    // Two tabs opening the page at once must not send two codes.
    if (!(await lockSession(tx, session.id))) return { type: "notNeeded" };
    const device = await findVerifiedDevice(tx, patientId);
    if (!device) return { type: "noDevice" };
    const maskedPhone = maskPhoneNumber(device.phoneNumber);

    if (!input.replaceLiveCode) {
      const live = await findLiveLoginChallenge(tx, { patientId, sessionId: session.id, now });
      if (live) return { type: "live", maskedPhone, expiresAt: live.expiresAt.toISOString() };
    }

    const blockedByFailures = await isRateLimited(tx, personFailureKey(patientId), now);
    if (blockedByFailures) return { type: "tooManyCodes", maskedPhone, retryAt: blockedByFailures.toISOString() };
    const allowed = await hitRateLimit(tx, sendCodeKey(patientId), SEND_CODE_RULE, now);
    if (!allowed.allowed) return { type: "tooManyCodes", maskedPhone, retryAt: allowed.retryAt.toISOString() };

    const code = newLoginCode();
    const expiresAt = new Date(now.getTime() + LOGIN_CODE_LIFETIME_MS);
    await deleteOpenLoginChallenges(tx, { patientId, sessionId: session.id });
    await insertLoginChallenge(tx, {
      patientId,
      sessionId: session.id,
      deviceId: device.id,
      codeHash: await hashLoginCode(code),
      maxAttempts: LOGIN_CODE_MAX_ATTEMPTS,
      expiresAt,
    });
    await sms.send(tx, {
      to: device.phoneNumber,
      body: smsCodeText({ purpose: "login", lang: device.language, brand: input.brand, code, validMinutes: LOGIN_CODE_LIFETIME_MINUTES }),
      patientId,
    });
    return { type: "sent", maskedPhone, expiresAt: expiresAt.toISOString() };
  });
}

export interface VerifyLoginCodeInput {
  session: Session;
  /** Four digits (validated by the caller with PinSchema). */
  pin: string;
  now: Date;
  /** The client's address, for the per-address limit of wrong codes. */
  address: string;
  /** Who is acting, for the audit trail; omitted in tests of the rules alone. */
  auditActor?: AuditActor;
}

/**
 * Checks an entered code. Right: the code is used up and the session becomes valid (mfa-ok).
 * Wrong, expired or none: mfa-challenge-failed. The last allowed wrong guess, or a person or
 * address over its limit: too-many-mfa-attempts, and the session is destroyed (logged out).
 */
export async function verifyLoginCode(db: DatabaseOrTransaction, input: VerifyLoginCodeInput): Promise<MfaResponse> {
  const { session, now } = input;
  if (session.status === "valid") return { type: "mfa-ok" };
  const patientId = session.patientId;
  if (session.status !== "mfaPending" || patientId === null) return { type: "mfa-challenge-failed" };

  return db.transaction(async (tx): Promise<MfaResponse> => {
    const logOut = async (): Promise<MfaResponse> => {
      if (input.auditActor) await recordAudit(tx, input.auditActor, { action: "logout", entity: "sms-login-code" });
      await destroySession(tx, session.id);
      return { type: "too-many-mfa-attempts" };
    };

    if (
      (await isRateLimited(tx, personFailureKey(patientId), now)) ||
      (await isRateLimited(tx, addressFailureKey(input.address), now))
    ) {
      return logOut();
    }

    const challenge = await findOpenLoginChallengeForUpdate(tx, { patientId, sessionId: session.id });
    if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) {
      // Nothing to compare with: the page offers a new code. No guess was made, so none is counted.
      return { type: "mfa-challenge-failed", expired: true };
    }
    if (challenge.attempts >= challenge.maxAttempts) return logOut();

    if (await loginCodeMatches(input.pin, challenge.codeHash)) {
      await markChallengeSucceeded(tx, { patientId, challengeId: challenge.id, now });
      await markMfaVerified(tx, session.id, now);
      await resetRateLimit(tx, personFailureKey(patientId));
      if (input.auditActor) await recordAudit(tx, input.auditActor, { action: "login", entity: "sms-login-code" });
      return { type: "mfa-ok" };
    }

    const attempts = challenge.attempts + 1;
    await recordWrongAttempt(tx, { patientId, challengeId: challenge.id, attempts });
    const person = await hitRateLimit(tx, personFailureKey(patientId), PERSON_FAILURE_RULE, now);
    const address = await hitRateLimit(tx, addressFailureKey(input.address), ADDRESS_FAILURE_RULE, now);
    if (attempts >= challenge.maxAttempts || !person.allowed || !address.allowed) return logOut();
    return { type: "mfa-challenge-failed" };
  });
}

/**
 * Whether the patient logs in with an SMS code as well: SMS login switched on and a confirmed
 * phone. (The environment's mfa feature flag is the caller's to check.)
 */
export async function usesSmsLogin(db: DatabaseOrTransaction, patientId: number): Promise<boolean> {
  const device = await findVerifiedDevice(db, patientId);
  return device?.smsLoginEnabled ?? false;
}
