import { expect, type Locator, type Page } from "@playwright/test";
import { pdfText } from "#tests/pdf-text";

// The invoices area's steps: the list with its pager, one invoice of it, and a PDF read as text.

export class InvoiceListPage {
  constructor(readonly page: Page) {}

  async goto(lang: "fi" | "sv" | "en" = "fi") {
    const word = { fi: "laskut", sv: "fakturor", en: "invoices" }[lang];
    await this.page.goto(`/${lang}/${word}`);
  }

  /** The invoices shown, one list item each. */
  items(): Locator {
    return this.page.locator(".invoice-list > li");
  }

  /** The list item whose heading has this status label. */
  itemWithStatus(label: string): Locator {
    return this.items().filter({ has: this.page.getByRole("heading", { level: 2, name: new RegExp(` ${label}$`) }) });
  }

  /** The invoice number of an item, from its heading ("Lasku 4100214 Maksettu"). */
  async invoiceNumberOf(item: Locator): Promise<string> {
    const heading = (await item.getByRole("heading", { level: 2 }).textContent()) ?? "";
    const number = /\d{5,}/.exec(heading)?.[0];
    if (!number) throw new Error(`No invoice number in "${heading}"`);
    return number;
  }

  pager(): Locator {
    return this.page.getByRole("navigation", { name: /Sivutus|Sidnumrering|Pagination/ });
  }
}

/** Fetches a PDF link with the page's own session and answers the document's text. */
export async function pdfTextOfLink(page: Page, link: Locator): Promise<string> {
  const href = await link.getAttribute("href");
  if (!href) throw new Error("The PDF link has no address");
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await response.body());
}
