import { MESSAGING_QUERY_LIMIT } from "#domain/messaging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { shortenExcerpt } from "./summary-service";
import { type PatientScope, listThreads } from "./thread-service";
import {
  findAttachments,
  findCurrentAssignments,
  findCustomerUser,
  findMessagePages,
  findParticipants,
  findQuestionnaireInvitations,
  findThreadsByIds,
  type ThreadRow,
} from "./thread-repository";

// What the conversation pages show (spec part 2 §2 "Messaging", §3, §4 "Conversation"): a page of
// the patient's threads with each one's latest message, and one thread with its participants,
// current absences of its assignees and every message. The same repository and audit as the
// GraphQL API; a thread of anyone else is simply not there.

/** Who a message or participant is, as a page names them: the customer is "You". */
export type PersonRef = { kind: "customer" } | { kind: "person"; name: string; title: string | null };

export interface ConversationListItem {
  id: number;
  /** Null shows the fallback title ("Keskustelu"). */
  title: string | null;
  isActive: boolean;
  isUnread: boolean;
  latestActivityAt: Date;
  /** The latest message: its author and the start of its text (null text: deleted). */
  latest: { author: PersonRef; excerpt: string | null } | null;
}

const nameOf = (user: { firstName: string; lastName: string }) => [user.firstName, user.lastName].filter(Boolean).join(" ");

/** A page of the patient's conversations, most recent activity first (audited as the list read). */
export async function listConversationPage(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, limit, offset }: PatientScope & { limit: number; offset: number },
): Promise<{ conversations: ConversationListItem[]; totalCount: number }> {
  const { threads, totalCount } = await listThreads(db, { actingPatientId, actor, limit, offset });
  const customer = await findCustomerUser(db, actingPatientId);
  const { messages } = await findMessagePages(
    db,
    actingPatientId,
    threads.map((thread) => thread.id),
    { limit: 1, offset: 0 },
  );
  const latestOf = new Map(messages.map((message) => [message.threadId, message]));
  const conversations = threads.map((thread): ConversationListItem => {
    const message = latestOf.get(thread.id);
    return {
      id: thread.id,
      title: thread.title,
      isActive: thread.isActive,
      isUnread: thread.isUnread,
      latestActivityAt: thread.latestActivityAt,
      latest: message
        ? {
            author: message.authorUserId === customer?.id ? { kind: "customer" } : { kind: "person", name: nameOf(message.author), title: null },
            excerpt: message.deletedAt ? null : shortenExcerpt(message.content),
          }
        : null,
    };
  });
  return { conversations, totalCount };
}

export interface ConversationMessage {
  id: number;
  createdAt: Date;
  author: PersonRef;
  /** Empty for a deleted message (shown as "This message has been deleted."). */
  content: string;
  deleted: boolean;
  attachments: { id: number; fileName: string }[];
  /** Questionnaires sent in the message (spec part 2 Message.questionnaireInvitations): the form's title in fi, sv and en. */
  questionnaires: { id: number; title: Record<string, string>; answeredAt: Date | null }[];
}

export interface ConversationView {
  id: number;
  title: string | null;
  isActive: boolean;
  /** Unread for the customer before this opening (the page then marks it read). */
  wasUnread: boolean;
  /** Everyone in the conversation, the customer first. */
  participants: PersonRef[];
  /** Current assignees away now, with the end of the absence. */
  absences: { name: string; until: Date }[];
  /** Oldest first. */
  messages: ConversationMessage[];
}

/** One of the patient's threads as the conversation page shows it, or null (missing and someone else's alike). */
export async function loadConversation(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, threadId, now }: PatientScope & { threadId: number; now: Date },
): Promise<ConversationView | null> {
  const [thread]: ThreadRow[] = await findThreadsByIds(db, actingPatientId, [threadId]);
  if (!thread) return recordRefusedRead(db, actor, { entity: "messaging-thread", entityId: threadId });
  const customer = await findCustomerUser(db, actingPatientId);
  const ids = [thread.id];
  const [participants, assignments, pages] = [
    await findParticipants(db, actingPatientId, ids),
    await findCurrentAssignments(db, actingPatientId, ids, now),
    await findMessagePages(db, actingPatientId, ids, { limit: MESSAGING_QUERY_LIMIT, offset: 0 }),
  ];
  const attachments = await findAttachments(
    db,
    actingPatientId,
    pages.messages.map((message) => message.id),
  );
  const invitations = await findQuestionnaireInvitations(
    db,
    actingPatientId,
    pages.messages.map((message) => message.id),
  );
  await recordAudit(db, actor, { action: "read", entity: "messaging-thread", entityId: thread.id });
  const personOf = (user: { id: number; firstName: string; lastName: string; title?: string | null }): PersonRef =>
    user.id === customer?.id ? { kind: "customer" } : { kind: "person", name: nameOf(user), title: user.title ?? null };
  return {
    id: thread.id,
    title: thread.title,
    isActive: thread.isActive,
    wasUnread: thread.isUnread,
    participants: participants.map(personOf),
    absences: assignments.flatMap((assignment) =>
      assignment.absences.map((absence) => ({ name: nameOf(assignment.assignee), until: absence.endsAt })),
    ),
    messages: pages.messages
      .map((message) => ({
        id: message.id,
        createdAt: message.createdAt,
        author: personOf({ id: message.authorUserId, ...message.author }),
        content: message.deletedAt ? "" : message.content,
        deleted: message.deletedAt !== null,
        attachments: attachments.filter((file) => file.messageId === message.id).map(({ id, fileName }) => ({ id, fileName })),
        questionnaires: invitations.filter((invitation) => invitation.messageId === message.id).map(({ id, questionnaireTitle, answeredAt }) => ({ id, title: questionnaireTitle, answeredAt })),
      }))
      .reverse(),
  };
}
