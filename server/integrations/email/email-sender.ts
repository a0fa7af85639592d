import type { DatabaseOrTransaction } from "#server/db/client";
import { insertOutboxMessage } from "#server/integrations/outbox/outbox-repository";

// Sending e-mail, the counterpart of server/integrations/sms: written to the outbox in the
// transaction of the change that causes it, always. Whether anything then leaves the machine is
// the delivery's business (email-delivery.ts, SMTP when SMTP_URL is set).

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The customer the message concerns, if any. */
  patientId: number | null;
}

export interface EmailSender {
  send(tx: DatabaseOrTransaction, message: EmailMessage): Promise<void>;
}

/** An `outbox_messages` row (channel email), shown by /dev/outbox until a delivery sends it. */
export const outboxEmailSender: EmailSender = {
  async send(tx, { to, subject, body, patientId }) {
    await insertOutboxMessage(tx, { channel: "email", recipient: to, subject, body, patientId });
  },
};
