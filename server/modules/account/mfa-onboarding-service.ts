import type { Language } from "#domain/enums";
import { isValidSmsLoginPhone, normalisePhoneNumber } from "#domain/phone";
import type { BrandId } from "#domain/session-state";
import {
  maskPhoneNumber,
  type MfaOnboardingStartResult,
  type MfaOnboardingVerifyResult,
  type MfaStatus,
  type MfaToggleAction,
  type MfaToggleResult,
  mfaStatusOf,
  ONBOARDING_BLOCK_MINUTES,
  ONBOARDING_CODE_LIFETIME_MINUTES,
  ONBOARDING_CODE_MAX_ATTEMPTS,
  ONBOARDING_CODES_PER_HOUR,
  offersOnboarding,
} from "#domain/sms-login";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { SmsSender } from "#server/integrations/sms/sms-sender";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { markChallengeSucceeded, recordWrongAttempt } from "./mfa-challenge-repository";
import { hashLoginCode, loginCodeMatches, newLoginCode } from "./mfa-login-service";
import {
  deleteUnverifiedDevices,
  disableVerifiedDevices,
  findOpenOnboardingChallenge,
  findPendingOnboardingPhone,
  findSmsLoginFacts,
  insertOnboardingChallenge,
  insertUnverifiedDevice,
  lockPatient,
  markDeviceVerified,
  setSmsLoginEnabled,
} from "./mfa-onboarding-repository";
import { smsCodeText } from "./mfa-sms-texts";
import { blockRateLimit, hitRateLimit, isRateLimited, type RateLimitRule } from "./rate-limit";

// Turning SMS login on and off (spec part 1 §3 MFA status, §4 toggle and onboarding, §7
// /api/mfa-onboarding and /api/mfa; decisions 212-215). Always about the logged-in user's own
// login (their own patient record), also while they act for a child or a principal.
//
// - Onboarding: a code goes by SMS to the phone given; entering it confirms that phone, which
//   becomes the one the login asks a code for, and switches SMS login on.
// - Codes as at login: 4 digits, 5 minutes, 3 guesses, scrypt-hashed, one open code per session.
// - 5 codes per hour per person, and the third wrong guess of a code, block onboarding for an hour
//   (too-many-onboarding-attempts with nextAttempt). A login that already works is not touched.
// - Switching off takes the confirmed phone out of use: switching on again confirms a phone again.

export const ONBOARDING_CODE_LIFETIME_MS = ONBOARDING_CODE_LIFETIME_MINUTES * 60_000;
export const ONBOARDING_BLOCK_MS = ONBOARDING_BLOCK_MINUTES * 60_000;
export const ONBOARDING_SEND_RULE: RateLimitRule = { limit: ONBOARDING_CODES_PER_HOUR, windowMs: 60 * 60_000, blockMs: ONBOARDING_BLOCK_MS };
export const onboardingKey = (patientId: number) => `mfa-onboarding:patient:${patientId}`;

/** Who and where, shared by every operation here. */
export interface SmsLoginContext {
  /** The logged-in user's own patient record. */
  patientId: number;
  /** Whether the environment has the mfa feature flag. */
  mfaFeature: boolean;
  now: Date;
  actor: AuditActor;
}

export interface CodeSending {
  /** The session the code is entered in. */
  sessionId: string;
  /** Language of the page: the SMS is written in it. */
  lang: Language;
  /** The brand names the sender of the SMS. */
  brand: BrandId;
  sms: SmsSender;
}

async function statusIn(db: DatabaseOrTransaction, context: Omit<SmsLoginContext, "actor">) {
  const facts = await findSmsLoginFacts(db, context.patientId);
  if (!facts) return null;
  const blockedUntil = await isRateLimited(db, onboardingKey(context.patientId), context.now);
  return { facts, status: mfaStatusOf({ ...facts, mfaFeature: context.mfaFeature, blockedUntil, now: context.now }) };
}

/** The user's MFA status (spec §3); null when the patient record does not exist. */
export async function loadMfaStatus(db: DatabaseOrTransaction, context: Omit<SmsLoginContext, "actor">): Promise<MfaStatus | null> {
  return (await statusIn(db, context))?.status ?? null;
}

