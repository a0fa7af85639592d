import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { Language } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messagingUsers, professionalSessions } from "#server/db/schema";
import { csrfTokenOf, isSameToken, sessionKeyOf } from "#server/modules/account/session-secrets";

// Professional workspace sessions (decision 243): their own table and cookie, never the patient
// session. A row starts as a sign-in in progress (the OIDC flow state) and becomes a session when
// the staff identity provider's ID token names a professional or HR user we know. A sign-in
// started while signed in keeps its flow in the session, which stays until a successful callback
// replaces it (decision 285). Rows are keyed by the SHA-256 of the cookie's token, and the CSRF
// token is derived from the token, never stored (decision 286): an `id` here is the token.

/** A working day: the workspace asks for a new sign-in after this. */
export const PROFESSIONAL_SESSION_MS = 8 * 60 * 60_000;
/** The idle end is written again only once it has moved this much (not on every request). */
const IDLE_REFRESH_STEP_MS = 60_000;
/** A sign-in left at the identity provider is forgotten after this. */
export const SIGN_IN_FLOW_MS = 10 * 60_000;

export type ProfessionalUserType = "ProfessionalUser" | "HrUser";

export interface Professional {
  id: number;
  userType: ProfessionalUserType;
  firstName: string;
  lastName: string;
  title: string | null;
  employerId: number | null;
}

export type ProfessionalSession =
  | { status: "signIn"; id: string; lang: Language; flow: string | null }
  /** Ended by the idle timeout before its working day did (decision 284): the sign-in says so. */
  | { status: "idleExpired"; id: string; lang: Language; flow: string | null }
  | { status: "valid"; id: string; lang: Language; flow: string | null; csrfToken: string; professional: Professional; expiresAt: Date };

export function newProfessionalSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** Starts a sign-in: a session row that only carries the flow state. */
export async function startProfessionalSignIn(db: DatabaseOrTransaction, { lang, flow, now }: { lang: Language; flow: string; now: Date }): Promise<string> {
  const id = newProfessionalSessionId();
  await db.insert(professionalSessions).values({
    id: sessionKeyOf(id),
    lang,
    flow,
    expiresAt: new Date(now.getTime() + SIGN_IN_FLOW_MS),
    createdAt: now,
  });
  return id;
}

/** Keeps a sign-in's flow state in a session (or forgets it: null), leaving the session as it is. */
export async function setProfessionalSignInFlow(db: DatabaseOrTransaction, id: string, flow: string | null): Promise<void> {
  await db.update(professionalSessions).set({ flow }).where(eq(professionalSessions.id, sessionKeyOf(id)));
}

/** The staff member an identity provider's e-mail claim names (professional or HR user), if any. */
export async function findProfessionalByEmail(db: DatabaseOrTransaction, email: string): Promise<Professional | null> {
  const [row] = await db
    .select(professionalColumns)
    .from(messagingUsers)
    .where(eq(messagingUsers.emailAddress, email.toLowerCase()));
  return row && row.userType !== "CustomerUser" ? (row as Professional) : null;
}

const professionalColumns = {
  id: messagingUsers.id,
  userType: messagingUsers.userType,
  firstName: messagingUsers.firstName,
  lastName: messagingUsers.lastName,
  title: messagingUsers.title,
  employerId: messagingUsers.employerId,
};

/** Replaces the sign-in row with a new session (new id, so a planted cookie never becomes one). */
export async function establishProfessionalSession(
  db: DatabaseOrTransaction,
  { previousId, professionalId, lang, now, idleMs }: { previousId: string | null; professionalId: number; lang: Language; now: Date; idleMs: number },
): Promise<string> {
  if (previousId) await db.delete(professionalSessions).where(eq(professionalSessions.id, sessionKeyOf(previousId)));
  const id = newProfessionalSessionId();
  await db.insert(professionalSessions).values({
    id: sessionKeyOf(id),
    messagingUserId: professionalId,
    lang,
    authenticatedAt: now,
    expiresAt: new Date(now.getTime() + Math.min(PROFESSIONAL_SESSION_MS, idleMs)),
    createdAt: now,
  });
  return id;
}

/**
 * The session of this id. A signed-in session's idle end moves on to `idleMs` from now (the
 * PROFESSIONAL_IDLE_TIMEOUT, decision 284; at most to the working day's end); one whose idle end
 * passed before its day ended is "idleExpired".
 */
export async function loadProfessionalSession(db: DatabaseOrTransaction, id: string, now: Date, idleMs: number): Promise<ProfessionalSession | null> {
  const [row] = await db
    .select({
      id: professionalSessions.id,
      lang: professionalSessions.lang,
      flow: professionalSessions.flow,
      messagingUserId: professionalSessions.messagingUserId,
      authenticatedAt: professionalSessions.authenticatedAt,
      expiresAt: professionalSessions.expiresAt,
      professional: professionalColumns,
    })
    .from(professionalSessions)
    .leftJoin(messagingUsers, eq(messagingUsers.id, professionalSessions.messagingUserId))
    .where(eq(professionalSessions.id, sessionKeyOf(id)));
  if (!row) return null;
  const ended = row.expiresAt.getTime() <= now.getTime();
  if (row.messagingUserId === null) return ended ? null : { status: "signIn", id, lang: row.lang, flow: row.flow };
  const professional = row.professional;
  if (!professional?.id || professional.userType === "CustomerUser") return null;
  const dayEnds = (row.authenticatedAt ?? now).getTime() + PROFESSIONAL_SESSION_MS;
  if (ended) return row.expiresAt.getTime() < dayEnds ? { status: "idleExpired", id, lang: row.lang, flow: row.flow } : null;
  let expiresAt = row.expiresAt;
  const moved = new Date(Math.min(dayEnds, now.getTime() + idleMs));
  if (moved.getTime() - expiresAt.getTime() >= IDLE_REFRESH_STEP_MS || (moved.getTime() === dayEnds && moved.getTime() !== expiresAt.getTime())) {
    await db.update(professionalSessions).set({ expiresAt: moved }).where(eq(professionalSessions.id, row.id));
    expiresAt = moved;
  }
  return { status: "valid", id, lang: row.lang, flow: row.flow, csrfToken: csrfTokenOf(id), professional: professional as Professional, expiresAt };
}

export function isProfessionalCsrfToken(session: ProfessionalSession | null, given: unknown): boolean {
  if (session?.status !== "valid" || typeof given !== "string") return false;
  return isSameToken(given, session.csrfToken);
}

export async function destroyProfessionalSession(db: DatabaseOrTransaction, id: string): Promise<void> {
  await db.delete(professionalSessions).where(eq(professionalSessions.id, sessionKeyOf(id)));
}

/** Drops sessions that ended (called with the patients' session purge). */
export async function purgeProfessionalSessions(db: DatabaseOrTransaction, now: Date): Promise<void> {
  await db.delete(professionalSessions).where(and(isNotNull(professionalSessions.expiresAt), lt(professionalSessions.expiresAt, now)));
}
