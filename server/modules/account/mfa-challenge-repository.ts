import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Language } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { mfaChallenges, mfaDevices, patients, sessions } from "#server/db/schema";
import { sessionKeyOf } from "./session-secrets";

// SMS login codes (mfa_challenges with purpose "login") and the phone they go to. Every query is
// narrowed by the patient id of the session as well as by its own key. A `sessionId` here is the
// session's cookie token; rows keep its key (sessionKeyOf, decision 286).

export interface LoginDevice {
  id: number;
  phoneNumber: string;
  /** The patient's own language: the SMS is written in it. */
  language: Language;
  smsLoginEnabled: boolean;
}

/** The patient's confirmed, not disabled SMS login phone (the newest one), or none. */
export async function findVerifiedDevice(db: DatabaseOrTransaction, patientId: number): Promise<LoginDevice | null> {
  const [row] = await db
    .select({
      id: mfaDevices.id,
      phoneNumber: mfaDevices.phoneNumber,
      language: patients.language,
      smsLoginEnabled: patients.smsLoginEnabled,
    })
    .from(mfaDevices)
    .innerJoin(patients, eq(patients.id, mfaDevices.patientId))
    .where(and(eq(mfaDevices.patientId, patientId), isNotNull(mfaDevices.verifiedAt), isNull(mfaDevices.disabledAt)))
    .orderBy(desc(mfaDevices.verifiedAt), desc(mfaDevices.id))
    .limit(1);
  return row ?? null;
}

/** Locks the session row until the transaction ends, so two requests of one session queue up. */
export async function lockSession(tx: DatabaseOrTransaction, sessionId: string): Promise<boolean> {
  const rows = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionKeyOf(sessionId))).for("update");
  return rows.length > 0;
}

export interface LoginChallenge {
  id: number;
  deviceId: number;
  codeHash: string;
  attempts: number;
  maxAttempts: number;
  expiresAt: Date;
}

const challengeColumns = {
  id: mfaChallenges.id,
  deviceId: mfaChallenges.deviceId,
  codeHash: mfaChallenges.codeHash,
  attempts: mfaChallenges.attempts,
  maxAttempts: mfaChallenges.maxAttempts,
  expiresAt: mfaChallenges.expiresAt,
};

function openLoginChallengesOf(patientId: number, sessionId: string) {
  return and(
    eq(mfaChallenges.patientId, patientId),
    eq(mfaChallenges.sessionId, sessionKeyOf(sessionId)),
    eq(mfaChallenges.purpose, "login"),
    isNull(mfaChallenges.succeededAt),
  );
}

/** The session's newest unused login code (live or not), locked for the rest of the transaction. */
export async function findOpenLoginChallengeForUpdate(
  tx: DatabaseOrTransaction,
  { patientId, sessionId }: { patientId: number; sessionId: string },
): Promise<LoginChallenge | null> {
  const [row] = await tx
    .select(challengeColumns)
    .from(mfaChallenges)
    .where(openLoginChallengesOf(patientId, sessionId))
    .orderBy(desc(mfaChallenges.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** The session's unused login code that can still be entered at `now`, if any. */
export async function findLiveLoginChallenge(
  db: DatabaseOrTransaction,
  { patientId, sessionId, now }: { patientId: number; sessionId: string; now: Date },
): Promise<LoginChallenge | null> {
  const rows = await db
    .select(challengeColumns)
    .from(mfaChallenges)
    .where(and(openLoginChallengesOf(patientId, sessionId), gt(mfaChallenges.expiresAt, now)))
    .orderBy(desc(mfaChallenges.id))
    .limit(1);
  const row = rows[0];
  return row && row.attempts < row.maxAttempts ? row : null;
}

/** Drops the session's unused login codes: a new code replaces them. */
export async function deleteOpenLoginChallenges(
  tx: DatabaseOrTransaction,
  { patientId, sessionId }: { patientId: number; sessionId: string },
): Promise<void> {
  await tx.delete(mfaChallenges).where(openLoginChallengesOf(patientId, sessionId));
}

export async function insertLoginChallenge(
  tx: DatabaseOrTransaction,
  challenge: { patientId: number; sessionId: string; deviceId: number; codeHash: string; maxAttempts: number; expiresAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(mfaChallenges)
    .values({ ...challenge, sessionId: sessionKeyOf(challenge.sessionId), purpose: "login" })
    .returning({ id: mfaChallenges.id });
  if (!row) throw new Error("mfa challenge insert returned nothing");
  return row.id;
}

export async function recordWrongAttempt(
  tx: DatabaseOrTransaction,
  { patientId, challengeId, attempts }: { patientId: number; challengeId: number; attempts: number },
): Promise<void> {
  await tx
    .update(mfaChallenges)
    .set({ attempts })
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.patientId, patientId)));
}

export async function markChallengeSucceeded(
  tx: DatabaseOrTransaction,
  { patientId, challengeId, now }: { patientId: number; challengeId: number; now: Date },
): Promise<void> {
  await tx
    .update(mfaChallenges)
    .set({ succeededAt: now })
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.patientId, patientId)));
}
