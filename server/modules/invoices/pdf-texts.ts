import type { Language } from "#domain/enums";
import type { InvoicePdfKind } from "#domain/invoices";

// The words of the invoice PDF in the three languages. The server cannot read the app's catalogs
// (server never imports app), so the PDF's own small dictionary lives here, as the SMS texts do.

export interface InvoicePdfTexts {
  title: Record<InvoicePdfKind, string>;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  reference: string;
  paid: string;
  buyer: string;
  credits: string;
  description: string;
  date: string;
  count: string;
  unitPrice: string;
  vat: string;
  sum: string;
  total: string;
  vatIncluded: string;
  vatOf: (rate: string) => string;
  billing: string;
  customerService: string;
  phone: string;
  email: string;
}

export const INVOICE_PDF_TEXTS: Record<Language, InvoicePdfTexts> = {
  fi: {
    title: { invoice: "Lasku", receipt: "Kuitti", summary: "Laskun yhteenveto", refundedInvoice: "Hyvitetty lasku" },
    invoiceNumber: "Laskun numero",
    invoiceDate: "Laskun päivämäärä",
    dueDate: "Eräpäivä",
    reference: "Viitenumero",
    paid: "Maksettu",
    buyer: "Ostaja",
    credits: "Hyvittää laskut",
    description: "Tuote tai palvelu",
    date: "Päivämäärä",
    count: "Määrä",
    unitPrice: "Yksikköhinta",
    vat: "ALV",
    sum: "Summa",
    total: "Yhteensä",
    vatIncluded: "Hinnat sisältävät arvonlisäveron.",
    vatOf: (rate) => `josta arvonlisävero ${rate}`,
    billing: "Laskutus",
    customerService: "Asiakaspalvelu",
    phone: "puh.",
    email: "sähköposti",
  },
  sv: {
    title: { invoice: "Faktura", receipt: "Kvitto", summary: "Sammandrag av fakturan", refundedInvoice: "Krediterad faktura" },
    invoiceNumber: "Fakturanummer",
    invoiceDate: "Fakturadatum",
    dueDate: "Förfallodag",
    reference: "Referensnummer",
    paid: "Betald",
    buyer: "Köpare",
    credits: "Krediterar fakturor",
    description: "Produkt eller tjänst",
    date: "Datum",
    count: "Antal",
    unitPrice: "À-pris",
    vat: "Moms",
    sum: "Summa",
    total: "Totalt",
    vatIncluded: "Priserna inkluderar mervärdesskatt.",
    vatOf: (rate) => `varav moms ${rate}`,
    billing: "Fakturering",
    customerService: "Kundtjänst",
    phone: "tfn",
    email: "e-post",
  },
  en: {
    title: { invoice: "Invoice", receipt: "Receipt", summary: "Invoice summary", refundedInvoice: "Refunded invoice" },
    invoiceNumber: "Invoice number",
    invoiceDate: "Invoice date",
    dueDate: "Due date",
    reference: "Reference number",
    paid: "Paid",
    buyer: "Buyer",
    credits: "Credits invoices",
    description: "Product or service",
    date: "Date",
    count: "Count",
    unitPrice: "Unit price",
    vat: "VAT",
    sum: "Sum",
    total: "Total",
    vatIncluded: "Prices include VAT.",
    vatOf: (rate) => `of which VAT ${rate}`,
    billing: "Billing",
    customerService: "Customer service",
    phone: "tel.",
    email: "email",
  },
};
