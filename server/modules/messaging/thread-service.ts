import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { ATTACHMENTS_MAX_TOTAL_BYTES, fileNameFitsContentType, MESSAGING_QUERY_LIMIT } from "#domain/messaging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messageAttachments, messages, messagingThreads, messagingUsers, threadParticipants, threadReadStatuses } from "#server/db/schema";
import type { MessageNotifier } from "#server/integrations/messaging/message-notifier";
import { type AuditActor, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { findCustomerUser, findThreadPage, findThreadsByIds, type MessagingUserRow, type ThreadRow } from "./thread-repository";

// Conversations of the acting patient (spec part 2 §4 "Conversation", §5, §7 "Messaging"): the
// services behind both the GraphQL API (/api/customer-messaging) and the conversation pages'
// actions. A thread, message or attachment of anyone else answers exactly as a missing one.

export interface PatientScope {
  actingPatientId: number;
  actor: AuditActor;
}

export interface WriteScope extends PatientScope {
  now: Date;
}

/** A page of the patient's threads, the most recent activity first (audited as one read). */
export async function listThreads(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, limit, offset }: PatientScope & { limit: number; offset: number },
): Promise<{ threads: ThreadRow[]; totalCount: number }> {
  const page = await findThreadPage(db, actingPatientId, { limit: clampLimit(limit), offset: Math.max(0, Math.trunc(offset)) });
  await recordAudit(db, actor, { action: "read", entity: "messaging-threads" });
  return page;
}

/** One of the patient's threads, or null (missing and someone else's alike). */
export async function getThread(db: DatabaseOrTransaction, { actingPatientId, actor, threadId }: PatientScope & { threadId: number }): Promise<ThreadRow | null> {
  const [thread] = await findThreadsByIds(db, actingPatientId, [threadId]);
  if (!thread) return recordRefusedRead(db, actor, { entity: "messaging-thread", entityId: threadId });
  await recordAudit(db, actor, { action: "read", entity: "messaging-thread", entityId: threadId });
  return thread;
}

export function clampLimit(limit: number): number {
  return Math.min(Math.max(1, Math.trunc(limit)), MESSAGING_QUERY_LIMIT);
}

/** The patient's customer messaging user (the customerMessagingUserId), or null. */
export function getCustomerUser(db: DatabaseOrTransaction, actingPatientId: number): Promise<MessagingUserRow | null> {
  return findCustomerUser(db, actingPatientId);
}

export type MarkAsReadResult = { type: "success" } | { type: "threadNotFound" };

/**
 * Sets the customer's read time of the thread (spec part 2 §4: on opening an unread thread): to
 * `shownAt`, the instant the shown messages were read, when that is earlier than now (a page
 * posting after it loaded marks nothing newer read), else to now.
 */
export async function markThreadAsRead(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, now, threadId, shownAt }: WriteScope & { threadId: number; shownAt?: Date },
): Promise<MarkAsReadResult> {
  const readAt = shownAt && shownAt.getTime() < now.getTime() ? shownAt : now;
  return db.transaction(async (tx) => {
    const customer = await findCustomerUser(tx, actingPatientId);
    const [thread] = await tx
      .select({ id: messagingThreads.id })
      .from(messagingThreads)
      .where(and(eq(messagingThreads.id, threadId), eq(messagingThreads.patientId, actingPatientId)));
    if (!customer || !thread) return { type: "threadNotFound" } as const;
    await upsertReadStatus(tx, threadId, customer.id, readAt);
    await recordAudit(tx, actor, { action: "update", entity: "messaging-read-status", entityId: threadId });
    return { type: "success" } as const;
  });
}

async function upsertReadStatus(tx: DatabaseOrTransaction, threadId: number, userId: number, readAt: Date) {
  await tx
    .insert(threadReadStatuses)
    .values({ threadId, readByUserId: userId, readAt })
    .onConflictDoUpdate({
      target: [threadReadStatuses.threadId, threadReadStatuses.readByUserId],
      set: { readAt: sql`greatest(${threadReadStatuses.readAt}, excluded.read_at)` },
    });
}

/** An attachment the message refers to: the upload key and the file's name. */
export interface AttachmentReference {
  key: string;
  fileName: string;
}

export type AttachmentProblem = { type: "attachmentNotFound" } | { type: "attachmentsTooLarge" } | { type: "attachmentTypeNotAllowed" };

