import { type SQL, sql } from "drizzle-orm";
import { ACCESS_REASON_VALID_HOURS, CARE_RELATIONSHIP_MONTHS, type InboxCursor, type InboxSearch, type InboxSort } from "#domain/professional-inbox";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
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
  /** The request's time: care relationships and stated reasons are judged at it. */
  now: Date;
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

/** Every thread of the viewer's categories: what a search looks through. */
function searchScopeCondition(viewer: InboxViewer): SQL {
  const me = viewer.id;
  if (viewer.userType === "HrUser") {
    return sql`t.thread_type = 'hr' and (${involved(me)} or (t.is_active and t.current_assignee_user_id = any(${idArray(viewer.substituteFor)})))`;
  }
  return sql`t.thread_type <> 'hr' and (t.is_active or ${involved(me)})`;
}

/** The words as a prefix query of the 'simple' text search configuration (letters and digits only: nothing to escape). */
function prefixQuery(words: readonly string[]): SQL {
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`;
}

/** The thread columns a list page reads. */
const LIST_COLUMNS = sql.raw("id, title, thread_type, is_active, last_activity_at, patient_id, current_assignee_user_id");

/**
 * The threads a search finds among the viewer's (decision 380), in the list's order, at most
 * `limit`: a whole identity code, that patient's; words, the threads whose patient's name has
 * each word as the start of one of its words, or whose subject has them, the subject counting
 * only where the viewer may open the thread (a subject is not shown otherwise, so it does not
 * find it either). The candidates come from the indexes (the identity code's unique one, the
 * text search indexes of names and subjects); the access of a subject's find is then checked in
 * the list's order only until the page is full (`offset 0` keeps the check above the order), so
 * a word every subject has costs a sort of the candidates, not an access check of each.
 */
function searchSource(viewer: InboxViewer, search: InboxSearch, { after, order, limit }: { after: SQL; order: SQL; limit: number }): SQL {
  const scope = searchScopeCondition(viewer);
  if (search.kind === "identityCode") {
    return sql`select ${LIST_COLUMNS} from messaging_threads t
      where t.patient_id = (select pa.id from patients pa where pa.identity_code = ${search.code}) and ${scope} ${after}
      order by ${order} limit ${limit}`;
  }
  const query = prefixQuery(search.words);
  const named = sql`(select pa.id from patients pa where to_tsvector('simple', pa.first_name || ' ' || pa.last_name) @@ ${query})`;
  return sql`select t.* from (
      select ${LIST_COLUMNS} from (
        select ${LIST_COLUMNS} from messaging_threads x where x.patient_id in ${named}
        union
        select ${LIST_COLUMNS} from messaging_threads x where to_tsvector('simple', coalesce(x.title, '')) @@ ${query}
      ) t
      where ${scope} ${after}
      order by ${order}
      offset 0
    ) t
    where t.patient_id in ${named} or ${accessCondition(viewer)}
    order by ${order}
    limit ${limit}`;
}

/** Which threads a list shows: one category, or what a search finds in all of them. */
export type InboxListing = { category: ThreadCategory } | { search: InboxSearch };

/**
 * Whether `viewer` may open thread `t` (decision 330). HR users: the HR threads they handle, take
 * part in or substitute for (decision 244). Professionals: a care thread when they, or someone
 * they substitute now, handle it, take part in it or are in the patient's care team (the
 * occupational health team of the patient's employer under a contract valid today, or an
 * appointment with the patient in the last 18 months or upcoming); when it waits unassigned in
 * the care team's shared queue; or when they stated a reason to open it in the last 8 hours.
 */
export function accessCondition(viewer: InboxViewer): SQL {
  if (viewer.userType === "HrUser") {
    return sql`t.thread_type = 'hr' and (t.current_assignee_user_id = ${viewer.id} or t.current_assignee_user_id = any(${idArray(viewer.substituteFor)}) or ${participates(viewer.id)})`;
  }
  return sql`t.thread_type <> 'hr' and (${careRelationCondition(viewer)} or ${sharedQueueCondition()} or ${statedReasonCondition(viewer)})`;
}

/** Whether `viewer` could open thread `t` by stating a reason: a professional, a care thread. */
export function openableWithReasonCondition(viewer: InboxViewer): SQL {
  return viewer.userType === "ProfessionalUser" ? sql`t.thread_type <> 'hr'` : sql`false`;
}

/** The viewer and everyone they substitute now: a substitute stands in their relationships. */
function principalsOf(viewer: InboxViewer): SQL {
  return idArray([viewer.id, ...viewer.substituteFor]);
}

/** Assigned, participant or the patient's care team, for the viewer or someone they substitute. */
export function careRelationCondition(viewer: InboxViewer): SQL {
  const principals = principalsOf(viewer);
  return sql`(t.current_assignee_user_id = any(${principals})
    or exists (select 1 from thread_participants p where p.thread_id = t.id and p.user_id = any(${principals}))
    or (t.patient_id is not null and ${careTeamCondition(viewer, sql`t.patient_id`)}))`;
}

/**
 * The viewer, or someone they substitute, is in the care team of the patient `patientId` (an SQL
 * expression): an appointment with their calendar in the last 18 months or upcoming, or the
 * occupational health team of the patient's employer under a contract in force (decision 330).
 */
function careTeamCondition(viewer: InboxViewer, patientId: SQL): SQL {
  const principals = principalsOf(viewer);
  const now = viewer.now.toISOString();
  const today = helsinkiCalendarDate(viewer.now);
  return sql`exists (
      select 1 from messaging_users u
      where u.id = any(${principals}) and u.practitioner_id is not null and (
        exists (select 1 from appointment_slots s
          where s.reserved_by_patient_id = ${patientId} and s.practitioner_id = u.practitioner_id and s.cancelled_at is null
            and s.starts_at >= ${now}::timestamptz - make_interval(months => ${CARE_RELATIONSHIP_MONTHS}))
        or exists (select 1 from employments e
          join occupational_contracts c on c.employer_id = e.employer_id
          join ohc_teams ot on ot.employer_id = e.employer_id
          join ohc_team_members m on m.team_id = ot.id
          where e.patient_id = ${patientId} and m.practitioner_id = u.practitioner_id
            and e.start_date <= ${today}::date and (e.end_date is null or e.end_date >= ${today}::date)
            and c.valid_from <= ${today}::date and (c.valid_until is null or c.valid_until >= ${today}::date))))`;
}

/**
 * Whether a professional `viewer` opens the records of patient `patientId` (decision 376): the
 * conversations' rule at the patient's level. They, or someone they substitute now, handle or take
 * part in a care conversation of the patient, are in the patient's care team, a conversation of
 * the patient waits in the shared queue, or the viewer stated a reason to open the patient's
 * records in the last ACCESS_REASON_VALID_HOURS. Never an HR user.
 */
export function patientRecordsAccessCondition(viewer: InboxViewer, patientId: number): SQL {
  if (viewer.userType !== "ProfessionalUser") return sql`false`;
  const principals = principalsOf(viewer);
  const now = viewer.now.toISOString();
  return sql`(exists (select 1 from messaging_threads t
      where t.patient_id = ${patientId} and t.thread_type <> 'hr' and (
        t.current_assignee_user_id = any(${principals})
        or exists (select 1 from thread_participants p where p.thread_id = t.id and p.user_id = any(${principals}))
        or ${sharedQueueCondition()}))
    or ${careTeamCondition(viewer, sql`${patientId}::int8`)}
    or exists (select 1 from audit_events g
      where g.entity = ${PATIENT_RECORDS_ENTITY} and g.entity_id = ${String(patientId)} and g.action = 'open-with-reason' and g.outcome = 'allowed'
        and g.actor_professional_id = ${viewer.id}
        and g.at > ${now}::timestamptz - make_interval(hours => ${ACCESS_REASON_VALID_HOURS}) and g.at <= ${now}::timestamptz))`;
}

/** The audit entity of a reason stated to open a patient's records (decision 376). */
export const PATIENT_RECORDS_ENTITY = "patient-records";

/**
 * The care team's shared queue: an open thread nobody handles yet (decisions 185, 244). Threads
 * carry no unit, so the queue is the organisation's one, and every professional triages it.
 */
export function sharedQueueCondition(): SQL {
  return sql`(t.is_active and t.current_assignee_user_id is null)`;
}

/** The viewer stated a reason to open thread `t` within ACCESS_REASON_VALID_HOURS before now. */
export function statedReasonCondition(viewer: InboxViewer): SQL {
  const now = viewer.now.toISOString();
  return sql`exists (select 1 from audit_events g
    where g.entity = 'thread' and g.entity_id = t.id::text and g.action = 'open-with-reason' and g.outcome = 'allowed'
      and g.actor_professional_id = ${viewer.id}
      and g.at > ${now}::timestamptz - make_interval(hours => ${ACCESS_REASON_VALID_HOURS}) and g.at <= ${now}::timestamptz)`;
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
  /**
   * Whether the viewer may open it without stating a reason (decision 330). When not, the row
   * carries no subject and no preview: who the patient is, who handles it and who waits since when.
   */
  mayOpen: boolean;
  /** The newest message: who wrote it (the patient side or the care team) and when, and its start. */
  latest: InboxLatestMessage | null;
}

/** The start of the newest message shown in the list; the rest stays in the conversation. */
export const INBOX_PREVIEW_LENGTH = 160;

export interface InboxLatestMessage {
  at: Date;
  fromPatient: boolean;
  /** Its first INBOX_PREVIEW_LENGTH characters; null when it was deleted or the viewer may not open the thread. */
  preview: string | null;
}

/**
 * One page of a listing after `cursor` (one more row than asked tells there is a next page):
 * newest activity first, or the longest waiting first (the same index walked the other way).
 */
export async function findInboxPage(
  db: DatabaseOrTransaction,
  viewer: InboxViewer,
  { listing, sort = "newest", cursor, limit }: { listing: InboxListing; sort?: InboxSort; cursor: InboxCursor | null; limit: number },
): Promise<InboxRow[]> {
  const waiting = sort === "waiting";
  const position = cursor ? sql`(${cursor.at.toISOString()}::timestamptz, ${cursor.id})` : null;
  const after = position ? (waiting ? sql`and (t.last_activity_at, t.id) > ${position}` : sql`and (t.last_activity_at, t.id) < ${position}`) : sql``;
  const order = waiting ? sql`t.last_activity_at asc, t.id asc` : sql`t.last_activity_at desc, t.id desc`;
  const source =
    "category" in listing
      ? sql`select ${LIST_COLUMNS} from messaging_threads t where ${categoryCondition(viewer, listing.category)} ${after} order by ${order} limit ${limit}`
      : searchSource(viewer, listing.search, { after, order, limit });
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.id, case when acc.may_open then t.title end as title, acc.may_open, t.is_active, t.last_activity_at, t.patient_id,
          pa.first_name as patient_first_name, pa.last_name as patient_last_name,
          au.first_name as assignee_first_name, au.last_name as assignee_last_name,
          (exists (select 1 from messages m where m.thread_id = t.id) and (r.read_at is null or r.read_at < greatest(
            t.last_activity_at,
            case when t.current_assignee_user_id = ${viewer.id}
              then (select ca.assigned_at from thread_assignments ca where ca.thread_id = t.id and ca.ended_at is null) end
          ))) as is_unread,
          lm.created_at as latest_at, lm.from_patient as latest_from_patient, lm.preview as latest_preview
        from (${source}) t
        cross join lateral (select (${accessCondition(viewer)}) as may_open) acc
        left join patients pa on pa.id = t.patient_id
        left join messaging_users au on au.id = t.current_assignee_user_id
        left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = ${viewer.id}
        left join lateral (
          select m.created_at, mu.user_type = 'CustomerUser' as from_patient,
            case when m.deleted_at is null and acc.may_open then left(m.content, ${INBOX_PREVIEW_LENGTH}) end as preview
          from messages m join messaging_users mu on mu.id = m.author_user_id
          where m.thread_id = t.id
          order by m.created_at desc, m.id desc
          limit 1
        ) lm on true
        order by ${order}`,
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
    mayOpen: Boolean(row.may_open),
    latest:
      row.latest_at === null || row.latest_at === undefined
        ? null
        : { at: new Date(row.latest_at as string | Date), fromPatient: Boolean(row.latest_from_patient), preview: (row.latest_preview as string | null) ?? null },
  }));
}
