import PDFDocument from "pdfkit";
import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { formatShortDate } from "#domain/date-display";
import type { Language } from "#domain/enums";
import { pdfKindOf } from "#domain/invoices";
import { INTL_LOCALE, perLanguage } from "#domain/intl-locale";
import { formatEuros } from "#domain/price";
import type { InvoiceDocument } from "./invoice-service";
import { INVOICE_PDF_TEXTS } from "./pdf-texts";

// The invoice PDF (spec part 1 §7 `GET /api/invoices/{id}/pdf`): generated from the invoice's rows
// with pdfkit in the requested language; a paid invoice is a receipt. The standard PDF fonts
// (WinAnsi) carry Finnish and Swedish letters and the euro sign; the few characters Intl uses that
// WinAnsi lacks are replaced. Deterministic: the creation date is the invoice's own, never the
// wall clock, so the same invoice gives the same text.

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** Intl's minus sign and narrow spaces are not in the standard fonts' WinAnsi encoding. */
function winAnsi(text: string): string {
  return text.replace(/\u2212/g, "-").replace(/[\u202f\u2009]/g, " ").replace(/\u2011/g, "-");
}

const percentFormat = perLanguage((locale) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }));

function percent(value: number, lang: Language): string {
  return winAnsi(percentFormat(lang).format(value / 100));
}

/** Columns of the rows table: x offset, width and alignment. */
const COLUMNS = {
  description: { x: 0, width: 190, align: "left" },
  date: { x: 195, width: 65, align: "left" },
  count: { x: 262, width: 40, align: "right" },
  unitPrice: { x: 305, width: 70, align: "right" },
  vat: { x: 378, width: 45, align: "right" },
  sum: { x: 425, width: CONTENT_WIDTH - 425, align: "right" },
} as const;

export interface InvoicePdfOptions {
  lang: Language;
}

