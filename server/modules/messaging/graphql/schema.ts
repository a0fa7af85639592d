import SchemaBuilder from "@pothos/core";
import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { Language } from "#domain/enums";
import { THREAD_TYPES } from "#domain/enums";
import { MESSAGING_QUERY_LIMIT, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { AttachmentReferenceSchema, NewThreadSchema, ReplySchema } from "#domain/messaging-inputs";
import { href } from "#domain/routes/href";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { answerQuestionnaire } from "#server/modules/questionnaires/service";
import { attachmentDownloadUrl, createAttachmentUpload } from "../attachment-service";
import type { AbsenceRow, AssignmentRow, AttachmentRow, InvitationRow, MessageRow, MessagingUserRow, ReadStatusRow, ThreadRow } from "../thread-repository";
import { clampLimit, getThread, listThreads, markThreadAsRead, sendMessage, sendMessageInNewThread } from "../thread-service";
import type { MessagingLoaders } from "./loaders";

// The customer messaging GraphQL schema (spec part 2 §3 messaging entities, §7 "Messaging"),
// code-first with Pothos so the resolvers' types come from the services' own types (decision 181).
// Exactly the operations of §7: MessagingThreads, MessagingThreadForCustomer, AttachmentDownloadUrl,
// SendMessageInNewThread, SendMessage, MarkAsRead, CreateAttachmentUpload, AnswerQuestionnaire.
// Every resolver reads through the acting patient's scope: someone else's thread, message or
// attachment is null (queries) or NOT_FOUND (mutations), exactly like a missing one.

/** What a request hands the resolvers. `patientId` null: the session acts for nobody. */
export interface MessagingContext {
  db: DatabaseOrTransaction;
  storage: FileStorage;
  patientId: number | null;
  sessionId: string;
  lang: Language;
  now: Date;
  actor: AuditActor;
  loaders: MessagingLoaders | null;
}

const builder = new SchemaBuilder<{
  Context: MessagingContext;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

/** Errors a client is meant to see (never masked); everything else is masked in production. */
export function messagingError(code: "NOT_FOUND" | "BAD_USER_INPUT" | "THREAD_CLOSED" | "ATTACHMENTS_TOO_LARGE" | "ATTACHMENT_TYPE_NOT_ALLOWED", message: string = code): GraphQLError {
  // graphql-yoga's own GraphQLError: the one its error masking recognises (decision 181).
  return createGraphQLError(message, { extensions: { code } });
}

function scopeOf(context: MessagingContext): { patientId: number; loaders: MessagingLoaders } {
  if (context.patientId === null || context.loaders === null) throw messagingError("NOT_FOUND");
  return { patientId: context.patientId, loaders: context.loaders };
}

/** An id argument as the number the services take; anything else is a missing one. */
function idOf(value: string | number): number | null {
  const id = typeof value === "number" ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

builder.scalarType("DateTime", {
  description: "An instant, ISO 8601 in UTC",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw messagingError("BAD_USER_INPUT");
    return date;
  },
});

const ThreadTypeEnum = builder.enumType("ThreadType", { values: THREAD_TYPES });

const CustomerUser = builder.objectRef<MessagingUserRow>("CustomerUser");
const ProfessionalUser = builder.objectRef<MessagingUserRow>("ProfessionalUser");
const HrUser = builder.objectRef<MessagingUserRow>("HrUser");
for (const ref of [CustomerUser, ProfessionalUser, HrUser]) {
  ref.implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      title: t.exposeString("title", { nullable: true }),
      emailAddress: t.exposeString("emailAddress", { nullable: true }),
    }),
  });
}

const Participant = builder.unionType("MessagingParticipant", {
  types: [CustomerUser, ProfessionalUser, HrUser],
  resolveType: (user) => (user.userType === "CustomerUser" ? CustomerUser : user.userType === "HrUser" ? HrUser : ProfessionalUser),
});

const Absence = builder.objectRef<AbsenceRow>("Absence").implement({
  description: "A current absence of the assignee (the internal message is never shown to customers)",
  fields: (t) => ({
    absenceeUserId: t.exposeID("absenteeUserId"),
    startDate: t.expose("startsAt", { type: "DateTime" }),
    endDate: t.expose("endsAt", { type: "DateTime" }),
  }),
});

