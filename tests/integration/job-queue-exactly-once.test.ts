import { eq, inArray, like, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "#server/clock/clock";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { appointmentReminders, outboxMessages } from "#server/db/schema";
import { createLogger } from "#server/logger";
import { createOutboxDelivery } from "#server/integrations/outbox/outbox-delivery";
import { createJobQueue, type JobQueue } from "#server/jobs/job-queue";
import { taskHandlers } from "#server/jobs/tasks";
import { bookTestAppointment, patientIdOf } from "#server/modules/appointments/test-appointments";
import { createServices, type Services } from "#server/services";
import { loadConfig } from "#server/config/config";
import { TEST_NOW } from "#tests/clock";
import { openTestDatabase, type TestDatabase } from "#tests/db/test-database";

// Two server instances, each with its own connection pool and its own job queue, working the same
// PostgreSQL database: every outbox message is delivered once, and overlapping runs of the
// reminder task (both instances' schedules firing, a run repeated) remind of each appointment once.
// Instances in one test process meet only through the database, exactly as processes do.

const serverUrl = process.env.TEST_DATABASE_URL;
const title = serverUrl
  ? "background jobs with two instances on a PostgreSQL server"
  : "background jobs with two instances (SKIPPED: no PostgreSQL server; set TEST_DATABASE_URL)";

interface Instance {
  handle: DatabaseHandle;
  jobs: JobQueue;
  services: Services;
}

const delivered: string[] = [];
let database: TestDatabase;
const instances: Instance[] = [];
const HOUR = 3_600_000;

async function startInstance(url: string): Promise<Instance> {
  const handle = await openDatabase({ url });
  const logger = createLogger("silent");
  const jobs = createJobQueue({ connection: handle.queueConnection, logger, pollingIntervalSeconds: 0.5, schedule: false });
  // SMTP configured, so e-mail has a provider: here one that records what it is handed.
  const config = loadConfig({ LOG_LEVEL: "silent", SMTP_URL: "smtp://127.0.0.1:9", EMAIL_FROM: "hoiva@example.com" });
  const services = createServices(config, { database: handle, logger, clock: fixedClock(TEST_NOW), jobs });
  services.integrations.outboxDelivery = createOutboxDelivery({
    db: handle.db,
    clock: services.clock,
    transports: {
      email: {
        send: async (message) => {
          delivered.push(message.recipient);
        },
        close: () => {},
      },
    },
  });
  await jobs.prepare();
  await jobs.work(taskHandlers(services, jobs));
  return { handle, jobs, services };
}

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    database = await openTestDatabase({ demoDataNow: TEST_NOW });
    const url = (database.handle.queueConnection as { url: string }).url;
    // Both start at once, as processes do: preparing the queue is safe to race.
    instances.push(...(await Promise.all([startInstance(url), startInstance(url)])));
  }, 300_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.jobs.stop(2_000);
      await instance.handle.close();
    }
    await database?.dispose();
  });

  it("delivers each e-mail once though both instances work the queue and both sweep", async () => {
    const recipients = Array.from({ length: 30 }, (_, index) => `patient${index}@twice.example`);
    // Half written through each instance's sender, each queueing its job in its transaction.
    await Promise.all(
      recipients.map((to, index) =>
        instances[index % 2]!.handle.db.transaction((tx) =>
          instances[index % 2]!.services.integrations.email.send(tx, { to, subject: "Hoiva", body: "Hei", patientId: null }),
        ),
      ),
    );
    // Both sweeps queue jobs for whatever is still unsent, at the same time as the workers run.
    // The rows carry the database's own time of writing: the sweep runs ten minutes after the last.
    const [written] = await database.db
      .select({ last: max(outboxMessages.createdAt) })
      .from(outboxMessages)
      .where(like(outboxMessages.recipient, "%@twice.example"));
    const later = fixedClock(new Date(written!.last!.getTime() + 10 * 60_000));
    await Promise.all(instances.map((instance) => taskHandlers({ ...instance.services, clock: later }, instance.jobs)["outbox-sweep"]({})));

    await expect
      .poll(async () => (await database.db.select({ sentAt: outboxMessages.sentAt }).from(outboxMessages).where(like(outboxMessages.recipient, "%@twice.example"))).every((row) => row.sentAt !== null), { timeout: 60_000, interval: 250 })
      .toBe(true);
    expect(delivered.filter((to) => to.endsWith("@twice.example")).sort()).toEqual([...recipients].sort());
  });

  it("reminds of each due appointment once though the reminder task runs in both instances at once, and again", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointments = await Promise.all(
      [20, 21, 22, 23].map((hours) => bookTestAppointment(database.db, aino, new Date(TEST_NOW.getTime() + hours * HOUR), { contactEmail: `reminded${hours}@once.example`, contactPhone: "+358401239999" })),
    );
    const ids = appointments.map((appointment) => appointment.id);
    // Through the queues (each instance sends the task's job, as both schedules would) and directly,
    // so that runs surely overlap.
    await Promise.all([
      ...instances.map((instance) => instance.jobs.send("appointment-reminders", {})),
      ...instances.flatMap((instance) => [1, 2].map(() => taskHandlers(instance.services, instance.jobs)["appointment-reminders"]({}))),
    ]);
    await expect
      .poll(async () => (await database.db.select({ id: appointmentReminders.id }).from(appointmentReminders).where(inArray(appointmentReminders.slotId, ids))).length, { timeout: 30_000, interval: 250 })
      .toBe(ids.length);
    // Wait for the queued runs to finish too (the queue keeps one running at a time).
    await expect.poll(async () => (await instances[0]!.jobs.boss.findJobs("appointment-reminders", { queued: true })).length, { timeout: 30_000, interval: 250 }).toBe(0);

    const reminders = await database.db.select({ id: appointmentReminders.id }).from(appointmentReminders).where(inArray(appointmentReminders.slotId, ids));
    const messages = await database.db
      .select({ channel: outboxMessages.channel, recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(inArray(outboxMessages.appointmentReminderId, reminders.map((reminder) => reminder.id)));
    expect(messages.filter((message) => message.channel === "email").map((message) => message.recipient).sort()).toEqual(
      ["reminded20@once.example", "reminded21@once.example", "reminded22@once.example", "reminded23@once.example"],
    );
    expect(messages.filter((message) => message.channel === "sms")).toHaveLength(4);
    // And each reminder e-mail reaches its provider once.
    await expect.poll(() => delivered.filter((to) => to.endsWith("@once.example")).length, { timeout: 60_000, interval: 250 }).toBe(4);
    const [anyReminder] = await database.db.select({ sentAt: outboxMessages.sentAt }).from(outboxMessages).where(eq(outboxMessages.recipient, "reminded20@once.example"));
    expect(anyReminder?.sentAt).toEqual(TEST_NOW);
  });
});
