// @vitest-environment jsdom
import type { PageRun } from "#domain/list-paging";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectionOf, type InvoiceListItem } from "#domain/invoices";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import Invoices, { ErrorBoundary } from "./invoices";
import InvoiceSummaryPage from "./summary";
import type { InvoicesPageData } from "./invoices.server";
import type { InvoiceSummaryPageData } from "./summary.server";

afterEach(cleanup);

/** TEST_NOW's Helsinki day. */
const TODAY = "2026-11-24";

type ListedInvoice = InvoicesPageData["invoices"]["items"][number];

function invoice(overrides: Partial<InvoiceListItem> = {}): ListedInvoice {
  const item: InvoiceListItem = {
    id: 11,
    invoiceNumber: "4100200",
    creditedInvoiceNumber: null,
    status: "open",
    source: "GoodSignInvoice",
    creationDate: "2026-11-23",
    dueDate: "2026-12-07",
    sumCents: 5390,
    hasPdf: false,
    canBePaidOnline: true,
    payableOnlineUntil: "2026-11-27T21:59:00.000Z",
    description: "Laboratoriotutkimus: perusverenkuva",
    brand: "adult",
    ...overrides,
  };
  return { ...item, collection: collectionOf(item, TODAY) };
}

const EVERY_STATUS: ListedInvoice[] = [
  invoice(),
  invoice({ id: 12, invoiceNumber: "4100207", status: "overdue", dueDate: "2026-11-09", sumCents: 11190, canBePaidOnline: false, payableOnlineUntil: null }),
  invoice({ id: 13, invoiceNumber: "4100214", status: "paid", hasPdf: true, canBePaidOnline: false, payableOnlineUntil: null }),
  invoice({ id: 14, invoiceNumber: "4100221", status: "paper", canBePaidOnline: false, payableOnlineUntil: null }),
  invoice({ id: 15, invoiceNumber: "4100228", status: "refundInProgress", hasPdf: true, canBePaidOnline: false, payableOnlineUntil: null }),
  invoice({ id: 16, invoiceNumber: "4100235", status: "refunded", hasPdf: true, canBePaidOnline: false, payableOnlineUntil: null }),
  invoice({ id: 17, invoiceNumber: "4100242", status: "refunded", hasPdf: true, creditedInvoiceNumber: "4100235", sumCents: -6890, canBePaidOnline: false, payableOnlineUntil: null }),
  invoice({ id: 18, invoiceNumber: "4100249", status: "notAvailable", canBePaidOnline: false, payableOnlineUntil: null }),
];

function pageData({ invoices = EVERY_STATUS, ...overrides }: Partial<Omit<InvoicesPageData, "invoices">> & { invoices?: ListedInvoice[]; run?: PageRun; pageCount?: number; total?: number } = {}): InvoicesPageData {
  const { run = { first: 1, last: 1 }, pageCount = 1, total = invoices.length, showRemoteByMailNotice = false } = overrides;
  return { invoices: { items: invoices, run, pageCount, pageSize: 10, total }, showRemoteByMailNotice };
}

const itemOf = (number: string) => screen.getByRole("heading", { level: 2, name: new RegExp(`^Invoice ${number}\\b`) }).closest("li") as HTMLElement;