/** The invoice's PDF as a stream (a readable of the finished document; pipe it to the response). */
export function invoicePdfStream(invoice: InvoiceDocument, { lang }: InvoicePdfOptions): PDFKit.PDFDocument {
  const t = INVOICE_PDF_TEXTS[lang];
  const contacts = BRAND_CONTACTS[invoice.brand];
  const kind = pdfKindOf(invoice.status);
  const { summary } = invoice;
  const euros = (cents: number) => winAnsi(formatEuros(cents, lang));
  const day = (date: string) => formatShortDate(date, lang);
  const title = t.title[kind];

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: INTL_LOCALE[lang],
    displayTitle: true,
    info: {
      Title: `${title} ${summary.invoiceNumber}`,
      Author: contacts.name,
      Creator: contacts.name,
      CreationDate: new Date(`${summary.creationDate}T00:00:00Z`),
    },
  });

  // Heading: brand and document type.
  doc.font("Helvetica-Bold").fontSize(20).text(contacts.name, MARGIN, MARGIN);
  doc.fontSize(16).text(title, MARGIN, MARGIN, { width: CONTENT_WIDTH, align: "right" });
  doc.moveDown(2);

  // Facts of the invoice (right) and the buyer (left), side by side.
  const top = doc.y;
  const facts: [string, string][] = [
    [t.invoiceNumber, summary.invoiceNumber],
    [t.invoiceDate, day(summary.creationDate)],
    [t.dueDate, day(summary.dueDate)],
    [t.reference, invoice.referenceNumber],
  ];
  if (kind === "receipt" && invoice.paidAt) facts.push([t.paid, formatShortDate(new Date(invoice.paidAt), lang)]);
  if (invoice.creditedInvoiceNumber) facts.push([t.credits, invoice.creditedInvoiceNumber.split(",").join(", ")]);
  doc.fontSize(10);
  let y = top;
  for (const [label, value] of facts) {
    doc.font("Helvetica").text(label, 300, y, { width: 110 });
    doc.font("Helvetica-Bold").text(value, 410, y, { width: CONTENT_WIDTH - 360, align: "right" });
    y += 15;
  }
  const address = summary.buyerAddress;
  doc.font("Helvetica-Bold").text(t.buyer, MARGIN, top);
  doc.font("Helvetica").text(summary.buyerName, MARGIN, top + 15, { width: 230 });
  if (address.street) doc.text(address.street, { width: 230 });
  const city = [address.postalCode, address.postOffice].filter(Boolean).join(" ");
  if (city) doc.text(city, { width: 230 });
  doc.y = Math.max(doc.y, y) + 25;

  // Rows.
  const cell = (text: string, column: keyof typeof COLUMNS, rowY: number) => {
    const { x, width, align } = COLUMNS[column];
    doc.text(text, MARGIN + x, rowY, { width, align });
  };
  const header = doc.y;
  doc.font("Helvetica-Bold").fontSize(9);
  cell(t.description, "description", header);
  cell(t.date, "date", header);
  cell(t.count, "count", header);
  cell(t.unitPrice, "unitPrice", header);
  cell(t.vat, "vat", header);
  cell(t.sum, "sum", header);
  doc.moveTo(MARGIN, header + 14).lineTo(MARGIN + CONTENT_WIDTH, header + 14).lineWidth(0.5).stroke();
  doc.font("Helvetica");
  let rowY = header + 20;
  for (const row of summary.rows) {
    const height = doc.heightOfString(row.description, { width: COLUMNS.description.width });
    if (rowY + height > doc.page.height - 140) {
      doc.addPage();
      rowY = MARGIN;
    }
    cell(row.description, "description", rowY);
    cell(day(row.date), "date", rowY);
    cell(String(row.count), "count", rowY);
    cell(euros(row.unitPriceCents), "unitPrice", rowY);
    cell(percent(row.vatPercentage, lang), "vat", rowY);
    cell(euros(row.count * row.unitPriceCents), "sum", rowY);
    rowY += Math.max(height, 12) + 6;
  }
  doc.moveTo(MARGIN, rowY).lineTo(MARGIN + CONTENT_WIDTH, rowY).stroke();

  // Total and the VAT it includes, per rate.
  rowY += 8;
  doc.font("Helvetica-Bold").fontSize(11);
  doc.text(t.total, MARGIN + COLUMNS.unitPrice.x, rowY, { width: 120 });
  cell(euros(summary.sumCents), "sum", rowY);
  rowY += 18;
  doc.font("Helvetica").fontSize(9);
  const vatByRate = new Map<number, number>();
  for (const row of summary.rows) {
    if (row.vatPercentage <= 0) continue;
    const gross = row.count * row.unitPriceCents;
    vatByRate.set(row.vatPercentage, (vatByRate.get(row.vatPercentage) ?? 0) + Math.round((gross * row.vatPercentage) / (100 + row.vatPercentage)));
  }
  for (const [rate, cents] of vatByRate) {
    doc.text(t.vatOf(percent(rate, lang)), MARGIN + COLUMNS.unitPrice.x, rowY, { width: 150 });
    cell(euros(cents), "sum", rowY);
    rowY += 13;
  }
  doc.text(t.vatIncluded, MARGIN, rowY + 6, { width: CONTENT_WIDTH });

  // The brand's billing contacts at the foot of the last page.
  const footer = doc.page.height - MARGIN - 40;
  doc.moveTo(MARGIN, footer - 8).lineTo(MARGIN + CONTENT_WIDTH, footer - 8).stroke();
  doc.fontSize(9).font("Helvetica-Bold").text(`${t.billing}:`, MARGIN, footer, { continued: true });
  doc.font("Helvetica").text(` ${t.phone} ${contacts.billing.phone}, ${t.email} ${contacts.billing.email}`);
  doc.font("Helvetica-Bold").text(`${t.customerService}:`, MARGIN, footer + 13, { continued: true });
  doc.font("Helvetica").text(` ${t.phone} ${contacts.customerServicePhone}, ${contacts.siteUrl}`);

  doc.end();
  return doc;
}

/** The whole PDF in memory (tests and the benchmark). */
export async function invoicePdfBytes(invoice: InvoiceDocument, options: InvoicePdfOptions): Promise<Buffer> {
  const doc = invoicePdfStream(invoice, options);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
