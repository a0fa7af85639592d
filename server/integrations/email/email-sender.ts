import type { DatabaseOrTransaction } from "#server/db/client";
import { insertOutboxMessage, type OutboxQueued } from "#server/integrations/outbox/outbox-repository";

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
  /** The appointment reminder this is, if it is one. */
  appointmentReminderId?: number | null;
}

export interface EmailSender {
  send(tx: DatabaseOrTransaction, message: EmailMessage): Promise<void>;
}

/** An `outbox_messages` row (channel email), shown by /dev/outbox until a delivery sends it. */
export const outboxEmailSender: EmailSender = createOutboxEmailSender();

/**
 * The outbox sender; `queued`, when e-mail is delivered, gets each new row in the same
 * transaction (it queues the row's delivery job, which so runs only after the commit).
 */
export function createOutboxEmailSender(queued?: OutboxQueued): EmailSender {
  return {
    async send(tx, { to, subject, body, patientId, appointmentReminderId }) {
      const id = await insertOutboxMessage(tx, { channel: "email", recipient: to, subject, body, patientId, appointmentReminderId });
      await queued?.(tx, id);
    },
  };
}
