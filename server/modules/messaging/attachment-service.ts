import { randomBytes } from "node:crypto";
import { and, isNull, lt, sql } from "drizzle-orm";
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "#domain/messaging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messageAttachments } from "#server/db/schema";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import { type AuditActor, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { queryRows } from "#server/db/client";
import { baseContentType, contentMatches } from "./file-content";
import { findCustomerUser } from "./thread-repository";
import { isSignature, signForSession, unexpiredTime } from "#server/integrations/storage/signed-links";

// Attachments (spec part 2 §3, §5, §7; part 1 §5; decision 184): CreateAttachmentUpload hands out
// a key and an upload address signed for this session, valid UPLOAD_TTL_MS and usable once (the
// key is unique); the PUT checks size, type and bytes and stores the file; a message then links
// the author's own uploads. AttachmentDownloadUrl hands out an address signed for this session and
// valid DOWNLOAD_TTL_MS, for an attachment of the patient's own threads only.

export const UPLOAD_TTL_MS = 15 * 60_000;
export const DOWNLOAD_TTL_MS = 60_000;
export const UPLOAD_PATH = "/api/customer-messaging/uploads";
export const DOWNLOAD_PATH = "/api/customer-messaging/attachments";
/** An upload no message took is deleted this long after it was uploaded (decision 311). */
export const UNSENT_UPLOAD_RETENTION_MS = 24 * 3_600_000;

export interface SessionScope {
  actingPatientId: number;
  /** The session the links are signed for; another session cannot use them. */
  sessionId: string;
  now: Date;
}

export type CreateUploadResult = { type: "success"; key: string; url: string } | { type: "messagingUserNotFound" };

export async function createAttachmentUpload(db: DatabaseOrTransaction, { actingPatientId, sessionId, now }: SessionScope): Promise<CreateUploadResult> {
  const customer = await findCustomerUser(db, actingPatientId);
  if (!customer) return { type: "messagingUserNotFound" };
  const key = randomBytes(32).toString("base64url");
  const expires = now.getTime() + UPLOAD_TTL_MS;
  const signature = signForSession(sessionId, "upload", key, actingPatientId, expires);
  return { type: "success", key, url: `${UPLOAD_PATH}/${key}?expires=${expires}&signature=${signature}` };
}

export type StoreUploadResult =
  | { type: "success" }
  | { type: "uploadNotFound" }
  | { type: "alreadyUploaded" }
  | { type: "attachmentsTooLarge" }
  | { type: "attachmentTypeNotAllowed" };

export interface UploadInput extends SessionScope {
  key: string;
  expires: unknown;
  signature: unknown;
  contentTypeHeader: string | undefined;
  bytes: Uint8Array;
  actor: AuditActor;
}

/**
 * The PUT of an upload address: a valid signature of this session that has not expired, a file of
 * an allowed content type whose bytes are that type, and no more than 9 MiB together with the
 * user's other uploads still waiting for a message. Stored through the file storage.
 */
export async function storeAttachmentUpload(db: DatabaseOrTransaction, storage: FileStorage, input: UploadInput): Promise<StoreUploadResult> {
  const { actingPatientId, sessionId, now, key, bytes } = input;
  const expires = unexpiredTime(input.expires, now);
  if (expires === null || !/^[A-Za-z0-9_-]{43}$/.test(key) || !isSignature(signForSession(sessionId, "upload", key, actingPatientId, expires), input.signature)) {
    return { type: "uploadNotFound" };
  }
  const customer = await findCustomerUser(db, actingPatientId);
  if (!customer) return { type: "uploadNotFound" };
  const contentType = baseContentType(input.contentTypeHeader);
  if (bytes.length > ATTACHMENTS_MAX_TOTAL_BYTES) return { type: "attachmentsTooLarge" };
  if (!contentMatches(contentType, bytes)) return { type: "attachmentTypeNotAllowed" };
  const storagePath = `attachments/${actingPatientId}/${key}`;
  const inserted = await db.transaction(async (tx) => {
    // Uploads waiting for a message (recent ones: older addresses have expired) count together.
    const [pending] = await queryRows<{ total: number }>(
      tx,
      sql`select coalesce(sum(size_bytes), 0)::int as total from message_attachments
        where uploaded_by_user_id = ${customer.id} and message_id is null and created_at > ${new Date(now.getTime() - UPLOAD_TTL_MS)}`,
    );
    if ((pending?.total ?? 0) + bytes.length > ATTACHMENTS_MAX_TOTAL_BYTES) return "tooLarge" as const;
    const rows = await tx
      .insert(messageAttachments)
      .values({ key, patientId: actingPatientId, uploadedByUserId: customer.id, fileName: key, contentType, sizeBytes: bytes.length, storagePath, createdAt: now })
      .onConflictDoNothing({ target: messageAttachments.key })
      .returning({ id: messageAttachments.id });
    if (rows.length === 0) return "duplicate" as const;
    await storage.put(storagePath, { bytes, contentType });
    await recordAudit(tx, input.actor, { action: "create", entity: "message-attachment", entityId: rows[0]?.id ?? null });
    return "stored" as const;
  });
  if (inserted === "tooLarge") return { type: "attachmentsTooLarge" };
  if (inserted === "duplicate") return { type: "alreadyUploaded" };
  return { type: "success" };
}

