import type { DatabaseOrTransaction } from "#server/db/client";
import { insertOutboxMessage } from "#server/integrations/outbox/outbox-repository";

// Sending text messages. Callers hand over the transaction of the change that causes the message
// (an SMS code, a booking confirmation), so the message exists exactly when the change does.

export interface SmsMessage {
  /** Phone number in international form, e.g. +358401234567. */
  to: string;
  body: string;
  /** The customer the message concerns, if any. */
  patientId: number | null;
}

export interface SmsSender {
  send(tx: DatabaseOrTransaction, message: SmsMessage): Promise<void>;
}

/**
 * The only sender today (chosen in server/services.ts): the message becomes an `outbox_messages`
 * row (channel sms). An SMS provider adapter would deliver the rows as the e-mail delivery does
 * (server/integrations/email/email-delivery.ts); until then they stay visible in /dev/outbox.
 */
export const outboxSmsSender: SmsSender = {
  async send(tx, { to, body, patientId }) {
    await insertOutboxMessage(tx, { channel: "sms", recipient: to, body, patientId });
  },
};
