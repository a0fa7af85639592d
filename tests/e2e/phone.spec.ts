import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult, kids } from "./pages/account";
import { waitForHydration } from "./pages/hydration";

// The portal on a phone (390 × 844): the menu opens inside the screen, and no page scrolls
// sideways.

test.use({ viewport: { width: 390, height: 844 } });

/** The menu panel lies wholly inside the window, and nothing on the page is wider than it. */
async function expectMenuInsideScreen(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "Valikko" }).click();
  const panel = page.getByRole("navigation", { name: "Päävalikko" });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
}

test("anonymous: the menu opens inside the screen in both brands", async ({ page }) => {
  await page.goto(`${adult}/fi`);
  await expectMenuInsideScreen(page);
  await page.goto(`${kids}/fi`);
  await expectMenuInsideScreen(page);
});

test.describe("logged in", () => {
  test.use({ persona: "aino" });

  test("the menu with every item opens inside the screen", async ({ page }) => {
    await page.goto(`${adult}/fi`);
    await expectMenuInsideScreen(page);
  });
});
