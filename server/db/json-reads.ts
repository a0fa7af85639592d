import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "./client";
import { type Bound, preparedRows } from "./prepared-queries";

// A page that shows several modules' data (the front page) reads them in one statement, each
// module's read a column giving one json value (decision 422). Every statement costs the server
// more to send, describe and parse than these small indexed reads cost PostgreSQL: ten section
// reads cost the server three times what one statement with a json value per section costs. A
// module hands out its read as an SQL expression (its values as the caller's placeholders) with
// the type of its json, and maps the json back itself. Where the module has a function of its own
// for the read, it runs the same expression alone, so there is one query to test.

/** Builds a module's query for such an expression: a select builder that needs no database. */
export const queryBuilder = new QueryBuilder();

/** Timestamps and dates as json gives them: ISO 8601 text. */
export type Json<T> = T extends Date ? string : T extends readonly (infer Item)[] ? Json<Item>[] : T;

/** A row of `Row` as `jsonRows` gives it. */
export type JsonRow<Row> = { [Column in keyof Row]: Json<Row[Column]> };

function columnList(columns: readonly string[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
}

/**
 * The rows of `query` as one json array (`[]` without any), each an object keyed by `columns`,
 * which name the query's columns in their order (a select builder's: the keys of its fields). The
 * rows keep the query's order: PostgreSQL aggregates a sorted subquery's rows as they come when
 * nothing else happens at that level.
 */
export function jsonRows(query: SQLWrapper, columns: readonly string[]): SQL {
  return sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) as r(${columnList(columns)}))`;
}

/** The one row of `query` (an aggregate) as a json object keyed by `columns`, or null without a row. */
export function jsonRow(query: SQLWrapper, columns: readonly string[]): SQL {
  return sql`(select row_to_json(r) from (${query}) as r(${columnList(columns)}))`;
}

/** The row type of a select builder's query. */
export type RowOf<Query extends { _: { result: unknown[] } }> = Query["_"]["result"][number];

/**
 * A json expression built once and run alone on a database or a transaction, with `values` for
 * its placeholders: what a module's own function answers with.
 */
export function preparedJsonValue<TJson>(build: () => SQL): (db: DatabaseOrTransaction, values: Record<string, unknown>) => Promise<TJson> {
  const run = preparedRows<{ value: TJson }>(() => sql`select ${build()} as value`);
  return async (db, values) => {
    const [row] = await run(db, values);
    return row!.value;
  };
}

/** What a summary list of one patient's records takes: the patient, and how many of the newest. */
export interface PatientListValues {
  patientId: Bound<number>;
  limit: Bound<number>;
}

/**
 * A summary list's expression (a json array) built once and run alone for a patient: the module's
 * own function for the read.
 */
export function preparedPatientList<TJson>(
  expression: (values: PatientListValues) => SQL,
): (db: DatabaseOrTransaction, actingPatientId: number, options: { limit: number }) => Promise<TJson[]> {
  const run = preparedJsonValue<TJson[]>(() => expression({ patientId: sql.placeholder("patientId"), limit: sql.placeholder("limit") }));
  return (db, actingPatientId, { limit }) => run(db, { patientId: actingPatientId, limit });
}
