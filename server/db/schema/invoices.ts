import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CUSTOMER_INVOICE_PAYMENT_TYPES, LISTABLE_INVOICE_SOURCES, LISTABLE_INVOICE_STATUSES } from "#domain/enums";
import { appointmentSlots } from "./appointments";
import { brands } from "./booking";
import { calendarDate, generatedId, idReference, timestamptz } from "./common";
import { patients } from "./profile";

// Invoices area: the customer's invoices and receipts with their rows.

/** ListableInvoiceStatus; CustomerInvoiceStatus (open, overdue, paid, refunded) is a subset. */
export const invoiceStatusEnum = pgEnum("invoice_status", LISTABLE_INVOICE_STATUSES);

export const invoiceSourceEnum = pgEnum("invoice_source", LISTABLE_INVOICE_SOURCES);

export const invoicePaymentTypeEnum = pgEnum("invoice_payment_type", CUSTOMER_INVOICE_PAYMENT_TYPES);

export const invoices = pgTable(
  "invoices",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    /** Brand that issued the invoice; part of the PDF file name (brand_type_invoiceNumber). */
    brandId: text("brand_id")
      .notNull()
      .references(() => brands.id),
    invoiceNumber: text("invoice_number").notNull(),
    /** Finnish payment reference number (viitenumero) used for online and bank payments. */
    referenceNumber: text("reference_number").notNull(),
    status: invoiceStatusEnum("status").notNull(),
    source: invoiceSourceEnum("source").notNull(),
    paymentType: invoicePaymentTypeEnum("payment_type").notNull().default("customer"),
    /** The visit the invoice is for, when it comes from an appointment (pay-visit). */
    appointmentId: idReference("appointment_id").references(() => appointmentSlots.id),
    creationDate: calendarDate("creation_date").notNull(),
    dueDate: calendarDate("due_date").notNull(),
    sumCents: integer("sum_cents").notNull(),
    hasPdf: boolean("has_pdf").notNull().default(false),
    canBePaidOnline: boolean("can_be_paid_online").notNull().default(false),
    /** End of the online payment window (four days); after it the invoice goes out by mail. */
    payableOnlineUntil: timestamptz("payable_online_until"),
    paidAt: timestamptz("paid_at"),
    /** Numbers of the invoices this one credits (a credit note); shown comma-separated. */
    creditedInvoiceNumbers: text("credited_invoice_numbers").array().notNull().default(sql`'{}'::text[]`),
    buyerName: text("buyer_name").notNull(),
    buyerStreetAddress: text("buyer_street_address"),
    buyerPostalCode: text("buyer_postal_code"),
    buyerPostOffice: text("buyer_post_office"),
  },
  (table) => [
    uniqueIndex("invoices_invoice_number_key").on(table.invoiceNumber),
    index("invoices_patient_id_creation_date_idx").on(table.patientId, table.creationDate),
    index("invoices_brand_id_idx").on(table.brandId),
    index("invoices_appointment_id_idx").on(table.appointmentId),
  ],
);

export const invoiceRows = pgTable(
  "invoice_rows",
  {
    id: generatedId(),
    invoiceId: idReference("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    /** Copied from the invoice so a repository can filter rows by the acting patient directly. */
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    count: integer("count").notNull().default(1),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** Day the service was given. */
    date: calendarDate("date").notNull(),
    /** Most health care is VAT-free (0); rates like 25.5 need the decimal. */
    vatPercentage: numeric("vat_percentage", { precision: 4, scale: 1, mode: "number" }).notNull().default(0),
  },
  (table) => [
    uniqueIndex("invoice_rows_invoice_id_position_key").on(table.invoiceId, table.position),
    index("invoice_rows_patient_id_idx").on(table.patientId),
    check("invoice_rows_count_check", sql`${table.count} > 0`),
  ],
);

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  patient: one(patients, { fields: [invoices.patientId], references: [patients.id] }),
  rows: many(invoiceRows),
}));

export const invoiceRowsRelations = relations(invoiceRows, ({ one }) => ({
  invoice: one(invoices, { fields: [invoiceRows.invoiceId], references: [invoices.id] }),
}));
