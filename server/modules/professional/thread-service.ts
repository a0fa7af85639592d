import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { ageOn } from "#domain/professional-inbox";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import {
  messageAttachments,
  messages,
  messagingThreads,
  messagingUsers,
  patients,
  prescriptionRenewalItems,
  prescriptionRenewalRequests,
  prescriptions,
  threadAssignments,
  threadParticipants,
  threadReadStatuses,
} from "#server/db/schema";
import type { MessageNotifier } from "#server/integrations/messaging/message-notifier";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import { recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { sendProfessionalMessage } from "#server/modules/messaging/thread-service";
import { accessCondition, type InboxViewer, openableWithReasonCondition } from "./inbox-repository";
import { professionalActor, viewerOf } from "./inbox-service";
import type { Professional } from "./session-service";
import { attachFiles, fileProblemOf, type FileProblemResult, type IncomingFile } from "./uploads";

// One conversation in the professional workspace (issue 15): the patient's name and age, every
// message, reply, assignment, close and reopen, deleting a message with a reason. Professionals
// open the care threads of their care relationships, or any other care thread after stating a
// reason (decision 330); HR users their HR threads (decision 244). Every read and write below
// goes through findAccessibleThread: anything else is not found, and a refused read is in the
// audit trail. Every read writes an audit event naming the professional, their role and the patient.

export interface RequestInfo {
  address: string;
  requestId: string;
  /** The request's time on the server's clock, for the audit trail. */
  at?: Date;
}

interface Scope {
  professional: Professional;
  threadId: number;
  now: Date;
  request: RequestInfo;
}

export interface ProfessionalThreadMessage {
  id: number;
  authorName: string;
  authorTitle: string | null;
  fromPatient: boolean;
  createdAt: Date;
  /** Null when deleted ("This message has been deleted."). */
  content: string | null;
  deletedReason: string | null;
  attachments: { id: number; fileName: string; sizeBytes: number }[];
}

export interface ProfessionalThreadView {
  id: number;
  title: string | null;
  isActive: boolean;
  threadType: string;
  patient: { id: number; name: string; age: number } | null;
  assignee: { id: number; name: string } | null;
  messages: ProfessionalThreadMessage[];
  /** The prescriptions a renewal request delivered in this thread asks for, with their decisions. */
  renewals: RenewalItemView[];
  /**
   * Colleagues the thread may be assigned to (professionals for care threads, HR users for HR
   * threads), the viewer's own team first (`sameTeam`).
   */
  colleagues: { id: number; name: string; title: string | null; sameTeam: boolean }[];
}

export interface RenewalItemView {
  prescriptionId: number;
  medicineName: string;
  strength: string;
  issuedDate: string;
  reason: string;
  followUp: string | null;
  decision: "renewed" | "declined" | null;
}

async function findRenewalItems(db: DatabaseOrTransaction, threadId: number, patientId: number): Promise<(RenewalItemView & { requestId: number })[]> {
  const rows = await db
    .select({
      requestId: prescriptionRenewalItems.requestId,
      prescriptionId: prescriptionRenewalItems.prescriptionId,
      medicineName: prescriptions.medicineName,
      strength: prescriptions.strength,
      issuedDate: prescriptions.issuedDate,
      reason: prescriptionRenewalItems.reason,
      followUp: prescriptionRenewalItems.followUp,
      decision: prescriptionRenewalItems.decision,
    })
    .from(prescriptionRenewalItems)
    .innerJoin(prescriptionRenewalRequests, eq(prescriptionRenewalRequests.id, prescriptionRenewalItems.requestId))
    .innerJoin(prescriptions, and(eq(prescriptions.id, prescriptionRenewalItems.prescriptionId), eq(prescriptions.patientId, patientId)))
    .where(and(eq(prescriptionRenewalRequests.threadId, threadId), eq(prescriptionRenewalRequests.patientId, patientId)))
    .orderBy(asc(prescriptions.medicineName));
  return rows.map((row) => ({ ...row, decision: row.decision === "renewed" || row.decision === "declined" ? row.decision : null }));
}

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

interface AccessibleThread {
  id: number;
  patientId: number | null;
  isActive: boolean;
  threadType: string;
  title: string | null;
  currentAssigneeUserId: number | null;
}

/** The thread when `viewer` may open it (decision 244), optionally locked for a change; else null. */
export async function findAccessibleThread(db: DatabaseOrTransaction, viewer: InboxViewer, threadId: number, { lock = false } = {}): Promise<AccessibleThread | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.id, t.patient_id, t.is_active, t.thread_type, t.title, t.current_assignee_user_id
        from messaging_threads t where t.id = ${threadId} and ${accessCondition(viewer)} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    patientId: row.patient_id === null ? null : Number(row.patient_id),
    isActive: Boolean(row.is_active),
    threadType: String(row.thread_type),
    title: row.title as string | null,
    currentAssigneeUserId: row.current_assignee_user_id === null ? null : Number(row.current_assignee_user_id),
  };
}

