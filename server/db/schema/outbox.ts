import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, generatedId, idReference, timestamptz } from "./common";
import { appointmentReminders } from "./appointments";
import { patients } from "./profile";

// Outbox area: SMS and e-mail waiting to be sent. Writing the message in the same transaction as
// the change that caused it means a crash can neither lose it nor send it for a rolled-back change.
// The default sender only marks rows sent and /dev/outbox shows them.

export const outboxChannelEnum = pgEnum("outbox_channel", ["sms", "email"]);

export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: generatedId(),
    channel: outboxChannelEnum("channel").notNull(),
    /** Phone number in international form or e-mail address. */
    recipient: text("recipient").notNull(),
    /** The customer the message concerns, if any. */
    patientId: idReference("patient_id").references(() => patients.id),
    /** E-mail only. */
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The reminder this message carries: dropped unsent when its appointment was cancelled or moved. */
    appointmentReminderId: bigint("appointment_reminder_id", { mode: "number" }).references(() => appointmentReminders.id),
  },
  (table) => [
    // The sender polls only unsent rows.
    index("outbox_messages_unsent_created_at_idx").on(table.createdAt).where(sql`${table.sentAt} is null`),
    index("outbox_messages_patient_id_idx").on(table.patientId),
    index("outbox_messages_appointment_reminder_id_idx").on(table.appointmentReminderId),
    check("outbox_messages_subject_check", sql`${table.channel} = 'email' or ${table.subject} is null`),
  ],
);
