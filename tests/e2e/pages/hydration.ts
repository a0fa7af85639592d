import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page and rendered what only the browser knows (the window's
 * size, "hydrated" controls, lazily imported schemas that had arrived): the root then marks
 * <html data-hydrated> (app/ui/initial-hydration.ts). Links and forms
 * work before that, but a control driven only by script (a menu toggle, a validated form) does not.
 * A part drawn by a lazy component (app/ui/lazy-module.ts) may still be the server's HTML then: its
 * own code hydrates it when it arrives. Wait for that part's control as a user would (enabled, or
 * the text it shows once alive); Playwright's clicks and fills wait for that, setInputFiles does not.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
