import { eq } from "drizzle-orm";
import type { Language } from "#domain/enums";
import { patients } from "#server/db/schema";
import type { EmailSender } from "#server/integrations/email/email-sender";
import type { SmsSender } from "#server/integrations/sms/sms-sender";
import type { MessageNotifier } from "./message-notifier";

// The default new-message notifier (decision 187): when a professional writes, the patient gets an
// e-mail when we know their address, else an SMS, in the patient's language, through the outbox
// in the message's transaction. The notice says only that a message is waiting and where to read
// it: no title, no sender, no content (health content never leaves the portal by mail or SMS).

const NOTICE: Record<Language, { subject: string; body: (link: string) => string }> = {
  fi: {
    subject: "Sinulle on uusi viesti",
    body: (link) => `Hei, sinulle on uusi viesti Hoivan asiointipalvelussa. Lue viesti kirjautumalla: ${link}`,
  },
  sv: {
    subject: "Du har ett nytt meddelande",
    body: (link) => `Hej, du har ett nytt meddelande i Hoivas e-tjänst. Logga in för att läsa det: ${link}`,
  },
  en: {
    subject: "You have a new message",
    body: (link) => `Hello, you have a new message in the Hoiva online service. Log in to read it: ${link}`,
  },
};

/** The link in the notice: the conversations list in the patient's language (no thread id). */
export type MessagesLink = (lang: Language) => string;

export function createOutboxMessageNotifier({ email, sms, messagesLink }: { email: EmailSender; sms: SmsSender; messagesLink: MessagesLink }): MessageNotifier {
  return {
    async notifyNewMessage(tx, { patientId }) {
      const [patient] = await tx
        .select({ language: patients.language, email: patients.email, phone: patients.phone })
        .from(patients)
        .where(eq(patients.id, patientId));
      if (!patient) return;
      const notice = NOTICE[patient.language];
      const body = notice.body(messagesLink(patient.language));
      if (patient.email) {
        await email.send(tx, { to: patient.email, subject: notice.subject, body, patientId });
      } else if (patient.phone) {
        await sms.send(tx, { to: patient.phone, body, patientId });
      }
    },
  };
}
