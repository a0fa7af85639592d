import { AsyncLocalStorage } from "node:async_hooks";
import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import pg from "pg";

// Neither database driver keeps the statements drizzle sends: each is parsed, analysed and planned
// anew, which costs more than running most of our small indexed reads (decisions 271 and 272).
// Here both keep a named prepared statement per SQL text: the first run parses it, later runs only
// bind and execute, and PostgreSQL reuses the plan once a generic plan proves as good as a fresh one.
// Only reads and writes are kept; DDL, transaction control and settings run as the driver runs them.

/** Statements kept prepared per database session by default. */
const MAX_PREPARED_STATEMENTS = 500;

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const planningEachRun = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its statements planned for their own parameters on every run, never kept: for
 * searches over many rows, whose best plan depends on what is searched (a plan kept for one search
 * can be far slower for the next).
 */
export function planEachRun<T>(work: () => Promise<T>): Promise<T> {
  return planningEachRun.run(true, work);
}

/** Whether a statement of this text, sent now, is kept prepared. */
function isKept(text: string): boolean {
  return PREPARABLE.test(text) && planningEachRun.getStore() === undefined;
}

/** PostgreSQL refuses a kept statement whose result columns a schema change altered. */
function isStalePlan(error: unknown): boolean {
  if (!(error instanceof Error) || !("code" in error)) return false;
  return error.code === "0A000" && error.message.includes("cached plan must not change result type");
}

// ---- PGlite (decision 271) ----

const { serialize } = protocol;

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

/** Adds the failing statement to a database error, as PGlite's own `query` does. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * A PGlite instance whose `query` (also inside `transaction`) runs through named prepared
 * statements, the least recently used closed beyond `maxStatements`. PGlite runs every protocol
 * message as a call into its WebAssembly module: binding and executing go in one exchange.
 */
export function withPreparedStatements(client: PGlite, { maxStatements = MAX_PREPARED_STATEMENTS } = {}): PGlite {
  // In use order: a hit moves its statement to the end, so the first is the least recently used.
  const statements = new Map<string, PreparedStatement>();
  const closing: string[] = [];
  let named = 0;

  const exchange = (messages: Uint8Array[], options: QueryOptions | undefined) =>
    client.execProtocolStream(Buffer.concat(messages), { syncToFs: false, onNotice: options?.onNotice });

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
        // PGlite would copy all its ~320 parsers to add the few of the options (drizzle passes its
        // date parsers with every statement): they are layered over PGlite's instead.
        const parsers = options?.parsers ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers) : client.parsers;
        return parse.parseResults(answer, parsers, options && { ...options, parsers: undefined })[0] as Results<T>;
      } catch (error) {
        // Prepared again on its next run (this run has failed, as it would on a server).
        if (isStalePlan(error)) forget(query);
        throw withQuery(error, query, params, options);
      }
    });
  }

  /** Whether PGlite's own `query` must run it: not a read or write, or options only it handles. */
  const unprepared = (query: string, options: QueryOptions | undefined) =>
    !isKept(query) || options?.blob !== undefined || options?.paramTypes !== undefined;

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

// ---- PostgreSQL server (decision 272) ----

export interface NamedStatementClientConfig extends pg.ClientConfig {
  /** Statements this connection keeps prepared; statements beyond run unnamed. */
  maxPreparedStatements?: number;
}

type QueryCallback = (error: Error | null, result: unknown) => void;

/** Marks a statement sent through the pool under `planEachRun`: the pool may run it in another context. */
const PLANNED_EACH_RUN = Symbol("plannedEachRun");

/**
 * The pool's connection: node-postgres prepares a statement that has a name once per connection,
 * and drizzle names none, so this names each read and write by its SQL text (per connection, up
 * to the limit). A statement a schema change made stale fails once and gets a new name.
 */
export class NamedStatementClient extends pg.Client {
  readonly #names = new Map<string, string>();
  readonly #maxStatements: number;
  #named = 0;

  constructor(config?: string | NamedStatementClientConfig) {
    super(config);
    this.#maxStatements = (typeof config === "object" && config.maxPreparedStatements) || MAX_PREPARED_STATEMENTS;
  }