describe("invoice list", () => {
  it("shows every status label, the credited number, the sums and dates, and passes axe", async () => {
    const { container } = renderRoute(Invoices, { page: "invoices", loaderData: pageData() });
    expect(await screen.findByRole("heading", { level: 1, name: "Invoices" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Invoice 4100200 Open",
      "Invoice 4100207 Overdue",
      "Invoice 4100214 Paid",
      "Invoice 4100221 Sent by mail",
      "Invoice 4100228 Refund in progress",
      "Invoice 4100235 Refunded",
      "Invoice 4100242 Refunded",
      "Invoice 4100249 Not available",
    ]);
    expect(within(itemOf("4100242")).getByText("Credits invoice 4100235")).toBeTruthy();
    expect(within(itemOf("4100242")).getByText("-€68.90")).toBeTruthy();
    const open = itemOf("4100200");
    expect(within(open).getByText("€53.90")).toBeTruthy();
    expect(within(open).getByText("23.11.2026")).toBeTruthy();
    expect(within(open).getByText("7.12.2026")).toBeTruthy();
    expect(screen.getByText("An invoice can be paid online for 4 days. After that, it is sent to you by mail.")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says In collection before Overdue once an invoice has gone to collection", () => {
    renderRoute(Invoices, {
      page: "invoices",
      loaderData: pageData({ invoices: [invoice({ id: 12, invoiceNumber: "4100207", status: "overdue", dueDate: "2026-09-01", canBePaidOnline: false, payableOnlineUntil: null })] }),
    });
    const heading = screen.getByRole("heading", { level: 2, name: /^Invoice 4100207/ });
    expect(heading.textContent).toBe("Invoice 4100207 In collection Overdue");
    expect(screen.getByText("In collection").className).toBe("status-badge status-badge--danger");
  });

  it("offers pay online within the window, the PDF worded by status, otherwise the summary", async () => {
    renderRoute(Invoices, { page: "invoices", loaderData: pageData() });
    await screen.findByRole("heading", { level: 1, name: "Invoices" });
    const open = itemOf("4100200");
    expect(within(open).getByRole("link", { name: "Pay online" }).getAttribute("href")).toBe("/en/pay/11");
    expect(within(open).getByText("Pay online by 27.11.2026 at 23:59")).toBeTruthy();
    expect(within(open).getByRole("link", { name: "How to pay" }).getAttribute("href")).toBe("/en/invoices/summary/11#how-to-pay");
    const paid = within(itemOf("4100214")).getByRole("link", { name: /^Receipt \(PDF\)/ });
    expect(paid.getAttribute("href")).toBe("/api/invoices/13/pdf?filename=adult_receipt_4100214&lang=en");
    expect(paid.getAttribute("target")).toBe("_blank");
    expect(within(itemOf("4100228")).getByRole("link", { name: /^Receipt \(PDF\)/ })).toBeTruthy();
    expect(within(itemOf("4100242")).getByRole("link", { name: /^Refunded invoice \(PDF\)/ }).getAttribute("href")).toContain("filename=adult_refunded_4100242");
    for (const number of ["4100221", "4100249"]) {
      const item = itemOf(number);
      expect(within(item).queryByRole("link", { name: "Pay online" }), number).toBeNull();
      expect(within(item).getByRole("link", { name: "Show summary" })).toBeTruthy();
    }
    expect(within(itemOf("4100214")).queryByRole("link", { name: "Show summary" })).toBeNull();
  });

  it("shows how to pay an overdue invoice and where it stands, not only its summary", async () => {
    renderRoute(Invoices, { page: "invoices", loaderData: pageData() });
    await screen.findByRole("heading", { level: 1, name: "Invoices" });
    const overdue = itemOf("4100207");
    expect(within(overdue).getByRole("link", { name: "How to pay" }).getAttribute("href")).toBe("/en/invoices/summary/12#how-to-pay");
    expect(within(overdue).queryByRole("link", { name: "Show summary" })).toBeNull();
    expect(
      within(overdue).getByText("15 days past the due date: a payment reminder has been sent. Pay by 7.12.2026, or the invoice may be passed to a collection agency."),
    ).toBeTruthy();
    expect(within(itemOf("4100200")).getByText("Due on 7.12.2026.")).toBeTruthy();
    expect(within(itemOf("4100214")).queryByText(/due date|Due on/)).toBeNull();
  });

  it("words the PDF of an open invoice and of a paper invoice by status", async () => {
    renderRoute(Invoices, {
      page: "invoices",
      loaderData: pageData({ invoices: [invoice({ hasPdf: true }), invoice({ id: 19, invoiceNumber: "4100256", status: "paper", hasPdf: true, canBePaidOnline: false })] }),
    });
    await screen.findByRole("heading", { level: 1, name: "Invoices" });
    expect(within(itemOf("4100200")).getByRole("link", { name: /^Invoice \(PDF\)/ })).toBeTruthy();
    expect(within(itemOf("4100256")).getByRole("link", { name: /^Summary \(PDF\)/ })).toBeTruthy();
  });

  it("pages with the pager's links, ten a page", async () => {
    renderRoute(Invoices, { page: "invoices", loaderData: pageData({ run: { first: 2, last: 2 }, pageCount: 3, total: 28 }), path: "/en/invoices?page=2" });
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(within(pager).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/en/invoices");
    expect(within(pager).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/en/invoices?page=3");
  });

  it("offers a phone Show more, a link to the same list one page longer landing on its first new invoice (decision 306)", async () => {
    renderRoute(Invoices, { page: "invoices", loaderData: pageData({ pageCount: 2, total: 13 }) });
    await screen.findByRole("heading", { level: 1, name: "Invoices" });
    expect(screen.getByRole("link", { name: "Show more" }).getAttribute("href")).toBe("/en/invoices?from=1&page=2#list-page-2");
    expect(screen.getByText("Showing 8 of 13")).toBeTruthy();
    expect(itemOf("4100200").id).toBe("list-page-1");
    cleanup();
    renderRoute(Invoices, { page: "invoices", lang: "fi", loaderData: pageData({ run: { first: 1, last: 2 }, pageCount: 2, total: 8 }) });
    await screen.findByRole("heading", { level: 1, name: "Laskut" });
    expect(screen.queryByRole("link", { name: "Näytä lisää" })).toBeNull();
  });

  it("offers Show earlier on a later page opened alone, so a phone reaches the first invoices", async () => {
    renderRoute(Invoices, { page: "invoices", lang: "sv", loaderData: pageData({ run: { first: 2, last: 2 }, pageCount: 3, total: 28 }) });
    await screen.findByRole("heading", { level: 1, name: "Fakturor" });
    expect(screen.getByRole("link", { name: "Visa tidigare" }).getAttribute("href")).toBe("/sv/fakturor?from=1&page=2#list-page-1");
    expect(screen.getByRole("link", { name: "Visa fler" }).getAttribute("href")).toBe("/sv/fakturor?from=2&page=3#list-page-3");
  });

  it("shows the empty text and no pager when there are no invoices", async () => {
    renderRoute(Invoices, { page: "invoices", loaderData: pageData({ invoices: [] }) });
    expect(await screen.findByText("No invoices")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("shows the November 2023 notice when it applies, in Finnish too", async () => {
    renderRoute(Invoices, { page: "invoices", loaderData: pageData({ showRemoteByMailNotice: true }) });
    expect(await screen.findByText("From 16 to 30 November 2023, remote appointments are invoiced by mail instead of paid online.")).toBeTruthy();
    cleanup();
    renderRoute(Invoices, { page: "invoices", lang: "fi", loaderData: pageData({ invoices: [invoice()] }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Laskut" })).toBeTruthy();
    expect(screen.getByText("53,90 €")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Maksa verkossa" }).getAttribute("href")).toBe("/fi/maksa/11");
  });

  it("shows the generic error view with Try again when the list cannot be loaded", async () => {
    const { container } = renderRoute(ErrorBoundary, { page: "invoices" });
    expect(await screen.findByRole("heading", { level: 1, name: "Apologies! Something went wrong..." })).toBeTruthy();
    expect(screen.getByText("Please try again in a moment. If the problem persists, contact our customer service.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

function summaryData(overrides: Partial<NonNullable<InvoiceSummaryPageData["invoice"]>> = {}): InvoiceSummaryPageData {
  const status = overrides.status ?? "paid";
  return {
    collection: collectionOf({ status, dueDate: "2026-09-25" }, TODAY),
    invoice: {
      summary: {
        creationDate: "2026-09-11",
        payableOnlineUntil: null,
        dueDate: "2026-09-25",
        buyerName: "Aino Virtanen",
        buyerAddress: { street: "Mannerheimintie 41 B 12", postalCode: "00250", postOffice: "HELSINKI" },
        invoiceNumber: "4100214",
        rows: [
          { description: "Erikoislääkärin vastaanotto 30 min", count: 1, unitPriceCents: 16000, date: "2026-09-10", vatPercentage: 0 },
          { description: "Lääkärinlausunto vakuutusyhtiölle", count: 2, unitPriceCents: 4500, date: "2026-09-10", vatPercentage: 25.5 },
        ],
        sumCents: 25000,
        canBePaidOnline: false,
      },
      id: 13,
      status: "paid",
      hasPdf: true,
      brand: "adult",
      referenceNumber: "41002145",
      paidAt: "2026-09-13T17:15:00.000Z",
      creditedInvoiceNumber: null,
      ...overrides,
    },
  };
}

describe("invoice summary", () => {
  it("shows the details, buyer, rows with count, unit price, VAT and sum, the total and the receipt, and passes axe", async () => {
    const { container } = renderRoute(InvoiceSummaryPage, { page: "invoiceSummary", loaderData: summaryData(), path: "/en/invoices/summary/13" });
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice summary" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Invoice 4100214 Paid" })).toBeTruthy();
    const rows = screen.getAllByRole("row").map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent));
    expect(rows).toEqual([
      ["Product or service", "Date", "Count", "Unit price", "VAT", "Sum"],
      ["Erikoislääkärin vastaanotto 30 min", "10.9.2026", "1", "€160.00", "0%", "€160.00"],
      ["Lääkärinlausunto vakuutusyhtiölle", "10.9.2026", "2", "€45.00", "25.5%", "€90.00"],
      ["Total", "€250.00"],
    ]);
    expect(screen.getByText("Mannerheimintie 41 B 12", { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Receipt \(PDF\)/ }).getAttribute("href")).toBe("/api/invoices/13/pdf?filename=adult_receipt_4100214&lang=en");
    expect(screen.queryByRole("link", { name: "Show summary" })).toBeNull();
    expect(screen.getByRole("link", { name: "All invoices" }).getAttribute("href")).toBe("/en/invoices");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers pay online while the invoice can be paid online", async () => {
    const data = summaryData({ status: "open", hasPdf: false });
    data.invoice!.summary = { ...data.invoice!.summary, canBePaidOnline: true, payableOnlineUntil: "2026-11-27T21:59:00.000Z" };
    renderRoute(InvoiceSummaryPage, { page: "invoiceSummary", lang: "sv", loaderData: data, path: "/sv/fakturor/oversikt/13" });
    expect((await screen.findByRole("link", { name: "Betala online" })).getAttribute("href")).toBe("/sv/betala/13");
    expect(screen.getByText("27.11.2026 kl. 23:59")).toBeTruthy();
  });

  it("shows how to pay an overdue invoice: where it stands, the bank transfer details and the virtual barcode, and passes axe", async () => {
    // Aino's overdue invoice: 111,90 €, due 9.11.2026, 15 days late on TEST_NOW.
    const data = summaryData({ status: "overdue", hasPdf: false, id: 12, referenceNumber: "41002070" });
    data.invoice!.summary = { ...data.invoice!.summary, invoiceNumber: "4100207", dueDate: "2026-11-09", sumCents: 11190, rows: [{ description: "Lääkärin vastaanotto 30 min", count: 1, unitPriceCents: 11190, date: "2026-10-25", vatPercentage: 0 }] };
    data.collection = collectionOf({ status: "overdue", dueDate: "2026-11-09" }, TODAY);
    const { container } = renderRoute(InvoiceSummaryPage, { page: "invoiceSummary", lang: "fi", loaderData: data, path: "/fi/laskut/yhteenveto/12" });
    const section = (await screen.findByRole("heading", { level: 2, name: "Näin maksat" })).closest("section") as HTMLElement;
    expect(
      within(section).getByText(
        "Eräpäivästä on kulunut 15 päivää, ja laskusta on lähetetty maksumuistutus. Maksa lasku viimeistään 07.12.2026, muuten se voidaan siirtää perintätoimistolle.",
      ),
    ).toBeTruthy();
    const details = Object.fromEntries(
      Array.from(section.querySelectorAll(".bank-details__row"), (row) => [row.querySelector("dt")?.textContent, row.querySelector(".bank-details__value")?.textContent]),
    );
    expect(details).toEqual({
      Saaja: "Hoiva Oy",
      "Tilinumero (IBAN)": "FI21 1234 5600 0007 85",
      BIC: "NDEAFIHH",
      Viitenumero: "410 02070",
      "Kansainvälinen viite (RF)": "RF70 4100 2070",
      Eräpäivä: "09.11.2026",
      Summa: "111,90\u00a0€",
      // 4 | 2112345600000785 | 000111 90 | 000 | 00000000000041002070 | 261109
      Virtuaaliviivakoodi: "421123456000007850001119000000000000000041002070261109",
    });
    // With JavaScript each value a bank asks for has its copy button (without it, the server's
    // HTML has none and the values are plain text to select: tests/integration/invoice-pages).
    expect(within(section).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "Kopioi Tilinumero (IBAN)",
      "Kopioi Viitenumero",
      "Kopioi Kansainvälinen viite (RF)",
      "Kopioi Summa",
      "Kopioi Virtuaaliviivakoodi",
    ]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fireEvent.click(within(section).getByRole("button", { name: "Kopioi Viitenumero" }));
    fireEvent.click(within(section).getByRole("button", { name: "Kopioi Summa" }));
    expect(writeText.mock.calls).toEqual([["41002070"], ["111,90"]]);
    expect(await screen.findByText("Kopioitu: Summa")).toBeTruthy();
    expect(within(section).queryByRole("link", { name: "Maksa verkossa" })).toBeNull();
    expect(within(section).getByRole("link", { name: "010 555 1090" }).getAttribute("href")).toBe("tel:+358105551090");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers no payment details for a paid invoice", async () => {
    renderRoute(InvoiceSummaryPage, { page: "invoiceSummary", loaderData: summaryData(), path: "/en/invoices/summary/13" });
    await screen.findByRole("heading", { level: 1, name: "Invoice summary" });
    expect(screen.queryByRole("heading", { name: "How to pay" })).toBeNull();
  });

  it("says 'Invoice not found' for an invoice that is not the patient's", async () => {
    const { container } = renderRoute(InvoiceSummaryPage, { page: "invoiceSummary", loaderData: { invoice: null, collection: null }, path: "/en/invoices/summary/999" });
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All invoices" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
