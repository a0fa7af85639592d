import type { AppLoadContext } from "react-router";
import { isOneOf, THREAD_CATEGORIES, type ThreadCategory } from "#domain/enums";
import { formatInboxCursor, INBOX_SEARCH_MAX_LENGTH, type InboxSort, parseInboxCursor, parseInboxSearch, parseInboxSort } from "#domain/professional-inbox";
import type { Language } from "#domain/enums";
import { formatShortDate, formatTime } from "#domain/date-display";
import { COUNT_CAP } from "#server/modules/professional/inbox-repository";
import { listInbox } from "#server/modules/professional/inbox-service";
import { mayStartThreads } from "#server/modules/professional/new-thread-service";
import type { Professional } from "#server/modules/professional/session-service";
import { requestInfoOf, requireProfessional } from "./workspace.server";

// The inbox's data: the viewer's categories with their counts, one page of the chosen category
// or of what a search found in all of them (decision 380), newest first or longest waiting first,
// each conversation with its patient, subject, handler, unread state and its newest message (who
// wrote it, when, its start). Listing names patients: each gets an audit event (listInbox).

export interface InboxConversation {
  id: number;
  title: string | null;
  isActive: boolean;
  isUnread: boolean;
  /** Opening it needs a stated reason when false (decision 330): no subject and no preview then. */
  mayOpen: boolean;
  lastActivityAt: string;
  /** The latest activity as the list shows it ("24.11.2026 10:48", Helsinki time). */
  lastActivityLabel: string;
  patientName: string;
  assigneeName: string | null;
  latest: { at: string; fromPatient: boolean; preview: string | null } | null;
}

/**
 * What a list shows (the address's `category`, `q` and `sort`): the inbox's page and, beside a
 * conversation, the list it was opened from.
 */
export interface InboxListQuery {
  category: ThreadCategory;
  /** The search as typed (cut at the field's length); "" lists the category. */
  q: string;
  sort: InboxSort;
}

export interface InboxPageData {
  categories: readonly ThreadCategory[];
  category: ThreadCategory;
  query: InboxListQuery;
  /** Whether the list is what a search found (in all categories) rather than the category. */
  searching: boolean;
  searchMaxLength: number;
  /** Where this page of the list starts (`after`), null on the first page. */
  after: string | null;
  counts: Record<string, number>;
  /** Counts stop here (shown as "99+"). */
  countCap: number;
  conversations: InboxConversation[];
  nextCursor: string | null;
  mayStartThreads: boolean;
  /** The server's now, for the waiting times. */
  now: string;
}

export async function loadInboxPage(request: Request, context: AppLoadContext, lang: Language): Promise<InboxPageData> {
  const session = await requireProfessional(request, context, lang);
  return loadInboxList(request, context, lang, session.professional);
}

/** The list of the address's category or search, in its order, from its cursor (`after`). */
export async function loadInboxList(request: Request, context: AppLoadContext, lang: Language, professional: Professional): Promise<InboxPageData> {
  const params = new URL(request.url).searchParams;
  const category = params.get("category");
  const q = (params.get("q") ?? "").slice(0, INBOX_SEARCH_MAX_LENGTH);
  const search = parseInboxSearch(q);
  const cursor = parseInboxCursor(params.get("after") ?? undefined);
  const now = context.scope.now;
  const page = await listInbox(context.scope.db, {
    professional,
    category: isOneOf(THREAD_CATEGORIES, category) ? category : null,
    search,
    sort: parseInboxSort(params.get("sort")),
    cursor,
    now,
    request: requestInfoOf(context),
  });
  return {
    categories: page.categories,
    category: page.category,
    query: { category: page.category, q: search ? q.trim() : "", sort: page.sort },
    searching: search !== null,
    searchMaxLength: INBOX_SEARCH_MAX_LENGTH,
    after: cursor ? formatInboxCursor(cursor) : null,
    counts: page.counts,
    countCap: COUNT_CAP,
    conversations: page.threads.map((thread) => ({
      id: thread.id,
      title: thread.title,
      isActive: thread.isActive,
      isUnread: thread.isUnread,
      mayOpen: thread.mayOpen,
      lastActivityAt: thread.lastActivityAt.toISOString(),
      lastActivityLabel: `${formatShortDate(thread.lastActivityAt, lang)} ${formatTime(thread.lastActivityAt)}`,
      patientName: [thread.patientFirstName, thread.patientLastName].filter(Boolean).join(" "),
      assigneeName: thread.assigneeFirstName ? `${thread.assigneeFirstName} ${thread.assigneeLastName ?? ""}`.trim() : null,
      latest: thread.latest && { at: thread.latest.at.toISOString(), fromPatient: thread.latest.fromPatient, preview: thread.latest.preview },
    })),
    nextCursor: page.nextCursor,
    mayStartThreads: mayStartThreads(professional),
    now: now.toISOString(),
  };
}
