import { sql } from "drizzle-orm";
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type Job, PgBoss, type Queue } from "pg-boss";
import type { DatabaseOrTransaction, QueueConnection } from "#server/db/client";
import type { PushDelivery } from "#server/integrations/push/push-notices";
import type { Logger } from "#server/logger";

// Background work on pg-boss, a job queue kept in PostgreSQL itself (decision 310): the same
// database on a server (a pool of its own) and on PGlite (the one in-process connection). Every
// background task is a queue here; no process keeps a timer loop of its own. pg-boss gives what the
// tasks need across any number of server processes: a job is claimed by one worker only (SKIP
// LOCKED), a cron occurrence is sent once (the schedules live in the database), retries back off,
// and a job that runs out of retries is copied to the dead-letter queue.

/** Cron expressions are read in Helsinki time, as the clinics keep it (daylight saving included). */
export const SCHEDULE_TIME_ZONE = "Europe/Helsinki";

/** Where a job goes once its retries are spent; nothing works it, so it stays there to be looked at. */
export const DEAD_LETTER_QUEUE = "dead-letters";

/** Each queue's policy, retries and schedule. */
interface QueueDefinition {
  /** A cron expression (Helsinki time), or null for a queue that only callers send to. */
  cron: string | null;
  options: Omit<Queue, "name">;
}

const RETRIES = { retryLimit: 4, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600, deadLetter: DEAD_LETTER_QUEUE } as const;

export const QUEUES = {
  /**
   * One job per outbox message, sent in the transaction that wrote the message (so it runs only
   * after that commit), and again by the sweep for any left behind. `exclusive` with the message id
   * as singleton key: never two jobs for one message while one waits, retries or runs.
   */
  "outbox-delivery": { cron: null, options: { policy: "exclusive", expireInSeconds: 120, ...RETRIES } },
  /** Re-sends delivery jobs for unsent messages that have none (written before the queue ran, say). */
  "outbox-sweep": { cron: "*/5 * * * *", options: { policy: "exclusive", expireInSeconds: 300, ...RETRIES, retryLimit: 1 } },
  /** Asks the payment provider about payments whose redirect and callbacks never arrived. */
  "payment-reconciliation": { cron: "* * * * *", options: { policy: "exclusive", expireInSeconds: 300, ...RETRIES, retryLimit: 1 } },
  /** Deletes attachments uploaded but never sent with a message, a day after the upload. */
  "upload-cleanup": { cron: "15 * * * *", options: { policy: "exclusive", expireInSeconds: 900, ...RETRIES } },
  /** Deletes sessions (patients' and professionals') that ended. */
  "session-cleanup": { cron: "45 * * * *", options: { policy: "exclusive", expireInSeconds: 900, ...RETRIES } },
  /** Writes the reminders of appointments that come due (server/modules/appointments/reminder-service.ts). */
  "appointment-reminders": { cron: "*/5 * * * *", options: { policy: "exclusive", expireInSeconds: 300, ...RETRIES, retryLimit: 2 } },
  /** Ends lapsed waitlist offers and offers free times to the first in line (server/modules/appointments/waitlist-service.ts). */
  "waitlist-offers": { cron: "* * * * *", options: { policy: "exclusive", expireInSeconds: 300, ...RETRIES, retryLimit: 1 } },
  /**
   * One web push notification to one device (decision 373), queued in the transaction of the news
   * (a message, results, a waitlist offer, a reminder). Retried when the push service fails.
   * `exclusive` with the device and the kind of news as singleton key: while one "new message"
   * waits for a device, a second one is the same notification.
   */
  "push-delivery": { cron: null, options: { policy: "exclusive", expireInSeconds: 60, ...RETRIES } },
} as const satisfies Record<string, QueueDefinition>;

export type QueueName = keyof typeof QUEUES;

