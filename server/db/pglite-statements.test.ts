import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withPreparedStatements } from "./pglite-statements";

// The named prepared statements of decision 271 answer exactly what PGlite's own `query` answers,
// keep PGlite's locking and transactions, and are closed beyond their limit.

let plain: PGlite;

beforeEach(async () => {
  plain = await PGlite.create();
  await plain.exec(`
    create table notes (id serial primary key, owner int not null, body text not null unique, written_at timestamptz not null, tags text[] not null default '{}');
    insert into notes (owner, body, written_at, tags) values (1, 'first', '2026-03-29 00:30:00+00', '{a,b}'), (2, 'second', '2026-12-31 22:30:00+00', '{}');
  `);
});

afterEach(async () => {
  await plain.close();
});

/** The statements the database session keeps prepared. */
async function preparedNames(): Promise<string[]> {
  const { rows } = await plain.query<{ name: string }>("select name from pg_prepared_statements order by name");
  return rows.map((row) => row.name);
}

describe("withPreparedStatements", () => {
  it("answers reads and writes as PGlite's own query does, in both row modes", async () => {
    const client = withPreparedStatements(plain);
    const read = "select id, body, written_at, tags from notes where owner = $1 and written_at > $2 order by id";
    const params = [1, new Date("2026-01-01T00:00:00Z")];
    for (const rowMode of ["object", "array"] as const) {
      const expected = await plain.query(read, params, { rowMode });
      expect(await client.query(read, params, { rowMode })).toEqual(expected);
      expect(await client.query(read, params, { rowMode })).toEqual(expected);
    }

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

  it("fails as PGlite fails, naming the statement, and goes on working", async () => {
    const client = withPreparedStatements(plain);
    const insert = "insert into notes (owner, body, written_at) values ($1, $2, $3)";
    const error = await client.query(insert, [1, "first", new Date()]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "23505", query: insert });
    await expect(client.query("select nothing from notes where id = $1", [1])).rejects.toMatchObject({ code: "42703" });
    expect((await client.query(insert, [1, "fourth", new Date()])).affectedRows).toBe(1);
  });

  it("runs inside transactions: a rollback undoes the prepared writes, a commit keeps them", async () => {
    const client = withPreparedStatements(plain);
    const insert = "insert into notes (owner, body, written_at) values ($1, $2, now())";
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