/**
 * Checks the uploads a message refers to: only the author's own uploads not yet sent (another
 * user's, one already sent, or an unknown key is attachmentNotFound); together at most 9 MiB; the
 * name's ending allowed and fitting the content type the upload's bytes proved. Locks them.
 */
async function checkUploads(
  tx: DatabaseOrTransaction,
  { authorUserId, patientId, attachments }: { authorUserId: number; patientId: number; attachments: readonly AttachmentReference[] },
): Promise<AttachmentProblem | { id: number; fileName: string }[]> {
  if (attachments.length === 0) return [];
  const keys = [...new Set(attachments.map((attachment) => attachment.key))];
  if (keys.length !== attachments.length) return { type: "attachmentNotFound" };
  const uploads = await tx
    .select({ id: messageAttachments.id, key: messageAttachments.key, contentType: messageAttachments.contentType, sizeBytes: messageAttachments.sizeBytes })
    .from(messageAttachments)
    .where(
      and(
        inArray(messageAttachments.key, keys),
        eq(messageAttachments.uploadedByUserId, authorUserId),
        eq(messageAttachments.patientId, patientId),
        isNull(messageAttachments.messageId),
      ),
    )
    .for("update");
  if (uploads.length !== keys.length) return { type: "attachmentNotFound" };
  if (uploads.reduce((sum, upload) => sum + upload.sizeBytes, 0) > ATTACHMENTS_MAX_TOTAL_BYTES) return { type: "attachmentsTooLarge" };
  const linked: { id: number; fileName: string }[] = [];
  for (const attachment of attachments) {
    const upload = uploads.find((row) => row.key === attachment.key);
    if (!upload || !fileNameFitsContentType(attachment.fileName, upload.contentType)) {
      return { type: "attachmentTypeNotAllowed" };
    }
    linked.push({ id: upload.id, fileName: attachment.fileName.trim().slice(-200) });
  }
  return linked;
}

async function linkUploads(tx: DatabaseOrTransaction, messageId: number, uploads: readonly { id: number; fileName: string }[]) {
  for (const upload of uploads) {
    await tx.update(messageAttachments).set({ messageId, fileName: upload.fileName }).where(eq(messageAttachments.id, upload.id));
  }
}


export interface NewThreadInput {
  title: string;
  content: string;
  attachments: readonly AttachmentReference[];
  /** Professionals to address; empty sends the thread to the care team's queue (decision 185). */
  participantIds: readonly number[];
  separateThreadPerParticipant: boolean;
}

export type SendMessageInNewThreadResult =
  | { type: "success"; threadIds: number[] }
  | { type: "messagingUserNotFound" }
  | { type: "participantNotFound" }
  | AttachmentProblem;

/**
 * A new customer thread with its first message (spec part 2 §7 SendMessageInNewThread). The
 * customer may address the professionals who already take part in their conversations; with
 * separateThreadPerParticipant each gets a thread of their own.
 */
export async function sendMessageInNewThread(db: DatabaseOrTransaction, { actingPatientId, actor, now, input }: WriteScope & { input: NewThreadInput }): Promise<SendMessageInNewThreadResult> {
  return db.transaction(async (tx) => {
    const customer = await findCustomerUser(tx, actingPatientId);
    if (!customer) return { type: "messagingUserNotFound" } as const;
    const wanted = [...new Set(input.participantIds)];
    if (wanted.length > 0) {
      const known = await tx
        .selectDistinct({ userId: threadParticipants.userId })
        .from(threadParticipants)
        .innerJoin(messagingThreads, eq(messagingThreads.id, threadParticipants.threadId))
        .innerJoin(messagingUsers, eq(messagingUsers.id, threadParticipants.userId))
        .where(and(eq(messagingThreads.patientId, actingPatientId), inArray(threadParticipants.userId, wanted), eq(messagingUsers.userType, "ProfessionalUser")));
      if (known.length !== wanted.length) return { type: "participantNotFound" } as const;
    }
    const groups = input.separateThreadPerParticipant && wanted.length > 1 ? wanted.map((id) => [id]) : [wanted];
    // One upload belongs to one message: attachments go with a single new thread only.
    if (groups.length > 1 && input.attachments.length > 0) return { type: "attachmentNotFound" } as const;
    const uploads = await checkUploads(tx, { authorUserId: customer.id, patientId: actingPatientId, attachments: input.attachments });
    if (!Array.isArray(uploads)) return uploads;
    const threadIds: number[] = [];
    for (const professionals of groups) {
      const [thread] = await tx
        .insert(messagingThreads)
        .values({ patientId: actingPatientId, title: input.title, threadType: "customer", createdAt: now })
        .returning({ id: messagingThreads.id });
      if (!thread) throw new Error("Thread insert returned nothing");
      await tx.insert(threadParticipants).values([customer.id, ...professionals].map((userId) => ({ threadId: thread.id, userId, joinedAt: now })));
      const [message] = await tx
        .insert(messages)
        .values({ threadId: thread.id, patientId: actingPatientId, authorUserId: customer.id, content: input.content, createdAt: now })
        .returning({ id: messages.id });
      if (!message) throw new Error("Message insert returned nothing");
      await linkUploads(tx, message.id, uploads);
      await upsertReadStatus(tx, thread.id, customer.id, now);
      await recordAudit(tx, actor, { action: "create", entity: "messaging-thread", entityId: thread.id }, { action: "create", entity: "message", entityId: message.id });
      threadIds.push(thread.id);
    }
    return { type: "success", threadIds } as const;
  });
}

