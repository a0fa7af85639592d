import type { DatabaseOrTransaction } from "#server/db/client";
import { insertOutboxMessage, type OutboxQueued } from "#server/integrations/outbox/outbox-repository";

// Sending text messages. Callers hand over the transaction of the change that causes the message
// (an SMS code, a booking confirmation), so the message exists exactly when the change does.

export interface SmsMessage {
  /** Phone number in international form, e.g. +358401234567. */
  to: string;
  body: string;
  /** The customer the message concerns, if any. */
  patientId: number | null;
  /** The appointment reminder this is, if it is one. */
  appointmentReminderId?: number | null;
}

export interface SmsSender {
  send(tx: DatabaseOrTransaction, message: SmsMessage): Promise<void>;
}

/**
 * The only sender today (chosen in server/services.ts): the message becomes an `outbox_messages`
 * row (channel sms). An SMS provider adapter would be a channel transport of the outbox delivery
 * (server/integrations/outbox/outbox-delivery.ts); until then the rows stay visible in /dev/outbox.
 */
export const outboxSmsSender: SmsSender = createOutboxSmsSender();

/** The outbox sender; `queued`, when SMS is delivered, gets each new row in the same transaction. */
export function createOutboxSmsSender(queued?: OutboxQueued): SmsSender {
  return {
    async send(tx, { to, body, patientId, appointmentReminderId }) {
      const id = await insertOutboxMessage(tx, { channel: "sms", recipient: to, body, patientId, appointmentReminderId });
      await queued?.(tx, id);
    },
  };
}
