import type { Language, ListableInvoiceSource, ListableInvoiceStatus } from "./enums";
import { type CalendarDate, calendarDaysBetween, helsinkiCalendarDate } from "./helsinki-time";
import type { BrandId } from "./session-state";

// Invoices (spec part 1 §2, §3, §4, §6, §7, §9; part 2 §3): the shapes of the invoice list and
// summary, the rules deciding what a patient may do with an invoice and the addresses of its pages
// and PDF. Pure: the server and the pages both use it; the inputs' schemas are in invoice-inputs.ts.

/** Invoice list page size (part 1 §9). */
export const INVOICE_PAGE_SIZE = 10;

/** An invoice can be paid online for four days; after that it is sent by mail (part 1 §9). */
export const ONLINE_PAYMENT_WINDOW_DAYS = 4;

/**
 * From 16 to 30 November 2023 remote appointments were invoiced by mail instead of paid online
 * (part 1 §9). Helsinki calendar days, both inclusive.
 */
export const REMOTE_BY_MAIL_PERIOD = { from: "2023-11-16", to: "2023-11-30" } as const satisfies Record<string, CalendarDate>;

/** An invoice of the list: the fields of part 1 §3, plus the first row, the brand and the payment window. */
export interface InvoiceListItem {
  id: number;
  invoiceNumber: string;
  /** The numbers of the invoices a credit note credits, comma-separated; null when it credits none. */
  creditedInvoiceNumber: string | null;
  status: ListableInvoiceStatus;
  source: ListableInvoiceSource;
  creationDate: CalendarDate;
  dueDate: CalendarDate;
  sumCents: number;
  hasPdf: boolean;
  canBePaidOnline: boolean;
  /** End of the four-day online payment window (ISO instant) while the invoice can be paid online. */
  payableOnlineUntil: string | null;
  /** The first row's product or service. */
  description: string | null;
  /** The brand that issued the invoice; part of the PDF file name. */
  brand: BrandId;
}

/** One row of an invoice (part 2 §3). */
export interface InvoiceRow {
  description: string;
  count: number;
  unitPriceCents: number;
  date: CalendarDate;
  vatPercentage: number;
}

/** The invoice summary of `GET /api/invoices/invoice-summary` (part 2 §3), field for field. */
export interface InvoiceSummary {
  creationDate: CalendarDate;
  payableOnlineUntil: string | null;
  dueDate: CalendarDate;
  buyerName: string;
  buyerAddress: { street: string | null; postalCode: string | null; postOffice: string | null };
  invoiceNumber: string;
  rows: InvoiceRow[];
  sumCents: number;
  canBePaidOnline: boolean;
}

// ---- Rules ----

export interface OnlinePaymentFacts {
  status: ListableInvoiceStatus;
  /** The billing system allows paying this invoice online at all. */
  canBePaidOnline: boolean;
  /** End of the online payment window; null when none was opened. */
  payableOnlineUntil: Date | null;
  /** The invoice is for a remote appointment (payment type "remote"). */
  isRemote: boolean;
  creationDate: CalendarDate;
}

export function isInRemoteByMailPeriod(day: CalendarDate): boolean {
  return day >= REMOTE_BY_MAIL_PERIOD.from && day <= REMOTE_BY_MAIL_PERIOD.to;
}

/**
 * Whether the pay-online button is offered (part 1 §6): the invoice is open, the billing system
 * allows it, the four-day window has not closed, and it is not a remote appointment invoiced by
 * mail in the November 2023 period.
 */
export function isPayableOnline(invoice: OnlinePaymentFacts, now: Date): boolean {
  if (invoice.status !== "open" || !invoice.canBePaidOnline || invoice.payableOnlineUntil === null) return false;
  if (now.getTime() > invoice.payableOnlineUntil.getTime()) return false;
  return !(invoice.isRemote && isInRemoteByMailPeriod(invoice.creationDate));
}

/** Whether the list shows the notice of the November 2023 remote appointment invoicing. */
export function showsRemoteByMailNotice(now: Date): boolean {
  return isInRemoteByMailPeriod(helsinkiCalendarDate(now));
}

/** What an invoice's PDF is, by status (part 1 §4): the wording of its link and its title. */
export const INVOICE_PDF_KINDS = ["summary", "invoice", "receipt", "refundedInvoice"] as const;
export type InvoicePdfKind = (typeof INVOICE_PDF_KINDS)[number];

