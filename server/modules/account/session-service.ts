import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { BrandId, Duration, SessionState } from "#domain/session-state";
import { durationToMs } from "#domain/session-state";
import type { HealthCareType, Language } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { patients, type ActingRole } from "#server/db/schema";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { hasOccupationalCare } from "#server/modules/occupational/contracts-service";
import {
  deleteSessionById,
  deleteSessionsExpiredBefore,
  findSessionById,
  insertSession,
  type SessionRow,
  updateSessionById,
} from "./session-repository";
import { csrfTokenOf, isSameToken, sessionKeyOf } from "./session-secrets";

// Server-side sessions (spec part 1 §4 "Session"). The browser holds only an opaque random token in
// an HttpOnly cookie; everything else (who, acting for whom, expiry) is a database row keyed by the
// token's SHA-256, and the CSRF token is derived from the token (decision 286): the rows alone
// give no session away.

/** How long a pre-login session (OIDC flow state) lives, and a login's flow in any session. */
export const LOGIN_FLOW_LIFETIME_MS = 10 * 60_000;
/** Expired sessions are kept this long so the timed-out page can say when the user logged in. */
export const EXPIRED_SESSION_RETENTION_MS = 24 * 60 * 60_000;

export type SessionStatus =
  /** A login is under way: only the OIDC flow state exists. */
  | "login"
  /** Identified, but the SMS code is still to be entered (MFA page). */
  | "mfaPending"
  | "valid"
  /** Past sessionExpires: only the MFA and timed-out pages answer. */
  | "expired";

export interface Person {
  identityCode: string;
  firstName: string;
  lastName: string;
}

/** A session as the rest of the server sees it. */
export interface Session {
  /** The cookie's token; the row's key is sessionKeyOf(id), and only this process holds the token. */
  id: string;
  status: SessionStatus;
  csrfToken: string;
  /** The identified person; null only while status is "login". */
  person: Person | null;
  /** The identified person's own patient record, null when not (yet) a customer. */
  patientId: number | null;
  /** Whose data the session reads: the user, a child or a principal. Null when no patient record. */
  actingPatientId: number | null;
  actingRole: ActingRole;
  /** The brand the session was made in: on the other brand's host it is no session (decision 287). */
  brand: BrandId;
  authenticatedAt: Date | null;
  expiresAt: Date;
  scope: "inAppBooking" | null;
  lang: Language;
  healthCareType: HealthCareType;
  data: Record<string, unknown>;
}

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** The session of a row, given the cookie's token the row is keyed by. */
export function toSession(row: SessionRow, token: string, now: Date): Session {
  const person =
    row.identityCode && row.firstName !== null && row.lastName !== null
      ? { identityCode: row.identityCode, firstName: row.firstName, lastName: row.lastName }
      : null;
  return {
    id: token,
    status: statusOf(row, person, now),
    csrfToken: csrfTokenOf(token),
    person,
    patientId: row.patientId,
    actingPatientId: row.actingPatientId,
    actingRole: row.actingRole,
    brand: row.brand,
    authenticatedAt: row.authenticatedAt,
    expiresAt: row.expiresAt,
    scope: row.scope === "inAppBooking" ? "inAppBooking" : null,
    lang: row.lang,
    healthCareType: row.healthCareType,
    data: row.data,
  };
}

function statusOf(row: SessionRow, person: Person | null, now: Date): SessionStatus {
  if (!person) return "login";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.mfaRequired && !row.mfaVerifiedAt) return "mfaPending";
  return "valid";
}

/**
 * True when `given` is the session's CSRF token (compared in constant time). A session still in
 * its login flow has no token a page could have seen, so nothing matches it.
 */
export function isSessionCsrfToken(session: Session | null, given: unknown): boolean {
  if (!session || session.status === "login" || typeof given !== "string") return false;
  return isSameToken(given, session.csrfToken);
}

/**
 * Loads a session by cookie value; a pre-login session past its lifetime counts as none, and so
 * does one made in another brand than `brand` (when given: the host's, decision 287).
 */
export async function loadSession(db: DatabaseOrTransaction, id: string, now: Date, brand?: BrandId): Promise<Session | null> {
  const row = await findSessionById(db, sessionKeyOf(id));
  if (!row || (brand !== undefined && row.brand !== brand)) return null;
  const session = toSession(row, id, now);
  if (session.status === "login" && session.expiresAt.getTime() <= now.getTime()) return null;
  if (session.status === "expired" && now.getTime() - row.expiresAt.getTime() > EXPIRED_SESSION_RETENTION_MS) return null;
  return session;
}

/** Starts a login: a session row that carries only flow state (OIDC state, nonce, next path). */
export async function startLoginSession(
  db: DatabaseOrTransaction,
  { lang, brand, data, now }: { lang: Language; brand: BrandId; data: Record<string, unknown>; now: Date },
): Promise<Session> {
  const token = newSessionId();
  const row = await insertSession(db, {
    id: sessionKeyOf(token),
    brand,
    expiresAt: new Date(now.getTime() + LOGIN_FLOW_LIFETIME_MS),
    lang,
    data,
  });
  return toSession(row, token, now);
}

