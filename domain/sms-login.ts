import { z } from "zod";
import { SMS_CODE_LENGTH, SmsCodeSchema } from "./phone";

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
