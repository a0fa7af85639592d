import { and, eq, lt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import { sessions } from "#server/db/schema";

// Sessions live in PostgreSQL so any app instance can serve any request. Rows are keyed by the
// SHA-256 of the cookie's token (sessionKeyOf, decision 286): every `id` here is that key.

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

export async function insertSession(db: DatabaseOrTransaction, row: NewSessionRow): Promise<SessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning();
  if (!inserted) throw new Error("session insert returned nothing");
  return inserted;
}

// Every request reads its session: built once (decision 398).
const sessionById = preparedQuery((db) => db.select().from(sessions).where(eq(sessions.id, sql.placeholder("id"))).limit(1));

export async function findSessionById(db: DatabaseOrTransaction, id: string): Promise<SessionRow | undefined> {
  const [row] = await sessionById(db, { id });
  return row;
}

export async function updateSessionById(
  db: DatabaseOrTransaction,
  id: string,
  changes: Partial<Omit<NewSessionRow, "id">>,
): Promise<SessionRow | undefined> {
  const [row] = await db.update(sessions).set(changes).where(eq(sessions.id, id)).returning();
  return row;
}

export async function deleteSessionById(db: DatabaseOrTransaction, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Drops sessions whose expiry passed before `before` (kept a while for the timed-out page). */
export async function deleteSessionsExpiredBefore(db: DatabaseOrTransaction, before: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(and(lt(sessions.expiresAt, before))).returning({ id: sessions.id });
  return deleted.length;
}