export interface EstablishLoginInput {
  /** The pre-login session (or an earlier login) to replace; its id is never reused. */
  previousSessionId: string | null;
  person: Person;
  authenticatedAt: Date;
  authTokenTimeout: Duration;
  lang: Language;
  /** The brand the login was made in (decision 287). */
  brand: BrandId;
  /**
   * Whether the person's stored language (My information) replaces `lang`: a login from the
   * default front page opens the portal in the language the person chose (decision 173).
   */
  preferStoredLanguage?: boolean;
  /** Whether the environment has SMS login (the mfa feature flag). */
  mfaAvailable: boolean;
  data?: Record<string, unknown>;
  now: Date;
}

/**
 * Completes a strong identification: a brand-new session id (no fixation), the patient record
 * found by identity code (exactly as given, century sign included), acting for oneself.
 */
export async function establishLogin(db: DatabaseOrTransaction, input: EstablishLoginInput): Promise<Session> {
  // SMS login needs a confirmed phone; without one the bank identification alone counts.
  const [patient] = await db
    .select({
      id: patients.id,
      smsLoginEnabled: patients.smsLoginEnabled,
      language: patients.language,
      hasVerifiedPhone: sql<boolean>`exists (
        select 1 from mfa_devices d
        where d.patient_id = "patients"."id" and d.verified_at is not null and d.disabled_at is null
      )`,
    })
    .from(patients)
    .where(eq(patients.identityCode, input.person.identityCode))
    .limit(1);
  if (input.previousSessionId) await deleteSessionById(db, sessionKeyOf(input.previousSessionId));
  const healthCareType = patient ? await healthCareTypeOf(db, patient.id, input.now) : "private";
  const token = newSessionId();
  const row = await insertSession(db, {
    id: sessionKeyOf(token),
    identityCode: input.person.identityCode,
    firstName: input.person.firstName,
    lastName: input.person.lastName,
    patientId: patient?.id ?? null,
    actingPatientId: patient?.id ?? null,
    actingRole: "self",
    brand: input.brand,
    authenticatedAt: input.authenticatedAt,
    expiresAt: new Date(input.authenticatedAt.getTime() + durationToMs(input.authTokenTimeout)),
    mfaRequired: input.mfaAvailable && patient !== undefined && patient.smsLoginEnabled && patient.hasVerifiedPhone,
    lang: input.preferStoredLanguage && patient ? patient.language : input.lang,
    healthCareType,
    data: input.data ?? {},
  });
  return toSession(row, token, input.now);
}

/**
 * The session's health care type (spec part 1 §1, §6; decision 228): "occupational" while an
 * occupational health care contract covers the patient on the Helsinki day of `now`, otherwise
 * "private". Insurance and Kela65 are chosen per booking, never by the login.
 */
export async function healthCareTypeOf(db: DatabaseOrTransaction, patientId: number | null, now: Date): Promise<HealthCareType> {
  if (patientId === null) return "private";
  return (await hasOccupationalCare(db, patientId, helsinkiCalendarDate(now))) ? "occupational" : "private";
}

/** The SMS code was accepted: the session becomes valid. */
export async function markMfaVerified(db: DatabaseOrTransaction, sessionId: string, now: Date): Promise<void> {
  await updateSessionById(db, sessionKeyOf(sessionId), { mfaVerifiedAt: now });
}

/**
 * Acting for a child (guardian) or a principal (mandate), or for oneself again. With `now` the
 * health care type follows the person acted for (a guardian of a child is a private customer
 * for the child, an occupational customer acting for themselves again is occupational again).
 */
export async function setActingPatient(
  db: DatabaseOrTransaction,
  sessionId: string,
  { actingPatientId, actingRole, now }: { actingPatientId: number | null; actingRole: ActingRole; now?: Date },
): Promise<void> {
  const healthCareType = now ? { healthCareType: await healthCareTypeOf(db, actingPatientId, now) } : {};
  await updateSessionById(db, sessionKeyOf(sessionId), { actingPatientId, actingRole, ...healthCareType });
}

export async function updateSessionData(
  db: DatabaseOrTransaction,
  sessionId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await updateSessionById(db, sessionKeyOf(sessionId), { data });
}

/** Links a session to a patient record created after login (registration at booking). */
export async function attachPatient(db: DatabaseOrTransaction, sessionId: string, patientId: number): Promise<void> {
  await updateSessionById(db, sessionKeyOf(sessionId), { patientId, actingPatientId: patientId, actingRole: "self" });
}

export async function destroySession(db: DatabaseOrTransaction, sessionId: string): Promise<void> {
  await deleteSessionById(db, sessionKeyOf(sessionId));
}

export async function purgeOldSessions(db: DatabaseOrTransaction, now: Date): Promise<number> {
  return deleteSessionsExpiredBefore(db, new Date(now.getTime() - EXPIRED_SESSION_RETENTION_MS));
}

/** The parts of spec part 1 §1 session state that come from the session itself. */
export function sessionStateOf(session: Session | null): Pick<
  SessionState,
  "csrfToken" | "healthCareType" | "isSessionValid" | "sessionScope" | "sessionExpires"
> {
  const loggedIn = session !== null && session.status !== "login";
  return {
    csrfToken: loggedIn ? session.csrfToken : null,
    healthCareType: loggedIn ? session.healthCareType : "private",
    isSessionValid: session?.status === "valid",
    sessionScope: loggedIn ? session.scope : null,
    sessionExpires: loggedIn ? session.expiresAt.toISOString() : null,
  };
}
