import { randomBytes } from "node:crypto";
import express, { type Request, type RequestHandler } from "express";
import { ATTACHMENTS_MAX_COUNT, ATTACHMENTS_MAX_TOTAL_BYTES, fileNameFitsContentType } from "#domain/messaging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messageAttachments } from "#server/db/schema";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import { baseContentType, contentMatches } from "#server/modules/messaging/file-content";

// Files a professional attaches to a message (issue 15). The workspace's forms are plain HTML, so
// the files arrive in a multipart form post; the platform's own parser (Response.formData) reads
// it after Express has capped the body. The files then pass the same checks as the patients'
// uploads (allowed name, type and bytes, 10 files, 9 MiB together) and go to the same storage,
// under the patient's folder, linked to the message in the same transaction.

export interface IncomingFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export type FileProblem = "tooManyAttachments" | "attachmentsTooLarge" | "attachmentTypeNotAllowed";
/** A refusal of the files, one object type per reason so results narrow on `type`. */
export type FileProblemResult = { [Problem in FileProblem]: { type: Problem } }[FileProblem];

/** The form's text fields and files, or "tooLarge" when the body was over the cap. */
const parsedFiles = new WeakMap<Request, IncomingFile[] | "tooLarge">();

/** Room for the form's text fields next to 9 MiB of files. */
const BODY_LIMIT_BYTES = ATTACHMENTS_MAX_TOTAL_BYTES + 256 * 1024;

const rawMultipart = express.raw({ type: "multipart/form-data", limit: BODY_LIMIT_BYTES });

/**
 * Reads a multipart form post into req.body (text fields) and the request's files; a body over the
 * cap leaves req.body empty and marks the files "tooLarge", so the route can answer in its words.
 */
export const multipartForm: RequestHandler = (req, res, next) => {
  rawMultipart(req, res, (error?: unknown) => {
    if (error) {
      if ((error as { type?: string }).type !== "entity.too.large") return next(error);
      req.body = {};
      parsedFiles.set(req, "tooLarge");
      return next();
    }
    if (!Buffer.isBuffer(req.body)) return next();
    readMultipart(req, req.body).then(
      () => next(),
      // A body the parser cannot read is the sender's fault, not the server's.
      (parseError: unknown) => (parseError instanceof TypeError ? void res.status(400).type("text/plain").send("Bad request") : next(parseError)),
    );
  });
};

async function readMultipart(req: Request, body: Buffer): Promise<void> {
  const form = await new Response(body.buffer.slice(body.byteOffset, body.byteOffset + body.length) as ArrayBuffer, { headers: { "content-type": String(req.headers["content-type"]) } }).formData();
  const fields: Record<string, string | string[]> = {};
  const files: IncomingFile[] = [];
  for (const [name, value] of form) {
    if (typeof value === "string") {
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    } else if (value.size > 0 || value.name !== "") {
      // An empty file input posts one nameless, empty part: that is no file.
      files.push({ fileName: value.name, contentType: baseContentType(value.type), bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  req.body = fields;
  parsedFiles.set(req, files);
}

/** The files of a form post read by multipartForm (none for a urlencoded post). */
export function filesOf(req: Request): IncomingFile[] | "tooLarge" {
  return parsedFiles.get(req) ?? [];
}

/** Why these files cannot be attached, or null when they can. */
export function fileProblemOf(files: readonly IncomingFile[]): FileProblemResult | null {
  if (files.length > ATTACHMENTS_MAX_COUNT) return { type: "tooManyAttachments" };
  if (files.reduce((sum, file) => sum + file.bytes.length, 0) > ATTACHMENTS_MAX_TOTAL_BYTES) return { type: "attachmentsTooLarge" };
  const allowed = files.every((file) => fileNameFitsContentType(file.fileName, file.contentType) && contentMatches(file.contentType, file.bytes));
  return allowed ? null : { type: "attachmentTypeNotAllowed" };
}

/** Stores checked files and links them to the message; returns the attachments' ids. */
export async function attachFiles(
  tx: DatabaseOrTransaction,
  storage: FileStorage,
  { files, messageId, patientId, uploaderId, now }: { files: readonly IncomingFile[]; messageId: number; patientId: number | null; uploaderId: number; now: Date },
): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) {
    const key = randomBytes(32).toString("base64url");
    const storagePath = `attachments/${patientId ?? "staff"}/${key}`;
    await storage.put(storagePath, { bytes: file.bytes, contentType: file.contentType });
    const [row] = await tx
      .insert(messageAttachments)
      .values({
        key,
        messageId,
        patientId,
        uploadedByUserId: uploaderId,
        fileName: file.fileName.trim().slice(-200),
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        storagePath,
        createdAt: now,
      })
      .returning({ id: messageAttachments.id });
    if (!row) throw new Error("Attachment insert returned nothing");
    ids.push(row.id);
  }
  return ids;
}
