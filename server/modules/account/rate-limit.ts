import { type SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { type Bound, preparedRows } from "#server/db/prepared-queries";

// Fixed-window rate limits kept in PostgreSQL (shared by every app instance). A key names what is
// counted and for whom, e.g. "login-failure:address:192.0.2.1" or "pin:person:010190-123A".
// When a window collects more than `limit` hits, the key is blocked for `blockMs`.

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
  /** How long the key stays blocked once the limit is passed. */
  blockMs: number;
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAt: Date };

/** Counts one hit for `key` (one atomic upsert) and says whether the action may go ahead. */
export async function hitRateLimit(
  db: DatabaseOrTransaction,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const blockUntil = new Date(now.getTime() + rule.blockMs);
  const [row] = await queryRows<{ hits: number; blocked_until: Date | string | null }>(
    db,
    sql`
      insert into rate_limit_counters as c (key, window_started_at, hits)
      values (${key}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        hits = case when c.window_started_at <= ${windowStart.toISOString()} then 1 else c.hits + 1 end,
        window_started_at = case when c.window_started_at <= ${windowStart.toISOString()} then excluded.window_started_at else c.window_started_at end,
        blocked_until = case
          when c.blocked_until > ${now.toISOString()} then c.blocked_until
          when (case when c.window_started_at <= ${windowStart.toISOString()} then 1 else c.hits + 1 end) > ${rule.limit}
            then ${blockUntil.toISOString()}::timestamptz
          else null end
      returning hits, blocked_until`,
  );
  if (!row) throw new Error("rate limit upsert returned nothing");
  const retryAt = blockedAt(row.blocked_until, now);
  if (retryAt) return { allowed: false, retryAt };
  return { allowed: true, remaining: Math.max(0, rule.limit - row.hits) };
}

/**
 * The time `key` was last blocked until, as an SQL expression (null: never blocked), for a
 * statement that reads it with other facts (the front page's SMS onboarding); `blockedAt` tells
 * whether that time is still ahead.
 */
export function blockedUntilSql(key: Bound<string>): SQL {
  return sql`(select blocked_until from rate_limit_counters where key = ${key})`;
}

/** Until when a key whose block ran to `blockedUntil` (as `blockedUntilSql` reads it) is blocked at `now`; null: not blocked. */
export function blockedAt(blockedUntil: Date | string | null | undefined, now: Date): Date | null {
  const until = blockedUntil ? new Date(blockedUntil) : null;
  return until && until.getTime() > now.getTime() ? until : null;
}

const blockedUntilOf = preparedRows<{ blocked_until: Date | string | null }>(
  () => sql`select ${blockedUntilSql(sql.placeholder("key"))} as blocked_until`,
);

/** Whether `key` is blocked right now, without counting a hit. */
export async function isRateLimited(db: DatabaseOrTransaction, key: string, now: Date): Promise<Date | null> {
  const [row] = await blockedUntilOf(db, { key });
  return blockedAt(row?.blocked_until, now);
}

/** Forgets the counter, e.g. after a successful login. */
export async function resetRateLimit(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

/** Blocks `key` until `until` at once (e.g. after the last allowed wrong code), keeping any longer block. */
export async function blockRateLimit(db: DatabaseOrTransaction, key: string, until: Date, now: Date): Promise<void> {
  await db.execute(sql`
    insert into rate_limit_counters as c (key, window_started_at, hits, blocked_until)
    values (${key}, ${now.toISOString()}, 0, ${until.toISOString()}::timestamptz)
    on conflict (key) do update set
      blocked_until = greatest(coalesce(c.blocked_until, ${until.toISOString()}::timestamptz), excluded.blocked_until)`);
}
