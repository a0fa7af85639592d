import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (the root marks <html data-hydrated>). Links and forms
 * work before that, but a control driven only by script (a menu toggle, a validated form) does not.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
