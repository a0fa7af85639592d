import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "#server/db/client";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { createLogger } from "#server/logger";
import { prepareDatabase } from "#server/startup";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";

// The fresh databases the benchmarks run on: a uniquely named database on a PostgreSQL server,
// created per run and dropped afterwards, so that every run starts from the same state and no run
// touches anyone's data. Optionally migrated, with the demo data around TEST_NOW and sessions of
// demo personas created before any server starts (no login flow runs under measurement).

/** The server (its maintenance database) the benchmark databases are created on. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs one statement (create or drop database) on the maintenance database. */
export async function maintenance(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  url: string;
  /** Drops the database (closing whatever connections are still open to it). */
  drop(): Promise<void>;
}

/** An empty database `hoiva_bench_<purpose>_<random>` on BENCH_SERVER_URL's server. */
export async function createFreshDatabase(purpose: string): Promise<FreshDatabase> {
  const name = `hoiva_bench_${purpose}_${randomBytes(4).toString("hex")}`;
  await maintenance(`create database "${name}"`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return { name, url: url.href, drop: () => maintenance(`drop database if exists "${name}" with (force)`) };
}

/**
 * Migrates the database, loads the demo data around `now` and logs the personas in at `now`;
 * answers each persona's Cookie header. The server started afterwards must run its clock from `now`.
 */
export async function prepareDemoDatabase<Key extends PersonaKey>(
  target: { url: string } | { dataDir: string },
  personas: readonly Key[],
  now: Date = TEST_NOW,
): Promise<Record<Key, string>> {
  const database = await openDatabase(target);
  try {
    await prepareDatabase(database, { loadDemoData: true, logger: createLogger("warn"), now });
    const cookies = {} as Record<Key, string>;
    for (const persona of personas) cookies[persona] = (await logInForTest(database.db, persona, { authenticatedAt: now, now })).cookie;
    return cookies;
  } finally {
    await database.close();
  }
}
