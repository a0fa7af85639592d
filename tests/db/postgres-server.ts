import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import { NamedStatementPool } from "#server/db/prepared-statements";
import * as schema from "#server/db/schema/index";
import { runMaintenance } from "./test-database";

// Concurrency tests need a real PostgreSQL server, where calls truly overlap on many connections:
// TEST_DATABASE_URL when set (CI), else a server on 127.0.0.1:5432 if one answers. Without either
// the tests are skipped, saying so; in CI a missing server is a failure, never a silent skip.

const LOCAL_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The maintenance URL of the server to test against, or null when there is none outside CI. */
export async function concurrencyServerUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? ((await reachable(LOCAL_SERVER)) ? LOCAL_SERVER : null);
  if (!url && process.env.CI) throw new Error("CI needs a PostgreSQL server: set TEST_DATABASE_URL");
  return url;
}

export interface ServerDatabase {
  db: Database;
  pool: pg.Pool;
  /** The database's own URL (for the job queue, which keeps a pool of its own). */
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own on the server, reached through a pool of `connections`. */
export async function openMigratedServerDatabase(
  serverUrl: string,
  { prefix, connections }: { prefix: string; connections: number },
): Promise<ServerDatabase> {
  const name = `hoiva_${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await runMaintenance(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new NamedStatementPool({ connectionString: url.toString(), max: connections });
  // A connection the drop terminates must not crash the test process.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema });
  const drop = async () => {
    await pool.end();
    await runMaintenance(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    await migrateDatabase({ db, kind: "postgres", queueConnection: { kind: "postgres", url: url.toString() }, close: async () => {} });
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, pool, url: url.toString(), drop };
}
