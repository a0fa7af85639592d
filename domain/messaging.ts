// Messaging (spec part 2 §2 "Messaging", §4 "Conversation", §5, §9; part 1 §5 "Upload files"):
// the limits and the read and reply rules. The inputs' schemas are in messaging-inputs.ts.

/** Conversations list page size (part 1 §9). */
export const CONVERSATIONS_PAGE_SIZE = 10;
/** Both conversation pages poll this often (part 2 §9). */
export const MESSAGING_POLL_INTERVAL_MS = 120_000;
/** A closed conversation's toast shows this long after the page (part 2 §9). */
export const CLOSED_CONVERSATION_TOAST_DELAY_MS = 15_000;
/** The conversation scrolls to its last message this long after it renders (part 2 §9). */
export const SCROLL_TO_LAST_MESSAGE_DELAY_MS = 100;
/** The GraphQL client's time-out (part 2 §7). */
export const MESSAGING_REQUEST_TIMEOUT_MS = 10_000;
/** A page of threads or messages never exceeds this (the spec's "limit 9999"). */
export const MESSAGING_QUERY_LIMIT = 9999;
/** Subject of a new thread (part 2 §5). */
export const THREAD_SUBJECT_MAX_LENGTH = 70;
/** A message's text; the spec names no limit, this keeps a post bounded. */
export const MESSAGE_CONTENT_MAX_LENGTH = 10_000;
/** Attachments of one message together (part 1 §5, part 2 §5): 9 MiB. */
export const ATTACHMENTS_MAX_TOTAL_BYTES = 9_437_184;
/** At most this many attachments in one message (ours; keeps the total check cheap). */
export const ATTACHMENTS_MAX_COUNT = 10;
/** The fallback title of a thread without one (part 2 §2). */
/**
 * How soon the care team replies, as the spec states it (part 2 §9: 1-3 business days): the one
 * figure every page promises (conversations, the sickness fund's contacts).
 */
export const REPLY_BUSINESS_DAYS = { fewest: 1, most: 3 } as const;

export const FALLBACK_THREAD_TITLE = "Keskustelu";

/** Allowed file name endings, case-insensitive (part 1 §5). */
export const ATTACHMENT_EXTENSIONS = [
  "pdf", "rtf", "ods", "odt", "pptx", "xlsx", "docx", "gif", "jpeg", "jpg", "jpe", "png", "tif", "tiff", "csv", "txt", "text",
] as const;

/** Allowed content types (part 1 §5), each with the extensions that may carry it. */
export const ATTACHMENT_CONTENT_TYPES: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "application/rtf": ["rtf"],
  "text/rtf": ["rtf"],
  "application/msword": [],
  "application/vnd.ms-excel": [],
  "application/vnd.ms-powerpoint": [],
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template": [],
  "image/gif": ["gif"],
  "image/jpeg": ["jpeg", "jpg", "jpe"],
  "image/png": ["png"],
  "image/tiff": ["tif", "tiff"],
  "text/csv": ["csv", "txt", "text"],
  "text/plain": ["txt", "text", "csv"],
};

export function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function hasAllowedExtension(fileName: string): boolean {
  const extension = extensionOf(fileName);
  return extension !== null && (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** Whether a file of this name may hold `contentType` (an allowed ending that the type may carry). */
export function fileNameFitsContentType(fileName: string, contentType: string): boolean {
  const extension = extensionOf(fileName);
  return extension !== null && hasAllowedExtension(fileName) && (ATTACHMENT_CONTENT_TYPES[contentType]?.includes(extension) ?? false);
}

/** Filenames ending jpg, jpeg or png count as images; others as binary (part 2 §5). */
export function attachmentKindOf(fileName: string): "image" | "binary" {
  return /\.(jpe?g|png)$/i.test(fileName) ? "image" : "binary";
}

/**
 * The read rule of part 2 §4: a thread is read by a user when it has no messages, or the user's
 * read time is not earlier than the latest of the last message's time, the professional timestamp
 * and (only for the current assignee) the assignment time.
 */
export interface ReadRuleInput {
  lastMessageAt: Date | null;
  professionalTimestamp: Date | null;
  /** The current assignment's time when the reader is the current assignee, else null. */
  ownAssignmentAt: Date | null;
  readAt: Date | null;
}

export function isThreadRead({ lastMessageAt, professionalTimestamp, ownAssignmentAt, readAt }: ReadRuleInput): boolean {
  if (lastMessageAt === null) return true;
  const latest = Math.max(lastMessageAt.getTime(), professionalTimestamp?.getTime() ?? -Infinity, ownAssignmentAt?.getTime() ?? -Infinity);
  return readAt !== null && readAt.getTime() >= latest;
}

/** A reply in an existing thread needs non-blank text or at least one attachment. */
export function canSendReply(text: string, attachmentCount: number): boolean {
  return text.trim().length > 0 || attachmentCount > 0;
}
