import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import { invoiceRows, invoices } from "#server/db/schema";

// Invoices of the acting patient. Every function takes the acting patient id and filters by it:
// another patient's invoice is simply not there. The list is one statement served by
// invoices_patient_id_creation_date_idx (filter and order; the total is a window count); its first
// row comes from invoice_rows_invoice_id_position_key. One invoice with its rows is two indexed
// statements, run side by side.

const listColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  creditedInvoiceNumbers: invoices.creditedInvoiceNumbers,
  status: invoices.status,
  source: invoices.source,
  paymentType: invoices.paymentType,
  brandId: invoices.brandId,
  creationDate: invoices.creationDate,
  dueDate: invoices.dueDate,
  sumCents: invoices.sumCents,
  hasPdf: invoices.hasPdf,
  canBePaidOnline: invoices.canBePaidOnline,
  payableOnlineUntil: invoices.payableOnlineUntil,
};

/** The list's window, built once (`limit` null for every invoice); the total is a window count. */
const invoicePage = preparedQuery((db) =>
  db
    .select({ ...listColumns, description: invoiceRows.description, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(invoices)
    .leftJoin(invoiceRows, and(eq(invoiceRows.invoiceId, invoices.id), eq(invoiceRows.position, 0)))
    .where(eq(invoices.patientId, sql.placeholder("patientId")))
    .orderBy(desc(invoices.creationDate), desc(invoices.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset")),
);

export type InvoiceListRow = Awaited<ReturnType<typeof findInvoicePage>>["rows"][number];

/** The patient's invoices, newest first; `limit` null for all of them. */
export async function findInvoicePage(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit, offset }: { limit: number | null; offset: number },
) {
  const rows = await invoicePage(db, { patientId: actingPatientId, limit, offset });
  return { rows, total: rows[0]?.total ?? null };
}

/** How many invoices the patient has (a page past the last one still needs the total). */
export async function countInvoices(db: DatabaseOrTransaction, actingPatientId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.patientId, actingPatientId));
  return row?.count ?? 0;
}

export type InvoiceRecord = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** One of the patient's invoices with its rows in order; null when the patient has no such invoice. */
export async function findInvoice(db: DatabaseOrTransaction, actingPatientId: number, invoiceId: number) {
  const [found, rows] = await Promise.all([
    db
      .select({
        ...listColumns,
        referenceNumber: invoices.referenceNumber,
        paidAt: invoices.paidAt,
        buyerName: invoices.buyerName,
        buyerStreetAddress: invoices.buyerStreetAddress,
        buyerPostalCode: invoices.buyerPostalCode,
        buyerPostOffice: invoices.buyerPostOffice,
      })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.patientId, actingPatientId))),
    db
      .select({
        description: invoiceRows.description,
        count: invoiceRows.count,
        unitPriceCents: invoiceRows.unitPriceCents,
        date: invoiceRows.date,
        vatPercentage: invoiceRows.vatPercentage,
      })
      .from(invoiceRows)
      .where(and(eq(invoiceRows.invoiceId, invoiceId), eq(invoiceRows.patientId, actingPatientId)))
      .orderBy(asc(invoiceRows.position)),
  ]);
  const invoice = found[0];
  return invoice ? { ...invoice, rows } : null;
}
