import nodemailer from "nodemailer";

// Where queued e-mail goes when SMTP_URL is set: any SMTP server or provider relay, spoken to
// with nodemailer. `smtp://` upgrades with STARTTLS when the server offers it, `smtps://` is TLS
// from the start; credentials ride in the URL (smtp://user:password@host:587).

/** One plain-text e-mail, as the outbox holds it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

export interface EmailTransport {
  /** Resolves once the server accepted the message; rejects when it did not. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function createSmtpTransport({ url, from }: { url: string; from: string }): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send({ to, subject, body }) {
      const info = await transporter.sendMail({ from, to, subject, text: body });
      if (info.rejected.length > 0) throw new Error(`the SMTP server refused ${info.rejected.length} recipient(s)`);
    },
    close: () => transporter.close(),
  };
}
