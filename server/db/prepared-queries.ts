import type { Placeholder, Query, SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig, PgTransaction } from "drizzle-orm/pg-core";
import type { Database, DatabaseOrTransaction } from "./client";

// Drizzle builds a statement's SQL text from its query builder on every call, which costs more
// than our small indexed reads take in PostgreSQL. A query here is built once per database handle
// with `sql.placeholder(...)` for its values (decision 398); every later call only fills them in.
//
// - Inside a transaction the query is built as usual: a query prepared on the root database runs
//   through the pool (or waits for PGlite's lock), so used with a transaction it would run outside
//   it, or never. Transactions live for one piece of work, so building per transaction saves nothing.
// - Its drizzle name is left empty: the drivers' own per-SQL-text naming (decisions 271, 272) then
//   prepares it once per connection, under the same name as the same text run in a transaction,
//   and a plan a schema change made stale is prepared again. A name of drizzle's own would be a
//   second server-side statement per connection that node-postgres can never replace.

/** A value, or `sql.placeholder(...)` for it in a query built once: what the SQL pieces that such queries share take. */
export type Bound<T> = T | Placeholder;

/** What a drizzle select, insert, update or delete builder offers for this. */
interface PreparableQuery<TResult> {
  prepare(name: string): { execute(placeholderValues?: Record<string, unknown>): Promise<TResult> };
  execute(placeholderValues?: Record<string, unknown>): Promise<TResult>;
}

/** Left to the driver's per-text naming (see above). */
const UNNAMED = "";

/**
 * The placeholders' values as the drivers are sent them. A placeholder skips the column's encoder,
 * so a `Date` would reach each driver as that driver writes one; as ISO text PostgreSQL reads it
 * as the column's type through both.
 */
function driverValues(values: Record<string, unknown>): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) sent[name] = value instanceof Date ? value.toISOString() : value;
  return sent;
}

/**
 * A query built by `build` once per root database (kept as long as that handle lives) and run with
 * `values` for its placeholders (a `Date` as its instant); on a transaction it is built anew and
 * run inside it.
 */
export function preparedQuery<TResult>(
  build: (db: DatabaseOrTransaction) => PreparableQuery<TResult>,
): (db: DatabaseOrTransaction, values: Record<string, unknown>) => Promise<TResult> {
  const prepared = new WeakMap<Database, ReturnType<PreparableQuery<TResult>["prepare"]>>();
  return (db, values) => {
    if (db instanceof PgTransaction) return build(db).execute(driverValues(values));
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(UNNAMED);
      prepared.set(db, query);
    }
    return query.execute(driverValues(values));
  };
}

/** Builds raw SQL's text once; Hoiva's SQL names its columns itself, so no casing applies. */
const dialect = new PgDialect();

/**
 * Raw SQL built once, its values as `sql.placeholder(...)`, and run with `values` for them on a
 * database or a transaction; answers the rows as the driver parsed them, as `queryRows` does
 * (decision 414). The text is the same for every database, so it is built on the first call; the
 * drizzle query around it is kept per root database, and made anew (cheaply) per transaction.
 */
export function preparedRows<TRow extends Record<string, unknown>>(
  build: () => SQL,
): (db: DatabaseOrTransaction, values: Record<string, unknown>) => Promise<TRow[]> {
  let query: Query | undefined;
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const inTransaction = db instanceof PgTransaction;
    let statement = inTransaction ? undefined : prepared.get(db);
    if (!statement) {
      statement = db._.session.prepareQuery(query, undefined, UNNAMED, false);
      if (!inTransaction) prepared.set(db, statement);
    }
    const result = (await statement.execute(driverValues(values))) as { rows: TRow[] };
    return result.rows;
  };
}
