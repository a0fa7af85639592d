import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { durationToMs } from "#domain/session-state";
import type { Config } from "#server/config/config";
import type { DatabaseOrTransaction } from "#server/db/client";
import { loadProfessionalSession, type ProfessionalSession } from "./session-service";

// The workspace session's cookie (decision 243), read by the workspace's Express routes (sign-in,
// writes, files) and by its React pages alike; the patient side never reads it.

export const PROFESSIONAL_SESSION_COOKIE = "hoiva_professional_session";

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The idle timeout (decision 284), and the warning shown 5 minutes before it (half of a shorter one). */
export function idleSettingsOf(config: Pick<Config, "PROFESSIONAL_IDLE_TIMEOUT">): { idleMs: number; warnMs: number; minutes: number } {
  const idleMs = durationToMs(config.PROFESSIONAL_IDLE_TIMEOUT);
  return { idleMs, warnMs: Math.min(5 * 60_000, Math.floor(idleMs / 2)), minutes: Math.max(1, Math.round(idleMs / 60_000)) };
}

/** The session a request's cookie names, if it is well formed and known; loading it moves its idle end on. */
export async function professionalSessionOfCookie(db: DatabaseOrTransaction, cookieHeader: string | null | undefined, now: Date, idleMs: number): Promise<ProfessionalSession | null> {
  const id = cookieHeader ? parseCookies(cookieHeader)[PROFESSIONAL_SESSION_COOKIE] : undefined;
  return id && SESSION_ID.test(id) ? loadProfessionalSession(db, id, now, idleMs) : null;
}

/** The Set-Cookie value of the session cookie (empty value and maxAge 0: cleared). */
export function professionalSessionCookie({ secure, value, maxAge }: { secure: boolean; value: string; maxAge?: number }): string {
  return serializeCookie(PROFESSIONAL_SESSION_COOKIE, value, { httpOnly: true, sameSite: "lax", secure, path: "/", ...(maxAge === undefined ? {} : { maxAge }) });
}