/** The attachment when it is on a visible message of one of the patient's threads. */
async function findOwnAttachment(db: DatabaseOrTransaction, actingPatientId: number, attachmentId: number) {
  const [row] = await queryRows<{ id: string | number; file_name: string; content_type: string; storage_path: string }>(
    db,
    sql`select f.id, f.file_name, f.content_type, f.storage_path
      from message_attachments f
      join messages m on m.id = f.message_id
      join messaging_threads t on t.id = m.thread_id
      where f.id = ${attachmentId} and f.patient_id = ${actingPatientId} and m.patient_id = ${actingPatientId}
        and t.patient_id = ${actingPatientId} and m.deleted_at is null`,
  );
  return row ?? null;
}

/** A short-lived download address of an attachment of the patient's own threads, or null. */
export async function attachmentDownloadUrl(
  db: DatabaseOrTransaction,
  { actingPatientId, sessionId, now, attachmentId }: SessionScope & { attachmentId: number },
): Promise<string | null> {
  if (!Number.isSafeInteger(attachmentId)) return null;
  const row = await findOwnAttachment(db, actingPatientId, attachmentId);
  if (!row) return null;
  const expires = now.getTime() + DOWNLOAD_TTL_MS;
  return `${DOWNLOAD_PATH}/${attachmentId}?expires=${expires}&signature=${signForSession(sessionId, "download", attachmentId, actingPatientId, expires)}`;
}

export interface DownloadedAttachment {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The file behind a download address: only for the session it was signed for, before it expires. */
export async function readAttachment(
  db: DatabaseOrTransaction,
  storage: FileStorage,
  input: SessionScope & { attachmentId: number; expires: unknown; signature: unknown; actor: AuditActor },
): Promise<DownloadedAttachment | null> {
  const { actingPatientId, sessionId, now, attachmentId } = input;
  if (!Number.isSafeInteger(attachmentId)) return null;
  const refused = () => recordRefusedRead(db, input.actor, { entity: "message-attachment", entityId: attachmentId });
  // An address expired, signed for another session or patient, or naming someone else's attachment.
  const expires = unexpiredTime(input.expires, now);
  if (expires === null || !isSignature(signForSession(sessionId, "download", attachmentId, actingPatientId, expires), input.signature)) return refused();
  const row = await findOwnAttachment(db, actingPatientId, attachmentId);
  if (!row) return refused();
  const file = await storage.get(row.storage_path);
  if (!file) return null;
  await recordAudit(db, input.actor, { action: "read", entity: "message-attachment", entityId: attachmentId });
  return { fileName: row.file_name, contentType: row.content_type, bytes: file.bytes };
}


/**
 * Deletes uploads that no message took within UNSENT_UPLOAD_RETENTION_MS (the job queue's
 * "upload-cleanup", hourly): the rows first, in one statement that skips any a message took
 * meanwhile, then their files, each audited as a deletion by the system for the patient whose
 * upload it was. Answers how many were deleted.
 */
export async function deleteUnsentUploads(db: DatabaseOrTransaction, storage: FileStorage, { now }: { now: Date }): Promise<number> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(messageAttachments)
      .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, new Date(now.getTime() - UNSENT_UPLOAD_RETENTION_MS))))
      .returning({ id: messageAttachments.id, patientId: messageAttachments.patientId, storagePath: messageAttachments.storagePath });
    for (const row of rows) {
      const actor: AuditActor = { actorPatientId: null, actingForPatientId: row.patientId, address: "upload-cleanup", requestId: "upload-cleanup", at: now };
      await recordAudit(tx, actor, { action: "delete", entity: "message-attachment", entityId: row.id });
    }
    return rows;
  });
  // After the commit: a file without its row is unreachable, a row without its file is not.
  for (const row of deleted) await storage.delete(row.storagePath);
  return deleted.length;
}