  // `pg.Client.query` has a dozen overloads (promise or callback, text, config or query object):
  // this passes every form through, adding a name to a read or write given as a config object.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: unknown, values?: unknown, callback?: unknown): any {
    const query = super.query.bind(this) as (config: unknown, values?: unknown, callback?: QueryCallback) => Promise<unknown> | undefined;
    const name = this.#nameOf(config);
    if (!name) return query(config, values, callback as QueryCallback | undefined);
    const text = (config as pg.QueryConfig).text;
    const named = { ...(config as pg.QueryConfig), name };
    const forgetIfStale = (error: unknown) => {
      if (isStalePlan(error)) this.#names.delete(text);
    };
    const done = (typeof values === "function" ? values : callback) as QueryCallback | undefined;
    if (done) {
      return query(named, typeof values === "function" ? undefined : values, (error, result) => {
        if (error) forgetIfStale(error);
        done(error, result);
      });
    }
    return query(named, values)!.catch((error: unknown) => {
      forgetIfStale(error);
      throw error;
    });
  }

  #nameOf(config: unknown): string | undefined {
    if (typeof config !== "object" || config === null || !("text" in config) || typeof config.text !== "string") return undefined;
    if ("name" in config && config.name) return undefined;
    if (PLANNED_EACH_RUN in config || typeof (config as { submit?: unknown }).submit === "function" || !isKept(config.text)) return undefined;
    const known = this.#names.get(config.text);
    if (known || this.#names.size >= this.#maxStatements) return known;
    // Never reused on this connection: a stale statement's text gets a new name.
    this.#named += 1;
    const name = `hoiva_${this.#named}`;
    this.#names.set(config.text, name);
    return name;
  }
}

/**
 * Statements one connection is sent at once at most: they run one after another there, so a slow
 * one holds up the rest of its batch.
 */
const MAX_PIPELINED = 16;

interface WaitingQuery {
  config: unknown;
  values: unknown;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/**
 * The app's pool: its connections are NamedStatementClients, in pipeline mode. The reads a page
 * starts together (its sections, all at once) are gathered for one turn of the event loop and
 * sent through one connection in one write, answered in order (decision 406): each statement
 * costs a socket write, a wake-up of a server process and a pool checkout otherwise, which was
 * more than most of our small indexed reads cost the server to run. Each keeps its own Sync, so
 * one failing fails alone. A transaction takes its own connection (`connect`), as before.
 *
 * A statement sent under `planEachRun` is marked here, where it is sent, because the pool may
 * hand it to a connection later, from the context of whoever released that connection.
 */
export class NamedStatementPool extends pg.Pool {
  #waiting: WaitingQuery[] = [];

  constructor(config?: NamedStatementClientConfig & pg.PoolConfig) {
    super({ ...config, Client: NamedStatementClient, pipeline: true } as pg.PoolConfig);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: unknown, values?: unknown, callback?: unknown): any {
    const marked = typeof config === "object" && config !== null && planningEachRun.getStore() !== undefined ? { ...config, [PLANNED_EACH_RUN]: true } : config;
    const withCallback = typeof values === "function" || typeof callback === "function";
    if (withCallback || (typeof marked === "object" && marked !== null && typeof (marked as { submit?: unknown }).submit === "function")) {
      const query = super.query.bind(this) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
      return query(marked, values, callback);
    }
    return new Promise((resolve, reject) => {
      if (this.#waiting.length === 0) setImmediate(() => this.#sendWaiting());
      this.#waiting.push({ config: marked, values, resolve, reject });
    });
  }

  #sendWaiting(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (let start = 0; start < waiting.length; start += MAX_PIPELINED) void this.#send(waiting.slice(start, start + MAX_PIPELINED));
  }

  async #send(batch: WaitingQuery[]): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.connect();
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    // Corked, the statements' messages leave in one write when the last is queued.
    const { stream } = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection;
    let broken: Error | undefined;
    // A connection lost meanwhile fails its statements (pg rejects them); its error event is
    // noted here, where no one else listens while it is out of the pool.
    const onLost = (error: Error) => (broken = error);
    client.on("error", onLost);
    // A query node-postgres refuses outright (pg.Pool.query guards against it too) fails alone:
    // the rest of its batch is still sent, and the connection still goes back to the pool.
    const submit = (waiting: WaitingQuery): Promise<unknown> => {
      try {
        return client.query(waiting.config as pg.QueryConfig, waiting.values as unknown[]) as Promise<unknown>;
      } catch (error) {
        return Promise.reject(error);
      }
    };
    stream.cork();
    const answers = batch.map((waiting) =>
      submit(waiting).then(waiting.resolve, (error: unknown) => {
        // The server's refusal of one statement leaves the connection usable; anything else
        // (a lost connection) may not, and the pool must not hand it out again.
        if (!(error instanceof pg.DatabaseError)) broken = error instanceof Error ? error : new Error(String(error));
        waiting.reject(error);
      }),
    );
    stream.uncork();
    await Promise.all(answers);
    client.off("error", onLost);
    client.release(broken);
  }
}
