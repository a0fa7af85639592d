import { relations, sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { PAYMENT_RESULT_STATUSES } from "#domain/enums";
import { createdAt, generatedId, idReference, timestamptz } from "./common";
import { invoices } from "./invoices";
import { patients } from "./profile";

// Payments area: online payment attempts of invoices (Paytrail protocol). One invoice may have
// many attempts; the invoice becomes paid only from a verified "ok" callback.

/** Mirrors the payment result page statuses; "new" until the provider has answered. */
export const paymentStatusEnum = pgEnum("payment_status", ["new", ...PAYMENT_RESULT_STATUSES]);

export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    invoiceId: idReference("invoice_id")
      .notNull()
      .references(() => invoices.id),
    /** Payment provider id of the chosen method, e.g. "osuuspankki" or "test-provider". */
    provider: text("provider"),
    /** Our unique id of the attempt (Paytrail checkout-stamp); makes callbacks idempotent. */
    stamp: text("stamp").notNull(),
    /** Payment reference (the invoice's reference number). */
    reference: text("reference").notNull(),
    /** Provider's transaction id, known after the payment was created. */
    transactionId: text("transaction_id"),
    amountCents: integer("amount_cents").notNull(),
    status: paymentStatusEnum("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    completedAt: timestamptz("completed_at"),
  },
  (table) => [
    uniqueIndex("payment_attempts_stamp_key").on(table.stamp),
    uniqueIndex("payment_attempts_transaction_id_key").on(table.transactionId),
    index("payment_attempts_patient_id_idx").on(table.patientId),
    index("payment_attempts_invoice_id_idx").on(table.invoiceId),
    check("payment_attempts_amount_check", sql`${table.amountCents} > 0`),
  ],
);

export const paymentAttemptsRelations = relations(paymentAttempts, ({ one }) => ({
  invoice: one(invoices, { fields: [paymentAttempts.invoiceId], references: [invoices.id] }),
}));
