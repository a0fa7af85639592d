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
// - With TEST_DATABASE_URL=postgres://user@host:port/maintenance-db: the same on that server. Each
//   worker builds its templates as databases there; a test file gets a uniquely named copy
//   (CREATE DATABASE … TEMPLATE), dropped again by close().

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
  const template = await serverTemplate(serverUrl, demoDataNow);
  const name = `hoiva_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  // A copy of the worker's template: the server copies files, far cheaper than migrating and
  // loading the demo data again for every test file.
  await runMaintenance(serverUrl, `create database "${name}" template "${template}"`);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  // Closing a test database on a server also drops it.
  const close = async () => {
    await handle.close();
    await runMaintenance(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  return { ...handle, close };
}

// The server's templates, like PGlite's, are built once per worker (kept on its global object).
// Each is named after the run (tests/setup/server-templates.ts drops them all when it ends) and
// the worker, so that no two processes ever copy or build the same template at once.
const SERVER_TEMPLATES_KEY = Symbol.for("hoiva.test-database.server-templates");

function serverTemplate(serverUrl: string, demoDataNow: Date | undefined): Promise<string> {
  const store = globalThis as { [SERVER_TEMPLATES_KEY]?: TemplateNames };
  const cache = (store[SERVER_TEMPLATES_KEY] ??= new Map());
  const key = demoDataNow ? demoDataNow.toISOString() : "migrated";
  let template = cache.get(key);
  if (!template) {
    template = buildServerTemplate(serverUrl, demoDataNow, cache.size);
    template.catch(() => cache.delete(key));
    cache.set(key, template);
  }
  return template;
}
type TemplateNames = Map<string, Promise<string>>;

async function buildServerTemplate(serverUrl: string, demoDataNow: Date | undefined, index: number): Promise<string> {
  const name = `${serverTemplatePrefix()}${process.pid}_${index}`;
  await runMaintenance(serverUrl, `drop database if exists "${name}" with (force)`);
  await runMaintenance(serverUrl, `create database "${name}"`);
  // A template can only be copied while nobody is connected to it: the handle closes first.
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  try {
    await migrateDatabase(handle);
    if (demoDataNow) await loadDemoData(handle.db, { now: demoDataNow });
  } catch (error) {
    await handle.close();
    await runMaintenance(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  await handle.close();
  return name;
}

/** The prefix of this run's template databases (the run's id comes from the global setup). */
export function serverTemplatePrefix(): string {
  return `hoiva_template_${process.env.HOIVA_TEST_RUN ?? "local"}_`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