/**
 * How `professional` may open the thread (decision 330): "open" (a care relationship, the shared
 * queue or a reason stated lately), "reasonRequired" (a care thread they may open by stating a
 * reason), or "notFound" (no such thread, or one they may not open at all: an HR thread).
 */
export type ThreadAccess = "open" | "reasonRequired" | "notFound";

export async function threadAccessOf(db: DatabaseOrTransaction, { professional, threadId, now }: { professional: Professional; threadId: number; now: Date }): Promise<ThreadAccess> {
  const viewer = await viewerOf(db, professional, now);
  const [row] = await queryRows<{ may_open: boolean; may_ask: boolean }>(
    db,
    sql`select (${accessCondition(viewer)}) as may_open, (${openableWithReasonCondition(viewer)}) as may_ask from messaging_threads t where t.id = ${threadId}`,
  );
  if (!row) return "notFound";
  if (row.may_open) return "open";
  return row.may_ask ? "reasonRequired" : "notFound";
}

export type OpenWithReasonResult = { type: "success" } | { type: "threadNotFound" };

/**
 * A professional without a care relationship states why they open the thread ("break the glass",
 * decision 330): the reason goes into the audit trail as an "open-with-reason" event of the
 * thread, which the patient sees with the reason on "who has viewed my data", and which lets the
 * professional open the thread for ACCESS_REASON_VALID_HOURS.
 */
export async function openThreadWithReason(
  db: DatabaseOrTransaction,
  { professional, threadId, now, request, reason }: Scope & { reason: string },
): Promise<OpenWithReasonResult> {
  return db.transaction(async (tx) => {
    const viewer = await viewerOf(tx, professional, now);
    const [thread] = await queryRows<{ patient_id: number | string | null }>(
      tx,
      sql`select t.patient_id from messaging_threads t where t.id = ${threadId} and ${openableWithReasonCondition(viewer)}`,
    );
    if (!thread) {
      await recordRefusedRead(tx, professionalActor(professional, request, null), { entity: "thread", entityId: threadId });
      return { type: "threadNotFound" } as const;
    }
    const patientId = thread.patient_id === null ? null : Number(thread.patient_id);
    // At `now`, the time the grant is judged by (statedReasonCondition).
    await recordAudit(tx, professionalActor(professional, { ...request, at: now }, patientId), { action: "open-with-reason", entity: "thread", entityId: threadId, reason });
    return { type: "success" } as const;
  });
}

