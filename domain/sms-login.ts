import { z } from "zod";
import { SMS_CODE_LENGTH, SmsCodeSchema, SmsLoginPhoneSchema } from "./phone";
import { VALIDATION_KEYS } from "./validation-keys";

// SMS second factor at login (spec part 1 §2 MFA page, §4, §7 POST /api/pin, §9 "SMS code 4 digits").

export { SMS_CODE_LENGTH };

/** A login code is valid this long after it was sent. */
export const LOGIN_CODE_LIFETIME_MINUTES = 5;
/** Wrong guesses allowed for one code; the last one logs the user out. */
export const LOGIN_CODE_MAX_ATTEMPTS = 3;

/** Body of POST /api/pin: exactly four digits. */
export const PinSchema = z.object({ pin: SmsCodeSchema });
export type PinInput = z.infer<typeof PinSchema>;

/**
 * The MFA page's writes, form posts to its own action: check the code (the same body rule as
 * POST /api/pin) or order a new one (POST /api/pin/resend).
 */
export const MfaActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify"), pin: SmsCodeSchema }),
  z.object({ intent: z.literal("resend") }),
]);

export type MfaIntent = z.output<typeof MfaActionSchema>["intent"];

/** Answer of POST /api/pin (the result names of spec part 1 §4). */
export type MfaResponse =
  | { type: "mfa-ok" }
  /** Wrong code, or no live code: `expired` when the code had run out (the page offers a new one). */
  | { type: "mfa-challenge-failed"; expired?: boolean }
  /** Too many wrong codes: the session is gone (logged out). */
  | { type: "too-many-mfa-attempts" };

/** Answer of POST /api/pin/resend and of the MFA page's automatic first send. */
export type SendLoginCodeResult =
  | { type: "sent"; maskedPhone: string; expiresAt: string }
  /** A code sent earlier is still valid (the page was reloaded); nothing new was sent. */
  | { type: "live"; maskedPhone: string; expiresAt: string }
  /** Too many codes ordered lately; a new one can be ordered at retryAt. */
  | { type: "tooManyCodes"; maskedPhone: string | null; retryAt: string }
  /** No confirmed phone number for SMS login: no code can be sent. */
  | { type: "noDevice" }
  /** The session needs no code (already verified, or SMS login is not in use). */
  | { type: "notNeeded" };

/**
 * A phone number with the middle hidden, for showing where the code went:
 * "+358401234501" → "+358 40 *** **01". Never more than the country code, two leading
 * and two trailing digits.
 */
export function maskPhoneNumber(phone: string): string {
  const compact = phone.replace(/\s+/g, "");
  const finnish = /^\+358(\d{2})\d*(\d{2})$/.exec(compact);
  if (finnish) return `+358 ${finnish[1]} *** **${finnish[2]}`;
  const other = /(\d{2})$/.exec(compact);
  return other ? `*** **${other[1]}` : "*** **";
}

// Turning SMS login on and off (spec part 1 §3 "MFA status", §4 "SMS login toggle" and "SMS login
// onboarding", §7 /api/mfa-onboarding and /api/mfa). Decisions 212-215.

export {
  ONBOARDING_BLOCK_MINUTES,
  ONBOARDING_CODE_LIFETIME_MINUTES,
  ONBOARDING_CODE_MAX_ATTEMPTS,
  ONBOARDING_CODES_PER_HOUR,
  ONBOARDING_FADE_OUT_MS,
} from "./sms-onboarding-limits";

export const MFA_STATUSES = [
  "too-many-onboarding-attempts",
  "user-has-no-verified-mfa-device",
  "environment-has-mfa-disabled",
  "user-wants-to-enable-mfa",
  "enabled",
] as const;

/** The MFA status of spec part 1 §3. */
export type MfaStatus =
  /** Onboarding is blocked until nextAttempt (ISO instant). */
  | { status: "too-many-onboarding-attempts"; nextAttempt: string }
  /** SMS login is off (no confirmed phone in use). */
  | { status: "user-has-no-verified-mfa-device" }
  /** The environment has no mfa feature flag: nothing to turn on. */
  | { status: "environment-has-mfa-disabled" }
  /** The user switched SMS login on, but no phone is confirmed yet: verification is under way. */
  | { status: "user-wants-to-enable-mfa" }
  /** SMS login is on with this confirmed phone. */
  | { status: "enabled"; phoneNumber: string };

