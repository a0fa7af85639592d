import cluster, { type Worker } from "node:cluster";
import type { Config } from "#server/config/config";
import type { Logger } from "#server/logger";

// Several server processes behind one port (Node's cluster): the primary prepares the database
// once and then only supervises; each worker serves HTTP on the shared port. Only with PostgreSQL:
// PGlite is one process's database. Every worker works the job queue (server/jobs/), which gives each
// job to one of them. Decision 236, 310.

/** The environment variable that tells a worker its index (a replacement gets the same one). */
const WORKER_INDEX = "HOIVA_WORKER_INDEX";

/** How many server processes to run: WEB_CONCURRENCY with PostgreSQL, always one with PGlite or in development. */
export function serverProcesses(config: Config, development: boolean): number {
  return config.DATABASE_URL && !development ? config.WEB_CONCURRENCY : 1;
}

/** True in a cluster worker: the primary has already migrated the database and loaded demo data. */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * Forks the workers and replaces any that dies unexpectedly; SIGTERM/SIGINT stop every worker
 * (each closes its server and database) and then the primary. Never returns.
 */
export function superviseWorkers(processes: number, logger: Logger): Promise<never> {
  let stopping = false;
  const indexOf = new Map<Worker, number>();
  const fork = (index: number) => indexOf.set(cluster.fork({ [WORKER_INDEX]: String(index) }), index);
  for (let index = 0; index < processes; index++) fork(index);
  cluster.on("exit", (worker, code, signal) => {
    const index = indexOf.get(worker) ?? 0;
    indexOf.delete(worker);
    if (stopping) {
      if (indexOf.size === 0) process.exit(0);
      return;
    }
    logger.error({ code, signal, index }, "a server process stopped; starting another");
    fork(index);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the server processes");
    for (const worker of indexOf.keys()) worker.process.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  logger.info({ processes }, "server processes started");
  return new Promise<never>(() => {});
}