const Assignee = builder.objectRef<AssignmentRow>("Assignee").implement({
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.assignee.id }),
    firstName: t.string({ resolve: (row) => row.assignee.firstName }),
    lastName: t.string({ resolve: (row) => row.assignee.lastName }),
    title: t.string({ nullable: true, resolve: (row) => row.assignee.title }),
    absences: t.field({ type: [Absence], resolve: (row) => row.absences }),
  }),
});

const Assignment = builder.objectRef<AssignmentRow>("Assignment").implement({
  fields: (t) => ({
    assignedAt: t.expose("assignedAt", { type: "DateTime" }),
    assignee: t.field({ type: Assignee, resolve: (row) => row }),
  }),
});

const ReadStatus = builder.objectRef<ReadStatusRow>("ReadStatus").implement({
  fields: (t) => ({
    readBy: t.exposeID("readByUserId"),
    readAt: t.expose("readAt", { type: "DateTime" }),
  }),
});

const PersonName = builder.objectRef<{ firstName: string; lastName: string }>("PersonName").implement({
  fields: (t) => ({ firstName: t.exposeString("firstName"), lastName: t.exposeString("lastName") }),
});

const Attachment = builder.objectRef<AttachmentRow>("Attachment").implement({
  fields: (t) => ({ id: t.exposeID("id"), fileName: t.exposeString("fileName"), contentType: t.exposeString("contentType") }),
});

const Questionnaire = builder.objectRef<{ title: string }>("Questionnaire").implement({ fields: (t) => ({ title: t.exposeString("title") }) });
const QuestionnaireForm = builder.objectRef<{ title: string }>("QuestionnaireForm").implement({
  fields: (t) => ({ questionnaire: t.field({ type: Questionnaire, resolve: (form) => form }) }),
});
const QuestionnaireInvitation = builder.objectRef<InvitationRow>("QuestionnaireInvitation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    answeredAt: t.expose("answeredAt", { type: "DateTime", nullable: true }),
    questionnaireForm: t.field({
      type: QuestionnaireForm,
      resolve: (row, _args, context) => ({ title: row.questionnaireTitle[context.lang] ?? row.questionnaireTitle.fi ?? "" }),
    }),
  }),
});

const Message = builder.objectRef<MessageRow>("Message").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    created: t.expose("createdAt", { type: "DateTime" }),
    /** Empty for a deleted message. */
    content: t.exposeString("content"),
    author: t.field({ type: PersonName, resolve: (row) => row.author }),
    attachments: t.field({ type: [Attachment], resolve: (row, _args, context) => (row.deletedAt ? [] : scopeOf(context).loaders.attachments.load(row.id)) }),
    questionnaireInvitations: t.field({
      type: [QuestionnaireInvitation],
      resolve: (row, _args, context) => (row.deletedAt ? [] : scopeOf(context).loaders.invitations.load(row.id)),
    }),
    deleted: t.boolean({ resolve: (row) => row.deletedAt !== null }),
    deletedBy: t.field({ type: PersonName, nullable: true, resolve: (row) => row.deletedBy }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
    deletedReason: t.exposeString("deletedReason", { nullable: true }),
  }),
});

const PaginationInput = builder.inputType("PaginationInput", {
  fields: (t) => ({
    limit: t.int({ required: false }),
    offset: t.int({ required: false }),
  }),
});

const windowOf = (pagination: { limit?: number | null; offset?: number | null } | null | undefined) => ({
  limit: clampLimit(pagination?.limit ?? MESSAGING_QUERY_LIMIT),
  offset: Math.max(0, Math.trunc(pagination?.offset ?? 0)),
});

const MessageConnection = builder.objectRef<{ totalCount: number; messages: MessageRow[] }>("MessageConnection").implement({
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    /** Newest first. */
    paginatedMessages: t.field({ type: [Message], resolve: (page) => page.messages }),
  }),
});

