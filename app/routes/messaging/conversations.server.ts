import type { AppLoadContext } from "react-router";
import { CONVERSATIONS_PAGE_SIZE } from "#domain/messaging";
import { auditActorOf } from "#server/http/audit";
import { type ConversationListItem, listConversationPage } from "#server/modules/messaging/conversation-service";
import { requireValidSession } from "#app/session.server";
import { messagingPatientOf } from "./messaging.server";

export type ConversationsPageData =
  /** No messaging here (flag off, no patient or no messaging user): the page is blank (spec part 2 §2). */
  | { state: "blank" }
  | {
      state: "loaded";
      conversations: ConversationListItem[];
      /** 1-based page shown and the number of pages (ten conversations a page, part 1 §9). */
      page: number;
      pageCount: number;
    };

/** The requested page: a positive whole number, else the first. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Conversations /{lang}/{viestit|meddelanden|messages}?page= : the acting patient's threads. */
export async function loadConversationsPage(request: Request, context: AppLoadContext): Promise<ConversationsPageData> {
  const session = requireValidSession(request, context);
  const actingPatientId = await messagingPatientOf(context, session);
  if (actingPatientId === null) return { state: "blank" };
  const requested = pageOf(new URL(request.url).searchParams.get("page"));
  const db = context.services.database.db;
  const actor = auditActorOf(context);
  let page = requested;
  let result = await listConversationPage(db, { actingPatientId, actor, limit: CONVERSATIONS_PAGE_SIZE, offset: (page - 1) * CONVERSATIONS_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(result.totalCount / CONVERSATIONS_PAGE_SIZE));
  if (page > pageCount) {
    // Past the end (an old link): the last page instead of an empty one.
    page = pageCount;
    result = await listConversationPage(db, { actingPatientId, actor, limit: CONVERSATIONS_PAGE_SIZE, offset: (page - 1) * CONVERSATIONS_PAGE_SIZE });
  }
  return { state: "loaded", conversations: result.conversations, page, pageCount };
}
