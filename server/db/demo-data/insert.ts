import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

/** Rows per INSERT: large enough to be fast on PGlite, far below PostgreSQL's parameter limit. */
const BATCH_SIZE = 500;

/** Inserts many rows with a few multi-row statements instead of one statement per row. */
export async function insertInBatches<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
