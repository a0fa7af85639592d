import { randomBytes } from "node:crypto";
import { PGlite, types } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { concurrencyServerUrl } from "#tests/db/postgres-server";
import { runMaintenance } from "#tests/db/test-database";
import { NamedStatementClient, type NamedStatementClientConfig, NamedStatementPool, planEachRun, withPreparedStatements } from "./prepared-statements";

// The named prepared statements of decisions 271 (PGlite) and 272 (PostgreSQL server) answer
// exactly what the drivers' own `query` answers; PGlite keeps its locking and transactions.

/** The time the tests write into notes: any fixed instant. */
const WRITTEN_AT = new Date("2026-11-25T06:00:00Z");

const NOTES = `
  create table notes (id serial primary key, owner int not null, body text not null unique, written_at timestamptz not null, tags text[] not null default '{}');
  insert into notes (owner, body, written_at, tags) values (1, 'first', '2026-03-29 00:30:00+00', '{a,b}'), (2, 'second', '2026-12-31 22:30:00+00', '{}');
`;

describe("withPreparedStatements (PGlite)", () => {
  let plain: PGlite;

  beforeEach(async () => {
    plain = await PGlite.create();
    await plain.exec(NOTES);
  });

  afterEach(async () => {
    await plain.close();
  });

  /** The statements the database session keeps prepared. */
  async function preparedNames(): Promise<string[]> {
    const { rows } = await plain.query<{ name: string }>("select name from pg_prepared_statements order by name");
    return rows.map((row) => row.name);
  }

  it("answers reads and writes as PGlite's own query does, in both row modes", async () => {
    const client = withPreparedStatements(plain);
    const read = "select id, body, written_at, tags from notes where owner = $1 and written_at > $2 order by id";
    const params = [1, new Date("2026-01-01T00:00:00Z")];
    for (const rowMode of ["object", "array"] as const) {
      const expected = await plain.query(read, params, { rowMode });
      expect(await client.query(read, params, { rowMode })).toEqual(expected);
      expect(await client.query(read, params, { rowMode })).toEqual(expected);
    }

    // Parsers given with the statement (drizzle passes its own for dates) go before PGlite's.
    const asText = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `as text: ${value}` } };
    const withParsers = await client.query<unknown[]>(read, params, asText);
    expect(withParsers).toEqual(await plain.query(read, params, asText));
    expect(withParsers.rows[0]![2]).toBe("as text: 2026-03-29 00:30:00+00");
    expect((await client.query<unknown[]>(read, params, { rowMode: "array" })).rows[0]![2]).toEqual(new Date("2026-03-29T00:30:00Z"));

    const insert = "insert into notes (owner, body, written_at, tags) values ($1, $2, $3, $4) returning id, tags";
    const inserted = await client.query<{ id: number; tags: string[] }>(insert, [3, "third", new Date("2026-10-25T01:30:00Z"), ["x", "y"]]);
    expect(inserted.rows).toEqual([{ id: 3, tags: ["x", "y"] }]);
    const updated = await client.query("update notes set body = body || $1 where owner <> $2", ["!", 3]);
    expect(updated.affectedRows).toBe(2);
    expect((await plain.query("select body from notes order by id")).rows).toEqual([{ body: "first!" }, { body: "second!" }, { body: "third" }]);
    // Null parameters and parameters the statement does not need to type themselves.
    expect((await client.query("select count(*)::int as n from notes where $1::text is null or body = $1", [null])).rows).toEqual([{ n: 3 }]);
  });

  it("parses a statement once: later runs only bind and execute", async () => {
    const client = withPreparedStatements(plain);
    const exchanges = vi.spyOn(plain, "execProtocolStream");
    await client.query("select body from notes where owner = $1", [1]);
    expect(exchanges).toHaveBeenCalledTimes(2);
    await client.query("select body from notes where owner = $1", [2]);
    await client.query("select body from notes where owner = $1", [1]);
    expect(exchanges).toHaveBeenCalledTimes(4);
    expect(await preparedNames()).toHaveLength(1);
  });

  it("leaves statements other than reads and writes to PGlite", async () => {
    const client = withPreparedStatements(plain);
    await client.query("create index notes_owner on notes (owner)");
    await client.query("set statement_timeout = 0");
    expect(await preparedNames()).toEqual([]);
  });

  it("plans the statements run under planEachRun anew every time, and keeps none of them", async () => {
    const client = withPreparedStatements(plain);
    const search = "select id from notes where written_at between $1 and $2";
    const range = [new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z")];
    expect((await planEachRun(() => client.query(search, range))).rows).toHaveLength(2);
    await client.transaction((tx) => planEachRun(() => tx.query(search, range)));
    expect(await preparedNames()).toEqual([]);
    await client.query(search, range);
    expect(await preparedNames()).toEqual(["hoiva_1"]);
  });

  it("fails as PGlite fails, naming the statement, and goes on working", async () => {
    const client = withPreparedStatements(plain);
    const insert = "insert into notes (owner, body, written_at) values ($1, $2, $3)";
    const error = await client.query(insert, [1, "first", WRITTEN_AT]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "23505", query: insert });
    await expect(client.query("select nothing from notes where id = $1", [1])).rejects.toMatchObject({ code: "42703" });
    expect((await client.query(insert, [1, "fourth", WRITTEN_AT])).affectedRows).toBe(1);
  });

  it("runs inside transactions: a rollback undoes the prepared writes, a commit keeps them", async () => {
    const client = withPreparedStatements(plain);
    const insert = "insert into notes (owner, body, written_at) values ($1, $2, '2026-11-25 06:00:00+00')";
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [5, "kept only if committed"]);
        expect((await tx.query("select count(*)::int as n from notes where owner = $1", [5])).rows).toEqual([{ n: 1 }]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await client.query("select count(*)::int as n from notes where owner = $1", [5])).rows).toEqual([{ n: 0 }]);

    await client.transaction(async (tx) => {
      await tx.query(insert, [5, "committed"]);
    });
    expect((await client.query("select body from notes where owner = $1", [5])).rows).toEqual([{ body: "committed" }]);
  });

  it("waits for an open transaction before running a statement outside it", async () => {
    const client = withPreparedStatements(plain);
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("update notes set body = $1 where id = $2", ["in transaction", 1]);
      inside();
      await held;
      order.push("commit");
    });
    await entered;
    const outside = client.query<{ body: string }>("select body from notes where id = $1", [1]).then((result) => {
      order.push("read");
      return result.rows[0]!.body;
    });
    release();
    await transaction;
    expect(await outside).toBe("in transaction");
    expect(order).toEqual(["commit", "read"]);
  });

  it("keeps at most the limit of statements, closing the least recently used", async () => {
    const client = withPreparedStatements(plain, { maxStatements: 2 });
    const statement = (column: string) => `select ${column} from notes where id = $1`;
    await client.query(statement("id"), [1]); // hoiva_1
    await client.query(statement("body"), [1]); // hoiva_2
    await client.query(statement("id"), [1]);
    await client.query(statement("owner"), [1]); // hoiva_3, closes "body", the least recently used
    expect(await preparedNames()).toEqual(["hoiva_1", "hoiva_3"]);
    await client.query(statement("tags"), [1]); // hoiva_4, closes "id"
    expect(await preparedNames()).toEqual(["hoiva_3", "hoiva_4"]);
    // A closed statement is prepared again when it runs again.
    expect((await client.query(statement("body"), [2])).rows).toEqual([{ body: "second" }]);
    expect(await preparedNames()).toEqual(["hoiva_4", "hoiva_5"]);
  });

  it("prepares a statement again after a schema change altered its result", async () => {
    const client = withPreparedStatements(plain);
    const read = "select * from notes where id = $1";
    await client.query(read, [1]);
    await plain.exec("alter table notes add column read_at timestamptz");
    await expect(client.query(read, [1])).rejects.toMatchObject({ code: "0A000" });
    expect((await client.query<Record<string, unknown>>(read, [1])).rows[0]).toHaveProperty("read_at", null);
  });
});

