import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messages, messagingThreads, messagingUsers } from "#server/db/schema";
import type { MessageNotifier } from "#server/integrations/messaging/message-notifier";
import { type ProfessionalMessageResult, sendProfessionalMessage } from "./thread-service";

/**
 * A development tool: the care team member who wrote last in the patient's conversation titled
 * `title` answers there, so the conversation is unread for the patient again (a journey can then
 * open an unread conversation however often it runs). Sent as the workspace sends it, with the
 * patient's notice.
 */
export async function answerAsCareTeam(
  db: DatabaseOrTransaction,
  { patientId, title, content, now, notifier }: { patientId: number; title: string; content: string; now: Date; notifier: MessageNotifier | null },
): Promise<ProfessionalMessageResult> {
  const [latest] = await db
    .select({ threadId: messagingThreads.id, authorUserId: messages.authorUserId })
    .from(messagingThreads)
    .innerJoin(messages, and(eq(messages.threadId, messagingThreads.id), isNull(messages.deletedAt)))
    .innerJoin(messagingUsers, and(eq(messagingUsers.id, messages.authorUserId), inArray(messagingUsers.userType, ["ProfessionalUser", "HrUser"])))
    .where(and(eq(messagingThreads.patientId, patientId), eq(messagingThreads.title, title)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (!latest) return { type: "threadNotFound" };
  return sendProfessionalMessage(db, { threadId: latest.threadId, authorUserId: latest.authorUserId, content, now, notifier });
}
