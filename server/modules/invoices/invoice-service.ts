import {
  INVOICE_PAGE_SIZE,
  type InvoiceListItem,
  type InvoiceSummary,
  isPayableOnline,
} from "#domain/invoices";
import type { ListableInvoiceStatus } from "#domain/enums";
import { clampPageRun, type PagedList, type PageRun, pageCountOf, rowWindowOf } from "#domain/list-paging";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { countInvoices, findInvoice, findInvoicePage, type InvoiceListRow, type InvoiceRecord } from "./invoice-repository";

// Invoices and receipts of the acting patient (spec part 1 §2, §3, §6, §7, §9; part 2 §3). Reads
// are audited: a list view as one "invoice-list" event naming the invoices shown (decision 305),
// one invoice as "invoice" with its id.

export interface InvoiceReadInput {
  actingPatientId: number;
  now: Date;
  actor: AuditActor;
}


function isBrandId(value: string): value is BrandId {
  return value === "adult" || value === "kids";
}

function payableOnline(row: Pick<InvoiceListRow, "status" | "canBePaidOnline" | "payableOnlineUntil" | "paymentType" | "creationDate">, now: Date): boolean {
  return isPayableOnline(
    {
      status: row.status,
      canBePaidOnline: row.canBePaidOnline,
      payableOnlineUntil: row.payableOnlineUntil,
      isRemote: row.paymentType === "remote",
      creationDate: row.creationDate,
    },
    now,
  );
}

function listItemOf(row: InvoiceListRow | InvoiceRecord, description: string | null, now: Date): InvoiceListItem {
  const canBePaidOnline = payableOnline(row, now);
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    creditedInvoiceNumber: row.creditedInvoiceNumbers.length > 0 ? row.creditedInvoiceNumbers.join(",") : null,
    status: row.status,
    source: row.source,
    creationDate: row.creationDate,
    dueDate: row.dueDate,
    sumCents: row.sumCents,
    hasPdf: row.hasPdf,
    canBePaidOnline,
    payableOnlineUntil: canBePaidOnline && row.payableOnlineUntil ? row.payableOnlineUntil.toISOString() : null,
    description,
    brand: isBrandId(row.brandId) ? row.brandId : "adult",
  };
}

/**
 * The patient's invoices, newest first (`GET /api/payments/invoices-list`): every one, as the
 * spec's call answers, or the window `limit` and `offset` name (decision 307), with the total.
 */
export async function listInvoices(
  db: DatabaseOrTransaction,
  { actingPatientId, now, actor, limit = null, offset = 0 }: InvoiceReadInput & { limit?: number | null; offset?: number },
): Promise<{ invoices: InvoiceListItem[]; totalCount: number }> {
  const found = await findInvoicePage(db, actingPatientId, { limit, offset });
  // Past the end the window count has no row to ride on.
  const totalCount = found.total ?? (offset > 0 ? await countInvoices(db, actingPatientId) : 0);
  await recordAudit(db, actor, listViewEntry("invoice-list", { invoice: found.rows.map((row) => row.id) }));
  return { invoices: found.rows.map((row) => listItemOf(row, row.description, now)), totalCount };
}

/** Every invoice of the patient, newest first. */
export async function listAllInvoices(db: DatabaseOrTransaction, input: InvoiceReadInput): Promise<InvoiceListItem[]> {
  return (await listInvoices(db, input)).invoices;
}

/** The pages of `run` of the patient's invoices, newest first (the list page, ten a page). */
export async function listInvoicePage(
  db: DatabaseOrTransaction,
  { actingPatientId, now, actor, run, pageSize = INVOICE_PAGE_SIZE }: InvoiceReadInput & { run: PageRun; pageSize?: number },
): Promise<PagedList<InvoiceListItem>> {
  let shown = clampPageRun(run, Number.MAX_SAFE_INTEGER, pageSize);
  let { rows, total } = await findInvoicePage(db, actingPatientId, rowWindowOf(shown, pageSize));
  if (total === null) {
    // Empty, or past the last page: show what the run can of the last pages instead.
    const count = await countInvoices(db, actingPatientId);
    shown = clampPageRun(run, count, pageSize);
    ({ rows, total } = count === 0 ? { rows: [], total: 0 } : await findInvoicePage(db, actingPatientId, rowWindowOf(shown, pageSize)));
  }
  await recordAudit(db, actor, listViewEntry("invoice-list", { invoice: rows.map((row) => row.id) }));
  const count = total ?? 0;
  return {
    items: rows.map((row) => listItemOf(row, row.description, now)),
    run: shown,
    pageCount: pageCountOf(count, pageSize),
    pageSize,
    total: count,
  };
}

/** One invoice as the summary page, the summary call and the PDF use it. */
export interface InvoiceDocument {
  /** Exactly the summary of part 2 §3. */
  summary: InvoiceSummary;
  id: number;
  status: ListableInvoiceStatus;
  hasPdf: boolean;
  brand: BrandId;
  referenceNumber: string;
  /** When it was paid (ISO instant), for a receipt. */
  paidAt: string | null;
  creditedInvoiceNumber: string | null;
}

function documentOf(record: InvoiceRecord, now: Date): InvoiceDocument {
  const item = listItemOf(record, record.rows[0]?.description ?? null, now);
  return {
    summary: {
      creationDate: record.creationDate,
      payableOnlineUntil: item.payableOnlineUntil,
      dueDate: record.dueDate,
      buyerName: record.buyerName,
      buyerAddress: { street: record.buyerStreetAddress, postalCode: record.buyerPostalCode, postOffice: record.buyerPostOffice },
      invoiceNumber: record.invoiceNumber,
      rows: record.rows,
      sumCents: record.sumCents,
      canBePaidOnline: item.canBePaidOnline,
    },
    id: record.id,
    status: record.status,
    hasPdf: record.hasPdf,
    brand: item.brand,
    referenceNumber: record.referenceNumber,
    paidAt: record.paidAt ? record.paidAt.toISOString() : null,
    creditedInvoiceNumber: item.creditedInvoiceNumber,
  };
}

/**
 * One of the patient's invoices with its rows; null when the patient has no invoice with this id
 * (another patient's invoice included). `entity` names the read in the audit trail.
 */
export async function getInvoiceDocument(
  db: DatabaseOrTransaction,
  { actingPatientId, invoiceId, now, actor, entity = "invoice" }: InvoiceReadInput & { invoiceId: number; entity?: "invoice" | "invoice-pdf" },
): Promise<InvoiceDocument | null> {
  const record = await findInvoice(db, actingPatientId, invoiceId);
  if (!record) return recordRefusedRead(db, actor, { entity, entityId: invoiceId });
  await recordAudit(db, actor, { action: "read", entity, entityId: record.id });
  return documentOf(record, now);
}
