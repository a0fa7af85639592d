import { PGlite } from "@electric-sql/pglite";
import { eq, lte, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, type DatabaseOrTransaction, wrapPglite } from "./client";
import { preparedQuery, preparedRows } from "./prepared-queries";

// Decision 398: a query built once per root database, and built anew inside a transaction so that
// it runs inside it.

const notes = pgTable("notes", { id: integer("id").primaryKey(), body: text("body").notNull() });
const events = pgTable("events", { id: integer("id").primaryKey(), at: timestamp("at", { withTimezone: true, mode: "date" }).notNull() });

/** A database of its own with two notes. */
async function databaseWithNotes(): Promise<DatabaseHandle> {
  const client = await PGlite.create();
  await client.exec("create table notes (id int primary key, body text not null); insert into notes values (1, 'first'), (2, 'second');");
  return wrapPglite(client);
}

/** Runs `check` with a second database whose notes are `note` alone, then closes it. */
async function withOtherNotes(note: { id: number; body: string }, check: (other: DatabaseHandle) => Promise<void>): Promise<void> {
  const other = wrapPglite(await PGlite.create());
  try {
    await other.db.execute(sql`create table notes (id int primary key, body text not null)`);
    await other.db.insert(notes).values(note);
    await check(other);
  } finally {
    await other.close();
  }
}

describe("preparedQuery", () => {
  let handle: DatabaseHandle;
  let builds: number;
  let noteById: (db: DatabaseOrTransaction, values: Record<string, unknown>) => Promise<{ id: number; body: string }[]>;

  beforeEach(async () => {
    handle = await databaseWithNotes();
    builds = 0;
    noteById = preparedQuery((db) => {
      builds += 1;
      return db.select().from(notes).where(eq(notes.id, sql.placeholder("id")));
    });
  });

  afterEach(async () => {
    await handle.close();
  });

  it("builds the query once per database and answers each call's values", async () => {
    expect(await noteById(handle.db, { id: 1 })).toEqual([{ id: 1, body: "first" }]);
    expect(await noteById(handle.db, { id: 2 })).toEqual([{ id: 2, body: "second" }]);
    expect(await noteById(handle.db, { id: 3 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("runs inside a transaction, seeing its own uncommitted writes, and builds it there each time", async () => {
    await noteById(handle.db, { id: 1 });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 3, body: "third" });
        expect(await noteById(tx, { id: 3 })).toEqual([{ id: 3, body: "third" }]);
        expect(await noteById(tx, { id: 1 })).toEqual([{ id: 1, body: "first" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(builds).toBe(3);
    expect(await noteById(handle.db, { id: 3 })).toEqual([]);
    expect(builds).toBe(3);
  });

  it("builds a query of its own for another database", async () => {
    await withOtherNotes({ id: 1, body: "elsewhere" }, async (other) => {
      expect(await noteById(handle.db, { id: 1 })).toEqual([{ id: 1, body: "first" }]);
      expect(await noteById(other.db, { id: 1 })).toEqual([{ id: 1, body: "elsewhere" }]);
      expect(builds).toBe(2);
    });
  });

  it("sends a Date as its instant, on the database and inside a transaction", async () => {
    await handle.db.execute(sql`create table events (id int primary key, at timestamptz not null)`);
    // Two instants a millisecond apart around Helsinki's spring DST night.
    await handle.db.insert(events).values([
      { id: 1, at: new Date("2027-03-28T00:59:59.999Z") },
      { id: 2, at: new Date("2027-03-28T01:00:00.000Z") },
    ]);
    const eventsUntil = preparedQuery((db) => db.select({ id: events.id }).from(events).where(lte(events.at, sql.placeholder("until"))).orderBy(events.id));
    expect(await eventsUntil(handle.db, { until: new Date("2027-03-28T00:59:59.999Z") })).toEqual([{ id: 1 }]);
    expect(await eventsUntil(handle.db, { until: new Date("2027-03-28T01:00:00.000Z") })).toEqual([{ id: 1 }, { id: 2 }]);
    await handle.db.transaction(async (tx) => {
      expect(await eventsUntil(tx, { until: new Date("2027-03-28T00:59:59.999Z") })).toEqual([{ id: 1 }]);
    });
  });
});

// Decision 414: raw SQL built once, run with its values on a database or inside a transaction.
describe("preparedRows", () => {
  let handle: DatabaseHandle;
  let builds: number;
  let notesAbove: (db: DatabaseOrTransaction, values: Record<string, unknown>) => Promise<{ id: number; body: string }[]>;

  beforeEach(async () => {
    handle = await databaseWithNotes();
    builds = 0;
    notesAbove = preparedRows(() => {
      builds += 1;
      return sql`select id, body from notes where id > ${sql.placeholder("above")} order by id limit ${2}`;
    });
  });

  afterEach(async () => {
    await handle.close();
  });

  it("builds the text once and answers each call's values, with the values written into the SQL kept", async () => {
    expect(await notesAbove(handle.db, { above: 0 })).toEqual([{ id: 1, body: "first" }, { id: 2, body: "second" }]);
    expect(await notesAbove(handle.db, { above: 1 })).toEqual([{ id: 2, body: "second" }]);
    expect(await notesAbove(handle.db, { above: 2 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("runs inside a transaction, seeing its own uncommitted writes, without building the text again", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'third')`);
        expect(await notesAbove(tx, { above: 2 })).toEqual([{ id: 3, body: "third" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await notesAbove(handle.db, { above: 2 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("runs on another database with the same text", async () => {
    await withOtherNotes({ id: 5, body: "elsewhere" }, async (other) => {
      expect(await notesAbove(handle.db, { above: 1 })).toEqual([{ id: 2, body: "second" }]);
      expect(await notesAbove(other.db, { above: 1 })).toEqual([{ id: 5, body: "elsewhere" }]);
      expect(builds).toBe(1);
    });
  });

  it("sends a Date as its instant", async () => {
    await handle.db.execute(sql`create table events (id int primary key, at timestamptz not null)`);
    await handle.db.execute(sql`insert into events values (1, '2027-03-28T00:59:59.999Z'), (2, '2027-03-28T01:00:00.000Z')`);
    const eventsUntil = preparedRows<{ id: number }>(() => sql`select id from events where at <= ${sql.placeholder("until")} order by id`);
    expect(await eventsUntil(handle.db, { until: new Date("2027-03-28T00:59:59.999Z") })).toEqual([{ id: 1 }]);
    expect(await eventsUntil(handle.db, { until: new Date("2027-03-28T01:00:00.000Z") })).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
