import { type SQL, sql } from "drizzle-orm";

// The read rule of spec part 2 §4 in SQL, the one place it is written for the database: a thread
// `t` is read by the user `me` (a messaging_users row, possibly missing) with read status `r` when
// it has no messages, or r.read_at is not earlier than the latest of its last message's time (a
// deleted message still shows, as "This message has been deleted", so it counts), the professional
// timestamp (messaging_threads.professional_updated_at: the care team closed, reopened or deleted
// a message, decision 298) and, only when `me` is the current assignee, the assignment time.
// domain/messaging.ts isThreadRead is the same rule for one thread in memory; read-rule.test.ts
// proves the two agree on every branch, on real threads.

/** The instant a reader must have read the thread at (null: no messages). */
export function readDeadlineOf(thread: SQL = sql`t.id`, reader: SQL = sql`me.id`): SQL {
  return sql`(case when exists (select 1 from messages lm where lm.thread_id = ${thread}) then greatest(
    (select max(lm.created_at) from messages lm where lm.thread_id = ${thread}),
    (select pt.professional_updated_at from messaging_threads pt where pt.id = ${thread}),
    (select ca.assigned_at from thread_assignments ca
      where ca.thread_id = ${thread} and ca.ended_at is null and ca.assignee_user_id = ${reader})
  ) end)`;
}

/** True when `t` is unread for `me` with read status `r` (both joined by the caller). */
export function isUnreadSql(readAt: SQL = sql`r.read_at`, thread: SQL = sql`t.id`, reader: SQL = sql`me.id`): SQL {
  const deadline = readDeadlineOf(thread, reader);
  return sql`(${deadline} is not null and (${readAt} is null or ${readAt} < ${deadline}))`;
}

/**
 * The same rule from the columns the triggers keep on the thread `t` (decision 308), for lists of
 * many threads (the menu's count, the conversation list): the last message's time is
 * `last_activity_at` (its creation time before any message, hence the probe for one, made only for
 * a thread not read since), the care team's changes are `professional_updated_at`, and the
 * assignment's time counts only when `me` is the current assignee (`current_assignee_user_id`),
 * which a customer never is. For 300 threads it reads the threads and their read statuses, not
 * every message.
 */
export function isUnreadByKeptColumnsSql(): SQL {
  return sql`(case
      when r.read_at >= greatest(t.last_activity_at, t.professional_updated_at, case when t.current_assignee_user_id = me.id then (
        select ca.assigned_at from thread_assignments ca
        where ca.thread_id = t.id and ca.ended_at is null and ca.assignee_user_id = me.id) end) then false
      else exists (select 1 from messages lm where lm.thread_id = t.id)
    end)`;
}
