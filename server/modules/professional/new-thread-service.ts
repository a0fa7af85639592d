import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { normaliseIdentityCode } from "#domain/identity-code";
import { ageOn } from "#domain/professional-inbox";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messagingThreads, messagingUsers, patients, threadAssignments, threadParticipants } from "#server/db/schema";
import type { MessageNotifier } from "#server/integrations/messaging/message-notifier";
import { hitRateLimit, type RateLimitRule } from "#server/modules/account/rate-limit";
import { recordAudit } from "#server/modules/audit/audit-service";
import { sendProfessionalMessage } from "#server/modules/messaging/thread-service";
import { professionalActor } from "./inbox-service";
import type { Professional } from "./session-service";
import type { AttachedFiles, RequestInfo } from "./thread-service";
import { attachFiles, fileProblemOf, type FileProblemResult } from "./uploads";

// A professional starts a conversation with a patient (issue 15, decision 248). The patient is
// found by the whole identity code, as in the patient record system: no search by name, so the
// workspace never lists people the professional did not ask for. A patient who has not used
// messaging yet gets their messaging account with the thread. Only the care team starts customer
// threads; HR users work in their HR threads. Every lookup is in the audit trail, with a keyed hash
// of the code tried, and a professional's lookups are rate-limited (decision 283).

export interface NewThreadPatient {
  id: number;
  name: string;
  age: number;
  identityCode: string;
}

interface Scope {
  professional: Professional;
  now: Date;
  request: RequestInfo;
}

export function mayStartThreads(professional: Professional): boolean {
  return professional.userType === "ProfessionalUser";
}

/**
 * Lookups by identity code a professional may make (decision 283): a conversation takes two (find,
 * then send), so 30 in 15 minutes is ample for the care team, and far below the name and age of
 * every code an enumeration needs. Past it the professional waits 15 minutes.
 */
export const PATIENT_LOOKUP_RULE: RateLimitRule = { limit: 30, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

export type PatientLookupResult = { type: "found"; patient: NewThreadPatient } | { type: "patientNotFound" } | { type: "tooManyLookups"; retryAt: Date };

/**
 * The code tried, as the audit trail keeps it: HMAC-SHA256 under AUDIT_HASH_KEY of the normalised
 * code. The same code always gives the same hash, so an auditor with the key finds the lookups of
 * a code; without the key the hash cannot be turned back by trying every possible code.
 */
export function identityCodeAuditHash(auditHashKey: string, code: string): string {
  return `hmac-sha256:${createHmac("sha256", auditHashKey).update(`identity-code:${code}`).digest("hex")}`;
}

/**
 * The patient with this identity code; each lookup counts towards PATIENT_LOOKUP_RULE and is
 * audited as "patient-lookup" with the code's keyed hash (refused when nobody was found or the
 * professional is over the limit).
 */
export async function findPatientForNewThread(
  db: DatabaseOrTransaction,
  { professional, now, request, identityCode, auditHashKey }: Scope & { identityCode: string; auditHashKey: string },
): Promise<PatientLookupResult> {
  if (!mayStartThreads(professional)) return { type: "patientNotFound" };
  const code = normaliseIdentityCode(identityCode);
  const audit = (patientId: number | null) =>
    recordAudit(db, professionalActor(professional, request, patientId), {
      action: "read",
      entity: "patient-lookup",
      entityId: identityCodeAuditHash(auditHashKey, code),
      outcome: patientId === null ? "refused" : "allowed",
    });
  const limit = await hitRateLimit(db, `patient-lookup:professional:${professional.id}`, PATIENT_LOOKUP_RULE, now);
  if (!limit.allowed) {
    await audit(null);
    return { type: "tooManyLookups", retryAt: limit.retryAt };
  }
  const [patient] = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, birthDate: patients.birthDate, identityCode: patients.identityCode })
    .from(patients)
    .where(eq(patients.identityCode, code));
  await audit(patient?.id ?? null);
  if (!patient) return { type: "patientNotFound" };
  return {
    type: "found",
    patient: {
      id: patient.id,
      name: `${patient.firstName} ${patient.lastName}`,
      age: ageOn(patient.birthDate, helsinkiCalendarDate(now)),
      identityCode: patient.identityCode,
    },
  };
}

/** The patient's messaging account, created on the first message to them. */
async function customerUserOf(tx: DatabaseOrTransaction, patientId: number): Promise<{ id: number }> {
  const [existing] = await tx.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.patientId, patientId));
  if (existing) return existing;
  const [patient] = await tx.select({ firstName: patients.firstName, lastName: patients.lastName }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw new Error(`No patient ${patientId}`);
  const [created] = await tx
    .insert(messagingUsers)
    .values({ userType: "CustomerUser", patientId, firstName: patient.firstName, lastName: patient.lastName })
    .onConflictDoNothing()
    .returning({ id: messagingUsers.id });
  if (created) return created;
  // A concurrent first message created it.
  const [raced] = await tx.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.patientId, patientId));
  if (!raced) throw new Error(`No messaging account for patient ${patientId}`);
  return raced;
}

export type StartThreadResult = { type: "success"; threadId: number } | { type: "patientNotFound" } | FileProblemResult;

/**
 * A new customer thread to `patient` (found, and the lookup audited, by findPatientForNewThread),
 * started by the professional: they take part in it and
 * handle it (assigned to them), the first message is theirs, and the patient is notified.
 */
export async function startThreadWithPatient(
  db: DatabaseOrTransaction,
  input: Scope & AttachedFiles & { patient: NewThreadPatient; title: string; content: string; notifier: MessageNotifier | null },
): Promise<StartThreadResult> {
  const { professional, patient, now, request, files, storage, notifier } = input;
  if (!mayStartThreads(professional)) return { type: "patientNotFound" };
  const fileProblem = fileProblemOf(files);
  if (fileProblem) return fileProblem;
  return db.transaction(async (tx) => {
    const customer = await customerUserOf(tx, patient.id);
    const [thread] = await tx
      .insert(messagingThreads)
      .values({ patientId: patient.id, title: input.title || null, threadType: "customer", createdAt: now, lastActivityAt: now })
      .returning({ id: messagingThreads.id });
    if (!thread) throw new Error("Thread insert returned nothing");
    await tx.insert(threadParticipants).values([customer.id, professional.id].map((userId) => ({ threadId: thread.id, userId, joinedAt: now })));
    await tx.insert(threadAssignments).values({ threadId: thread.id, assigneeUserId: professional.id, assignedAt: now });
    const sent = await sendProfessionalMessage(tx, { threadId: thread.id, authorUserId: professional.id, content: input.content, now, notifier });
    if (sent.type !== "success") throw new Error(`The new thread refused its first message: ${sent.type}`);
    const attachmentIds = await attachFiles(tx, storage, { files, messageId: sent.messageId, patientId: patient.id, uploaderId: professional.id, now });
    await recordAudit(
      tx,
      professionalActor(professional, request, patient.id),
      { action: "create", entity: "messaging-thread", entityId: thread.id },
      { action: "create", entity: "message", entityId: sent.messageId },
      ...attachmentIds.map((id) => ({ action: "create" as const, entity: "message-attachment", entityId: id })),
    );
    return { type: "success", threadId: thread.id } as const;
  });
}
