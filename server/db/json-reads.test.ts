import { PGlite } from "@electric-sql/pglite";
import { asc, eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows, wrapPglite } from "./client";
import { jsonRow, jsonRows, preparedJsonValue, preparedPatientList, queryBuilder } from "./json-reads";

// Decision 422: a module's read as one json value, so that a page reads several modules' data in
// one statement.

const notes = pgTable("notes", {
  id: integer("id").primaryKey(),
  ownerId: integer("owner_id").notNull(),
  body: text("body").notNull(),
  writtenAt: timestamp("written_at", { withTimezone: true, mode: "date" }).notNull(),
});
const owners = pgTable("owners", { id: integer("id").primaryKey(), name: text("name").notNull() });

let handle: DatabaseHandle;

beforeAll(async () => {
  const client = await PGlite.create();
  await client.exec(`
    create table owners (id int primary key, name text not null);
    create table notes (id int primary key, owner_id int not null references owners, body text not null, written_at timestamptz not null);
    insert into owners values (1, 'Aino'), (2, 'Pekka');
    insert into notes values (3, 1, 'third', '2026-11-30T08:00:00Z'), (1, 1, 'first', '2026-11-28T22:30:00Z'), (2, 2, 'other', '2026-11-29T12:00:00Z'),
      (4, 1, 'fourth', '2026-12-01T00:00:00+02:00');`);
  handle = wrapPglite(client);
});

afterAll(() => handle.close());

// Two columns named "name" in the query: the keys come from the fields, by position.
const FIELDS = { id: notes.id, body: notes.body, writtenAt: notes.writtenAt, ownerName: owners.name, noteName: sql<string>`'note ' || ${notes.id}` };

function ownerNotes(ownerId: number | ReturnType<typeof sql.placeholder>, limit: number | ReturnType<typeof sql.placeholder>) {
  return queryBuilder
    .select(FIELDS)
    .from(notes)
    .innerJoin(owners, eq(owners.id, notes.ownerId))
    .where(eq(notes.ownerId, ownerId))
    .orderBy(asc(notes.writtenAt))
    .limit(limit);
}

describe("jsonRows", () => {
  const read = preparedJsonValue<{ id: number; body: string; writtenAt: string; ownerName: string; noteName: string }[]>(() =>
    jsonRows(ownerNotes(sql.placeholder("ownerId"), sql.placeholder("limit")), Object.keys(FIELDS)),
  );

  it("gives the rows in the query's order, keyed by the fields, with times as ISO 8601 text", async () => {
    const rows = await read(handle.db, { ownerId: 1, limit: 2 });
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
    expect(rows[0]).toMatchObject({ body: "first", ownerName: "Aino", noteName: "note 1" });
    expect(new Date(rows[0]!.writtenAt)).toEqual(new Date("2026-11-28T22:30:00Z"));
    expect((await read(handle.db, { ownerId: 1, limit: 10 })).map((row) => row.id)).toEqual([1, 3, 4]);
  });

  it("gives an empty array without rows", async () => {
    expect(await read(handle.db, { ownerId: 99, limit: 3 })).toEqual([]);
  });

  it("runs beside other reads in one statement, each with its own values", async () => {
    const statement = sql`select ${jsonRows(ownerNotes(1, 1), Object.keys(FIELDS))} as aino, ${jsonRows(ownerNotes(2, 1), Object.keys(FIELDS))} as pekka,
      ${jsonRow(sql`select count(*)::int, max(written_at) from notes where owner_id = ${1}`, ["count", "latest"])} as counted`;
    const [row] = await queryRows<{ aino: { id: number }[]; pekka: { id: number }[]; counted: { count: number; latest: string } }>(handle.db, statement);
    expect(row!.aino.map((note) => note.id)).toEqual([1]);
    expect(row!.pekka.map((note) => note.id)).toEqual([2]);
    expect(row!.counted.count).toBe(3);
    expect(new Date(row!.counted.latest)).toEqual(new Date("2026-11-30T22:00:00Z"));
  });
});

describe("jsonRow", () => {
  it("is null when the query has no row", async () => {
    const read = preparedJsonValue<{ id: number } | null>(() => jsonRow(sql`select id from notes where id = ${sql.placeholder("id")}`, ["id"]));
    expect(await read(handle.db, { id: 2 })).toEqual({ id: 2 });
    expect(await read(handle.db, { id: 99 })).toBeNull();
  });
});

describe("preparedPatientList", () => {
  it("runs a patient's list expression with the patient and the limit as its placeholders", async () => {
    const find = preparedPatientList<{ id: number }>(({ patientId, limit }) => jsonRows(ownerNotes(patientId, limit), Object.keys(FIELDS)));
    expect((await find(handle.db, 1, { limit: 2 })).map((note) => note.id)).toEqual([1, 3]);
    expect((await find(handle.db, 2, { limit: 2 })).map((note) => note.id)).toEqual([2]);
  });
});
