import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db/test-database";
import { IN_MEMORY, openDatabase, queryRows } from "./client";
import { migrateDatabase } from "./migrate";
import * as schema from "./schema/index";

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

describe("migrations", () => {
  it("apply to an empty in-memory PGlite and are recorded, so a second run changes nothing", async () => {
    const database = await openDatabase({ dataDir: IN_MEMORY });
    try {
      await migrateDatabase(database);
      await migrateDatabase(database);
      const tables = await queryRows<{ name: string }>(
        database.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      expect(tables.map((table) => table.name)).toEqual(schemaTables);
      const [applied] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied?.count).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    // Every migration twice on a fresh in-memory database: seconds alone, more on a busy machine.
  }, 90_000);
});

describe("migrated schema", () => {
  const database = useTestDatabase();

  it("creates every table of the schema", async () => {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((table) => table.name)).toEqual(schemaTables);
  });

  it("indexes every foreign key (an index whose leading columns are the key's columns)", async () => {
    const unindexed = await queryRows<{ constraint: string }>(
      database.db,
      sql`
        select c.conname as constraint
        from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
        where c.contype = 'f'
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid
              and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey
          )
        order by 1`,
    );
    expect(unindexed).toEqual([]);
  });

  it("keeps identity codes that differ only by century sign as two people", async () => {
    const values = (identityCode: string, firstName: string) => ({
      identityCode,
      firstName,
      lastName: "Testinen",
      birthDate: "1990-01-10",
    });
    const inserted = await database.db
      .insert(schema.patients)
      .values([values("100190-999P", "Matti"), values("100190Y999P", "Maija")])
      .returning({ id: schema.patients.id });
    expect(inserted).toHaveLength(2);
    await expect(database.db.insert(schema.patients).values(values("100190-999P", "Toinen"))).rejects.toThrow();
    await expect(database.db.insert(schema.patients).values(values("100190y999p", "Pienet"))).rejects.toThrow();
  });
});
