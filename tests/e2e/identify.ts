import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * A guardian's strong login in the children's brand: "My child's" on the login page (a script
 * control, so after hydration), a bank, then the demo persona at the identity provider. Ends on
 * the choose-person page.
 */
export async function identifyAsGuardian(page: Page, kidsOrigin: string, persona: RegExp) {
  await page.goto(`${kidsOrigin}/en/login?nextPath=%2Fen`);
  await waitForHydration(page);
  await page.getByRole("radio", { name: "My child's" }).check();
  await page.getByRole("link", { name: "OP", exact: true }).click();
  await page.getByRole("button", { name: persona }).click();
}
