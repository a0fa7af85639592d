import { listUndeliveredMessageIds } from "#server/integrations/outbox/outbox-repository";
import { deliverPushNotice } from "#server/integrations/push/push-notices";
import { MAX_DELIVERY_ATTEMPTS } from "#server/integrations/outbox/outbox-delivery";
import { purgeOldSessions } from "#server/modules/account/session-service";
import { dropStaleReminders, sendDueReminders } from "#server/modules/appointments/reminder-service";
import { runWaitlistOffers } from "#server/modules/appointments/waitlist-service";
import { brandOrigin } from "#server/modules/booking/reservation-service";
import { deleteUnsentUploads } from "#server/modules/messaging/attachment-service";
import { reconcilePayments } from "#server/modules/payments/payment-service";
import { purgeProfessionalSessions } from "#server/modules/professional/session-service";
import type { BrandId } from "#domain/session-state";
import type { Services } from "#server/services";
import type { JobQueue, TaskHandlers } from "./job-queue";

// What each queue of server/jobs/job-queue.ts does: a thin call into the module that owns the
// work, with `now` from the server's clock (tests pin it), so a task is tested like any service.

/** A message younger than this has its own delivery job from its sender's transaction. */
const SWEEP_AFTER_MS = 60_000;
const SWEEP_BATCH = 500;

export function taskHandlers(services: Services, jobs: Pick<JobQueue, "send">): TaskHandlers {
  const { database, clock, logger, integrations } = services;
  const db = database.db;
  return {
    async "outbox-delivery"({ messageId }) {
      // A reminder whose appointment was cancelled or moved since it was written is not sent.
      if ((await dropStaleReminders(db, { messageId })) > 0) return;
      await integrations.outboxDelivery?.deliverMessage(messageId);
    },
    async "outbox-sweep"() {
      const delivery = integrations.outboxDelivery;
      if (!delivery) return;
      const ids = await listUndeliveredMessageIds(db, {
        channels: delivery.channels,
        before: new Date(clock.now().getTime() - SWEEP_AFTER_MS),
        maxAttempts: MAX_DELIVERY_ATTEMPTS,
        limit: SWEEP_BATCH,
      });
      for (const messageId of ids) await jobs.send("outbox-delivery", { messageId }, { singletonKey: String(messageId) });
    },
    async "payment-reconciliation"() {
      if (integrations.payments) await reconcilePayments(db, integrations.payments, { now: clock.now(), logger });
    },
    async "upload-cleanup"() {
      const deleted = await deleteUnsentUploads(db, integrations.fileStorage, { now: clock.now() });
      if (deleted > 0) logger.info({ deleted }, "unsent uploads deleted");
    },
    async "appointment-reminders"() {
      await sendDueReminders(db, {
        now: clock.now(),
        leadHours: services.config.APPOINTMENT_REMINDER_HOURS,
        senders: { sms: integrations.sms, email: integrations.email },
        originOf: (brand) => brandOrigin(services.config, brand),
        pushNotices: integrations.pushNotices,
      });
    },
    async "waitlist-offers"() {
      await runWaitlistOffers(db, waitlistContext(services));
    },
    async "push-delivery"(delivery) {
      await deliverPushNotice(db, delivery, { sender: integrations.pushSender, now: clock.now(), originOf: (brand) => brandOrigin(services.config, brand) });
    },
    async "session-cleanup"() {
      const now = clock.now();
      await purgeOldSessions(db, now);
      await purgeProfessionalSessions(db, now);
    },
  };
}

/** What the waitlist's offers need from the services: the clock, the rules' numbers, the senders, the links. */
export function waitlistContext(services: Services) {
  return {
    now: services.clock.now(),
    holdMinutes: services.config.WAITLIST_HOLD_MINUTES,
    deadlineHours: services.config.CANCELLATION_DEADLINE_HOURS,
    senders: { sms: services.integrations.sms, email: services.integrations.email },
    originOf: (brand: BrandId) => brandOrigin(services.config, brand),
    pushNotices: services.integrations.pushNotices,
  };
}
