import { type SQL, sql } from "drizzle-orm";
import type { InboxCursor } from "#domain/professional-inbox";
import type { ThreadCategory } from "#domain/enums";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";

// The professional inbox in SQL (decision 244). Threads carry their latest activity and current
// assignee (kept by triggers), so each category is a range of one index walked newest first, and
// a page is a keyset step ((last_activity_at, id) below the cursor), however many threads there are.

export interface InboxViewer {
  id: number;
  userType: "ProfessionalUser" | "HrUser";
  /** The users this viewer substitutes right now (their absence covers now). */
  substituteFor: readonly number[];
}

function idArray(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return sql`${`{${safe.join(",")}}`}::int8[]`;
}

/** The absentees whose threads `userId` handles now as their substitute. */
export async function findSubstitutedUsers(db: DatabaseOrTransaction, userId: number, now: Date): Promise<number[]> {
  const rows = await queryRows<{ absentee_user_id: number | string }>(
    db,
    sql`select distinct a.absentee_user_id from absence_substitutes s
        join absences a on a.id = s.absence_id
        where s.substitute_user_id = ${userId} and a.starts_at <= ${now.toISOString()} and a.ends_at > ${now.toISOString()}`,
  );
  return rows.map((row) => Number(row.absentee_user_id));
}

const participates = (me: number) => sql`exists (select 1 from thread_participants p where p.thread_id = t.id and p.user_id = ${me})`;
/** The threads `me` takes part in, driven from the participant index (a professional's few, not all). */
const participated = (me: number) => sql`t.id in (select p.thread_id from thread_participants p where p.user_id = ${me})`;
/** The same plus the threads `me` handles. */
const involved = (me: number) =>
  sql`t.id in (select p.thread_id from thread_participants p where p.user_id = ${me} union all select x.id from messaging_threads x where x.current_assignee_user_id = ${me})`;

/** The condition of one category for `viewer` over thread `t`. */
export function categoryCondition(viewer: InboxViewer, category: ThreadCategory): SQL {
  const me = viewer.id;
  const absent = idArray(viewer.substituteFor);
  const handledByOther = sql`t.current_assignee_user_id is not null and t.current_assignee_user_id <> ${me} and not (t.current_assignee_user_id = any(${absent}))`;
  const mine = involved(me);
  if (viewer.userType === "HrUser") {
    const hr = sql`t.thread_type = 'hr'`;
    switch (category) {
      case "hrOpen":
        return sql`${hr} and t.is_active and ${mine}`;
      case "hrSubstitutions":
        return sql`${hr} and t.is_active and t.current_assignee_user_id = any(${absent}) and t.current_assignee_user_id <> ${me} and not ${participates(me)}`;
      case "hrClosed":
        return sql`${hr} and not t.is_active and ${mine}`;
      default:
        return sql`false`;
    }
  }
  const care = sql`t.thread_type <> 'hr'`;
  switch (category) {
    case "assignedToMe":
      return sql`${care} and t.is_active and t.current_assignee_user_id = ${me}`;
    case "substitutions":
      return sql`${care} and t.is_active and t.current_assignee_user_id = any(${absent}) and t.current_assignee_user_id <> ${me}`;
    case "unassigned":
      return sql`${care} and t.is_active and t.current_assignee_user_id is null`;
    case "participant":
      return sql`${care} and t.is_active and ${handledByOther} and ${participated(me)}`;
    case "others":
      return sql`${care} and t.is_active and ${handledByOther} and not ${participates(me)}`;
    case "closed":
      return sql`${care} and not t.is_active and ${mine}`;
    default:
      return sql`false`;
  }
}

/** Whether `viewer` may open thread `t` at all: professionals every care thread, HR users their HR threads. */
export function accessCondition(viewer: InboxViewer): SQL {
  if (viewer.userType === "HrUser") {
    return sql`t.thread_type = 'hr' and (t.current_assignee_user_id = ${viewer.id} or t.current_assignee_user_id = any(${idArray(viewer.substituteFor)}) or ${participates(viewer.id)})`;
  }
  return sql`t.thread_type <> 'hr'`;
}

