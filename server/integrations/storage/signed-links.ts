import { createHmac, timingSafeEqual } from "node:crypto";

// Upload and download addresses of stored files that only one session can use, until they
// expire: the signature is an HMAC keyed by the session id (a secret of that browser) over the
// purpose and the parts the address names, so a link copied to another session, or changed, fails.

/** The signature of `purpose` and `parts` for the session. */
export function signForSession(sessionId: string, purpose: string, ...parts: (string | number)[]): string {
  return createHmac("sha256", sessionId).update([purpose, ...parts].join("\n")).digest("base64url");
}

/** Whether `given` is the expected signature, compared in constant time. */
export function isSignature(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A link's `expires` (ms since the epoch) while it is still in the future on the server's clock; null otherwise. */
export function unexpiredTime(value: unknown, now: Date): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  const expires = Number(value);
  return expires > now.getTime() ? expires : null;
}
