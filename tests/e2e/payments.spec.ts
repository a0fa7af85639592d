import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { kids } from "./pages/account";
import { waitForHydration } from "./pages/hydration";
import { expectStatus, invoiceWithDescription, PayPage, TestProviderPage } from "./pages/payments";

// Online payment of an invoice with the built-in Paytrail test service (spec part 2 §2
// "Payments", §4; part 1 §8): pay an open invoice and see it paid in the list (fi), and a declined
// card, then a successful retry (en) — Pekka's two open invoices, so that Aino's list stays as the
// invoice journeys expect it — and a guardian paying a child's visit from the invoice notification
// landing in the children's brand (part 2 §6). axe on the landing, pay-visit, pay and result pages.

test.describe("paying an invoice online", () => {
  test.use({ persona: "pekka" });

  test("pay an open invoice with the test provider and see it paid in the list (fi)", async ({ page }) => {
    await page.goto("/fi/laskut");
    const invoice = invoiceWithDescription(page, "Laboratoriotutkimus: kolesteroli");
    await expectStatus(invoice, "Avoin");
    await invoice.getByRole("link", { name: "Maksa verkossa" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maksa lasku");
    await expect(page.getByText("40,90 €")).toBeVisible();
    await expect(page.getByRole("link", { name: "maksupalveluehdot" })).toHaveAttribute("href", /^https:\/\/www\.paytrail\.com\//);
    await expect(page.getByRole("link", { name: "Peruuta" })).toHaveAttribute("href", "/fi/laskut");
    await expectNoAxeViolations(page);
    // The same pay page in a second tab, left open while the first one pays.
    const secondTab = await page.context().newPage();
    await secondTab.goto(page.url());
    await expect(secondTab.getByRole("button", { name: "Testikortti", exact: true })).toBeVisible();
    await new PayPage(page).choose("Testipankki");

    await new TestProviderPage(page).press("Maksa");
    await expect(page).toHaveURL(/\/fi\/maksun-tulos\/ok\?invoiceId=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maksu onnistui");
    await expect(page.getByRole("link", { name: "Takaisin etusivulle" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The second tab looks the invoice up before going to the provider: it is paid, so the page
    // loads again instead, and says so.
    await waitForHydration(secondTab);
    await secondTab.getByRole("button", { name: "Testikortti", exact: true }).click();
    await expect(secondTab.getByText("Lasku on maksettu.")).toBeVisible();
    expect(secondTab.url()).not.toContain("/dev/paytrail/");
    await expect(secondTab.getByRole("button", { name: "Testikortti", exact: true })).toHaveCount(0);
    await secondTab.close();

    await page.goto("/fi/laskut");
    await expectStatus(invoiceWithDescription(page, "Laboratoriotutkimus: kolesteroli"), "Maksettu");
    await expect(invoiceWithDescription(page, "Laboratoriotutkimus: kolesteroli").getByRole("link", { name: "Maksa verkossa" })).toHaveCount(0);
  });

  test("a declined card, then a successful retry (en)", async ({ page }) => {
    await page.goto("/en/invoices");
    const invoice = invoiceWithDescription(page, "Fysioterapia 45 min");
    await expectStatus(invoice, "Open");
    await invoice.getByRole("link", { name: "Pay online" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay invoice");
    const invoiceNumber = (await page.locator(".pay-page__facts dd").first().textContent()) ?? "";
    expect(invoiceNumber).toMatch(/^\d+$/);

    await new PayPage(page).choose("Test card");
    await new TestProviderPage(page).press("Card declined");
    await expect(page).toHaveURL(/\/en\/payment-result\/fail\?invoiceId=\d+&reason=cardDeclined$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment interrupted");
    await expect(page.getByRole("alert").filter({ hasText: "Card declined." })).toBeVisible();
    await expect(page.getByText("€84.90")).toBeVisible();
    await expect(page.getByText(invoiceNumber, { exact: true })).toBeVisible();
    await expect(page.getByText("Unpaid", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay invoice");
    await new PayPage(page).choose("Test bank");
    await new TestProviderPage(page).press("Pay");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment completed");

    await page.goto("/en/invoices");
    await expectStatus(invoiceWithDescription(page, "Fysioterapia 45 min"), "Paid");
  });
});

test("a guardian pays a child's visit from the invoice notification landing (children's brand, en)", async ({ page }) => {
  test.slow();
  await page.goto(`${kids}/en/invoice`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay an invoice");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Pay my child's visit (under 18)" }).click();

  // Strong identification as the guardian, then the child.
  await expect(page).toHaveURL(`${kids}/en/login?actor=child&nextPath=%2Fen%2Fpay-visit`);
  await page.getByRole("link", { name: "OP", exact: true }).click();
  await page.getByRole("button", { name: /Mikko Nieminen/ }).click();
  await page.getByRole("list", { name: "Your children" }).getByRole("button", { name: /Eetu Nieminen/ }).click();

  await expect(page).toHaveURL(`${kids}/en/pay-visit`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay a visit");
  await expect(page.getByText("€62.00")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Pay", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay invoice");
  await new PayPage(page).choose("Test bank");
  await new TestProviderPage(page).press("Pay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment completed");
  await expect(page).toHaveURL(new RegExp(`^${kids}/en/payment-result/ok`));

  await page.goto(`${kids}/en/invoices`);
  await expectStatus(invoiceWithDescription(page, "Lastenlääkärin puhelinvastaanotto"), "Paid");
});
