import type { Clock } from "#server/clock/clock";
import type { DatabaseOrTransaction } from "#server/db/client";
import { claimUnsentMessages, releaseClaimedMessage } from "#server/integrations/outbox/outbox-repository";
import type { Logger } from "#server/logger";
import type { EmailTransport } from "./smtp-transport";

// Delivers the e-mail the outbox holds through a transport (SMTP). The outbox stays the record of
// every message: senders write it in their transaction, and this only sends rows after their
// change committed. A message is marked sent before it is handed over (at most once: a crash in
// between loses that one e-mail rather than sending it twice); a refused one is retried on later
// rounds up to MAX_DELIVERY_ATTEMPTS times.

export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH_SIZE = 20;

export interface EmailDelivery {
  /** Sends what is waiting now; answers how many were accepted. */
  deliverWaiting(): Promise<number>;
  /** Runs `deliverWaiting` every `intervalMs` until the returned stop is called. */
  start(intervalMs: number): () => void;
  close(): void;
}

export function createEmailDelivery({
  db,
  transport,
  clock,
  logger,
}: {
  db: DatabaseOrTransaction;
  transport: EmailTransport;
  clock: Clock;
  logger: Logger;
}): EmailDelivery {
  async function deliverWaiting(): Promise<number> {
    let delivered = 0;
    for (;;) {
      let failed = false;
      const batch = await claimUnsentMessages(db, { channel: "email", limit: BATCH_SIZE, maxAttempts: MAX_DELIVERY_ATTEMPTS, now: clock.now() });
      for (const message of batch) {
        try {
          await transport.send({ to: message.recipient, subject: message.subject ?? "", body: message.body });
          delivered += 1;
        } catch (error) {
          // The reason only: the recipient and the text are personal data.
          const reason = error instanceof Error ? error.message : String(error);
          logger.warn({ outboxMessageId: message.id, reason }, "e-mail delivery failed");
          await releaseClaimedMessage(db, message.id, reason);
          failed = true;
        }
      }
      // A refusal waits for the next round rather than being retried at once.
      if (batch.length < BATCH_SIZE || failed) return delivered;
    }
  }

  return {
    deliverWaiting,
    start(intervalMs) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        deliverWaiting()
          .catch((error: unknown) => logger.error({ err: error }, "e-mail delivery round failed"))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    close: () => transport.close(),
  };
}
