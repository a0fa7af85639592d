import type { Clock } from "#server/clock/clock";
import type { DatabaseOrTransaction } from "#server/db/client";
import { claimUnsentMessage, type ClaimedMessage, type OutboxChannel, releaseClaimedMessage } from "./outbox-repository";

// Delivers outbox messages through the providers configured for their channels (SMTP for e-mail
// today; no SMS provider yet, so SMS stays in the outbox and /dev/outbox). The outbox stays the
// record of every message: senders write it in their transaction, and the job queue delivers each
// one after that commit (server/jobs/, the "outbox-delivery" queue). A message is marked sent
// before it is handed over (at most once: a crash in between loses that one message rather than
// sending it twice); a refused one is handed back and its job retried with backoff, up to
// MAX_DELIVERY_ATTEMPTS attempts, after which it stays unsent with the reason for a person to see.

export const MAX_DELIVERY_ATTEMPTS = 5;

/** One channel's provider. */
export interface ChannelTransport {
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(message: ClaimedMessage): Promise<void>;
  close(): void;
}

export type DeliveryOutcome = "sent" | "notWaiting";

export interface OutboxDelivery {
  /** The channels that have a provider; messages of other channels stay in the outbox. */
  readonly channels: OutboxChannel[];
  /**
   * Delivers one message: "notWaiting" when it is sent already, gave up or has no provider.
   * Rejects, with the message unsent again, when the provider refused it.
   */
  deliverMessage(id: number): Promise<DeliveryOutcome>;
  close(): void;
}

export function createOutboxDelivery({
  db,
  transports,
  clock,
}: {
  db: DatabaseOrTransaction;
  transports: Partial<Record<OutboxChannel, ChannelTransport>>;
  clock: Clock;
}): OutboxDelivery {
  const channels = (Object.keys(transports) as OutboxChannel[]).filter((channel) => transports[channel]);
  return {
    channels,
    async deliverMessage(id) {
      const message = await claimUnsentMessage(db, { id, maxAttempts: MAX_DELIVERY_ATTEMPTS, now: clock.now() });
      if (!message) return "notWaiting";
      const transport = transports[message.channel];
      if (!transport) {
        await releaseClaimedMessage(db, id, `no provider for ${message.channel}`);
        return "notWaiting";
      }
      try {
        await transport.send(message);
        return "sent";
      } catch (error) {
        // The reason only: the recipient and the text are personal data.
        await releaseClaimedMessage(db, id, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    close() {
      for (const transport of Object.values(transports)) transport?.close();
    },
  };
}
