import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// The payments area's steps: the pay page's payment methods and the built-in Paytrail test
// service's provider page (pay, decline with a reason, cancel, leave pending).

export class PayPage {
  constructor(readonly page: Page) {}

  /** Chooses a payment method by its name; the page checks the invoice first, then goes to the provider. */
  async choose(methodName: string) {
    await waitForHydration(this.page);
    await this.page.getByRole("button", { name: methodName, exact: true }).click();
    await this.page.waitForURL(/\/dev\/paytrail\/pay\//);
  }
}

export class TestProviderPage {
  constructor(readonly page: Page) {}

  /** Presses one of the provider page's buttons ("Maksa", "Card declined", ...). */
  async press(label: string) {
    await this.page.getByRole("button", { name: label, exact: true }).click();
    await this.page.waitForURL(/\/(maksun-tulos|betalningsresultat|payment-result)\//);
  }
}

/** The invoice of the list whose first row is this product or service. */
export function invoiceWithDescription(page: Page, description: string): Locator {
  return page.locator(".invoice-list > li").filter({ has: page.locator(".invoice-list__description", { hasText: description }) });
}

export async function expectStatus(item: Locator, label: string) {
  await expect(item.getByRole("heading", { level: 2 })).toHaveText(new RegExp(` ${label}$`));
}