const MessagingThread = builder.objectRef<ThreadRow>("MessagingThread").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title", { nullable: true }),
    isActive: t.exposeBoolean("isActive"),
    created: t.expose("createdAt", { type: "DateTime" }),
    threadType: t.expose("threadType", { type: ThreadTypeEnum }),
    /** The read rule of spec part 2 §4 for the customer; the same rule as the menu's count. */
    isUnread: t.exposeBoolean("isUnread"),
    latestActivityAt: t.expose("latestActivityAt", { type: "DateTime" }),
    participants: t.field({ type: [Participant], resolve: (thread, _args, context) => scopeOf(context).loaders.participants.load(thread.id) }),
    assignments: t.field({ type: [Assignment], resolve: (thread, _args, context) => scopeOf(context).loaders.assignments.load(thread.id) }),
    professionalsWithAccess: t.field({
      type: [ProfessionalUser],
      resolve: (thread, _args, context) => scopeOf(context).loaders.professionalsWithAccess.load(thread.id),
    }),
    readStatus: t.field({ type: [ReadStatus], resolve: (thread, _args, context) => scopeOf(context).loaders.readStatuses.load(thread.id) }),
    messages: t.field({
      type: MessageConnection,
      args: { pagination: t.arg({ type: PaginationInput, required: false }) },
      resolve: (thread, args, context) => scopeOf(context).loaders.messagePages.load({ threadId: thread.id, ...windowOf(args.pagination) }),
    }),
  }),
});

const ThreadConnection = builder.objectRef<{ totalCount: number; threads: ThreadRow[] }>("MessagingThreadConnection").implement({
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    paginatedThreads: t.field({ type: [MessagingThread], resolve: (page) => page.threads }),
  }),
});

const AttachmentUpload = builder.objectRef<{ key: string; url: string }>("AttachmentUpload").implement({
  fields: (t) => ({ key: t.exposeString("key"), url: t.exposeString("url") }),
});

const UploadedAttachmentInput = builder.inputType("UploadedAttachmentInput", {
  fields: (t) => ({
    key: t.string({ required: true }),
    fileName: t.string({ required: true }),
    fileType: t.string({ required: false }),
    createdAt: t.field({ type: "DateTime", required: false }),
  }),
});

const MessageInput = builder.inputType("MessageInput", {
  fields: (t) => ({
    content: t.string({ required: false }),
    attachments: t.field({ type: [UploadedAttachmentInput], required: false }),
    questionnaireInvitations: t.idList({ required: false }),
  }),
});

type MessageInputValue = {
  content?: string | null;
  attachments?: { key: string; fileName: string }[] | null;
  questionnaireInvitations?: (string | number)[] | null;
};

/** A customer's message input through the pages' own schemas; invitations are the care team's. */
function parseMessage(input: MessageInputValue) {
  if ((input.questionnaireInvitations ?? []).length > 0) throw messagingError("BAD_USER_INPUT");
  const attachments = (input.attachments ?? []).map((attachment) => AttachmentReferenceSchema.safeParse(attachment));
  // A name with control or direction characters is bad input (decision 281); any other bad reference is no upload of theirs.
  if (attachments.some((result) => result.error?.issues.some((issue) => issue.message === VALIDATION_KEYS.fileNameInvalid))) throw messagingError("BAD_USER_INPUT", "fileName: control and direction characters are not allowed");
  if (attachments.some((result) => !result.success)) throw messagingError("NOT_FOUND");
  const reply = ReplySchema.safeParse({ message: input.content ?? "", attachments: attachments.map((result) => result.data) });
  if (!reply.success) throw messagingError("BAD_USER_INPUT");
  return reply.data;
}

const problemError = (type: string): GraphQLError => {
  switch (type) {
    case "threadClosed":
      return messagingError("THREAD_CLOSED");
    case "attachmentsTooLarge":
      return messagingError("ATTACHMENTS_TOO_LARGE");
    case "attachmentTypeNotAllowed":
      return messagingError("ATTACHMENT_TYPE_NOT_ALLOWED");
    default:
      return messagingError("NOT_FOUND");
  }
};

builder.queryType({
  fields: (t) => ({
    messagingThreads: t.field({
      type: ThreadConnection,
      args: { pagination: t.arg({ type: PaginationInput, required: false }) },
      resolve: async (_root, args, context) => {
        if (context.patientId === null) return { totalCount: 0, threads: [] };
        return listThreads(context.db, { actingPatientId: context.patientId, actor: context.actor, ...windowOf(args.pagination) });
      },
    }),
    messagingThreadForCustomer: t.field({
      type: MessagingThread,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const id = idOf(args.id);
        if (id === null || context.patientId === null) return null;
        return getThread(context.db, { actingPatientId: context.patientId, actor: context.actor, threadId: id });
      },
    }),
    attachmentDownloadUrl: t.string({
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const id = idOf(args.id);
        if (id === null || context.patientId === null) return null;
        return attachmentDownloadUrl(context.db, { actingPatientId: context.patientId, sessionId: context.sessionId, now: context.now, attachmentId: id });
      },
    }),
  }),
});

