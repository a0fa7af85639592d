import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseHandle, openDatabase, wrapPglite } from "#server/db/client";
import { loadDemoData } from "#server/db/demo-data";
import { migrateDatabase } from "#server/db/migrate";

// A real, migrated, private database for each test file.
// - Default: PGlite in memory. The migrated database (and, on request, one with demo data) is
//   built once per worker process as a template; every test file gets a fresh copy of it.
// - With TEST_DATABASE_URL=postgres://user@host:port/maintenance-db: a uniquely named database is
//   created on that server, migrated, and dropped again by close().

export interface TestDatabaseOptions {
  /** Load the demo data as of this moment (templates are cached per distinct moment). */
  demoDataNow?: Date;
}

export interface TestDatabase {
  db: Database;
  /** Pass this where the app wants a DatabaseHandle (e.g. Services). */
  handle: DatabaseHandle;
  /** Closes the database; a server database is also dropped. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl ? await createServerDatabase(serverUrl, options) : await createPgliteDatabase(options);
  return { db: handle.db, handle, dispose: () => handle.close() };
}

/**
 * Registers beforeAll/afterAll hooks that open a fresh database for the calling test file and
 * dispose of it afterwards; read `.db` or `.handle` inside tests.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): Readonly<Omit<TestDatabase, "dispose">> {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(options);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  const opened = () => {
    if (!database) throw new Error("The test database is opened in beforeAll; use it inside tests or hooks");
    return database;
  };
  return {
    get db() {
      return opened().db;
    },
    get handle() {
      return opened().handle;
    },
  };
}

// Vitest gives every test file a fresh module registry but keeps the worker's global object, so
// the templates are kept there to be built only once per worker.
const TEMPLATES_KEY = Symbol.for("hoiva.test-database.pglite-templates");
type TemplateCache = Map<string, Promise<File | Blob>>;

function templateCache(): TemplateCache {
  const store = globalThis as { [TEMPLATES_KEY]?: TemplateCache };
  store[TEMPLATES_KEY] ??= new Map();
  return store[TEMPLATES_KEY];
}

async function createPgliteDatabase({ demoDataNow }: TestDatabaseOptions): Promise<DatabaseHandle> {
  const template = await pgliteTemplate(demoDataNow);
  return wrapPglite(await PGlite.create({ loadDataDir: template }));
}

function pgliteTemplate(demoDataNow: Date | undefined): Promise<File | Blob> {
  const key = demoDataNow ? demoDataNow.toISOString() : "migrated";
  const cache = templateCache();
  let template = cache.get(key);
  if (!template) {
    template = buildPgliteTemplate(demoDataNow);
    // A failed build must not poison later test files.
    template.catch(() => cache.delete(key));
    cache.set(key, template);
  }
  return template;
}

async function buildPgliteTemplate(demoDataNow: Date | undefined): Promise<File | Blob> {
  const client = demoDataNow
    ? await PGlite.create({ loadDataDir: await pgliteTemplate(undefined) })
    : await PGlite.create();
  const handle = wrapPglite(client);
  try {
    if (demoDataNow) await loadDemoData(handle.db, { now: demoDataNow });
    else await migrateDatabase(handle);
    return await client.dumpDataDir("none");
  } finally {
    await handle.close();
  }
}

async function createServerDatabase(serverUrl: string, { demoDataNow }: TestDatabaseOptions): Promise<DatabaseHandle> {
  const name = `hoiva_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await runMaintenance(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const dropDatabase = async () => {
    await handle.close();
    await runMaintenance(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    await migrateDatabase(handle);
    if (demoDataNow) await loadDemoData(handle.db, { now: demoDataNow });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  // Closing a test database on a server also drops it.
  return { ...handle, close: dropDatabase };
}

/** CREATE/DROP DATABASE cannot run inside a transaction, so they get a connection of their own. */
export async function runMaintenance(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
