import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { MarkReadFormSchema, ReplySchema, ThreadIdSchema } from "#domain/messaging-inputs";
import { href } from "#domain/routes/href";
import type { ValidationDetail } from "#domain/validation-details";
import { type ConversationView, loadConversation } from "#server/modules/messaging/conversation-service";
import { markThreadAsRead, sendMessage } from "#server/modules/messaging/thread-service";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { conversationNotFound, messagingPatientOf } from "./messaging.server";

export interface ConversationPageData {
  conversation: ConversationView;
  /**
   * The thread is unread for the patient. Loading the page does not change that (a GET never
   * writes): the page's script posts intent markRead once it runs (decision 285).
   */
  unread: boolean;
  /** When the thread was read for this page (ISO): the markRead post marks it read as of then. */
  shownAt: string;
}

/** What the page's own post of intent markRead answers (the script's; a plain form is redirected). */
export interface MarkReadActionData {
  intent: "markRead";
  outcome: "success" | "ValidationError";
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
 * Reading marks nothing: an unread thread is marked read by the page's post (submitConversationAction).
 */
export async function loadConversationPage(request: Request, context: AppLoadContext, threadIdParam: string | undefined): Promise<ConversationPageData> {
  const session = requireValidSession(request, context);
  const threadId = ThreadIdSchema.safeParse(threadIdParam);
  const actingPatientId = await messagingPatientOf(context, session);
  if (!threadId.success || actingPatientId === null) conversationNotFound();
  const { db, now, actor } = context.scope;
  const conversation = await loadConversation(db, { actingPatientId, actor, now, threadId: threadId.data });
  if (!conversation) conversationNotFound();
  return { conversation, unread: conversation.wasUnread, shownAt: now.toISOString() };
}

/**
 * The page's writes, each a form post with the session's CSRF token.
 *
 * Intent markRead (spec part 2 §4 "On load, if the thread is unread for the customer it is marked
 * as read", §7 MarkAsRead): the page's script posts it when it shows an unread thread, and is
 * answered with data so the page need not load the thread again; the plain form a page without
 * JavaScript shows sends `then=page` and gets the conversation again (post/redirect/get).
 *
 * Intent reply (spec part 2 §5 "Existing thread", §7 SendMessage): parsed with ReplySchema as in
 * the browser. Sent: the conversation again (post/redirect/get), showing the message. Not sent:
 * the form as typed with the reason.
 */
export async function submitConversationAction(request: Request, context: AppLoadContext, threadIdParam: string | undefined) {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  const threadId = ThreadIdSchema.safeParse(threadIdParam);
  const actingPatientId = await messagingPatientOf(context, session);
  if (!threadId.success || actingPatientId === null) conversationNotFound();
  const scope = { actingPatientId, actor: context.scope.actor, now: context.scope.now, threadId: threadId.data };
  const pagePath = href("thread", langOfPath(new URL(request.url).pathname), { threadId: threadId.data });
  if (form.get("intent") === "markRead") {
    const markRead = parseForm(form, MarkReadFormSchema);
    if (markRead.status !== "success") return data<MarkReadActionData>({ intent: "markRead", outcome: "ValidationError" }, { status: 400 });
    const marked = await markThreadAsRead(context.scope.db, { ...scope, shownAt: new Date(markRead.value.shownAt) });
    if (marked.type === "threadNotFound") conversationNotFound();
    // The plain form (no JavaScript) asks for the page again: post/redirect/get.
    if (markRead.value.then === "page") return redirect(pagePath);
    return data<MarkReadActionData>({ intent: "markRead", outcome: "success" });
  }
  const submission = parseForm(form, ReplySchema);
  if (form.get("intent") !== "reply" || submission.status !== "success") {
    return data<ReplyActionData>({ intent: "reply", result: submission.reply(), outcome: "ValidationError" }, { status: 400 });
  }
  const result = await sendMessage(context.scope.db, {
    ...scope,
    content: submission.value.message,
    attachments: submission.value.attachments,
  });
  if (result.type === "threadNotFound") conversationNotFound();
  // The fragment brings the sent message into view without JavaScript; with it the page moves focus there.
  if (result.type === "success") return redirect(`${pagePath}#message-${result.messageId}`);
  const answer: ReplyActionData = { intent: "reply", result: submission.reply(), outcome: result.type === "threadClosed" ? "threadClosed" : "sendFailed" };
  return answer;
}