/** The thread as the workspace shows it; opening it marks it read for the professional. */
export async function loadProfessionalThread(db: DatabaseOrTransaction, { professional, threadId, now, request }: Scope): Promise<ProfessionalThreadView | null> {
  return db.transaction(async (tx) => {
    const viewer = await viewerOf(tx, professional, now);
    const thread = await findAccessibleThread(tx, viewer, threadId);
    if (!thread) return recordRefusedRead(tx, professionalActor(professional, request, null), { entity: "thread", entityId: threadId });
    const [patient] = thread.patientId
      ? await tx
          .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, birthDate: patients.birthDate })
          .from(patients)
          .where(eq(patients.id, thread.patientId))
      : [];
    const rows = await tx
      .select({
        id: messages.id,
        content: messages.content,
        createdAt: messages.createdAt,
        deletedAt: messages.deletedAt,
        deletedReason: messages.deletedReason,
        firstName: messagingUsers.firstName,
        lastName: messagingUsers.lastName,
        title: messagingUsers.title,
        userType: messagingUsers.userType,
      })
      .from(messages)
      .innerJoin(messagingUsers, eq(messagingUsers.id, messages.authorUserId))
      .where(eq(messages.threadId, threadId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    const attachments = rows.length
      ? await tx
          .select({ id: messageAttachments.id, messageId: messageAttachments.messageId, fileName: messageAttachments.fileName, sizeBytes: messageAttachments.sizeBytes })
          .from(messageAttachments)
          .where(inArray(messageAttachments.messageId, rows.map((row) => row.id)))
      : [];
    const [assignee] = thread.currentAssigneeUserId
      ? await tx.select({ id: messagingUsers.id, firstName: messagingUsers.firstName, lastName: messagingUsers.lastName }).from(messagingUsers).where(eq(messagingUsers.id, thread.currentAssigneeUserId))
      : [];
    // The viewer's own team first (decision 331): an occupational health team shared with them,
    // or for HR threads the same employer.
    const viewerRow = sql`(select v.practitioner_id, v.employer_id from messaging_users v where v.id = ${professional.id})`;
    const sameTeam =
      thread.threadType === "hr"
        ? sql<boolean>`coalesce("messaging_users"."employer_id" = (select employer_id from ${viewerRow} w), false)`
        : sql<boolean>`exists (select 1 from ohc_team_members a join ohc_team_members b on b.team_id = a.team_id
            where a.practitioner_id = "messaging_users"."practitioner_id" and b.practitioner_id = (select practitioner_id from ${viewerRow} w))`;
    const colleagues = await tx
      .select({ id: messagingUsers.id, firstName: messagingUsers.firstName, lastName: messagingUsers.lastName, title: messagingUsers.title, sameTeam })
      .from(messagingUsers)
      .where(eq(messagingUsers.userType, thread.threadType === "hr" ? "HrUser" : "ProfessionalUser"))
      .orderBy(sql`${sameTeam} desc`, asc(messagingUsers.lastName), asc(messagingUsers.firstName));

    const renewals = thread.patientId ? await findRenewalItems(tx, threadId, thread.patientId) : [];
    await tx
      .insert(threadReadStatuses)
      .values({ threadId, readByUserId: professional.id, readAt: now })
      .onConflictDoUpdate({
        target: [threadReadStatuses.threadId, threadReadStatuses.readByUserId],
        set: { readAt: sql`greatest(${threadReadStatuses.readAt}, excluded.read_at)` },
      });
    await recordAudit(
      tx,
      professionalActor(professional, request, thread.patientId),
      { action: "read", entity: "thread", entityId: threadId },
      ...renewals.map((item) => ({ action: "read" as const, entity: "prescription", entityId: item.prescriptionId })),
      ...rows.map((row) => ({ action: "read" as const, entity: "message", entityId: row.id })),
    );

    return {
      id: thread.id,
      title: thread.title,
      isActive: thread.isActive,
      threadType: thread.threadType,
      patient: patient ? { id: patient.id, name: nameOf(patient), age: ageOn(patient.birthDate, helsinkiCalendarDate(now)) } : null,
      assignee: assignee ? { id: assignee.id, name: nameOf(assignee) } : null,
      renewals: renewals.map(({ requestId: _requestId, ...item }) => item),
      colleagues: colleagues.map((colleague) => ({ id: colleague.id, name: nameOf(colleague), title: colleague.title, sameTeam: Boolean(colleague.sameTeam) })),
      messages: rows.map((row) => ({
        id: row.id,
        authorName: nameOf(row),
        authorTitle: row.title,
        fromPatient: row.userType === "CustomerUser",
        createdAt: row.createdAt,
        content: row.deletedAt ? null : row.content,
        deletedReason: row.deletedAt ? row.deletedReason : null,
        attachments: attachments.filter((attachment) => attachment.messageId === row.id).map(({ id, fileName, sizeBytes }) => ({ id, fileName, sizeBytes })),
      })),
    };
  });
}

/** Files attached to a message, checked and stored with it. */
export interface AttachedFiles {
  files: readonly IncomingFile[];
  storage: FileStorage;
}

export type ThreadActionResult = { type: "success" } | { type: "threadNotFound" } | { type: "threadClosed" } | { type: "assigneeNotFound" } | { type: "messageNotFound" };

