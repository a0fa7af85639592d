import { randomBytes } from "node:crypto";
import busboy from "busboy";
import type { Request, RequestHandler, Response } from "express";
import { ATTACHMENTS_MAX_COUNT, ATTACHMENTS_MAX_TOTAL_BYTES, fileNameFitsContentType } from "#domain/messaging";
import { isSafeFileName } from "#domain/text-field";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messageAttachments } from "#server/db/schema";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import { baseContentType, contentMatches } from "#server/modules/messaging/file-content";

// Files a professional attaches to a message (issue 15). The workspace's forms are plain HTML, so
// the files arrive in a multipart form post, read as it streams in (busboy). The files then pass
// the same checks as the patients' uploads (allowed name, type and bytes, 10 files, 9 MiB
// together) and go to the same storage, under the patient's folder, linked to the message in the
// same transaction. Files over the 9 MiB are not kept, but the form's text fields are: the page
// comes back with what was typed and the reason.

export interface IncomingFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export type FileProblem = "tooManyAttachments" | "attachmentsTooLarge" | "attachmentNameNotAllowed" | "attachmentTypeNotAllowed";
/** A refusal of the files, one object type per reason so results narrow on `type`. */
export type FileProblemResult = { [Problem in FileProblem]: { type: Problem } }[FileProblem];

/** The files of a form post, or "tooLarge" when together they were over the 9 MiB. */
const parsedFiles = new WeakMap<Request, IncomingFile[] | "tooLarge">();
/** Posts whose body was not read to its end (over the body cap, or refused at the first file). */
const leftUnread = new WeakSet<Request>();

/**
 * Bounds on what no person types into these forms: a text field's bytes, the number of fields,
 * and files beyond one over the count limit (enough to answer "too many attachments").
 */
const MULTIPART_LIMITS = { fieldSize: 256 * 1024, fields: 50, files: ATTACHMENTS_MAX_COUNT + 1, parts: 100 };

/**
 * The most of a form post's body the workspace reads (decision 282): the 9 MiB of files and room
 * for the text fields and the parts' headers. Past it the rest is not read at all.
 */
export const MULTIPART_BODY_CAP_BYTES = ATTACHMENTS_MAX_TOTAL_BYTES + 1024 * 1024;

/** How long the rest of an unread body is read off and dropped after the answer, at most. */
const LINGER_MS = 2_000;

/**
 * The answer to this request is sent without reading the rest of its body, and the connection then
 * closes. Closing at once would lose the answer: a client still sending into a closed socket gets
 * a reset that can drop the answer it has not read yet. So after the answer the connection
 * lingers for up to LINGER_MS, dropping what arrives (Node's server reads off an unread body after
 * the answer), long enough for the client to read the answer and stop; then it is closed.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  if (leftUnread.has(req)) return;
  leftUnread.add(req);
  res.once("finish", () => {
    if (req.complete) return;
    const socket = req.socket;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
    req.once("end", () => clearTimeout(timer));
  });
}

/**
 * Reads a multipart form post into req.body (text fields) and the request's files (decisions 274
 * and 282). The route's guard has already found a signed-in professional before this reads a byte.
 * The form's fields come before its files (the pages put the CSRF token first): at the first file
 * `fieldsAccepted` sees the fields read so far, and when it refuses (no or a wrong token), reading
 * stops and the route answers the refusal. Files over the 9 MiB together are dropped as they
 * arrive and the files marked "tooLarge", while the text fields are still read, so the route can
 * answer in its words and keep the text; past MULTIPART_BODY_CAP_BYTES reading stops, the files
 * are "tooLarge" and the route answers with what was read (413). A body that breaks the multipart
 * format or the bounds above is a bad request.
 */
export function multipartForm(fieldsAccepted: (req: Request, fields: Readonly<Record<string, string | string[]>>) => boolean): RequestHandler {
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) return next();
    let answered = false;
    const badRequest = () => {
      answered = true;
      req.unpipe();
      // Read off the rest, so that the answer is not lost in a reset connection.
      req.resume();
      if (!res.headersSent) res.status(400).type("text/plain").send("Bad request");
    };
    let parser: busboy.Busboy;
    try {
      // Browsers send file names as UTF-8, not in the Latin-1 that HTTP headers default to.
      parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits: MULTIPART_LIMITS });
    } catch {
      return badRequest(); // no boundary or an unreadable content type
    }
    const fields: Record<string, string | string[]> = {};
    const files: IncomingFile[] = [];
    let fileBytes = 0;
    let tooLarge = false;
    let broken = false;
    let fieldsChecked = false;
    /** Hands what was read to the route; `cut` when the rest of the body is left unread. */
    const finish = (cut: boolean) => {
      if (answered) return;
      answered = true;
      if (cut) {
        req.unpipe(parser);
        req.pause();
        closeAfterAnswer(req, res);
      }
      req.body = fields;
      parsedFiles.set(req, tooLarge ? "tooLarge" : files);
      next();
    };
    let bodyBytes = 0;
    req.on("data", (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > MULTIPART_BODY_CAP_BYTES && !answered) {
        tooLarge = true;
        files.length = 0;
        finish(true);
      }
    });
    parser.on("field", (name, value, info) => {
      if (answered) return;
      if (info.valueTruncated) broken = true;
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    });
    parser.on("file", (_name, stream, info) => {
      if (answered) return void stream.resume();
      if (!fieldsChecked) {
        fieldsChecked = true;
        // The token did not come before the files: nothing more is read (the route refuses).
        if (!fieldsAccepted(req, fields)) {
          stream.resume();
          return finish(true);
        }
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        fileBytes += chunk.length;
        if (fileBytes > ATTACHMENTS_MAX_TOTAL_BYTES && !tooLarge) {
          tooLarge = true;
          files.length = 0;
        }
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on("end", () => {
        // An empty file input posts one nameless, empty part: that is no file.
        if (tooLarge || (size === 0 && !info.filename)) return;
        files.push({ fileName: info.filename ?? "", contentType: baseContentType(info.mimeType), bytes: new Uint8Array(Buffer.concat(chunks)) });
      });
    });
    // Past filesLimit busboy skips the further files, which is no error: the files kept are already
    // more than a message may carry, and the route answers "too many attachments".
    for (const limit of ["fieldsLimit", "partsLimit"] as const) parser.on(limit, () => (broken = true));
    parser.on("error", () => {
      if (!answered) badRequest();
    });
    parser.on("close", () => {
      if (answered) return;
      if (broken) return badRequest();
      finish(false);
    });
    req.pipe(parser);
  };
}

/** Whether the post's body was left unread after what the route got (its answer closes the connection). */
export function wasLeftUnread(req: Request): boolean {
  return leftUnread.has(req);
}

/** The files of a form post read by multipartForm (none for a urlencoded post). */
export function filesOf(req: Request): IncomingFile[] | "tooLarge" {
  return parsedFiles.get(req) ?? [];
}

/** Why these files cannot be attached, or null when they can. */
export function fileProblemOf(files: readonly IncomingFile[]): FileProblemResult | null {
  if (files.length > ATTACHMENTS_MAX_COUNT) return { type: "tooManyAttachments" };
  if (files.reduce((sum, file) => sum + file.bytes.length, 0) > ATTACHMENTS_MAX_TOTAL_BYTES) return { type: "attachmentsTooLarge" };
  // A name with control or direction characters would show as another name (decision 281).
  if (!files.every((file) => isSafeFileName(file.fileName))) return { type: "attachmentNameNotAllowed" };
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
