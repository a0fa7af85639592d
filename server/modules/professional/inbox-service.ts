import type { ThreadCategory } from "#domain/enums";
import { categoriesOf, formatInboxCursor, INBOX_PAGE_SIZE, type InboxCursor, type InboxSearch, type InboxSort } from "#domain/professional-inbox";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAuditEvents } from "#server/modules/audit/audit-service";
import { countCategories, findInboxPage, findSubstitutedUsers, type InboxRow, type InboxViewer } from "./inbox-repository";
import type { Professional } from "./session-service";

// The professional inbox (issue 15): counts of every category of the viewer, one page of the
// chosen one or of what a search finds in all of them (decision 380), in the chosen order, the
// next page's cursor. The page names patients, so each patient on it gets an
// audit event for the professional's read (Act 703/2023).

export interface InboxPage {
  categories: readonly ThreadCategory[];
  /** The category listed; with a search, the one it was started from (the page lists what the search found). */
  category: ThreadCategory;
  search: InboxSearch | null;
  sort: InboxSort;
  counts: Record<string, number>;
  threads: InboxRow[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/** The audit actor of a professional's request (their messaging user id and role). */
export function professionalActor(
  professional: Professional,
  request: { address: string; requestId: string; at?: Date },
  patientId: number | null,
): AuditActor {
  return {
    actorPatientId: null,
    actingForPatientId: patientId,
    actorProfessionalId: professional.id,
    actorRole: professional.title ?? professional.userType,
    address: request.address,
    requestId: request.requestId,
    at: request.at,
  };
}

export async function viewerOf(db: DatabaseOrTransaction, professional: Professional, now: Date): Promise<InboxViewer> {
  return { id: professional.id, userType: professional.userType, substituteFor: await findSubstitutedUsers(db, professional.id, now), now };
}

export async function listInbox(
  db: DatabaseOrTransaction,
  {
    professional,
    category,
    search = null,
    sort = "newest",
    cursor,
    now,
    request,
    limit = INBOX_PAGE_SIZE,
  }: {
    professional: Professional;
    category: ThreadCategory | null;
    search?: InboxSearch | null;
    sort?: InboxSort;
    cursor: InboxCursor | null;
    now: Date;
    request: { address: string; requestId: string; at?: Date };
    limit?: number;
  },
): Promise<InboxPage> {
  const categories = categoriesOf(professional.userType);
  const chosen = category && categories.includes(category) ? category : (categories[0] as ThreadCategory);
  const viewer = await viewerOf(db, professional, now);
  const [counts, rows] = await Promise.all([
    countCategories(db, viewer, categories),
    findInboxPage(db, viewer, { listing: search ? { search } : { category: chosen }, sort, cursor, limit: limit + 1 }),
  ]);
  const threads = rows.slice(0, limit);
  const last = threads.at(-1);
  await recordAuditEvents(
    db,
    threads.map((thread) => ({
      actor: professionalActor(professional, request, thread.patientId),
      entry: { action: "read" as const, entity: "thread-summary", entityId: thread.id },
    })).filter((event) => event.actor.actingForPatientId !== null),
  );
  return {
    categories,
    category: chosen,
    search,
    sort,
    counts,
    threads,
    nextCursor: rows.length > limit && last ? formatInboxCursor({ at: last.lastActivityAt, id: last.id }) : null,
  };
}