/** A reply: the professional joins the conversation (the patient sees them among its participants) and writes. */
export async function replyToThread(
  db: DatabaseOrTransaction,
  { professional, threadId, now, request, content, files, storage, notifier }: Scope & AttachedFiles & { content: string; notifier: MessageNotifier | null },
): Promise<ThreadActionResult | FileProblemResult> {
  const fileProblem = fileProblemOf(files);
  if (fileProblem) return fileProblem;
  return db.transaction(async (tx) => {
    const thread = await findAccessibleThread(tx, await viewerOf(tx, professional, now), threadId, { lock: true });
    if (!thread) return { type: "threadNotFound" } as const;
    if (!thread.isActive) return { type: "threadClosed" } as const;
    await tx.insert(threadParticipants).values({ threadId, userId: professional.id, joinedAt: now }).onConflictDoNothing();
    const sent = await sendProfessionalMessage(tx, { threadId, authorUserId: professional.id, content, now, notifier });
    if (sent.type !== "success") return sent;
    const attachmentIds = await attachFiles(tx, storage, { files, messageId: sent.messageId, patientId: thread.patientId, uploaderId: professional.id, now });
    await recordAudit(
      tx,
      professionalActor(professional, request, thread.patientId),
      { action: "create", entity: "message", entityId: sent.messageId },
      ...attachmentIds.map((id) => ({ action: "create" as const, entity: "message-attachment", entityId: id })),
    );
    return { type: "success" } as const;
  });
}

/** Hands the thread to `assigneeId` (the professional themself or a colleague of the same kind). */
export async function assignThread(db: DatabaseOrTransaction, { professional, threadId, now, request, assigneeId }: Scope & { assigneeId: number }): Promise<ThreadActionResult> {
  return db.transaction(async (tx) => {
    const thread = await findAccessibleThread(tx, await viewerOf(tx, professional, now), threadId, { lock: true });
    if (!thread) return { type: "threadNotFound" } as const;
    const [assignee] = await tx
      .select({ id: messagingUsers.id })
      .from(messagingUsers)
      .where(and(eq(messagingUsers.id, assigneeId), eq(messagingUsers.userType, thread.threadType === "hr" ? "HrUser" : "ProfessionalUser")));
    if (!assignee) return { type: "assigneeNotFound" } as const;
    if (thread.currentAssigneeUserId === assigneeId) return { type: "success" } as const;
    await tx
      .update(threadAssignments)
      .set({ endedAt: now })
      .where(and(eq(threadAssignments.threadId, threadId), isNull(threadAssignments.endedAt)));
    await tx.insert(threadAssignments).values({ threadId, assigneeUserId: assigneeId, assignedAt: now });
    await tx.insert(threadParticipants).values({ threadId, userId: assigneeId, joinedAt: now }).onConflictDoNothing();
    await recordAudit(tx, professionalActor(professional, request, thread.patientId), { action: "update", entity: "thread-assignment", entityId: threadId });
    return { type: "success" } as const;
  });
}

/** Closes (no new messages) or reopens the thread. */
export async function setThreadOpen(db: DatabaseOrTransaction, { professional, threadId, now, request, open }: Scope & { open: boolean }): Promise<ThreadActionResult> {
  return db.transaction(async (tx) => {
    const thread = await findAccessibleThread(tx, await viewerOf(tx, professional, now), threadId, { lock: true });
    if (!thread) return { type: "threadNotFound" } as const;
    // The customer sees the change: the thread is unread for them again (the professional timestamp).
    await tx.update(messagingThreads).set({ isActive: open, professionalUpdatedAt: now }).where(eq(messagingThreads.id, threadId));
    await recordAudit(tx, professionalActor(professional, request, thread.patientId), { action: "update", entity: "thread", entityId: threadId });
    return { type: "success" } as const;
  });
}

/**
 * Hides a care team message with a reason (decision 246): the patient then sees "This message has
 * been deleted."; the patient's own messages are theirs and stay.
 */
export async function deleteThreadMessage(
  db: DatabaseOrTransaction,
  { professional, threadId, now, request, messageId, reason }: Scope & { messageId: number; reason: string },
): Promise<ThreadActionResult> {
  return db.transaction(async (tx) => {
    const thread = await findAccessibleThread(tx, await viewerOf(tx, professional, now), threadId, { lock: true });
    if (!thread) return { type: "threadNotFound" } as const;
    const deleted = await tx
      .update(messages)
      .set({ deletedAt: now, deletedByUserId: professional.id, deletedReason: reason })
      .where(
        and(
          eq(messages.id, messageId),
          eq(messages.threadId, threadId),
          isNull(messages.deletedAt),
          inArray(
            messages.authorUserId,
            tx.select({ id: messagingUsers.id }).from(messagingUsers).where(ne(messagingUsers.userType, "CustomerUser")),
          ),
        ),
      )
      .returning({ id: messages.id });
    if (deleted.length === 0) return { type: "messageNotFound" } as const;
    await tx.update(messagingThreads).set({ professionalUpdatedAt: now }).where(eq(messagingThreads.id, threadId));
    await recordAudit(tx, professionalActor(professional, request, thread.patientId), { action: "delete", entity: "message", entityId: messageId });
    return { type: "success" } as const;
  });
}

