import { sql } from "drizzle-orm";
import pg from "pg";
import type { DatabaseHandle } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import { isDatabaseEmpty, loadDemoData } from "#server/db/demo-data";
import type { Logger } from "#server/logger";

/**
 * The key of the PostgreSQL advisory lock that start-up holds while it migrates and loads demo
 * data (decision 360). Any fixed number works; every instance of the portal uses this one.
 */
export const START_LOCK_KEY = 4_807_201_126;

/**
 * Applies committed migrations and, on an empty database, loads the demo data. On a PostgreSQL
 * server this runs under an advisory lock, so instances started at once (a deploy, a scale-up)
 * take turns: the first migrates and loads, the others find it done.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  { loadDemoData: withDemoData, logger, now }: { loadDemoData: boolean; logger: Logger; now: Date },
): Promise<void> {
  await underStartLock(database, async () => {
    await migrateDatabase(database);
    if (!withDemoData || !(await isDatabaseEmpty(database.db))) return;
    const started = performance.now();
    await loadDemoData(database.db, { now });
    // A bulk load leaves the planner without statistics until autovacuum gets round to the
    // tables (PGlite has no autovacuum at all), and the first pages would be planned blind: the
    // visitor's front page took 11 ms of PostgreSQL instead of 3.5 on a nested loop meant for one row.
    await database.db.execute(sql`analyze`);
    logger.info({ ms: Math.round(performance.now() - started) }, "demo data loaded");
  });
}

/**
 * Runs `work` holding the start lock. A session-level advisory lock lives on one connection, and
 * the pool may hand each statement another, so the lock has a connection of its own; it goes
 * when that connection does, also if this process dies half-way. PGlite is one process's
 * database: nothing to take turns with.
 */
async function underStartLock(database: DatabaseHandle, work: () => Promise<void>): Promise<void> {
  if (database.queueConnection.kind !== "postgres") return work();
  const client = new pg.Client({ connectionString: database.queueConnection.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
    await work();
  } finally {
    await client.end();
  }
}
