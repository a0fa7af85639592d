import { relations, sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ANNOUNCEMENT_TYPES, MESSAGING_USER_TYPES, THREAD_TYPES } from "#domain/enums";
import { practitioners } from "./booking";
import { createdAt, generatedId, idReference, localizedText, timestamptz } from "./common";
import { employers } from "./occupational";
import { patients } from "./profile";
import { questionnaireInvitations } from "./questionnaires";

// Messaging area: secure conversations between a customer, HR users and professionals. Tables
// that hold the conversation content carry the customer's patient id so a repository can filter
// by the acting patient without a join; participants, assignments and read statuses are reached
// through their thread.

export const messagingUserTypeEnum = pgEnum("messaging_user_type", MESSAGING_USER_TYPES);

export const messagingUsers = pgTable(
  "messaging_users",
  {
    /** The customerMessagingUserId of the session state for customer users. */
    id: generatedId(),
    userType: messagingUserTypeEnum("user_type").notNull(),
    /** Set exactly for customer users. */
    patientId: idReference("patient_id").references(() => patients.id),
    /** The HR user's organisation. */
    employerId: idReference("employer_id").references(() => employers.id),
    /** The professional's bookable calendar, when they also take appointments. */
    practitionerId: idReference("practitioner_id").references(() => practitioners.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Professional title, e.g. "Työterveyshoitaja". */
    title: text("title"),
    emailAddress: text("email_address"),
    /** User names in the patient record system. */
    dhUserNames: text("dh_user_names").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex("messaging_users_patient_id_key").on(table.patientId),
    index("messaging_users_employer_id_idx").on(table.employerId),
    index("messaging_users_practitioner_id_idx").on(table.practitionerId),
    check(
      "messaging_users_customer_check",
      sql`(${table.userType} = 'CustomerUser') = (${table.patientId} is not null)`,
    ),
  ],
);

/** A professional's absence; threads assigned to them show a notice and go to the substitutes. */
export const absences = pgTable(
  "absences",
  {
    id: generatedId(),
    absenteeUserId: idReference("absentee_user_id")
      .notNull()
      .references(() => messagingUsers.id, { onDelete: "cascade" }),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    /** Note for colleagues; never shown to customers. */
    internalMessage: text("internal_message"),
  },
  (table) => [
    index("absences_absentee_user_id_ends_at_idx").on(table.absenteeUserId, table.endsAt),
    check("absences_period_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const absenceSubstitutes = pgTable(
  "absence_substitutes",
  {
    absenceId: idReference("absence_id")
      .notNull()
      .references(() => absences.id, { onDelete: "cascade" }),
    substituteUserId: idReference("substitute_user_id")
      .notNull()
      .references(() => messagingUsers.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.absenceId, table.substituteUserId] }),
    index("absence_substitutes_substitute_user_id_idx").on(table.substituteUserId),
  ],
);

export const threadTypeEnum = pgEnum("thread_type", THREAD_TYPES);

export const messagingThreads = pgTable(
  "messaging_threads",
  {
    id: generatedId(),
    /** The customer of the conversation; null only for HR and supervisor threads without one. */
    patientId: idReference("patient_id").references(() => patients.id),
    /** Null shows the fallback title "Keskustelu". */
    title: text("title"),
    threadType: threadTypeEnum("thread_type").notNull(),
    /** A closed conversation takes no new messages. */
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    /**
     * The latest message's time (the creation time before any): kept by a trigger on messages, so
     * the professional inbox pages by it through an index (decision 244).
     */
    lastActivityAt: timestamptz("last_activity_at").notNull().defaultNow(),
    /**
     * The professional timestamp of the read rule (spec part 2 §4, decision 298): when the care team
     * last changed the thread in a way the customer sees other than by a message (closed or reopened
     * it, deleted one of its messages). Null until then.
     */
    professionalUpdatedAt: timestamptz("professional_updated_at"),
    /** The current assignee (thread_assignments with ended_at null), kept by a trigger likewise. */
    currentAssigneeUserId: idReference("current_assignee_user_id").references((): AnyPgColumn => messagingUsers.id),
  },
  (table) => [
    index("messaging_threads_patient_id_created_at_idx").on(table.patientId, table.createdAt),
    // The professional inbox: open threads by assignee, the unassigned queue, and every thread, newest activity first.
    index("messaging_threads_assignee_activity_idx").on(table.currentAssigneeUserId, table.isActive, table.lastActivityAt.desc(), table.id.desc()),
    index("messaging_threads_unassigned_activity_idx")
      .on(table.lastActivityAt.desc(), table.id.desc())
      .where(sql`${table.isActive} and ${table.currentAssigneeUserId} is null`),
    index("messaging_threads_activity_idx").on(table.isActive, table.lastActivityAt.desc(), table.id.desc()),
    // The workspace's inbox search by subject (decision 380).
    index("messaging_threads_title_search_idx").using("gin", sql`to_tsvector('simple', coalesce(${table.title}, ''))`),
    check("messaging_threads_title_check", sql`char_length(${table.title}) <= 70`),
  ],
);

export const threadParticipants = pgTable(
  "thread_participants",
  {
    threadId: idReference("thread_id")
      .notNull()
      .references(() => messagingThreads.id, { onDelete: "cascade" }),
    userId: idReference("user_id")
      .notNull()
      .references(() => messagingUsers.id),
    joinedAt: timestamptz("joined_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index("thread_participants_user_id_idx").on(table.userId),
  ],
);

/** Which professional handles the thread; the current assignment has ended_at null. */
export const threadAssignments = pgTable(
  "thread_assignments",
  {
    id: generatedId(),
    threadId: idReference("thread_id")
      .notNull()
      .references(() => messagingThreads.id, { onDelete: "cascade" }),
    assigneeUserId: idReference("assignee_user_id")
      .notNull()
      .references(() => messagingUsers.id),
    assignedAt: timestamptz("assigned_at").notNull().defaultNow(),
    endedAt: timestamptz("ended_at"),
  },
  (table) => [
    index("thread_assignments_thread_id_idx").on(table.threadId),
    index("thread_assignments_assignee_user_id_idx").on(table.assigneeUserId),
    uniqueIndex("thread_assignments_current_key").on(table.threadId).where(sql`${table.endedAt} is null`),
  ],
);

/**
 * When each user last read the thread (readBy, readAt). A thread is read when read_at is not
 * earlier than its latest message (and, for the assignee, the assignment time).
 */
export const threadReadStatuses = pgTable(
  "thread_read_statuses",
  {
    threadId: idReference("thread_id")
      .notNull()
      .references(() => messagingThreads.id, { onDelete: "cascade" }),
    readByUserId: idReference("read_by_user_id")
      .notNull()
      .references(() => messagingUsers.id),
    readAt: timestamptz("read_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.readByUserId] }),
    index("thread_read_statuses_read_by_user_id_idx").on(table.readByUserId),
  ],
);

/** A message; deleting only hides it ("This message has been deleted"), deleted = deleted_at set. */
export const messages = pgTable(
  "messages",
  {
    id: generatedId(),
    threadId: idReference("thread_id")
      .notNull()
      .references(() => messagingThreads.id),
    /** Copied from the thread for direct filtering by the acting patient. */
    patientId: idReference("patient_id").references(() => patients.id),
    authorUserId: idReference("author_user_id")
      .notNull()
      .references(() => messagingUsers.id),
    content: text("content").notNull(),
    createdAt: createdAt(),
    deletedAt: timestamptz("deleted_at"),
    deletedByUserId: idReference("deleted_by_user_id").references(() => messagingUsers.id),
    deletedReason: text("deleted_reason"),
  },
  (table) => [
    index("messages_thread_id_created_at_idx").on(table.threadId, table.createdAt),
    index("messages_patient_id_idx").on(table.patientId),
    index("messages_author_user_id_idx").on(table.authorUserId),
    index("messages_deleted_by_user_id_idx").on(table.deletedByUserId),
    check(
      "messages_deleted_check",
      sql`${table.deletedAt} is not null or (${table.deletedByUserId} is null and ${table.deletedReason} is null)`,
    ),
  ],
);

/**
 * A file in object storage. It is uploaded first (CreateAttachmentUpload gives the key) and
 * linked to a message when the message is sent, so message_id is null in between.
 */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: generatedId(),
    /** Storage key handed to the browser; the storage path stays on the server. */
    key: text("key").notNull(),
    messageId: idReference("message_id").references(() => messages.id),
    patientId: idReference("patient_id").references(() => patients.id),
    uploadedByUserId: idReference("uploaded_by_user_id")
      .notNull()
      .references(() => messagingUsers.id),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storagePath: text("storage_path").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("message_attachments_key_key").on(table.key),
    index("message_attachments_message_id_idx").on(table.messageId),
    index("message_attachments_patient_id_idx").on(table.patientId),
    index("message_attachments_uploaded_by_user_id_idx").on(table.uploadedByUserId),
    // 9 MiB, the attachment limit of the spec.
    check("message_attachments_size_check", sql`${table.sizeBytes} between 0 and 9437184`),
  ],
);

/** Questionnaire invitations sent inside a message. */
export const messageQuestionnaireInvitations = pgTable(
  "message_questionnaire_invitations",
  {
    messageId: idReference("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    invitationId: idReference("invitation_id")
      .notNull()
      .references(() => questionnaireInvitations.id),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.invitationId] }),
    index("message_questionnaire_invitations_invitation_id_idx").on(table.invitationId),
  ],
);

