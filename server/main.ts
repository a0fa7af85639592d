import path from "node:path";
import { clockStartingAt, systemClock } from "#server/clock/clock";
import { loadConfig } from "#server/config/config";
import { createLogger } from "#server/logger";
import { openDatabase } from "#server/db/client";
import { prepareDatabase } from "#server/startup";
import { useProductionReactRouter } from "#server/http/react-router-production";
import { buildRenderer, viteRenderer } from "#server/http/pages";
import { listen } from "#server/http/listen";
import { createServices } from "#server/services";
import cluster from "node:cluster";
import { isClusterWorker, serverProcesses, superviseWorkers } from "#server/cluster";
import { createJobQueue } from "#server/jobs/job-queue";
import { taskHandlers } from "#server/jobs/tasks";

// Starts the portal: config, database (migrated, demo data on first start), HTTP server.
// `npm run dev` serves pages through Vite with hot reload; `npm start` serves the built app.

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const development = process.argv.includes("--dev");
// Before the HTTP app (and through it React Router) is imported: the built server runs React
// Router's production build.
if (!development) useProductionReactRouter();
const { createHttpApp } = await import("#server/http/app");

const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, "pglite") },
);
const clock = config.CLOCK_START ? clockStartingAt(config.CLOCK_START) : systemClock;
// Demo data is laid out around the clock's "now", so a pinned clock sees the same week every run.
// In a cluster the primary does this once, before any worker starts.
if (!isClusterWorker()) await prepareDatabase(database, { loadDemoData: config.LOAD_DEMO_DATA, logger, now: clock.now() });

// WEB_CONCURRENCY > 1 with PostgreSQL: this (primary) process makes sure the OIDC keys exist, then
// only supervises the worker processes that serve (server/cluster.ts).
const processes = serverProcesses(config, development);
if (config.WEB_CONCURRENCY > processes) logger.warn({ WEB_CONCURRENCY: config.WEB_CONCURRENCY }, "one server process: PGlite (no DATABASE_URL) and development serve from one process");
if (cluster.isPrimary && processes > 1) {
  await createServices(config, { database, logger, clock }).integrations.identity.ready();
  await database.close();
  await superviseWorkers(processes, logger);
}

const pages = development ? await viteRenderer() : await buildRenderer();
// Background work (outbox delivery, reconciliation, clean-ups, reminders) runs on the job queue in
// every server process; the queue gives each job and each schedule's run to one of them.
const jobs = createJobQueue({ connection: database.queueConnection, logger });
const services = createServices(config, { database, logger, clock, jobs });
try {
  await services.integrations.identity.ready();
} catch (error) {
  logger.fatal({ err: error }, "cannot start: the OIDC client keys (OIDC_CLIENT_KEYS_FILE) could not be read");
  process.exit(1);
}
try {
  await jobs.prepare();
  await jobs.work(taskHandlers(services, jobs));
} catch (error) {
  logger.fatal({ err: error }, "cannot start: the job queue could not be prepared");
  process.exit(1);
}
const app = createHttpApp(services, pages);
const server = listen(app, config.PORT, config.HOST, () => {
  logger.info({ host: config.HOST, port: config.PORT, database: database.kind, mode: pages.mode }, `Hoiva listening on ${config.PUBLIC_URL}`);
  if (config.DEV_TOOLS) {
    logger.warn(
      { host: config.HOST },
      "Development tools are on: the test identity provider (log in as anyone), /dev/outbox, the test payment service /dev/paytrail and /api/dev/*. Never expose this server.",
    );
  }
});

async function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  server.close();
  await jobs.stop();
  services.integrations.outboxDelivery?.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
