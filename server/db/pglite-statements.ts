import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

// PGlite's `query` parses and plans every statement anew: it always uses the unnamed prepared
// statement, and planning costs more than running most of our small indexed reads (decision 271).
// This wraps a PGlite instance so that the statements drizzle sends keep a named prepared
// statement per SQL text: the first run parses and describes it, later runs only bind and execute
// (PostgreSQL reuses the plan once it has seen a generic plan is as good), as a connection pool's
// prepared statements do on a PostgreSQL server. Everything else goes to PGlite unchanged.

/** Statements kept prepared per database by default; the least recently used is closed beyond it. */
const MAX_PREPARED_STATEMENTS = 500;

/** Reads and writes only: DDL, transaction control and settings run as PGlite runs them. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

/** Adds the failing statement to a database error, as PGlite's own `query` does. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/** PostgreSQL refuses a kept statement whose result columns a schema change altered. */
function isStalePlan(error: unknown): boolean {
  return error instanceof protocol.messages.DatabaseError && error.code === "0A000" && error.message.includes("cached plan must not change result type");
}

/** A PGlite instance whose `query` (also inside `transaction`) runs through named prepared statements. */
export function withPreparedStatements(client: PGlite, { maxStatements = MAX_PREPARED_STATEMENTS } = {}): PGlite {
  // In use order: a hit moves its statement to the end, so the first is the least recently used.
  const statements = new Map<string, PreparedStatement>();
  const closing: string[] = [];
  let named = 0;

  const exchange = (messages: Uint8Array[], options: QueryOptions | undefined) =>
    client.execProtocolStream(concat(messages), { syncToFs: false, onNotice: options?.onNotice });

  async function prepare(query: string, options: QueryOptions | undefined): Promise<PreparedStatement> {
    if (statements.size >= maxStatements) forget(statements.keys().next().value!);
    named += 1;
    const name = `hoiva_${named}`;
    // Forgotten statements are closed in the same exchange as the next parse.
    const close = closing.splice(0).map((forgotten) => serialize.close({ type: "S", name: forgotten }));
    const answer = await exchange([...close, serialize.parse({ name, text: query }), serialize.describe({ type: "S", name }), serialize.sync()], options);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(answer) };
    statements.set(query, statement);
    return statement;
  }

  function forget(query: string) {
    const statement = statements.get(query);
    if (!statement) return;
    statements.delete(query);
    closing.push(statement.name);
  }

  /** One statement under PGlite's query lock: prepared once, then bound and executed in one exchange. */
  async function run<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return client.runExclusive(async () => {
      try {
        let statement = statements.get(query);
        if (statement) {
          statements.delete(query);
          statements.set(query, statement);
        } else {
          statement = await prepare(query, options);
        }
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = statement.parameterTypes[index]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const answer = await exchange(
          [serialize.bind({ statement: statement.name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()],
          options,
        );
        return parse.parseResults(answer, client.parsers, options)[0] as Results<T>;
      } catch (error) {
        // Prepared again on its next run (this run has failed, as it would on a server).
        if (isStalePlan(error)) forget(query);
        throw withQuery(error, query, params, options);
      }
    });
  }

  /** Whether PGlite's own `query` must run it: not a read or write, or options only it handles. */
  const unprepared = (query: string, options: QueryOptions | undefined) => !PREPARABLE.test(query) || options?.blob !== undefined || options?.paramTypes !== undefined;

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (unprepared(text, options)) return client.query<T>(text, params, options);
    if (client.closed) throw new Error("PGlite is closed");
    // Waits for an open transaction to end, as PGlite's own `query` does.
    const result = await client._runExclusiveTransaction(() => run<T>(text, params, options));
    await client.syncToFs();
    return result;
  }

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return client.transaction((tx) => {
      const preparedTx: Transaction = Object.create(tx);
      preparedTx.query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (unprepared(text, options)) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error("Transaction is closed");
        return run<R>(text, params, options);
      };
      return callback(preparedTx);
    });
  }

  // PGlite keeps private fields, so its methods must run on the instance itself: everything but
  // these two is looked up on the instance and bound to it.
  const instance = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const prepared: PGlite = Object.create(instance);
  prepared.query = query;
  prepared.transaction = transaction;
  return prepared;
}
