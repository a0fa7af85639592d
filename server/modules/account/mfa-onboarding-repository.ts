import { type SQL, and, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type Bound, preparedRows } from "#server/db/prepared-queries";
import { mfaChallenges, mfaDevices, patients } from "#server/db/schema";
import { sessionKeyOf } from "./session-secrets";

// Turning SMS login on and off: the patient's wish (patients.sms_login_enabled), the phones
// (mfa_devices) and the onboarding codes (mfa_challenges with purpose "onboarding"). Every query is
// narrowed by the logged-in user's own patient id. A `sessionId` here is the session's cookie
// token; rows keep its key (sessionKeyOf, decision 286).

export interface SmsLoginFacts {
  smsLoginEnabled: boolean;
  /** The patient's contact phone (where enabling sends the verification code). */
  contactPhone: string | null;
  /** The newest confirmed, not disabled phone. */
  verifiedPhone: string | null;
}

export async function findSmsLoginFacts(db: DatabaseOrTransaction, patientId: number): Promise<SmsLoginFacts | null> {
  const [patient] = await db
    .select({ smsLoginEnabled: patients.smsLoginEnabled, contactPhone: patients.phone })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) return null;
  const [device] = await db
    .select({ phoneNumber: mfaDevices.phoneNumber })
    .from(mfaDevices)
    .where(and(eq(mfaDevices.patientId, patientId), isNotNull(mfaDevices.verifiedAt), isNull(mfaDevices.disabledAt)))
    .orderBy(desc(mfaDevices.verifiedAt), desc(mfaDevices.id))
    .limit(1);
  return { ...patient, verifiedPhone: device?.phoneNumber ?? null };
}

/** Locks the patient row for the rest of the transaction: one change of SMS login at a time. */
export async function lockPatient(tx: DatabaseOrTransaction, patientId: number): Promise<boolean> {
  const rows = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for("update");
  return rows.length > 0;
}

export async function setSmsLoginEnabled(tx: DatabaseOrTransaction, patientId: number, enabled: boolean, now: Date): Promise<void> {
  await tx.update(patients).set({ smsLoginEnabled: enabled, updatedAt: now }).where(eq(patients.id, patientId));
}

/** Drops the phones never confirmed (their codes go with them). */
export async function deleteUnverifiedDevices(tx: DatabaseOrTransaction, patientId: number): Promise<void> {
  await tx.delete(mfaDevices).where(and(eq(mfaDevices.patientId, patientId), isNull(mfaDevices.verifiedAt)));
}

/** Takes every confirmed phone out of use (except `keepDeviceId`). */
export async function disableVerifiedDevices(
  tx: DatabaseOrTransaction,
  { patientId, now, keepDeviceId }: { patientId: number; now: Date; keepDeviceId?: number },
): Promise<void> {
  await tx
    .update(mfaDevices)
    .set({ disabledAt: now })
    .where(
      and(
        eq(mfaDevices.patientId, patientId),
        isNotNull(mfaDevices.verifiedAt),
        isNull(mfaDevices.disabledAt),
        keepDeviceId === undefined ? undefined : ne(mfaDevices.id, keepDeviceId),
      ),
    );
}

export async function insertUnverifiedDevice(tx: DatabaseOrTransaction, { patientId, phoneNumber }: { patientId: number; phoneNumber: string }): Promise<number> {
  const [row] = await tx.insert(mfaDevices).values({ patientId, phoneNumber }).returning({ id: mfaDevices.id });
  if (!row) throw new Error("mfa device insert returned nothing");
  return row.id;
}

export async function markDeviceVerified(tx: DatabaseOrTransaction, { patientId, deviceId, now }: { patientId: number; deviceId: number; now: Date }): Promise<void> {
  await tx
    .update(mfaDevices)
    .set({ verifiedAt: now })
    .where(and(eq(mfaDevices.id, deviceId), eq(mfaDevices.patientId, patientId)));
}

export async function insertOnboardingChallenge(
  tx: DatabaseOrTransaction,
  challenge: { patientId: number; sessionId: string; deviceId: number; codeHash: string; maxAttempts: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(mfaChallenges).values({ ...challenge, sessionId: sessionKeyOf(challenge.sessionId), purpose: "onboarding" });
}

export interface OnboardingChallenge {
  id: number;
  deviceId: number;
  phoneNumber: string;
  codeHash: string;
  attempts: number;
  maxAttempts: number;
  expiresAt: Date;
}

function openOnboardingChallengesOf(patientId: number, sessionId: string) {
  return and(
    eq(mfaChallenges.patientId, patientId),
    eq(mfaChallenges.sessionId, sessionKeyOf(sessionId)),
    eq(mfaChallenges.purpose, "onboarding"),
    isNull(mfaChallenges.succeededAt),
  );
}

/**
 * The phone of the session's newest unused onboarding code while that code can still be entered
 * (before it expires, with attempts left), as an SQL expression; null otherwise. `sessionKey` is
 * the session's key (sessionKeyOf), `now` an ISO instant. The front page reads it with its person.
 */
export function pendingOnboardingPhoneSql({ patientId, sessionKey, now }: { patientId: Bound<number | null>; sessionKey: Bound<string>; now: Bound<string> }): SQL {
  return sql`(
    select case when c.expires_at > ${now}::timestamptz and c.attempts < c.max_attempts then d.phone_number end
    from mfa_challenges c
    inner join mfa_devices d on d.id = c.device_id
    where c.patient_id = ${patientId} and c.session_id = ${sessionKey} and c.purpose = 'onboarding'
      and c.succeeded_at is null and d.verified_at is null
    order by c.id desc
    limit 1)`;
}

const pendingOnboardingPhone = preparedRows<{ phone: string | null }>(
  () => sql`select ${pendingOnboardingPhoneSql({ patientId: sql.placeholder("patientId"), sessionKey: sql.placeholder("sessionKey"), now: sql.placeholder("now") })} as phone`,
);

/** See pendingOnboardingPhoneSql. */
export async function findPendingOnboardingPhone(
  db: DatabaseOrTransaction,
  { patientId, sessionId, now }: { patientId: number; sessionId: string; now: Date },
): Promise<string | null> {
  const [row] = await pendingOnboardingPhone(db, { patientId, sessionKey: sessionKeyOf(sessionId), now });
  return row?.phone ?? null;
}

/** The session's newest unused onboarding code with its phone (live or not); `forUpdate` locks it. */
export async function findOpenOnboardingChallenge(
  db: DatabaseOrTransaction,
  { patientId, sessionId, forUpdate = false }: { patientId: number; sessionId: string; forUpdate?: boolean },
): Promise<OnboardingChallenge | null> {
  const query = db
    .select({
      id: mfaChallenges.id,
      deviceId: mfaChallenges.deviceId,
      phoneNumber: mfaDevices.phoneNumber,
      codeHash: mfaChallenges.codeHash,
      attempts: mfaChallenges.attempts,
      maxAttempts: mfaChallenges.maxAttempts,
      expiresAt: mfaChallenges.expiresAt,
    })
    .from(mfaChallenges)
    .innerJoin(mfaDevices, eq(mfaDevices.id, mfaChallenges.deviceId))
    .where(and(openOnboardingChallengesOf(patientId, sessionId), isNull(mfaDevices.verifiedAt)))
    .orderBy(desc(mfaChallenges.id))
    .limit(1);
  const [row] = forUpdate ? await query.for("update", { of: mfaChallenges }) : await query;
  return row ?? null;
}
