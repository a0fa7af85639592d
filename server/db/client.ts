import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { NamedStatementPool, withPreparedStatements } from "./prepared-statements";
import * as schema from "./schema/index";

// Opens the database: PostgreSQL compiled to WebAssembly in-process (PGlite) by default, or a
// PostgreSQL server when a postgres:// URL is given. Both give the same drizzle API, typed by the
// driver-neutral `Database`, so repositories and tests never care which one runs.

export type Schema = typeof schema;

/** The drizzle database every repository takes; satisfied by both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What `db.transaction(async (tx) => ...)` hands to its callback. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A repository function may run inside or outside a transaction. */
export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseKind = "pglite" | "postgres";

/**
 * How the job queue (server/jobs/) reaches the same database: its own pool on a server, the one
 * in-process connection with PGlite.
 */
export type QueueConnection = { kind: "postgres"; url: string } | { kind: "pglite"; client: PGlite };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  queueConnection: QueueConnection;
  /** Ends the pool or shuts PGlite down (flushing its data folder). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://user@host:port/name; when set, a PostgreSQL server is used. */
  url?: string;
  /** PGlite data folder such as "data/pglite", or "memory://" for a throw-away database. */
  dataDir?: string;
}

export const IN_MEMORY = "memory://";

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? IN_MEMORY);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new NamedStatementPool({ connectionString: url });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  return { db, kind: "postgres", queueConnection: { kind: "postgres", url }, close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/**
 * Runs raw SQL and returns its rows. `db.execute` is typed per driver, so on the driver-neutral
 * `Database` its result is unknown; both drivers do answer `{ rows }`.
 */
export async function queryRows<TRow extends Record<string, unknown>>(
  db: DatabaseOrTransaction,
  query: SQL,
): Promise<TRow[]> {
  const result = (await db.execute(query)) as { rows: TRow[] };
  return result.rows;
}

/** Wraps an already created PGlite instance (tests create theirs from a migrated template). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: withPreparedStatements(client), schema });
  return { db, kind: "pglite", queueConnection: { kind: "pglite", client }, close: () => client.close() };
}
