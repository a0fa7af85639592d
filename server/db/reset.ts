import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "#server/config/config";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/logger";
import { prepareDatabase } from "#server/startup";

// `npm run db:reset`: drops everything in the configured database (PGlite in data/ or
// DATABASE_URL), applies the migrations again and loads fresh demo data as of today (or as of CLOCK_START).

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, "pglite") },
);
try {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await prepareDatabase(database, { loadDemoData: true, logger, now: config.CLOCK_START ?? new Date() });
  logger.info({ database: database.kind }, "database reset");
} finally {
  await database.close();
}