export const announcementTypeEnum = pgEnum("announcement_type", ANNOUNCEMENT_TYPES);

/** Banner on the new-conversation page (customer messaging info). */
export const customerMessagingAnnouncements = pgTable("customer_messaging_announcements", {
  id: generatedId(),
  isActive: boolean("is_active").notNull().default(true),
  heading: localizedText("heading").notNull(),
  /** Markdown. */
  description: localizedText("description").notNull(),
  announcementType: announcementTypeEnum("announcement_type").notNull(),
  createdAt: createdAt(),
});

export const messagingUsersRelations = relations(messagingUsers, ({ many }) => ({
  absences: many(absences),
}));

export const absencesRelations = relations(absences, ({ one, many }) => ({
  absentee: one(messagingUsers, { fields: [absences.absenteeUserId], references: [messagingUsers.id] }),
  substitutes: many(absenceSubstitutes),
}));

export const absenceSubstitutesRelations = relations(absenceSubstitutes, ({ one }) => ({
  absence: one(absences, { fields: [absenceSubstitutes.absenceId], references: [absences.id] }),
  substitute: one(messagingUsers, { fields: [absenceSubstitutes.substituteUserId], references: [messagingUsers.id] }),
}));

export const messagingThreadsRelations = relations(messagingThreads, ({ many }) => ({
  participants: many(threadParticipants),
  assignments: many(threadAssignments),
  readStatuses: many(threadReadStatuses),
  messages: many(messages),
}));

