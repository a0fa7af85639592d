import { z } from "zod";
import { ATTACHMENTS_MAX_COUNT, canSendReply, MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "./messaging";
import { fileNameText, freeText, requiredText } from "./text-field-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

// The inputs of a new and an existing thread (spec part 2 §2, §4, §5): the conversation pages (their
// actions and forms) and the GraphQL API (/api/customer-messaging) parse with the same schemas.
// Apart from domain/messaging.ts so that pages showing conversations load no schemas (decision 239).

/** Upload keys the browser got from CreateAttachmentUpload (base64url, 32 random bytes). */
export const AttachmentKeySchema = z.string({ error: VALIDATION_KEYS.invalidValue }).regex(/^[A-Za-z0-9_-]{43}$/, { error: VALIDATION_KEYS.invalidValue });

/** An uploaded attachment a message refers to: its key and the file's name. */
export const AttachmentReferenceSchema = z.object({
  key: AttachmentKeySchema,
  fileName: fileNameText({ max: 200 }),
});

const AttachmentsSchema = z.array(AttachmentReferenceSchema).max(ATTACHMENTS_MAX_COUNT, { error: VALIDATION_KEYS.invalidValue }).default([]);

/** A new conversation; send stays disabled while subject or message is blank after trimming. */
export const NewThreadSchema = z.object(
  {
    subject: requiredText({
      max: THREAD_SUBJECT_MAX_LENGTH,
      requiredKey: VALIDATION_KEYS.threadSubjectRequired,
    }),
    message: freeText({ max: MESSAGE_CONTENT_MAX_LENGTH, requiredKey: VALIDATION_KEYS.threadMessageRequired }),
  },
  { error: VALIDATION_KEYS.invalidValue },
);

export type NewThread = z.output<typeof NewThreadSchema>;

/** The new-conversation page's form: the thread and its uploaded attachments. */
export const NewThreadFormSchema = NewThreadSchema.extend({ attachments: AttachmentsSchema });
export type NewThreadForm = z.output<typeof NewThreadFormSchema>;

/** A reply (the conversation page's form and SendMessage): text or at least one attachment. */
export const ReplySchema = z
  .object({
    message: freeText({ max: MESSAGE_CONTENT_MAX_LENGTH }),
    attachments: AttachmentsSchema,
  })
  .refine((value) => canSendReply(value.message, value.attachments.length), { error: VALIDATION_KEYS.threadMessageRequired, path: ["message"] });
export type Reply = z.output<typeof ReplySchema>;

/**
 * The conversation page's post that marks the thread read (decision 285): the instant the page's
 * data was read, so a message that came after it is not marked read unseen; `then: "page"` from
 * the plain form of a page without JavaScript, which asks for the page again.
 */
export const MarkReadFormSchema = z.object({
  intent: z.literal("markRead"),
  shownAt: z.iso.datetime({ error: VALIDATION_KEYS.invalidValue }),
  then: z.literal("page").optional(),
});

/** A thread id in an address or a variable: a positive integer. */
export const ThreadIdSchema = z.coerce.number({ error: VALIDATION_KEYS.invalidValue }).int().positive().max(Number.MAX_SAFE_INTEGER);
