import type { AppLoadContext } from "react-router";
import { clampPageRun, type PagedList, type PageRun, pageCountOf, pageRunOf, rowWindowOf } from "#domain/list-paging";
import { CONVERSATIONS_PAGE_SIZE } from "#domain/messaging";
import { type ConversationListItem, listConversationPage } from "#server/modules/messaging/conversation-service";
import { requireValidSession } from "#app/session.server";
import { messagingPatientOf } from "./messaging.server";

export type ConversationsPageData =
  /** No messaging here (flag off, no patient or no messaging user): the page is blank (spec part 2 §2). */
  | { state: "blank" }
  | {
      state: "loaded";
      /** The pages shown: ten conversations a page (part 1 §9), a run of them after "Show more" (decision 306). */
      conversations: PagedList<ConversationListItem>;
    };

/**
 * Conversations /{lang}/{viestit|meddelanden|messages}?page=&from= : the acting patient's threads,
 * the run of pages asked for (the pager's single page, or a phone's longer run); past the end, the
 * last page.
 */
export async function loadConversationsPage(request: Request, context: AppLoadContext): Promise<ConversationsPageData> {
  const session = requireValidSession(request, context);
  const actingPatientId = await messagingPatientOf(context, session);
  if (actingPatientId === null) return { state: "blank" };
  const requested = pageRunOf(new URL(request.url).searchParams);
  const { db, actor } = context.scope;
  const read = (run: PageRun) => listConversationPage(db, { actingPatientId, actor, ...rowWindowOf(run, CONVERSATIONS_PAGE_SIZE) });
  let run = requested;
  let result = await read(run);
  const shown = clampPageRun(run, result.totalCount, CONVERSATIONS_PAGE_SIZE);
  if (shown.first !== run.first || shown.last !== run.last) {
    // Past the end (an old link): the last page instead of an empty one.
    run = shown;
    result = await read(run);
  }
  return {
    state: "loaded",
    conversations: {
      items: result.conversations,
      run,
      pageCount: pageCountOf(result.totalCount, CONVERSATIONS_PAGE_SIZE),
      pageSize: CONVERSATIONS_PAGE_SIZE,
      total: result.totalCount,
    },
  };
}
