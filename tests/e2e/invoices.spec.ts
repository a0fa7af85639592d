import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { InvoiceListPage, pdfTextOfLink } from "./pages/invoices";
import { expectNothingWiderThanWindow } from "./overflow";

// Invoices (spec part 1 §2, §3, §6, §7, §9; part 2 §3): Aino's list of invoices and receipts (13:
// one in every status, a credit note and older receipts), ten a page with the pager, the summary
// of an invoice without a PDF, and her receipt as a PDF whose text has the invoice number. axe on
// every screen.

test.describe("invoices of a logged-in patient", () => {
  test.use({ persona: "aino" });

  test("list, paging, summary and a receipt PDF (fi)", async ({ page }) => {
    const list = new InvoiceListPage(page);
    await list.goto("fi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laskut");
    await expect(list.items()).toHaveCount(10);
    await expect(page.getByText("Laskun voi maksaa verkossa 4 päivän ajan.", { exact: false })).toBeVisible();
    for (const label of ["Avoin", "Erääntynyt", "Lähetetty postitse", "Hyvitys käsittelyssä", "Hyvitetty", "Ei saatavilla"]) {
      await expect(list.itemWithStatus(label).first(), label).toBeVisible();
    }
    const open = list.itemWithStatus("Avoin");
    await expect(open.getByRole("link", { name: "Maksa verkossa" })).toHaveAttribute("href", /^\/fi\/maksa\/\d+$/);
    await expect(page.getByText(/^Hyvittää laskun \d+$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Second page: the three oldest receipts.
    await list.pager().getByRole("link", { name: "Sivu 2" }).click();
    await expect(page).toHaveURL(/\/fi\/laskut\?page=2$/);
    await expect(list.items()).toHaveCount(3);
    await expect(list.pager().getByRole("link", { name: "Sivu 2" })).toHaveAttribute("aria-current", "page");
    await list.pager().getByRole("link", { name: "Edellinen sivu" }).click();
    await expect(list.items()).toHaveCount(10);

    // The overdue invoice has no PDF: its summary, with how to pay it by bank transfer.
    const overdue = list.itemWithStatus("Erääntynyt");
    const overdueNumber = await list.invoiceNumberOf(overdue);
    await overdue.getByRole("link", { name: "Näin maksat" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laskun yhteenveto");
    for (const label of ["Tilinumero (IBAN)", "Viitenumero", "Virtuaaliviivakoodi"]) await expect(page.getByText(label, { exact: true }).first(), label).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `Lasku ${overdueNumber} Erääntynyt` })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Lääkärin vastaanotto 30 min" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Yhteensä/ })).toContainText("111,90 €");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Kaikki laskut" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laskut");

    // A paid invoice's receipt.
    const paid = list.itemWithStatus("Maksettu").first();
    const paidNumber = await list.invoiceNumberOf(paid);
    const receipt = paid.getByRole("link", { name: /^Kuitti \(PDF\)/ });
    await expect(receipt).toHaveAttribute("href", new RegExp(`filename=adult_receipt_${paidNumber}&lang=fi$`));
    const text = await pdfTextOfLink(page, receipt);
    expect(text).toContain("Kuitti");
    expect(text).toContain(paidNumber);
  });

  test("an invoice that is not hers is not found (en)", async ({ page }) => {
    await page.goto("/en/invoices/summary/987654321");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoice not found");
    await expectNoAxeViolations(page);
  });
});

// A phone (390 px) has no pager (part 1 §9): "Show more" in its place reaches the 11th invoice,
// with JavaScript (the rows added in place, focus on the first new one) and without (a plain link
// to the longer list, landing on the 11th). Issue 31 item 14, decision 306.
test.describe("invoices on a phone", () => {
  test.use({ persona: "aino", viewport: { width: 390, height: 844 } });

  test("Show more reaches the 11th invoice in place of the pager (fi)", async ({ page }) => {
    const list = new InvoiceListPage(page);
    await list.goto("fi");
    await waitForHydration(page);
    await expect(list.items()).toHaveCount(10);
    await expect(list.pager()).toBeHidden();
    await expect(page.getByText("Näytetään 10/13")).toBeVisible();
    await page.getByRole("link", { name: "Näytä lisää" }).click();
    await expect(page).toHaveURL(/\/fi\/laskut\?from=1&page=2#list-page-2$/);
    await expect(list.items()).toHaveCount(13);
    const eleventh = list.items().nth(10);
    await expect(eleventh).toBeFocused();
    await expect(eleventh).toBeInViewport();
    await expect(page.getByRole("link", { name: "Näytä lisää" })).toHaveCount(0);
    await expectNothingWiderThanWindow(page);
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Show more link leads to the longer list, at the 11th invoice (sv)", async ({ page }) => {
      const list = new InvoiceListPage(page);
      await list.goto("sv");
      await expect(list.items()).toHaveCount(10);
      await page.getByRole("link", { name: "Visa fler" }).click();
      await expect(page).toHaveURL(/\/sv\/fakturor\?from=1&page=2#list-page-2$/);
      await expect(list.items()).toHaveCount(13);
      await expect(list.items().nth(10)).toBeInViewport();
    });
  });
});