export interface ThreadAttachmentFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * An attachment of a thread the professional may open, from the same storage the patient's
 * uploads go to; the download is a read of the patient's data and audited as one.
 */
export async function readThreadAttachment(
  db: DatabaseOrTransaction,
  storage: FileStorage,
  { professional, threadId, now, request, attachmentId }: Scope & { attachmentId: number },
): Promise<ThreadAttachmentFile | null> {
  const thread = await findAccessibleThread(db, await viewerOf(db, professional, now), threadId);
  const [row] = thread
    ? await db
        .select({ fileName: messageAttachments.fileName, contentType: messageAttachments.contentType, storagePath: messageAttachments.storagePath })
        .from(messageAttachments)
        .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
        .where(and(eq(messageAttachments.id, attachmentId), eq(messages.threadId, threadId), isNull(messages.deletedAt)))
    : [];
  if (!thread || !row) return recordRefusedRead(db, professionalActor(professional, request, thread?.patientId ?? null), { entity: "message-attachment", entityId: attachmentId });
  const file = await storage.get(row.storagePath);
  if (!file) return null;
  await recordAudit(db, professionalActor(professional, request, thread.patientId), { action: "read", entity: "message-attachment", entityId: attachmentId });
  return { fileName: row.fileName, contentType: row.contentType, bytes: file.bytes };
}

export type RenewalDecisionResult = ThreadActionResult | { type: "renewalNotFound" } | { type: "replyRequired" };

/**
 * A decision on one prescription of a renewal request in this thread (decision 247): renewed
 * gives the prescription a new issued date (today in Helsinki); declined needs a reply. Either
 * way a reply, when given, goes to the patient in the thread, so the request is answered there.
 */
export async function decideRenewal(
  db: DatabaseOrTransaction,
  {
    professional,
    threadId,
    now,
    request,
    prescriptionId,
    decision,
    reply,
    notifier,
  }: Scope & { prescriptionId: number; decision: "renewed" | "declined"; reply: string; notifier: MessageNotifier | null },
): Promise<RenewalDecisionResult> {
  if (decision === "declined" && reply === "") return { type: "replyRequired" };
  return db.transaction(async (tx) => {
    const thread = await findAccessibleThread(tx, await viewerOf(tx, professional, now), threadId, { lock: true });
    if (!thread?.patientId) return { type: "threadNotFound" } as const;
    const patientId = thread.patientId;
    const item = (await findRenewalItems(tx, threadId, patientId)).find((candidate) => candidate.prescriptionId === prescriptionId && candidate.decision === null);
    if (!item) return { type: "renewalNotFound" } as const;
    if (reply !== "" && !thread.isActive) return { type: "threadClosed" } as const;
    await tx
      .update(prescriptionRenewalItems)
      .set({ decision, decidedAt: now, decidedByUserId: professional.id })
      .where(and(eq(prescriptionRenewalItems.requestId, item.requestId), eq(prescriptionRenewalItems.prescriptionId, prescriptionId)));
    if (decision === "renewed") {
      await tx
        .update(prescriptions)
        .set({ issuedDate: helsinkiCalendarDate(now) })
        .where(and(eq(prescriptions.id, prescriptionId), eq(prescriptions.patientId, patientId)));
    }
    const actor = professionalActor(professional, request, patientId);
    await recordAudit(tx, actor, { action: "update", entity: "prescription", entityId: prescriptionId });
    if (reply !== "") {
      await tx.insert(threadParticipants).values({ threadId, userId: professional.id, joinedAt: now }).onConflictDoNothing();
      const sent = await sendProfessionalMessage(tx, { threadId, authorUserId: professional.id, content: reply, now, notifier });
      if (sent.type !== "success") return sent;
      await recordAudit(tx, actor, { action: "create", entity: "message", entityId: sent.messageId });
    }
    return { type: "success" } as const;
  });
}