/** What each queue's jobs carry. */
export interface JobData {
  "outbox-delivery": { messageId: number };
  "outbox-sweep": object;
  "payment-reconciliation": object;
  "upload-cleanup": object;
  "session-cleanup": object;
  "appointment-reminders": object;
  "waitlist-offers": object;
  "push-delivery": PushDelivery;
}

/** The work of each queue; a thrown error fails the attempt, which is retried with backoff. */
export type TaskHandlers = { [Name in QueueName]: (data: JobData[Name]) => Promise<void> };

export interface JobQueue {
  /**
   * Queues a job in the caller's transaction: it exists, and so runs, only once the transaction
   * commits. A job with the same singleton key still waiting or running makes this a no-op.
   */
  sendInTransaction<Name extends QueueName>(tx: DatabaseOrTransaction, name: Name, data: JobData[Name], options?: { singletonKey?: string }): Promise<void>;
  /** Queues a job now (outside any transaction). */
  send<Name extends QueueName>(name: Name, data: JobData[Name], options?: { singletonKey?: string }): Promise<void>;
  /** Installs or updates pg-boss's schema, the queues and the schedules; after this, sends work. */
  prepare(): Promise<void>;
  /** Starts the workers of every queue (call after `prepare`). */
  work(handlers: TaskHandlers): Promise<void>;
  /** Lets running jobs finish (up to `timeoutMs`) and stops. */
  stop(timeoutMs?: number): Promise<void>;
  /** The pg-boss instance, for tests and operations (dead letters, queue sizes). */
  readonly boss: PgBoss;
}

export interface JobQueueOptions {
  connection: QueueConnection;
  logger: Logger;
  /** Seconds between a worker's polls of its queue (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  /** False in a process that only sends jobs and works none (tests of a single task). */
  schedule?: boolean;
}

export function createJobQueue({ connection, logger, pollingIntervalSeconds = 2, schedule = true }: JobQueueOptions): JobQueue {
  const boss =
    connection.kind === "postgres"
      ? new PgBoss({ connectionString: connection.url, max: 4, application_name: "hoiva-jobs", schedule })
      : new PgBoss({ db: fromPglite(connection.client), backend: "pglite", schedule });
  // pg-boss reports its own troubles as events; none of them carries job data.
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  boss.on("warning", (warning) => logger.warn({ warning: warning.message }, "job queue warning"));
  let started = false;

  return {
    boss,
    async sendInTransaction(tx, name, data, options = {}) {
      // Both drivers' `execute` answer `{ rows }`, which is all the adapter reads (see queryRows).
      await boss.send(name, data, { ...options, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async send(name, data, options = {}) {
      await boss.send(name, data, options);
    },
    async prepare() {
      if (!started) await boss.start();
      started = true;
      // Kept a year: a person decides what becomes of a job that failed every retry.
      await boss.createQueue(DEAD_LETTER_QUEUE, { policy: "standard", retentionSeconds: 365 * 24 * 3_600 });
      for (const [name, definition] of Object.entries(QUEUES) as [QueueName, QueueDefinition][]) {
        // createQueue leaves an existing queue alone (another process may make it at the same
        // moment); updateQueue then brings its retries up to date. A policy cannot change.
        await boss.createQueue(name, definition.options);
        const { policy: _policy, ...changeable } = definition.options;
        await boss.updateQueue(name, changeable);
        if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: SCHEDULE_TIME_ZONE });
      }
    },
    async work(handlers) {
      for (const name of Object.keys(QUEUES) as QueueName[]) {
        const handle = handlers[name] as (data: unknown) => Promise<void>;
        await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]: Job<unknown>[]) => {
          if (!job) return;
          try {
            await handle(job.data);
          } catch (error) {
            // Ids and the reason only: job data may point at a patient's message.
            logger.warn({ queue: name, jobId: job.id, attempt: job.retryCount + 1, err: error }, "a background job failed; it is retried");
            throw error;
          }
        });
      }
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
