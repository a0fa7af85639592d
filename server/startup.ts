import type { DatabaseHandle } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import { isDatabaseEmpty, loadDemoData } from "#server/db/demo-data";
import type { Logger } from "#server/logger";

/** Applies committed migrations and, on an empty database, loads the demo data. */
export async function prepareDatabase(
  database: DatabaseHandle,
  { loadDemoData: withDemoData, logger, now }: { loadDemoData: boolean; logger: Logger; now: Date },
): Promise<void> {
  await migrateDatabase(database);
  if (!withDemoData || !(await isDatabaseEmpty(database.db))) return;
  const started = performance.now();
  await loadDemoData(database.db, { now });
  logger.info({ ms: Math.round(performance.now() - started) }, "demo data loaded");
}