/** Where an unused onboarding code of this session went (the no-JavaScript page shows the code step). */
export async function findPendingOnboarding(
  db: DatabaseOrTransaction,
  { patientId, sessionId, now }: { patientId: number; sessionId: string; now: Date },
): Promise<{ maskedPhone: string } | null> {
  const phone = await findPendingOnboardingPhone(db, { patientId, sessionId, now });
  return phone === null ? null : { maskedPhone: maskPhoneNumber(phone) };
}

/** Counts the send, replaces the unconfirmed phone and open codes, and sends a new code (inside `tx`). */
async function sendOnboardingCode(
  tx: DatabaseOrTransaction,
  context: SmsLoginContext,
  sending: CodeSending,
  phoneNumber: string,
): Promise<MfaOnboardingStartResult> {
  const { patientId, now } = context;
  const allowed = await hitRateLimit(tx, onboardingKey(patientId), ONBOARDING_SEND_RULE, now);
  if (!allowed.allowed) return { type: "too-many-onboarding-attempts", nextAttempt: allowed.retryAt.toISOString() };
  const phone = normalisePhoneNumber(phoneNumber);
  await deleteUnverifiedDevices(tx, patientId);
  const deviceId = await insertUnverifiedDevice(tx, { patientId, phoneNumber: phone });
  const code = newLoginCode();
  const expiresAt = new Date(now.getTime() + ONBOARDING_CODE_LIFETIME_MS);
  await insertOnboardingChallenge(tx, {
    patientId,
    sessionId: sending.sessionId,
    deviceId,
    codeHash: await hashLoginCode(code),
    maxAttempts: ONBOARDING_CODE_MAX_ATTEMPTS,
    expiresAt,
  });
  await sending.sms.send(tx, {
    to: phone,
    body: smsCodeText({ purpose: "onboarding", lang: sending.lang, brand: sending.brand, code, validMinutes: ONBOARDING_CODE_LIFETIME_MINUTES }),
    patientId,
  });
  await recordAudit(tx, context.actor, { action: "create", entity: "sms-login-phone", entityId: deviceId });
  return { type: "mfa-code-sent", maskedPhone: maskPhoneNumber(phone), expiresAt: expiresAt.toISOString() };
}

/** POST /api/mfa-onboarding: sends a code to `phoneNumber` (already validated by the caller). */
export async function startMfaOnboarding(
  db: DatabaseOrTransaction,
  context: SmsLoginContext,
  sending: CodeSending,
  phoneNumber: string,
): Promise<MfaOnboardingStartResult> {
  return db.transaction(async (tx) => {
    if (!(await lockPatient(tx, context.patientId))) return { type: "not-available" };
    const current = await statusIn(tx, context);
    if (!current) return { type: "not-available" };
    if (current.status.status === "too-many-onboarding-attempts") return { type: current.status.status, nextAttempt: current.status.nextAttempt };
    if (!offersOnboarding(current.status)) return { type: "not-available" };
    return sendOnboardingCode(tx, context, sending, phoneNumber);
  });
}

/**
 * PUT /api/mfa-onboarding: checks the code of this session. Right: the phone is confirmed, any
 * earlier one goes out of use and SMS login is on (mfa-ok). Wrong: mfa-challenge-failed; the last
 * allowed guess blocks onboarding for an hour (too-many-mfa-attempts with nextAttempt).
 */