export interface MfaStatusFacts {
  mfaFeature: boolean;
  smsLoginEnabled: boolean;
  /** The confirmed phone in use, if any. */
  verifiedPhone: string | null;
  /** When onboarding is blocked until (a future instant), or null. */
  blockedUntil: Date | null;
  now: Date;
}

/**
 * The status from the facts, first match wins: no mfa flag; SMS login on with a confirmed phone
 * (a block of onboarding does not touch a login that already works); blocked onboarding; the wish
 * without a confirmed phone; off.
 */
export function mfaStatusOf(facts: MfaStatusFacts): MfaStatus {
  if (!facts.mfaFeature) return { status: "environment-has-mfa-disabled" };
  if (facts.smsLoginEnabled && facts.verifiedPhone) return { status: "enabled", phoneNumber: facts.verifiedPhone };
  if (facts.blockedUntil && facts.blockedUntil.getTime() > facts.now.getTime()) {
    return { status: "too-many-onboarding-attempts", nextAttempt: facts.blockedUntil.toISOString() };
  }
  if (facts.smsLoginEnabled) return { status: "user-wants-to-enable-mfa" };
  return { status: "user-has-no-verified-mfa-device" };
}

/** Whether the onboarding (phone and code) is the thing to offer in this status. */
export function offersOnboarding(status: MfaStatus): boolean {
  return status.status === "user-has-no-verified-mfa-device" || status.status === "user-wants-to-enable-mfa";
}

/** Body of POST /api/mfa-onboarding. */
export const MfaOnboardingStartSchema = z.object({ phoneNumber: SmsLoginPhoneSchema });
export type MfaOnboardingStartInput = z.output<typeof MfaOnboardingStartSchema>;

/** Body of PUT /api/mfa-onboarding. */
export const MfaOnboardingVerifySchema = z.object({ challengeResponseFromUser: SmsCodeSchema });

/** Body of POST /api/mfa. */
export const MFA_TOGGLE_ACTIONS = ["enable", "disable"] as const;
export const MfaToggleSchema = z.object({ action: z.enum(MFA_TOGGLE_ACTIONS, { error: VALIDATION_KEYS.invalidValue }) });
export type MfaToggleAction = (typeof MFA_TOGGLE_ACTIONS)[number];

/** Answer of POST /api/mfa-onboarding (the spec's client reads none of it). */
export type MfaOnboardingStartResult =
  | { type: "mfa-code-sent"; maskedPhone: string; expiresAt: string }
  | { type: "too-many-onboarding-attempts"; nextAttempt: string }
  /** SMS login is on with a confirmed phone already, or the environment has no mfa flag. */
  | { type: "not-available" };

/** Answer of PUT /api/mfa-onboarding: `data.type` as the spec reads it. */
export type MfaOnboardingVerifyResult = {
  type: "mfa-ok" | "mfa-challenge-failed" | "too-many-mfa-attempts";
  /** mfa-challenge-failed: there was no live code (none ordered, or it had run out). */
  expired?: boolean;
  /** too-many-mfa-attempts: when onboarding can be tried again. */
  nextAttempt?: string;
};

/** Answer of POST /api/mfa: the status after the change, and where a verification code went. */
export interface MfaToggleResult {
  mfaStatus: MfaStatus;
  /** enable without a confirmed phone: the masked number the verification code was sent to, if any. */
  codeSentTo: string | null;
}

/**
 * The writes of the onboarding panel and the toggle as form posts (without JavaScript) to the SMS
 * login route's action: order a code, check it, switch on or off. `returnTo` is the page to go back to.
 */
export const SmsLoginFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send-code"), phoneNumber: SmsLoginPhoneSchema }),
  z.object({ intent: z.literal("verify-code"), challengeResponseFromUser: SmsCodeSchema }),
  z.object({ intent: z.literal("toggle"), action: z.enum(MFA_TOGGLE_ACTIONS) }),
]);
export type SmsLoginFormIntent = z.output<typeof SmsLoginFormSchema>["intent"];
