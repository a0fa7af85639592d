import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxEmailSender } from "#server/integrations/email/email-sender";
import { listNewestOutboxMessages } from "#server/integrations/outbox/outbox-repository";
import { createLogger } from "#server/logger";
import { useTestDatabase } from "#tests/db/test-database";
import { createJobQueue, DEAD_LETTER_QUEUE, type JobQueue, QUEUES, SCHEDULE_TIME_ZONE } from "./job-queue";

// pg-boss on the test database (PGlite in memory, or a PostgreSQL server with TEST_DATABASE_URL):
// a job written in the sender's transaction exists only after the commit, a worker runs it, a job
// that fails its last attempt lands in the dead-letter queue, and the schedules are read in
// Helsinki time. Workers poll, so the tests wait for effects (expect.poll) rather than for times.

const database = useTestDatabase();
let jobs: JobQueue;

beforeAll(async () => {
  jobs = createJobQueue({ connection: database.handle.queueConnection, logger: createLogger("silent"), pollingIntervalSeconds: 0.5, schedule: false });
  await jobs.prepare();
}, 120_000);

afterAll(async () => {
  await jobs.stop(1_000);
});

const email = { to: "aino.virtanen@example.com", subject: "Hoiva: ajanvarauksen vahvistus", body: "Hei", patientId: null };

describe("the job queue", () => {
  it("has an outbox message's delivery job only when the sender's transaction commits", async () => {
    const sender = createOutboxEmailSender((tx, messageId) => jobs.sendInTransaction(tx, "outbox-delivery", { messageId }, { singletonKey: String(messageId) }));
    await expect(
      database.db.transaction(async (tx) => {
        await sender.send(tx, email);
        throw new Error("the booking failed after the message was written");
      }),
    ).rejects.toThrow(/booking failed/);
    expect(await listNewestOutboxMessages(database.db, { channel: "email", limit: 10 })).toEqual([]);
    expect(await jobs.boss.findJobs("outbox-delivery")).toEqual([]);

    await database.db.transaction((tx) => sender.send(tx, email));
    const [message] = await listNewestOutboxMessages(database.db, { channel: "email", limit: 1 });
    const queued = await jobs.boss.findJobs<{ messageId: number }>("outbox-delivery");
    expect(queued.map((job) => [job.data, job.singletonKey])).toEqual([[{ messageId: message!.id }, String(message!.id)]]);

    // A second job for the same message while the first waits is no job at all.
    await jobs.send("outbox-delivery", { messageId: message!.id }, { singletonKey: String(message!.id) });
    expect(await jobs.boss.findJobs("outbox-delivery", { queued: true })).toHaveLength(1);
  });

  it("runs each job once in a worker, and moves a job that failed its last attempt to the dead-letter queue", async () => {
    const ran: number[] = [];
    await jobs.boss.offWork("outbox-delivery").catch(() => {});
    await jobs.work({
      "outbox-delivery": async ({ messageId }) => {
        ran.push(messageId);
        if (messageId === 999_999) throw new Error("the provider refused it");
      },
      "outbox-sweep": async () => {},
      "payment-reconciliation": async () => {},
      "upload-cleanup": async () => {},
      "session-cleanup": async () => {},
      "push-delivery": async () => {},
      "appointment-reminders": async () => {},
      "waitlist-offers": async () => {},
    });
    const [message] = await listNewestOutboxMessages(database.db, { channel: "email", limit: 1 });
    await expect.poll(() => ran, { timeout: 20_000, interval: 200 }).toContain(message!.id);

    // The queue's retries back off over hours; this job is given none, to reach the end at once.
    await jobs.boss.send("outbox-delivery", { messageId: 999_999 }, { singletonKey: "999999", retryLimit: 0 });
    await expect
      .poll(async () => (await jobs.boss.findJobs<{ messageId: number }>(DEAD_LETTER_QUEUE)).map((job) => job.data), { timeout: 20_000, interval: 200 })
      .toEqual([{ messageId: 999_999 }]);
    const [failed] = await jobs.boss.findJobs("outbox-delivery", { key: "999999" });
    expect(failed).toMatchObject({ state: "failed" });
    expect(ran.filter((id) => id === message!.id)).toHaveLength(1);
  });

  it("keeps every scheduled task's cron expression in Helsinki time, with retries that back off and end in the dead-letter queue", async () => {
    const schedules = await jobs.boss.getSchedules();
    const scheduled = Object.entries(QUEUES).filter(([, definition]) => definition.cron);
    expect(schedules.map((schedule) => [schedule.name, schedule.cron, schedule.timezone]).sort()).toEqual(
      scheduled.map(([name, definition]) => [name, definition.cron, SCHEDULE_TIME_ZONE]).sort(),
    );
    for (const name of Object.keys(QUEUES)) {
      expect(await jobs.boss.getQueue(name)).toMatchObject({ policy: "exclusive", retryBackoff: true, deadLetter: DEAD_LETTER_QUEUE });
    }
  });
});