export const threadParticipantsRelations = relations(threadParticipants, ({ one }) => ({
  thread: one(messagingThreads, { fields: [threadParticipants.threadId], references: [messagingThreads.id] }),
  user: one(messagingUsers, { fields: [threadParticipants.userId], references: [messagingUsers.id] }),
}));

export const threadAssignmentsRelations = relations(threadAssignments, ({ one }) => ({
  thread: one(messagingThreads, { fields: [threadAssignments.threadId], references: [messagingThreads.id] }),
  assignee: one(messagingUsers, { fields: [threadAssignments.assigneeUserId], references: [messagingUsers.id] }),
}));

export const threadReadStatusesRelations = relations(threadReadStatuses, ({ one }) => ({
  thread: one(messagingThreads, { fields: [threadReadStatuses.threadId], references: [messagingThreads.id] }),
  readBy: one(messagingUsers, { fields: [threadReadStatuses.readByUserId], references: [messagingUsers.id] }),
}));

export const messagesRelations = relations(messages, ({ one, many }) => ({
  thread: one(messagingThreads, { fields: [messages.threadId], references: [messagingThreads.id] }),
  author: one(messagingUsers, {
    fields: [messages.authorUserId],
    references: [messagingUsers.id],
    relationName: "author",
  }),
  deletedBy: one(messagingUsers, {
    fields: [messages.deletedByUserId],
    references: [messagingUsers.id],
    relationName: "deletedBy",
  }),
  attachments: many(messageAttachments),
  questionnaireInvitations: many(messageQuestionnaireInvitations),
}));

export const messageAttachmentsRelations = relations(messageAttachments, ({ one }) => ({
  message: one(messages, { fields: [messageAttachments.messageId], references: [messages.id] }),
}));

export const messageQuestionnaireInvitationsRelations = relations(messageQuestionnaireInvitations, ({ one }) => ({
  message: one(messages, { fields: [messageQuestionnaireInvitations.messageId], references: [messages.id] }),
  invitation: one(questionnaireInvitations, {
    fields: [messageQuestionnaireInvitations.invitationId],
    references: [questionnaireInvitations.id],
  }),
}));
