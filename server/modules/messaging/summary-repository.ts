import { type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { jsonRows, type PatientListValues, preparedPatientList } from "#server/db/json-reads";
import { type Bound, preparedRows } from "#server/db/prepared-queries";
import { isUnreadByKeptColumnsSql, isUnreadSql } from "./read-rule";

// The acting patient's latest conversations for summaries (front page), in one query: the threads
// of most recent activity, each with its latest visible message (lateral join on
// messages_thread_id_created_at_idx), its author and whether the customer has read it.
// The front page reads it beside its other sections in one statement (decision 422).

/** How much of the latest message a summary carries; the page shortens it further. */
export const EXCERPT_SOURCE_LENGTH = 200;

/** A thread as `latestConversationsJson` gives it. */
export interface ConversationSummaryJson {
  id: number;
  title: string | null;
  created_at: string;
  /** The thread's latest activity, as the conversation list shows it. */
  latest_at: string;
  /** Null without a visible message. */
  latest_excerpt: string | null;
  latest_by_customer: boolean | null;
  author_first_name: string | null;
  author_last_name: string | null;
  is_unread: boolean;
}

/**
 * The one rule of an unread thread (spec part 2 §4, read-rule.ts) for the customer `me` (the
 * patient's messaging user, if any) with read status `r`. The front page's list, the menu's count
 * and the GraphQL API all use it, so they always agree.
 */
const isUnread = isUnreadSql();

/**
 * The patient's `limit` threads of most recent activity (the trigger-kept `last_activity_at`, the
 * conversation list's order and time, so these are the list's first threads), as a json array of
 * ConversationSummaryJson: only those few then get their latest visible message and the full read
 * rule (decision 424).
 */
export function latestConversationsJson({ patientId, limit }: PatientListValues): SQL {
  return jsonRows(
    sql`select t.id, t.title, t.created_at,
        t.last_activity_at,
        left(latest.content, ${EXCERPT_SOURCE_LENGTH}),
        latest.author_user_id = me.id,
        author.first_name,
        author.last_name,
        ${isUnread}
      from (
        select * from messaging_threads
        where patient_id = ${patientId}
        order by last_activity_at desc, id desc
        limit ${limit}
      ) t
      left join messaging_users me on me.patient_id = t.patient_id
      left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = me.id
      left join lateral (
        select m.content, m.author_user_id
        from messages m
        where m.thread_id = t.id and m.deleted_at is null
        order by m.created_at desc, m.id desc
        limit 1
      ) latest on true
      left join messaging_users author on author.id = latest.author_user_id
      order by t.last_activity_at desc, t.id desc`,
    ["id", "title", "created_at", "latest_at", "latest_excerpt", "latest_by_customer", "author_first_name", "author_last_name", "is_unread"],
  );
}

export const findLatestConversations = preparedPatientList<ConversationSummaryJson>(latestConversationsJson);

/**
 * How many of the patient's threads are unread (the menu's messages item), as an SQL expression,
 * so that the menu person is read in one statement (account/menu-service.ts): the read rule from
 * the columns the triggers keep on the thread (read-rule.ts). Every page runs it.
 */
export function unreadThreadCountSql(actingPatientId: Bound<number>): SQL {
  return sql`(
      select count(*)::int
      from messaging_threads t
      left join messaging_users me on me.patient_id = t.patient_id
      left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = me.id
      where t.patient_id = ${actingPatientId} and ${isUnreadByKeptColumnsSql()})`;
}

/** Whether the patient has a customer messaging user (the conversation pages serve them), as an SQL expression. */
export function hasMessagingUserSql(actingPatientId: Bound<number>): SQL {
  return sql`exists (select 1 from messaging_users where patient_id = ${actingPatientId})`;
}

const unreadThreads = preparedRows<{ unread: number }>(() => sql`select ${unreadThreadCountSql(sql.placeholder("patientId"))} as unread`);

export async function countUnreadThreads(db: DatabaseOrTransaction, actingPatientId: number): Promise<number> {
  const [row] = await unreadThreads(db, { patientId: actingPatientId });
  return row?.unread ?? 0;
}