export async function verifyMfaOnboarding(
  db: DatabaseOrTransaction,
  context: SmsLoginContext,
  { sessionId, code }: { sessionId: string; code: string },
): Promise<MfaOnboardingVerifyResult> {
  const { patientId, now } = context;
  return db.transaction(async (tx): Promise<MfaOnboardingVerifyResult> => {
    if (!(await lockPatient(tx, patientId))) return { type: "mfa-challenge-failed", expired: true };
    const current = await statusIn(tx, context);
    if (!current || current.status.status === "environment-has-mfa-disabled") return { type: "mfa-challenge-failed", expired: true };
    if (current.status.status === "too-many-onboarding-attempts") {
      return { type: "too-many-mfa-attempts", nextAttempt: current.status.nextAttempt };
    }

    const challenge = await findOpenOnboardingChallenge(tx, { patientId, sessionId, forUpdate: true });
    if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return { type: "mfa-challenge-failed", expired: true };
    const block = async (): Promise<MfaOnboardingVerifyResult> => {
      const until = new Date(now.getTime() + ONBOARDING_BLOCK_MS);
      await blockRateLimit(tx, onboardingKey(patientId), until, now);
      await recordAudit(tx, context.actor, { action: "update", entity: "sms-login", entityId: challenge.deviceId, outcome: "refused" });
      return { type: "too-many-mfa-attempts", nextAttempt: until.toISOString() };
    };
    if (challenge.attempts >= challenge.maxAttempts) return block();

    if (await loginCodeMatches(code, challenge.codeHash)) {
      await markChallengeSucceeded(tx, { patientId, challengeId: challenge.id, now });
      await disableVerifiedDevices(tx, { patientId, now });
      await markDeviceVerified(tx, { patientId, deviceId: challenge.deviceId, now });
      await setSmsLoginEnabled(tx, patientId, true, now);
      await recordAudit(tx, context.actor, { action: "update", entity: "sms-login", entityId: challenge.deviceId });
      return { type: "mfa-ok" };
    }
    const attempts = challenge.attempts + 1;
    await recordWrongAttempt(tx, { patientId, challengeId: challenge.id, attempts });
    if (attempts >= challenge.maxAttempts) return block();
    return { type: "mfa-challenge-failed" };
  });
}

/**
 * POST /api/mfa: switches SMS login on or off. Off: no phone stays in use and open codes are
 * dropped. On with a confirmed phone: enabled. On without one: user-wants-to-enable-mfa, and the
 * verification starts at once with a code to the contact phone when it can take one.
 */
export async function setSmsLogin(
  db: DatabaseOrTransaction,
  context: SmsLoginContext,
  sending: CodeSending,
  action: MfaToggleAction,
): Promise<MfaToggleResult | null> {
  const { patientId, now } = context;
  return db.transaction(async (tx): Promise<MfaToggleResult | null> => {
    if (!(await lockPatient(tx, patientId))) return null;
    const before = await statusIn(tx, context);
    if (!before) return null;
    if (before.status.status === "environment-has-mfa-disabled") return { mfaStatus: before.status, codeSentTo: null };

    if (action === "disable") {
      await setSmsLoginEnabled(tx, patientId, false, now);
      await disableVerifiedDevices(tx, { patientId, now });
      await deleteUnverifiedDevices(tx, patientId);
      await recordAudit(tx, context.actor, { action: "update", entity: "sms-login", entityId: "disable" });
      return { mfaStatus: (await statusIn(tx, context))!.status, codeSentTo: null };
    }

    if (before.status.status === "enabled" || before.status.status === "too-many-onboarding-attempts") {
      return { mfaStatus: before.status, codeSentTo: null };
    }
    await setSmsLoginEnabled(tx, patientId, true, now);
    await recordAudit(tx, context.actor, { action: "update", entity: "sms-login", entityId: "enable" });
    let codeSentTo: string | null = null;
    const contactPhone = before.facts.contactPhone?.trim() ?? "";
    if (isValidSmsLoginPhone(contactPhone)) {
      const sent = await sendOnboardingCode(tx, context, sending, contactPhone.replace(/\s+/g, ""));
      if (sent.type === "mfa-code-sent") codeSentTo = sent.maskedPhone;
    }
    return { mfaStatus: (await statusIn(tx, context))!.status, codeSentTo };
  });
}

/** What the SMS login setting of My information shows. */
export interface SmsLoginSetting {
  mfaStatus: MfaStatus;
  /** The contact phone, prefilled in the phone step. */
  phoneNumber: string;
  /** A code of this session waits to be entered (masked phone). */
  codeSentTo: string | null;
}

/** The setting's state, with one audit read (it shows the confirmed phone); null without a patient record. */
export async function loadSmsLoginSetting(
  db: DatabaseOrTransaction,
  context: SmsLoginContext & { sessionId: string },
): Promise<SmsLoginSetting | null> {
  const current = await statusIn(db, context);
  if (!current) return null;
  const pending = offersOnboarding(current.status)
    ? await findPendingOnboarding(db, { patientId: context.patientId, sessionId: context.sessionId, now: context.now })
    : null;
  await recordAudit(db, context.actor, { action: "read", entity: "sms-login" });
  return { mfaStatus: current.status, phoneNumber: current.facts.contactPhone ?? "", codeSentTo: pending?.maskedPhone ?? null };
}
