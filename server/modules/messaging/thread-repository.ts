import { type SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { isUnreadByKeptColumnsSql } from "./read-rule";

// Reading conversations for the customer API and pages. Every function takes the acting patient
// id and filters by it (a thread of anyone else is simply not there); the ones that take many
// thread or message ids answer for all of them in one query, so a page of threads costs the same
// number of queries however long it is (the GraphQL layer batches through these).

/** A Postgres int8 array literal of ids (numbers only, so nothing else reaches the SQL). */
export function idArray(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return sql`${`{${safe.join(",")}}`}::int8[]`;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export interface MessagingUserRow {
  id: number;
  userType: "CustomerUser" | "HrUser" | "ProfessionalUser";
  firstName: string;
  lastName: string;
  title: string | null;
  emailAddress: string | null;
}

type RawUser = { user_id: string | number; user_type: MessagingUserRow["userType"]; first_name: string; last_name: string; title: string | null; email_address: string | null };

const userOf = (row: RawUser): MessagingUserRow => ({
  id: Number(row.user_id),
  userType: row.user_type,
  firstName: row.first_name,
  lastName: row.last_name,
  title: row.title,
  emailAddress: row.email_address,
});

const USER_COLUMNS = (alias: string) =>
  sql.raw(`${alias}.id as user_id, ${alias}.user_type, ${alias}.first_name, ${alias}.last_name, ${alias}.title, ${alias}.email_address`);

/** The patient's own messaging user (the customerMessagingUserId), or null when there is none. */
export async function findCustomerUser(db: DatabaseOrTransaction, patientId: number): Promise<MessagingUserRow | null> {
  const [row] = await queryRows<RawUser>(db, sql`select ${USER_COLUMNS("u")} from messaging_users u where u.patient_id = ${patientId}`);
  return row ? userOf(row) : null;
}

export interface ThreadRow {
  id: number;
  title: string | null;
  isActive: boolean;
  createdAt: Date;
  threadType: "customer" | "hr" | "supervisor";
  /** When the newest message was written (null: none); the list's order. */
  latestActivityAt: Date;
  /** The read rule of part 2 §4 for the patient's own messaging user. */
  isUnread: boolean;
}

type RawThread = {
  id: string | number;
  title: string | null;
  is_active: boolean;
  created_at: Date | string;
  thread_type: ThreadRow["threadType"];
  latest_at: Date | string;
  is_unread: boolean;
  total_count?: number;
};

const threadOf = (row: RawThread): ThreadRow => ({
  id: Number(row.id),
  title: row.title,
  isActive: row.is_active,
  createdAt: new Date(row.created_at),
  threadType: row.thread_type,
  latestActivityAt: new Date(row.latest_at),
  isUnread: row.is_unread,
});

// The latest activity and the read rule from the columns the triggers keep on the thread (read-rule.ts),
// so a page of a patient with hundreds of threads does not look up every thread's messages.
const THREAD_SELECT = sql`
  select t.id, t.title, t.is_active, t.created_at, t.thread_type,
    t.last_activity_at as latest_at,
    ${isUnreadByKeptColumnsSql()} as is_unread`;

const THREAD_JOINS = sql`
  from messaging_threads t
  left join messaging_users me on me.patient_id = t.patient_id
  left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = me.id`;

/** A page of the patient's threads, the most recent activity first, and how many there are. */
export async function findThreadPage(
  db: DatabaseOrTransaction,
  patientId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ threads: ThreadRow[]; totalCount: number }> {
  const rows = await queryRows<RawThread>(
    db,
    sql`${THREAD_SELECT}, count(*) over ()::int as total_count
      ${THREAD_JOINS}
      where t.patient_id = ${patientId}
      order by latest_at desc, t.id desc
      limit ${limit} offset ${offset}`,
  );
  if (rows.length === 0 && offset > 0) {
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from messaging_threads t where t.patient_id = ${patientId}`);
    return { threads: [], totalCount: count?.n ?? 0 };
  }
  return { threads: rows.map(threadOf), totalCount: rows[0]?.total_count ?? 0 };
}

/** The patient's threads among `ids` (someone else's are not there). */
export async function findThreadsByIds(db: DatabaseOrTransaction, patientId: number, ids: readonly number[]): Promise<ThreadRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<RawThread>(db, sql`${THREAD_SELECT} ${THREAD_JOINS} where t.patient_id = ${patientId} and t.id = any(${idArray(ids)})`);
  return rows.map(threadOf);
}

export interface ThreadUserRow extends MessagingUserRow {
  threadId: number;
}

/** The participants of the patient's threads among `threadIds`. */
export async function findParticipants(db: DatabaseOrTransaction, patientId: number, threadIds: readonly number[]): Promise<ThreadUserRow[]> {
  if (threadIds.length === 0) return [];
  const rows = await queryRows<RawUser & { thread_id: string | number }>(
    db,
    sql`select p.thread_id, ${USER_COLUMNS("u")}
      from thread_participants p
      join messaging_threads t on t.id = p.thread_id
      join messaging_users u on u.id = p.user_id
      where t.patient_id = ${patientId} and p.thread_id = any(${idArray(threadIds)})
      order by p.thread_id, (u.user_type = 'CustomerUser') desc, p.joined_at, u.id`,
  );
  return rows.map((row) => ({ ...userOf(row), threadId: Number(row.thread_id) }));
}

export interface AbsenceRow {
  absenteeUserId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface AssignmentRow {
  threadId: number;
  assignedAt: Date;
  assignee: MessagingUserRow;
  /** The assignee's absences going on at `now` (current only, spec part 2 §3). */
  absences: AbsenceRow[];
}

/** The current assignment of each of the patient's threads among `threadIds`, with current absences. */
export async function findCurrentAssignments(
  db: DatabaseOrTransaction,
  patientId: number,
  threadIds: readonly number[],
  now: Date,
): Promise<AssignmentRow[]> {
  if (threadIds.length === 0) return [];
  const rows = await queryRows<RawUser & { thread_id: string | number; assigned_at: Date | string; absences: { absentee_user_id: number; starts_at: string; ends_at: string }[] }>(
    db,
    sql`select a.thread_id, a.assigned_at, ${USER_COLUMNS("u")},
        coalesce((select json_agg(json_build_object('absentee_user_id', b.absentee_user_id, 'starts_at', b.starts_at, 'ends_at', b.ends_at) order by b.starts_at)
          from absences b where b.absentee_user_id = u.id and b.starts_at <= ${now} and b.ends_at > ${now}), '[]'::json) as absences
      from thread_assignments a
      join messaging_threads t on t.id = a.thread_id
      join messaging_users u on u.id = a.assignee_user_id
      where t.patient_id = ${patientId} and a.ended_at is null and a.thread_id = any(${idArray(threadIds)})`,
  );
  return rows.map((row) => ({
    threadId: Number(row.thread_id),
    assignedAt: new Date(row.assigned_at),
    assignee: userOf(row),
    absences: row.absences.map((absence) => ({
      absenteeUserId: Number(absence.absentee_user_id),
      startsAt: new Date(absence.starts_at),
      endsAt: new Date(absence.ends_at),
    })),
  }));
}

/**
 * Who of the care team can read each thread: its professional participants, the current assignee
 * and, while the assignee is away, their substitutes.
 */
export async function findProfessionalsWithAccess(
  db: DatabaseOrTransaction,
  patientId: number,
  threadIds: readonly number[],
  now: Date,
): Promise<ThreadUserRow[]> {
  if (threadIds.length === 0) return [];
  const rows = await queryRows<RawUser & { thread_id: string | number }>(
    db,
    sql`with access as (
        select p.thread_id, p.user_id from thread_participants p where p.thread_id = any(${idArray(threadIds)})
        union
        select a.thread_id, a.assignee_user_id from thread_assignments a where a.ended_at is null and a.thread_id = any(${idArray(threadIds)})
        union
        select a.thread_id, s.substitute_user_id
        from thread_assignments a
        join absences b on b.absentee_user_id = a.assignee_user_id and b.starts_at <= ${now} and b.ends_at > ${now}
        join absence_substitutes s on s.absence_id = b.id
        where a.ended_at is null and a.thread_id = any(${idArray(threadIds)})
      )
      select x.thread_id, ${USER_COLUMNS("u")}
      from access x
      join messaging_threads t on t.id = x.thread_id
      join messaging_users u on u.id = x.user_id
      where t.patient_id = ${patientId} and u.user_type = 'ProfessionalUser'
      order by x.thread_id, u.last_name, u.first_name, u.id`,
  );
  return rows.map((row) => ({ ...userOf(row), threadId: Number(row.thread_id) }));
}

export interface ReadStatusRow {
  threadId: number;
  readByUserId: number;
  readAt: Date;
}

export async function findReadStatuses(db: DatabaseOrTransaction, patientId: number, threadIds: readonly number[]): Promise<ReadStatusRow[]> {
  if (threadIds.length === 0) return [];
  const rows = await queryRows<{ thread_id: string | number; read_by_user_id: string | number; read_at: Date | string }>(
    db,
    sql`select r.thread_id, r.read_by_user_id, r.read_at
      from thread_read_statuses r join messaging_threads t on t.id = r.thread_id
      where t.patient_id = ${patientId} and r.thread_id = any(${idArray(threadIds)})
      order by r.thread_id, r.read_by_user_id`,
  );
  return rows.map((row) => ({ threadId: Number(row.thread_id), readByUserId: Number(row.read_by_user_id), readAt: new Date(row.read_at) }));
}

export interface MessageRow {
  id: number;
  threadId: number;
  createdAt: Date;
  content: string;
  authorUserId: number;
  author: { firstName: string; lastName: string };
  deletedAt: Date | null;
  deletedBy: { firstName: string; lastName: string } | null;
  deletedReason: string | null;
}

/**
 * The newest messages of each of the patient's threads among `threadIds`, newest first, `limit`
 * per thread after skipping `offset`, and each thread's message count. Deleted messages come with
 * their deletion facts and without their content.
 */
export async function findMessagePages(
  db: DatabaseOrTransaction,
  patientId: number,
  threadIds: readonly number[],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ messages: MessageRow[]; counts: Map<number, number> }> {
  if (threadIds.length === 0) return { messages: [], counts: new Map() };
  const rows = await queryRows<{
    id: string | number | null;
    thread_id: string | number;
    created_at: Date | string | null;
    content: string | null;
    author_user_id: string | number | null;
    author_first_name: string | null;
    author_last_name: string | null;
    deleted_at: Date | string | null;
    deleted_by_first_name: string | null;
    deleted_by_last_name: string | null;
    deleted_reason: string | null;
    total: number;
  }>(
    db,
    sql`with ranked as (
        select m.*, row_number() over (partition by m.thread_id order by m.created_at desc, m.id desc) as n,
          count(*) over (partition by m.thread_id)::int as total
        from messages m
        where m.patient_id = ${patientId} and m.thread_id = any(${idArray(threadIds)})
      )
      select m.id, m.thread_id, m.created_at,
        case when m.deleted_at is null then m.content end as content,
        m.author_user_id, a.first_name as author_first_name, a.last_name as author_last_name,
        m.deleted_at, d.first_name as deleted_by_first_name, d.last_name as deleted_by_last_name, m.deleted_reason, m.total
      from ranked m
      join messaging_users a on a.id = m.author_user_id
      left join messaging_users d on d.id = m.deleted_by_user_id
      where m.n > ${offset} and m.n <= ${offset + limit}
      union all
      select null, c.thread_id, null, null, null, null, null, null, null, null, null, c.total
      from (select thread_id, max(total) as total from ranked group by thread_id) c
      order by 2, 3 desc nulls first, 1 desc`,
  );
  const counts = new Map<number, number>();
  const messages: MessageRow[] = [];
  for (const row of rows) {
    if (row.id === null) {
      counts.set(Number(row.thread_id), row.total);
      continue;
    }
    messages.push({
      id: Number(row.id),
      threadId: Number(row.thread_id),
      createdAt: new Date(row.created_at as Date | string),
      content: row.content ?? "",
      authorUserId: Number(row.author_user_id),
      author: { firstName: row.author_first_name ?? "", lastName: row.author_last_name ?? "" },
      deletedAt: asDate(row.deleted_at),
      deletedBy: row.deleted_by_first_name === null ? null : { firstName: row.deleted_by_first_name, lastName: row.deleted_by_last_name ?? "" },
      deletedReason: row.deleted_reason,
    });
  }
  return { messages, counts };
}

export interface AttachmentRow {
  id: number;
  messageId: number;
  fileName: string;
  contentType: string;
}

/** The attachments of the patient's (not deleted) messages among `messageIds`. */
export async function findAttachments(db: DatabaseOrTransaction, patientId: number, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await queryRows<{ id: string | number; message_id: string | number; file_name: string; content_type: string }>(
    db,
    sql`select f.id, f.message_id, f.file_name, f.content_type
      from message_attachments f join messages m on m.id = f.message_id
      where m.patient_id = ${patientId} and f.patient_id = ${patientId} and m.deleted_at is null and f.message_id = any(${idArray(messageIds)})
      order by f.message_id, f.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), messageId: Number(row.message_id), fileName: row.file_name, contentType: row.content_type }));
}

export interface InvitationRow {
  id: number;
  messageId: number;
  answeredAt: Date | null;
  questionnaireTitle: Record<string, string>;
}

/** The questionnaire invitations of the patient's (not deleted) messages among `messageIds`. */
export async function findQuestionnaireInvitations(db: DatabaseOrTransaction, patientId: number, messageIds: readonly number[]): Promise<InvitationRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await queryRows<{ id: string | number; message_id: string | number; answered_at: Date | string | null; title: Record<string, string> }>(
    db,
    sql`select i.id, x.message_id, (select max(qa.answered_at) from questionnaire_answers qa where qa.invitation_id = i.id and qa.patient_id = ${patientId}) as answered_at, f.title
      from message_questionnaire_invitations x
      join messages m on m.id = x.message_id
      join questionnaire_invitations i on i.id = x.invitation_id
      join questionnaire_forms f on f.id = i.form_id
      where m.patient_id = ${patientId} and i.patient_id = ${patientId} and m.deleted_at is null and x.message_id = any(${idArray(messageIds)})
      order by x.message_id, i.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), messageId: Number(row.message_id), answeredAt: asDate(row.answered_at), questionnaireTitle: row.title }));
}
