import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import {
  KELA_CARD_SIDES,
  KELA_IMAGE_MAX_BYTES,
  type KelaCardInitUpload,
  type KelaCardSide,
  type KelaFinishError,
  type KelaImageType,
  kelaImageTypeOf,
} from "#domain/kela-card";
import type { DatabaseOrTransaction } from "#server/db/client";
import { kelaCardImages } from "#server/db/schema";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import { type AuditActor, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { isSignature, signForSession, unexpiredTime } from "#server/integrations/storage/signed-links";

// The Kela card (spec part 1 §3, §4, §5, §7; decisions 219-221). init-upload gives a token and
// one upload address per side, valid UPLOAD_TTL_MS: a presigned address of the file storage (S3)
// or the portal's own address signed for this session (local folder). The bytes land under a
// staging key; finish-upload (once per token) re-reads them, proves each is the JPEG or PNG it
// was declared as and within the size limit, copies them to their final key and replaces the
// earlier pair. Images are read only through addresses signed for the session, valid
// IMAGE_LINK_TTL_MS, for the acting patient's own images; every read and change is audited.

export const UPLOAD_TTL_MS = 10 * 60_000;
export const IMAGE_LINK_TTL_MS = 5 * 60_000;
export const UPLOAD_PATH = "/api/kela-card/uploads";
export const IMAGE_PATH = "/api/kela-card/images";
const AUDIT_ENTITY = "kela-card-image";

export interface KelaSessionScope {
  actingPatientId: number;
  /** The session the addresses are signed for; another session cannot use them. */
  sessionId: string;
  now: Date;
  actor: AuditActor;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const randomKey = () => randomBytes(24).toString("base64url");
const stagingKeyOf = (patientId: number) => `uploads/kela-card/${patientId}/${randomKey()}`;
const finalKeyOf = (patientId: number) => `kela-card/${patientId}/${randomKey()}`;

/** A short-lived link of one image, signed for the session and the acting patient. */
export function kelaImageLink(scope: Pick<KelaSessionScope, "sessionId" | "actingPatientId" | "now">, imageId: number): string {
  const expires = scope.now.getTime() + IMAGE_LINK_TTL_MS;
  return `${IMAGE_PATH}/${imageId}?expires=${expires}&signature=${signForSession(scope.sessionId, "kela-image", imageId, scope.actingPatientId, expires)}`;
}

// --- GET /api/kela-card ---------------------------------------------------------------------

export interface KelaCardImages {
  imageUrl: Record<KelaCardSide, string | null>;
}

/** The acting patient's current images as short-lived links (null: no image of that side). */
export async function getKelaCard(db: DatabaseOrTransaction, scope: KelaSessionScope): Promise<KelaCardImages> {
  const rows = await db
    .select({ id: kelaCardImages.id, side: kelaCardImages.side })
    .from(kelaCardImages)
    .where(and(eq(kelaCardImages.patientId, scope.actingPatientId), isNotNull(kelaCardImages.uploadedAt)));
  const imageUrl: Record<KelaCardSide, string | null> = { front: null, back: null };
  for (const row of rows) imageUrl[row.side] = kelaImageLink(scope, Number(row.id));
  await recordAudit(
    db,
    scope.actor,
    ...(rows.length > 0
      ? rows.map((row) => ({ action: "read" as const, entity: AUDIT_ENTITY, entityId: Number(row.id) }))
      : [{ action: "read" as const, entity: "kela-card", entityId: scope.actingPatientId }]),
  );
  return { imageUrl };
}

// --- the image behind a link ----------------------------------------------------------------

export interface KelaImageFile {
  contentType: string;
  bytes: Uint8Array;
}

/** The image behind an image link: only for the session it was signed for, before it expires, for the acting patient's current image. */
export async function readKelaImage(
  db: DatabaseOrTransaction,
  storage: FileStorage,
  input: KelaSessionScope & { imageId: number; expires: unknown; signature: unknown },
): Promise<KelaImageFile | null> {
  const { actingPatientId, sessionId, now, imageId } = input;
  if (!Number.isSafeInteger(imageId)) return null;
  const refused = () => recordRefusedRead(db, input.actor, { entity: AUDIT_ENTITY, entityId: imageId });
  const expires = unexpiredTime(input.expires, now);
  if (expires === null || !isSignature(signForSession(sessionId, "kela-image", imageId, actingPatientId, expires), input.signature)) return refused();
  const [row] = await db
    .select({ storageKey: kelaCardImages.storageKey, contentType: kelaCardImages.contentType })
    .from(kelaCardImages)
    .where(and(eq(kelaCardImages.id, imageId), eq(kelaCardImages.patientId, actingPatientId), isNotNull(kelaCardImages.uploadedAt)));
  if (!row) return refused();
  const file = await storage.get(row.storageKey);
  if (!file) return null;
  await recordAudit(db, input.actor, { action: "read", entity: AUDIT_ENTITY, entityId: imageId });
  return { contentType: row.contentType, bytes: file.bytes };
}

// --- POST /api/kela-card/init-upload --------------------------------------------------------

export interface KelaUploadAddress {
  url: string;
  /** Headers the PUT must carry (the signed Content-Type). */
  headers: Record<string, string>;
}

export type InitUploadResult = { front: KelaUploadAddress; back: KelaUploadAddress; token: string };

export interface InitUploadInput extends KelaSessionScope {
  upload: KelaCardInitUpload;
  /** Added to the portal's own upload addresses, which sit behind the API's CSRF check. */
  csrfToken: string;
}

/** Starts an upload of both sides; an unfinished earlier upload of the patient is dropped. */
export async function initKelaCardUpload(db: DatabaseOrTransaction, storage: FileStorage, input: InitUploadInput): Promise<InitUploadResult> {
  const { actingPatientId, now } = input;
  await dropPendingUploads(db, storage, actingPatientId);
  const token = randomBytes(32).toString("base64url");
  const rows = await db
    .insert(kelaCardImages)
    .values(
      KELA_CARD_SIDES.map((side) => ({
        patientId: actingPatientId,
        side,
        storageKey: stagingKeyOf(actingPatientId),
        contentType: input.upload.mimetypes[side],
        uploadToken: hashToken(token),
        createdAt: now,
      })),
    )
    .returning({ id: kelaCardImages.id, side: kelaCardImages.side, storageKey: kelaCardImages.storageKey, contentType: kelaCardImages.contentType });
  const expires = now.getTime() + UPLOAD_TTL_MS;
  const addresses = {} as Record<KelaCardSide, KelaUploadAddress>;
  for (const row of rows) {
    const id = Number(row.id);
    const presigned = await storage.presignUpload(row.storageKey, { contentType: row.contentType, expiresInSeconds: UPLOAD_TTL_MS / 1000 });
    addresses[row.side] = presigned ?? {
      url: `${UPLOAD_PATH}/${id}?expires=${expires}&signature=${signForSession(input.sessionId, "kela-upload", id, actingPatientId, expires)}&csrfToken=${encodeURIComponent(input.csrfToken)}`,
      headers: { "Content-Type": row.contentType },
    };
  }
  await recordAudit(db, input.actor, ...rows.map((row) => ({ action: "create" as const, entity: "kela-card-upload", entityId: Number(row.id) })));
  return { front: addresses.front, back: addresses.back, token };
}

async function dropPendingUploads(db: DatabaseOrTransaction, storage: FileStorage, patientId: number): Promise<void> {
  const pending = await db
    .delete(kelaCardImages)
    .where(and(eq(kelaCardImages.patientId, patientId), isNull(kelaCardImages.uploadedAt)))
    .returning({ storageKey: kelaCardImages.storageKey });
  await Promise.all(pending.map((row) => storage.delete(row.storageKey)));
}

// --- PUT of the portal's own upload address (local folder) -----------------------------------

export type StoreUploadResult =
  | { type: "success" }
  | { type: "uploadNotFound" }
  | { type: "alreadyUploaded" }
  | { type: "fileTooLarge" }
  | { type: "invalidFileType" };

export interface StoreUploadInput extends KelaSessionScope {
  imageId: number;
  expires: unknown;
  signature: unknown;
  contentTypeHeader: string | undefined;
  bytes: Uint8Array;
}

/** Receives the bytes of one side once: same session, not expired, the declared type in header and bytes. */
export async function storeKelaCardUpload(db: DatabaseOrTransaction, storage: FileStorage, input: StoreUploadInput): Promise<StoreUploadResult> {
  const { actingPatientId, sessionId, now, imageId, bytes } = input;
  const expires = unexpiredTime(input.expires, now);
  if (
    !Number.isSafeInteger(imageId) ||
    expires === null ||
    !isSignature(signForSession(sessionId, "kela-upload", imageId, actingPatientId, expires), input.signature)
  ) {
    return { type: "uploadNotFound" };
  }
  const [row] = await db
    .select({ storageKey: kelaCardImages.storageKey, contentType: kelaCardImages.contentType, sizeBytes: kelaCardImages.sizeBytes })
    .from(kelaCardImages)
    .where(and(eq(kelaCardImages.id, imageId), eq(kelaCardImages.patientId, actingPatientId), isNull(kelaCardImages.uploadedAt)));
  if (!row) return { type: "uploadNotFound" };
  if (row.sizeBytes !== null) return { type: "alreadyUploaded" };
  if (bytes.length > KELA_IMAGE_MAX_BYTES) return { type: "fileTooLarge" };
  const declared = (input.contentTypeHeader ?? "").split(";")[0]?.trim().toLowerCase();
  if (declared !== row.contentType || kelaImageTypeOf(bytes) !== row.contentType) return { type: "invalidFileType" };
  // Single use: the first PUT to claim the row stores the bytes.
  const claimed = await db
    .update(kelaCardImages)
    .set({ sizeBytes: bytes.length })
    .where(and(eq(kelaCardImages.id, imageId), isNull(kelaCardImages.sizeBytes), isNull(kelaCardImages.uploadedAt)))
    .returning({ id: kelaCardImages.id });
  if (claimed.length === 0) return { type: "alreadyUploaded" };
  await storage.put(row.storageKey, { bytes, contentType: row.contentType });
  return { type: "success" };
}

// --- GET /api/kela-card/finish-upload -------------------------------------------------------

export type FinishUploadResult = { success: true } | { success: false; error: KelaFinishError };

/** Proves the uploaded pair and makes it the patient's Kela card; a token works once. */
export async function finishKelaCardUpload(
  db: DatabaseOrTransaction,
  storage: FileStorage,
  input: KelaSessionScope & { token: string },
): Promise<FinishUploadResult> {
  const { actingPatientId, now } = input;
  if (!/^[A-Za-z0-9_-]{43}$/.test(input.token)) return { success: false, error: "uploadNotFound" };
  const pending = await db
    .select({ id: kelaCardImages.id, side: kelaCardImages.side, storageKey: kelaCardImages.storageKey, contentType: kelaCardImages.contentType })
    .from(kelaCardImages)
    .where(
      and(
        eq(kelaCardImages.patientId, actingPatientId),
        eq(kelaCardImages.uploadToken, hashToken(input.token)),
        isNull(kelaCardImages.uploadedAt),
        gt(kelaCardImages.createdAt, new Date(now.getTime() - UPLOAD_TTL_MS)),
      ),
    );
  if (pending.length !== KELA_CARD_SIDES.length) return { success: false, error: "uploadNotFound" };

  // Re-read what was stored: a presigned PUT proves nothing about size or content.
  const checked: { id: number; side: KelaCardSide; stagingKey: string; finalKey: string; contentType: KelaImageType; bytes: Uint8Array }[] = [];
  let failure: KelaFinishError | null = null;
  for (const row of pending) {
    const info = await storage.stat(row.storageKey);
    if (!info) {
      failure = "uploadNotFound";
      break;
    }
    if (info.sizeBytes > KELA_IMAGE_MAX_BYTES) {
      failure = "fileTooLarge";
      break;
    }
    const file = await storage.get(row.storageKey);
    if (!file) {
      failure = "uploadNotFound";
      break;
    }
    if (file.bytes.length > KELA_IMAGE_MAX_BYTES) {
      failure = "fileTooLarge";
      break;
    }
    if (kelaImageTypeOf(file.bytes) !== row.contentType) {
      failure = "invalidFileType";
      break;
    }
    checked.push({ id: Number(row.id), side: row.side, stagingKey: row.storageKey, finalKey: finalKeyOf(actingPatientId), contentType: row.contentType as KelaImageType, bytes: file.bytes });
  }
  if (failure) {
    // The token is spent: the pair is dropped and must be chosen again.
    await dropPendingUploads(db, storage, actingPatientId);
    return { success: false, error: failure };
  }

  // The final copies are written first; the database then points at them in one transaction.
  for (const image of checked) await storage.put(image.finalKey, { bytes: image.bytes, contentType: image.contentType });
  const ids = checked.map((image) => image.id);
  const replaced = await db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: kelaCardImages.id })
      .from(kelaCardImages)
      .where(and(inArray(kelaCardImages.id, ids), eq(kelaCardImages.patientId, actingPatientId), isNull(kelaCardImages.uploadedAt)))
      .for("update");
    if (locked.length !== ids.length) return null;
    const old = await tx
      .delete(kelaCardImages)
      .where(and(eq(kelaCardImages.patientId, actingPatientId), isNotNull(kelaCardImages.uploadedAt)))
      .returning({ id: kelaCardImages.id, storageKey: kelaCardImages.storageKey });
    for (const image of checked) {
      await tx
        .update(kelaCardImages)
        .set({ storageKey: image.finalKey, sizeBytes: image.bytes.length, uploadedAt: now })
        .where(and(eq(kelaCardImages.id, image.id), eq(kelaCardImages.patientId, actingPatientId)));
    }
    await recordAudit(
      tx,
      input.actor,
      ...old.map((row) => ({ action: "delete" as const, entity: AUDIT_ENTITY, entityId: Number(row.id) })),
      ...checked.map((image) => ({ action: "create" as const, entity: AUDIT_ENTITY, entityId: image.id })),
    );
    return old;
  });
  if (replaced === null) {
    // Someone finished the same token first: our copies are not used.
    await Promise.all(checked.map((image) => storage.delete(image.finalKey)));
    return { success: false, error: "uploadNotFound" };
  }
  await Promise.all([...replaced.map((row) => storage.delete(row.storageKey)), ...checked.map((image) => storage.delete(image.stagingKey))]);
  return { success: true };
}