builder.mutationType({
  fields: (t) => ({
    sendMessageInNewThread: t.stringList({
      description: "The new threads' addresses (one, unless separateThreadPerParticipant splits them)",
      args: {
        title: t.arg.string({ required: false }),
        type: t.arg({ type: ThreadTypeEnum, required: true }),
        participantIds: t.arg.idList({ required: true }),
        separateThreadPerParticipant: t.arg.boolean({ required: false }),
        firstMessage: t.arg({ type: MessageInput, required: true }),
      },
      resolve: async (_root, args, context) => {
        const { patientId } = scopeOf(context);
        if (args.type !== "customer") throw messagingError("BAD_USER_INPUT");
        const message = parseMessage(args.firstMessage);
        const thread = NewThreadSchema.safeParse({ subject: args.title ?? "", message: message.message });
        if (!thread.success) throw messagingError("BAD_USER_INPUT", `title: at most ${THREAD_SUBJECT_MAX_LENGTH} characters, message required`);
        const participantIds = args.participantIds.map(idOf);
        if (participantIds.some((id) => id === null)) throw messagingError("NOT_FOUND");
        const result = await sendMessageInNewThread(context.db, {
          actingPatientId: patientId,
          actor: context.actor,
          now: context.now,
          input: {
            title: thread.data.subject,
            content: thread.data.message,
            attachments: message.attachments,
            participantIds: participantIds as number[],
            separateThreadPerParticipant: args.separateThreadPerParticipant ?? false,
          },
        });
        if (result.type !== "success") throw problemError(result.type);
        return result.threadIds.map((threadId) => href("thread", context.lang, { threadId }));
      },
    }),
    sendMessage: t.id({
      description: "The new message's id",
      args: { threadId: t.arg.id({ required: true }), message: t.arg({ type: MessageInput, required: true }) },
      resolve: async (_root, args, context) => {
        const { patientId } = scopeOf(context);
        const threadId = idOf(args.threadId);
        if (threadId === null) throw messagingError("NOT_FOUND");
        const message = parseMessage(args.message);
        const result = await sendMessage(context.db, {
          actingPatientId: patientId,
          actor: context.actor,
          now: context.now,
          threadId,
          content: message.message,
          attachments: message.attachments,
        });
        if (result.type !== "success") throw problemError(result.type);
        return result.messageId;
      },
    }),
    markAsRead: t.boolean({
      args: { threadId: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const { patientId } = scopeOf(context);
        const threadId = idOf(args.threadId);
        if (threadId === null) throw messagingError("NOT_FOUND");
        const result = await markThreadAsRead(context.db, { actingPatientId: patientId, actor: context.actor, now: context.now, threadId });
        if (result.type !== "success") throw messagingError("NOT_FOUND");
        return true;
      },
    }),
    createAttachmentUpload: t.field({
      type: AttachmentUpload,
      resolve: async (_root, _args, context) => {
        const { patientId } = scopeOf(context);
        const result = await createAttachmentUpload(context.db, { actingPatientId: patientId, sessionId: context.sessionId, now: context.now });
        if (result.type !== "success") throw messagingError("NOT_FOUND");
        return { key: result.key, url: result.url };
      },
    }),
    answerQuestionnaire: t.boolean({
      description: "Answers a questionnaire once (answers: a JSON object keyed by question id); read-only afterwards (decision 203)",
      args: { questionnaireInvitationId: t.arg.id({ required: true }), answers: t.arg.string({ required: true }) },
      resolve: async (_root, args, context) => {
        const { patientId } = scopeOf(context);
        const invitationId = idOf(args.questionnaireInvitationId);
        if (invitationId === null) throw messagingError("NOT_FOUND");
        let answers: unknown;
        try {
          answers = JSON.parse(args.answers);
        } catch {
          throw messagingError("BAD_USER_INPUT", "answers is not JSON");
        }
        const result = await answerQuestionnaire(context.db, { actingPatientId: patientId, invitationId, answers, now: context.now, actor: context.actor });
        switch (result.type) {
          case "success":
            return true;
          case "questionnaireNotFound":
            throw messagingError("NOT_FOUND");
          case "alreadyAnswered":
            throw messagingError("BAD_USER_INPUT", "alreadyAnswered");
          case "invalidAnswers":
            throw messagingError("BAD_USER_INPUT", result.details.map((detail) => `${detail.path}: ${detail.message}`).join("; "));
        }
      },
    }),
  }),
});

export const messagingSchema = builder.toSchema();
