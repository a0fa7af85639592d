import { describe, expect, it } from "vitest";
import { LISTABLE_INVOICE_STATUSES } from "./enums";
import { collectionOf, INVOICE_PAGE_SIZE, invoiceListPageOf, invoicePdfFileName, invoicePdfPath, isPayableOnline, ONLINE_PAYMENT_WINDOW_DAYS, pdfKindOf, showsRemoteByMailNotice } from "./invoices";
import { InvoicePdfQuerySchema, InvoiceSummaryQuerySchema } from "./invoice-inputs";

const OPEN = {
  status: "open",
  canBePaidOnline: true,
  payableOnlineUntil: new Date("2026-11-27T21:59:00Z"),
  isRemote: false,
  creationDate: "2026-11-23",
} as const;

describe("invoice rules (spec part 1 §4, §6, §9)", () => {
  it("has the spec's constants", () => {
    expect(INVOICE_PAGE_SIZE).toBe(10);
    expect(ONLINE_PAYMENT_WINDOW_DAYS).toBe(4);
  });

  it("offers online payment for an open invoice until its window closes", () => {
    expect(isPayableOnline(OPEN, new Date("2026-11-24T08:00:00Z"))).toBe(true);
    expect(isPayableOnline(OPEN, new Date("2026-11-27T21:59:00Z"))).toBe(true);
    expect(isPayableOnline(OPEN, new Date("2026-11-27T21:59:00.001Z"))).toBe(false);
    expect(isPayableOnline({ ...OPEN, payableOnlineUntil: null }, new Date("2026-11-24T08:00:00Z"))).toBe(false);
    expect(isPayableOnline({ ...OPEN, canBePaidOnline: false }, new Date("2026-11-24T08:00:00Z"))).toBe(false);
    for (const status of LISTABLE_INVOICE_STATUSES.filter((value) => value !== "open")) {
      expect(isPayableOnline({ ...OPEN, status }, new Date("2026-11-24T08:00:00Z")), status).toBe(false);
    }
  });

  it("invoices remote appointments by mail from 16 to 30 November 2023, and says so then", () => {
    const remote = { ...OPEN, isRemote: true, payableOnlineUntil: new Date("2023-12-31T00:00:00Z") };
    const during = new Date("2023-11-20T10:00:00Z");
    expect(isPayableOnline({ ...remote, creationDate: "2023-11-16" }, during)).toBe(false);
    expect(isPayableOnline({ ...remote, creationDate: "2023-11-30" }, during)).toBe(false);
    expect(isPayableOnline({ ...remote, creationDate: "2023-11-15" }, during)).toBe(true);
    expect(isPayableOnline({ ...remote, creationDate: "2023-12-01" }, during)).toBe(true);
    expect(isPayableOnline({ ...remote, isRemote: false, creationDate: "2023-11-20" }, during)).toBe(true);
    // Helsinki days: 15.11. 23:30 UTC is already the 16th in Helsinki.
    expect(showsRemoteByMailNotice(new Date("2023-11-15T21:59:00Z"))).toBe(false);
    expect(showsRemoteByMailNotice(new Date("2023-11-15T22:00:00Z"))).toBe(true);
    expect(showsRemoteByMailNotice(new Date("2023-11-30T21:59:00Z"))).toBe(true);
    expect(showsRemoteByMailNotice(new Date("2023-11-30T22:00:00Z"))).toBe(false);
    expect(showsRemoteByMailNotice(new Date("2026-11-24T08:00:00Z"))).toBe(false);
  });

  it("words the PDF by status and names the file {brand}_{type}_{invoiceNumber}", () => {
    expect(LISTABLE_INVOICE_STATUSES.map((status) => [status, pdfKindOf(status)])).toEqual([
      ["notAvailable", "summary"],
      ["open", "invoice"],
      ["overdue", "invoice"],
      ["paid", "receipt"],
      ["paper", "summary"],
      ["refundInProgress", "receipt"],
      ["refunded", "refundedInvoice"],
    ]);
    expect(invoicePdfFileName("adult", "paid", "4100214")).toBe("adult_receipt_4100214");
    expect(invoicePdfFileName("kids", "refunded", "4100242")).toBe("kids_refunded_4100242");
    expect(invoicePdfPath({ id: 12, brand: "kids", status: "open", invoiceNumber: "4100270" }, "sv")).toBe(
      "/api/invoices/12/pdf?filename=kids_invoice_4100270&lang=sv",
    );
  });
});

describe("invoice inputs", () => {
  it("parses the PDF query and refuses a malformed file name or language", () => {
    expect(InvoicePdfQuerySchema.safeParse({ filename: "adult_receipt_4100214", lang: "en" }).success).toBe(true);
    expect(InvoicePdfQuerySchema.safeParse({ filename: "adult_receipt_4100214" }).success).toBe(true);
    for (const filename of ["", "adult_bill_1", "other_receipt_1", "adult_receipt_", "adult_receipt_1.pdf", "../adult_receipt_1", ["adult_receipt_1"]]) {
      expect(InvoicePdfQuerySchema.safeParse({ filename }).success, String(filename)).toBe(false);
    }
    expect(InvoicePdfQuerySchema.safeParse({ filename: "adult_receipt_1", lang: "de" }).success).toBe(false);
    expect(InvoicePdfQuerySchema.safeParse({}).success).toBe(false);
  });

  it("parses the summary query", () => {
    expect(InvoiceSummaryQuerySchema.parse({ invoiceId: "12", lang: "fi" })).toEqual({ invoiceId: 12, lang: "fi" });
    for (const invoiceId of ["0", "-1", "1.5", "abc", "", "1".repeat(16)]) {
      expect(InvoiceSummaryQuerySchema.safeParse({ invoiceId }).success, invoiceId).toBe(false);
    }
  });

  it("reads the list page leniently", () => {
    expect(invoiceListPageOf(null)).toBe(1);
    expect(invoiceListPageOf("2")).toBe(2);
    for (const value of ["0", "-1", "x", "1e3", ""]) expect(invoiceListPageOf(value)).toBe(1);
  });
});

describe("where an unpaid invoice stands (decision 291)", () => {
  const due = "2026-11-10";
  it("is due until the due date, then overdue until the reminder 14 days later", () => {
    expect(collectionOf({ status: "open", dueDate: due }, "2026-11-10")).toEqual({ state: "due", dueDate: due });
    expect(collectionOf({ status: "open", dueDate: due }, "2026-11-11")).toEqual({ state: "overdue", dueDate: due, daysOverdue: 1, reminderDate: "2026-11-24" });
    expect(collectionOf({ status: "overdue", dueDate: due }, "2026-11-23")).toMatchObject({ state: "overdue", daysOverdue: 13 });
  });

  it("is reminded from the reminder day, and open to collection 14 days after the reminder", () => {
    expect(collectionOf({ status: "overdue", dueDate: due }, "2026-11-24")).toEqual({
      state: "reminded", dueDate: due, daysOverdue: 14, reminderDate: "2026-11-24", collectionDate: "2026-12-08",
    });
    expect(collectionOf({ status: "overdue", dueDate: due }, "2026-12-08")).toEqual({ state: "collection", dueDate: due, daysOverdue: 28, collectionDate: "2026-12-08" });
  });

  it("says nothing of an invoice nobody has to pay", () => {
    for (const status of ["paid", "refunded", "refundInProgress", "paper", "notAvailable"] as const) expect(collectionOf({ status, dueDate: due }, "2027-01-01")).toBeNull();
  });
});