/**
 * Counts stop at this many (shown as "99+"): a count is an index walk that ends there, so a
 * category of 80,000 threads costs what one of 100 does (decision 244).
 */
export const COUNT_CAP = 100;

export async function countCategories(
  db: DatabaseOrTransaction,
  viewer: InboxViewer,
  categories: readonly ThreadCategory[],
): Promise<Record<string, number>> {
  const columns = sql.join(
    categories.map(
      (category) =>
        sql`(select count(*) from (select 1 from messaging_threads t where ${categoryCondition(viewer, category)} limit ${COUNT_CAP}) c)::int as ${sql.identifier(category)}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${columns}`);
  return Object.fromEntries(categories.map((category) => [category, Number(row?.[category] ?? 0)]));
}

export interface InboxRow {
  id: number;
  title: string | null;
  isActive: boolean;
  lastActivityAt: Date;
  patientId: number | null;
  patientFirstName: string | null;
  patientLastName: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  isUnread: boolean;
  /** The newest message: who wrote it (the patient side or the care team) and when, and its start. */
  latest: InboxLatestMessage | null;
}

/** The start of the newest message shown in the list; the rest stays in the conversation. */
export const INBOX_PREVIEW_LENGTH = 160;

export interface InboxLatestMessage {
  at: Date;
  fromPatient: boolean;
  /** Its first INBOX_PREVIEW_LENGTH characters; null when it was deleted. */
  preview: string | null;
}

/** One page of a category, newest activity first, after `cursor` (one more row than asked tells there is a next page). */
export async function findInboxPage(
  db: DatabaseOrTransaction,
  viewer: InboxViewer,
  { category, cursor, limit }: { category: ThreadCategory; cursor: InboxCursor | null; limit: number },
): Promise<InboxRow[]> {
  const after = cursor ? sql`and (t.last_activity_at, t.id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.id, t.title, t.is_active, t.last_activity_at, t.patient_id,
          pa.first_name as patient_first_name, pa.last_name as patient_last_name,
          au.first_name as assignee_first_name, au.last_name as assignee_last_name,
          (exists (select 1 from messages m where m.thread_id = t.id) and (r.read_at is null or r.read_at < greatest(
            t.last_activity_at,
            case when t.current_assignee_user_id = ${viewer.id}
              then (select ca.assigned_at from thread_assignments ca where ca.thread_id = t.id and ca.ended_at is null) end
          ))) as is_unread,
          lm.created_at as latest_at, lm.from_patient as latest_from_patient, lm.preview as latest_preview
        from (
          select t.id, t.title, t.is_active, t.last_activity_at, t.patient_id, t.current_assignee_user_id
          from messaging_threads t
          where ${categoryCondition(viewer, category)} ${after}
          order by t.last_activity_at desc, t.id desc
          limit ${limit}
        ) t
        left join patients pa on pa.id = t.patient_id
        left join messaging_users au on au.id = t.current_assignee_user_id
        left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = ${viewer.id}
        left join lateral (
          select m.created_at, mu.user_type = 'CustomerUser' as from_patient,
            case when m.deleted_at is null then left(m.content, ${INBOX_PREVIEW_LENGTH}) end as preview
          from messages m join messaging_users mu on mu.id = m.author_user_id
          where m.thread_id = t.id
          order by m.created_at desc, m.id desc
          limit 1
        ) lm on true
        order by t.last_activity_at desc, t.id desc`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title as string | null,
    isActive: Boolean(row.is_active),
    lastActivityAt: new Date(row.last_activity_at as string | Date),
    patientId: row.patient_id === null ? null : Number(row.patient_id),
    patientFirstName: row.patient_first_name as string | null,
    patientLastName: row.patient_last_name as string | null,
    assigneeFirstName: row.assignee_first_name as string | null,
    assigneeLastName: row.assignee_last_name as string | null,
    isUnread: Boolean(row.is_unread),
    latest:
      row.latest_at === null || row.latest_at === undefined
        ? null
        : { at: new Date(row.latest_at as string | Date), fromPatient: Boolean(row.latest_from_patient), preview: (row.latest_preview as string | null) ?? null },
  }));
}