const PDF_KIND_OF_STATUS = {
  open: "invoice",
  overdue: "invoice",
  paid: "receipt",
  refundInProgress: "receipt",
  refunded: "refundedInvoice",
  paper: "summary",
  notAvailable: "summary",
} as const satisfies Record<ListableInvoiceStatus, InvoicePdfKind>;

export function pdfKindOf(status: ListableInvoiceStatus): InvoicePdfKind {
  return PDF_KIND_OF_STATUS[status];
}

/** The `{type}` word of the PDF file name. */
export const PDF_FILE_TYPE = {
  summary: "summary",
  invoice: "invoice",
  receipt: "receipt",
  refundedInvoice: "refunded",
} as const satisfies Record<InvoicePdfKind, string>;

/** The PDF file name of the spec, `{brand}_{type}_{invoiceNumber}` (part 1 §7), without extension. */
export function invoicePdfFileName(brand: BrandId, status: ListableInvoiceStatus, invoiceNumber: string): string {
  return `${brand}_${PDF_FILE_TYPE[pdfKindOf(status)]}_${invoiceNumber}`;
}

// ---- Addresses ----

/** The list page's `?page=`: anything that is not a page number is the first page. */
export function invoiceListPageOf(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** The PDF address of an invoice (part 1 §7), e.g. "/api/invoices/12/pdf?filename=adult_receipt_4100214&lang=fi". */
export function invoicePdfPath(invoice: { id: number; brand: BrandId; status: ListableInvoiceStatus; invoiceNumber: string }, lang: Language): string {
  const query = new URLSearchParams({ filename: invoicePdfFileName(invoice.brand, invoice.status, invoice.invoiceNumber), lang });
  return `/api/invoices/${invoice.id}/pdf?${query.toString()}`;
}

// ---- Collection ----

/** Days after the due date when an unpaid invoice gets a payment reminder (decision 291). */
export const REMINDER_AFTER_DAYS = 14;
/**
 * Days from the reminder until the invoice may go to a collection agency: the Finnish Debt
 * Collection Act (Laki saatavien perinnästä, 4 § and 10 §) gives a consumer at least 14 days.
 */
export const COLLECTION_AFTER_REMINDER_DAYS = 14;

/**
 * Where an unpaid invoice stands (decision 291), in the words the pages use: `due` until the due
 * date; `overdue` after it until the reminder day; `reminded` once the reminder has gone, until
 * the collection day; `collection` after that. Null for an invoice nobody has to pay (paid,
 * refunded, a credit note, a paper or unavailable invoice handled elsewhere).
 */
export type InvoiceCollection =
  | { state: "due"; dueDate: CalendarDate }
  | { state: "overdue"; dueDate: CalendarDate; daysOverdue: number; reminderDate: CalendarDate }
  | { state: "reminded"; dueDate: CalendarDate; daysOverdue: number; reminderDate: CalendarDate; collectionDate: CalendarDate }
  | { state: "collection"; dueDate: CalendarDate; daysOverdue: number; collectionDate: CalendarDate };

/** Unpaid: someone still has to pay it (open or overdue). */
export function isUnpaid(status: ListableInvoiceStatus): boolean {
  return status === "open" || status === "overdue";
}

function addDays(day: CalendarDate, days: number): CalendarDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function collectionOf(invoice: { status: ListableInvoiceStatus; dueDate: CalendarDate }, today: CalendarDate): InvoiceCollection | null {
  if (!isUnpaid(invoice.status)) return null;
  const { dueDate } = invoice;
  const daysOverdue = calendarDaysBetween(dueDate, today);
  if (daysOverdue <= 0 && invoice.status === "open") return { state: "due", dueDate };
  const reminderDate = addDays(dueDate, REMINDER_AFTER_DAYS);
  const collectionDate = addDays(reminderDate, COLLECTION_AFTER_REMINDER_DAYS);
  const overdueDays = Math.max(1, daysOverdue);
  if (today < reminderDate) return { state: "overdue", dueDate, daysOverdue: overdueDays, reminderDate };
  if (today < collectionDate) return { state: "reminded", dueDate, daysOverdue: overdueDays, reminderDate, collectionDate };
  return { state: "collection", dueDate, daysOverdue: overdueDays, collectionDate };
}
