import { createHash, createHmac, timingSafeEqual } from "node:crypto";

// What a session's cookie token is turned into (decision 286). The browser's cookie carries 32
// random bytes; the database keeps only their SHA-256, so reading the sessions tables (a backup, a
// replica, an injected query) yields no session anyone could use, and the CSRF token is derived
// from the token rather than stored. Used by the patients' and the professionals' sessions alike.

/** The row key of the session whose cookie carries `token`: its SHA-256, in hex. */
export function sessionKeyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The session's CSRF token: an HMAC of a fixed label under the cookie's token, never stored. */
export function csrfTokenOf(token: string): string {
  return createHmac("sha256", token).update("hoiva csrf token").digest("base64url");
}

/**
 * True when `given` is `expected` (a CSRF token), compared in constant time: both are hashed first,
 * so neither the length nor where they first differ shows in the time taken.
 */
export function isSameToken(given: string, expected: string): boolean {
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());
}
