import pg from "pg";
import { NamedStatementPool } from "#server/db/prepared-statements";

// The statement log of one piece of work: every statement the app's database driver sent while it
// ran (text, parameters and the driver options drizzle gave, as PostgreSQL's log_statement would
// show them, and the same on a server whose log this process cannot read), and the same
// statements sent again bare through `pg`, with the ids of one customer and time replaced by
// another's. What the app adds above its own SQL is the difference between the two.

export interface LoggedStatement {
  /** The query config as the driver received it (text, values, rowMode, types), without a name. */
  config: pg.QueryConfig & { rowMode?: string; types?: unknown };
}

type QueryMethod = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Runs `work` alone (nothing else may use the database meanwhile) and answers the statements the
 * driver sent for it, in order.
 */
export async function recordStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: LoggedStatement[] }> {
  const statements: LoggedStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: QueryMethod };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    if (typeof config === "string") statements.push({ config: { text: config, values: Array.isArray(values) ? values : undefined } });
    else if (typeof config === "object" && config !== null && "text" in config && typeof (config as { submit?: unknown }).submit !== "function") {
      const { name: _name, ...rest } = config as pg.QueryConfig;
      statements.push({ config: { ...rest, values: rest.values ?? (Array.isArray(values) ? values : undefined) } });
    }
    return original.call(this, config, values, callback);
  };
  try {
    const result = await work();
    return { result, statements };
  } finally {
    prototype.query = original;
  }
}

/**
 * The logged statements with every parameter equal to a key of `replace` (compared as text: ids
 * arrive as numbers or strings) replaced by its value.
 */
export function replaceParameters(statements: readonly LoggedStatement[], replace: ReadonlyMap<string, unknown>): LoggedStatement[] {
  return statements.map(({ config }) => ({
    config: {
      ...config,
      values: config.values?.map((value) => ((typeof value === "number" || typeof value === "string") && replace.has(String(value)) ? replace.get(String(value)) : value)),
    },
  }));
}

/** A pool like the app's (named prepared statements, `connections` of them) for bare replays. */
export function createBarePool(url: string, connections: number): NamedStatementPool {
  const pool = new NamedStatementPool({ connectionString: url, max: connections });
  pool.on("error", () => {});
  return pool;
}

/** Sends the statements in order on one connection of `pool`, as the app's transaction does. */
export async function replayStatements(pool: pg.Pool, statements: readonly LoggedStatement[]): Promise<void> {
  const client = await pool.connect();
  try {
    for (const { config } of statements) await client.query(config);
  } finally {
    client.release();
  }
}
