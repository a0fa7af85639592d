import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { ReplySchema, ThreadIdSchema } from "#domain/messaging-inputs";
import { href } from "#domain/routes/href";
import type { ValidationDetail } from "#domain/validation-details";
import { auditActorOf } from "#server/http/audit";
import { type ConversationView, loadConversation } from "#server/modules/messaging/conversation-service";
import { markThreadAsRead, sendMessage } from "#server/modules/messaging/thread-service";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#app/root-data.server";
import { requireValidSession } from "#app/session.server";
import { conversationNotFound, messagingPatientOf } from "./messaging.server";

export interface ConversationPageData {
  conversation: ConversationView;
  /** The thread was unread and this load marked it read: the menu's count is one lower now. */
  markedRead: boolean;
}

/** What the reply form gets back when the message was not sent: the form as typed and why. */
export interface ReplyActionData {
  intent: "reply";
  result: SubmissionResult<ValidationDetail[]>;
  outcome: "ValidationError" | "sendFailed" | "threadClosed";
}

/**
 * A conversation /{lang}/{viestit|meddelanden|messages}/{id} (spec part 2 §2, §4): one of the
 * acting patient's threads; a malformed id, a missing thread and another patient's all answer 404.
 * Opening an unread thread marks it read (the service of MarkAsRead).
 */
export async function loadConversationPage(request: Request, context: AppLoadContext, threadIdParam: string | undefined): Promise<ConversationPageData> {
  const session = requireValidSession(request, context);
  const threadId = ThreadIdSchema.safeParse(threadIdParam);
  const actingPatientId = await messagingPatientOf(context, session);
  if (!threadId.success || actingPatientId === null) conversationNotFound();
  const db = context.services.database.db;
  const scope = { actingPatientId, actor: auditActorOf(context), now: context.services.clock.now(), threadId: threadId.data };
  const conversation = await loadConversation(db, scope);
  if (!conversation) conversationNotFound();
  if (conversation.wasUnread) await markThreadAsRead(db, scope);
  return { conversation, markedRead: conversation.wasUnread };
}

/**
 * The reply (intent reply; spec part 2 §5 "Existing thread", §7 SendMessage): a form post with the
 * session's CSRF token, parsed with ReplySchema as in the browser. Sent: the conversation again
 * (post/redirect/get), showing the message. Not sent: the form as typed with the reason.
 */
export async function submitConversationAction(request: Request, context: AppLoadContext, threadIdParam: string | undefined) {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  const threadId = ThreadIdSchema.safeParse(threadIdParam);
  const actingPatientId = await messagingPatientOf(context, session);
  if (!threadId.success || actingPatientId === null) conversationNotFound();
  const submission = parseForm(form, ReplySchema);
  if (form.get("intent") !== "reply" || submission.status !== "success") {
    return data<ReplyActionData>({ intent: "reply", result: submission.reply(), outcome: "ValidationError" }, { status: 400 });
  }
  const result = await sendMessage(context.services.database.db, {
    actingPatientId,
    actor: auditActorOf(context),
    now: context.services.clock.now(),
    threadId: threadId.data,
    content: submission.value.message,
    attachments: submission.value.attachments,
  });
  if (result.type === "threadNotFound") conversationNotFound();
  if (result.type === "success") return redirect(href("thread", langOfPath(new URL(request.url).pathname), { threadId: threadId.data }));
  const answer: ReplyActionData = { intent: "reply", result: submission.reply(), outcome: result.type === "threadClosed" ? "threadClosed" : "sendFailed" };
  return answer;
}