export type SendMessageResult = { type: "success"; messageId: number } | { type: "threadNotFound" } | { type: "threadClosed" } | AttachmentProblem;

/** A customer's message in one of their threads (spec part 2 §7 SendMessage). */
export async function sendMessage(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, now, threadId, content, attachments }: WriteScope & { threadId: number; content: string; attachments: readonly AttachmentReference[] },
): Promise<SendMessageResult> {
  return db.transaction(async (tx) => {
    const customer = await findCustomerUser(tx, actingPatientId);
    const [thread] = await tx
      .select({ id: messagingThreads.id, isActive: messagingThreads.isActive })
      .from(messagingThreads)
      .where(and(eq(messagingThreads.id, threadId), eq(messagingThreads.patientId, actingPatientId)))
      .for("update");
    if (!customer || !thread) return { type: "threadNotFound" } as const;
    if (!thread.isActive) return { type: "threadClosed" } as const;
    const uploads = await checkUploads(tx, { authorUserId: customer.id, patientId: actingPatientId, attachments });
    if (!Array.isArray(uploads)) return uploads;
    const [message] = await tx
      .insert(messages)
      .values({ threadId, patientId: actingPatientId, authorUserId: customer.id, content, createdAt: now })
      .returning({ id: messages.id });
    if (!message) throw new Error("Message insert returned nothing");
    await linkUploads(tx, message.id, uploads);
    await upsertReadStatus(tx, threadId, customer.id, now);
    await recordAudit(tx, actor, { action: "create", entity: "message", entityId: message.id });
    return { type: "success", messageId: message.id } as const;
  });
}

export type ProfessionalMessageResult = { type: "success"; messageId: number } | { type: "threadNotFound" } | { type: "threadClosed" };

/**
 * A professional's message in a thread they have access to (the care team's side; used by the
 * professional workspace and the demo tools). The patient gets a notice without health content
 * through the notifier, in the same transaction (spec issue 13 "Notifications").
 */
export async function sendProfessionalMessage(
  db: DatabaseOrTransaction,
  { threadId, authorUserId, content, now, notifier }: { threadId: number; authorUserId: number; content: string; now: Date; notifier: MessageNotifier | null },
): Promise<ProfessionalMessageResult> {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ id: messagingThreads.id, isActive: messagingThreads.isActive, patientId: messagingThreads.patientId })
      .from(messagingThreads)
      .innerJoin(threadParticipants, and(eq(threadParticipants.threadId, messagingThreads.id), eq(threadParticipants.userId, authorUserId)))
      .innerJoin(messagingUsers, and(eq(messagingUsers.id, authorUserId), inArray(messagingUsers.userType, ["ProfessionalUser", "HrUser"])))
      .where(eq(messagingThreads.id, threadId));
    if (!thread) return { type: "threadNotFound" } as const;
    if (!thread.isActive) return { type: "threadClosed" } as const;
    const [message] = await tx
      .insert(messages)
      .values({ threadId, patientId: thread.patientId, authorUserId, content, createdAt: now })
      .returning({ id: messages.id });
    if (!message) throw new Error("Message insert returned nothing");
    await upsertReadStatus(tx, threadId, authorUserId, now);
    if (thread.patientId !== null && notifier) await notifier.notifyNewMessage(tx, { patientId: thread.patientId, threadId });
    return { type: "success", messageId: message.id } as const;
  });
}
