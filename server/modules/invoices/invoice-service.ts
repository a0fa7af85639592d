import {
  INVOICE_PAGE_SIZE,
  type InvoiceListItem,
  type InvoiceSummary,
  isPayableOnline,
} from "#domain/invoices";
import type { ListableInvoiceStatus } from "#domain/enums";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { countInvoices, findInvoice, findInvoicePage, type InvoiceListRow, type InvoiceRecord } from "./invoice-repository";

// Invoices and receipts of the acting patient (spec part 1 §2, §3, §6, §7, §9; part 2 §3). Reads
// are audited: the list as "invoice-list", one invoice as "invoice" with its id.

export interface InvoiceReadInput {
  actingPatientId: number;
  now: Date;
  actor: AuditActor;
}

export interface InvoicePage {
  invoices: InvoiceListItem[];
  /** 1-based; a page past the last one is the last page. */
  page: number;
  pageCount: number;
  total: number;
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

/** Every invoice of the patient, newest first (`GET /api/payments/invoices-list`). */
export async function listAllInvoices(db: DatabaseOrTransaction, { actingPatientId, now, actor }: InvoiceReadInput): Promise<InvoiceListItem[]> {
  const { rows } = await findInvoicePage(db, actingPatientId, { limit: null, offset: 0 });
  await recordAudit(db, actor, { action: "read", entity: "invoice-list" });
  return rows.map((row) => listItemOf(row, row.description, now));
}

/** One page of the patient's invoices, newest first (the list page, ten a page). */
export async function listInvoicePage(
  db: DatabaseOrTransaction,
  { actingPatientId, now, actor, page, pageSize = INVOICE_PAGE_SIZE }: InvoiceReadInput & { page: number; pageSize?: number },
): Promise<InvoicePage> {
  let current = Math.max(1, page);
  let { rows, total } = await findInvoicePage(db, actingPatientId, { limit: pageSize, offset: (current - 1) * pageSize });
  if (total === null) {
    // Empty, or past the last page: show the last page instead.
    const count = await countInvoices(db, actingPatientId);
    current = Math.max(1, Math.ceil(count / pageSize));
    ({ rows, total } = count === 0 ? { rows: [], total: 0 } : await findInvoicePage(db, actingPatientId, { limit: pageSize, offset: (current - 1) * pageSize }));
  }
  await recordAudit(db, actor, { action: "read", entity: "invoice-list" });
  const count = total ?? 0;
  return {
    invoices: rows.map((row) => listItemOf(row, row.description, now)),
    page: current,
    pageCount: Math.max(1, Math.ceil(count / pageSize)),
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