const serverUrl = await concurrencyServerUrl();

describe.skipIf(!serverUrl)("NamedStatementClient (PostgreSQL server)", () => {
  let databaseUrl: string;
  let name: string;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    name = `hoiva_statements_${process.pid}_${randomBytes(4).toString("hex")}`;
    await runMaintenance(serverUrl!, `create database "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await runMaintenance(serverUrl!, `drop database if exists "${name}" with (force)`);
  });

  beforeEach(async () => {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    await setup.query(`drop table if exists notes; ${NOTES}`);
    await setup.end();
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
  });

  async function connect<T extends pg.Client>(Client: new (config: NamedStatementClientConfig) => T, config: NamedStatementClientConfig = {}): Promise<T> {
    const client = new Client({ connectionString: databaseUrl, ...config });
    await client.connect();
    clients.push(client);
    return client;
  }

  async function preparedTexts(client: pg.Client): Promise<string[]> {
    const { rows } = await client.query<{ statement: string }>("select statement from pg_prepared_statements order by prepare_time, name");
    return rows.map((row) => row.statement);
  }

  const read = "select id, body, written_at, tags from notes where owner = $1 and written_at > $2 order by id";
  const params = [1, new Date("2026-01-01T00:00:00Z")];

  it("names reads and writes given as config objects and answers as an unnamed run does", async () => {
    const client = await connect(NamedStatementClient);
    const unnamed = await connect(pg.Client);
    const objects: pg.QueryConfig = { text: read };
    const arrays: pg.QueryArrayConfig = { text: read, rowMode: "array" };
    for (const config of [objects, arrays]) {
      const expected = await unnamed.query(config, params);
      for (let run = 0; run < 2; run += 1) {
        const answer: pg.QueryResult = await client.query(config, params);
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields.map((field) => field.name)).toEqual(expected.fields.map((field) => field.name));
      }
    }
    const written = await client.query({ text: "update notes set body = body || $1 where owner = $2" }, ["!", 2]);
    expect(written.rowCount).toBe(1);
    // Text queries, DDL and settings are not kept.
    await client.query(read, params);
    await client.query({ text: "set statement_timeout = 0" });
    expect(await preparedTexts(client)).toEqual([read, "update notes set body = body || $1 where owner = $2"]);
  });

  it("names the statements a pool runs, in both of its forms", async () => {
    const pool = new NamedStatementPool({ connectionString: databaseUrl, max: 1 });
    try {
      expect((await pool.query({ text: read }, params)).rows).toHaveLength(1);
      const client = await pool.connect();
      try {
        expect((await client.query({ text: read }, params)).rows).toHaveLength(1);
        expect(await preparedTexts(client)).toEqual([read]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });

  it("keeps none of the statements run under planEachRun, even when the pool sends them later", async () => {
    const pool = new NamedStatementPool({ connectionString: databaseUrl, max: 1 });
    try {
      const search = { text: "select id from notes where written_at between $1 and $2" };
      const range = [new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z")];
      // The only connection is taken: the search waits and is sent when it is released, outside its context.
      const holder = await pool.connect();
      const waiting: Promise<pg.QueryResult> = planEachRun(() => pool.query(search, range));
      holder.release();
      expect((await waiting).rows).toHaveLength(2);
      const client = await pool.connect();
      try {
        await planEachRun(() => client.query(search, range));
        expect(await preparedTexts(client)).toEqual([]);
        await client.query(search, range);
        expect(await preparedTexts(client)).toEqual([search.text]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });

  it("sends the statements started together through one connection, each answering its own; one refused fails alone", async () => {
    const pool = new NamedStatementPool({ connectionString: databaseUrl, max: 4 });
    try {
      const backend = { text: "select pg_backend_pid() as pid, $1::int as asked" };
      const answers = await Promise.allSettled([
        ...[1, 2, 3].map((asked) => pool.query(backend, [asked])),
        pool.query({ text: "select nothing from notes where id = $1" }, [1]),
        pool.query({ text: read }, params),
        pool.query({ text: read }, params),
        pool.query({ text: "insert into notes (owner, body, written_at) values ($1, $2, $3) returning id" }, [3, "third", WRITTEN_AT]),
      ]);
      const values = answers.map((answer) => (answer.status === "fulfilled" ? (answer.value as pg.QueryResult).rows : answer.reason));
      const pids = new Set(values.slice(0, 3).map((rows) => (rows as { pid: number }[])[0]!.pid));
      expect(pids.size).toBe(1);
      expect(values.slice(0, 3).map((rows) => (rows as { asked: number }[])[0]!.asked)).toEqual([1, 2, 3]);
      expect(values[3]).toMatchObject({ code: "42703" });
      expect(values[4]).toHaveLength(1);
      expect(values[5]).toEqual(values[4]);
      expect(values[6]).toEqual([{ id: 3 }]);
      // The connection went back to the pool in working order.
      expect((await pool.query({ text: "select count(*)::int as count from notes" })).rows).toEqual([{ count: 3 }]);
    } finally {
      await pool.end();
    }
  });

  it("fails a statement node-postgres refuses outright alone, and gives the connection back", async () => {
    const pool = new NamedStatementPool({ connectionString: databaseUrl, max: 1 });
    try {
      const [refused, answered] = await Promise.allSettled([pool.query(null), pool.query({ text: read }, params)]);
      expect(refused).toMatchObject({ status: "rejected", reason: expect.any(TypeError) });
      expect(answered).toMatchObject({ status: "fulfilled", value: { rows: [expect.anything()] } });
      // With the only connection stranded, this would never be answered.
      expect((await pool.query({ text: read }, params)).rows).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });

  it("fails every statement of a batch whose connection is lost, and replaces the connection", async () => {
    const pool = new NamedStatementPool({ connectionString: databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query({ text: "select pg_backend_pid() as pid" });
      const lost = Promise.allSettled([pool.query({ text: "select pg_sleep(5)" }), pool.query({ text: read }, params)]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await runMaintenance(serverUrl!, `select pg_terminate_backend(${Number((rows[0] as { pid: number }).pid)})`);
      expect((await lost).map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
      expect((await pool.query({ text: read }, params)).rows).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });

  it("keeps at most the limit of statements on a connection; the rest run unnamed", async () => {
    const client = await connect(NamedStatementClient, { maxPreparedStatements: 2 });
    const statement = (column: string) => `select ${column} from notes where id = $1`;
    for (const column of ["id", "body", "owner", "id", "tags"]) await client.query({ text: statement(column) }, [1]);
    expect(await preparedTexts(client)).toEqual([statement("id"), statement("body")]);
    expect((await client.query({ text: statement("owner") }, [2])).rows).toEqual([{ owner: 2 }]);
  });

  it("fails as an unnamed run fails and goes on working", async () => {
    const client = await connect(NamedStatementClient);
    const insert = "insert into notes (owner, body, written_at) values ($1, $2, '2026-11-25 06:00:00+00')";
    await expect(client.query({ text: insert }, [1, "first"])).rejects.toMatchObject({ code: "23505" });
    await expect(client.query({ text: "select nothing from notes where id = $1" }, [1])).rejects.toMatchObject({ code: "42703" });
    expect((await client.query({ text: insert }, [1, "fourth"])).rowCount).toBe(1);
  });

  it("prepares a statement again under a new name after a schema change altered its result", async () => {
    const client = await connect(NamedStatementClient);
    const all = "select * from notes where id = $1";
    await client.query({ text: all }, [1]);
    await client.query("alter table notes add column read_at timestamptz");
    await expect(client.query({ text: all }, [1])).rejects.toMatchObject({ code: "0A000" });
    expect((await client.query({ text: all }, [1])).rows[0]).toHaveProperty("read_at", null);
  });
});
