import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";

// The living style guide (/dev/components, decision 387): one screenshot per component section,
// each showing the adult and the children's brand, on a desktop and on a phone. A change to the
// tokens or a shared component shows in review as a failed comparison with the images in
// components-visual.spec.ts-snapshots/; renew them with
// `npx playwright test --project=visual --update-snapshots` after looking at the new images.

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const SPECIMENS = [
  "buttons", "inputs", "selects", "choices", "file-picker", "status-badges", "cards", "notices",
  "empty-states", "loading", "toasts", "sheets", "tabs-pager", "icons",
] as const;
// The phone's sticky header and tab bar stay out of the component images.
const screenshotOptions = {
  animations: "disabled",
  caret: "hide",
  maxDiffPixelRatio: 0.01,
  style: ".site-header { position: static !important; } .tab-bar { display: none !important; }",
} as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`style guide on a ${size}`, () => {
    test.use({ viewport });

    test("shows every component in both brands, accessible and no wider than the screen", async ({ page }) => {
      await page.goto("/dev/components");
      await expect(page.getByRole("heading", { level: 1, name: "Components" })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      for (const specimen of SPECIMENS) {
        const section = page.locator(`[data-specimen="${specimen}"]`);
        await expect(section.locator("[data-brand]")).toHaveCount(2);
        await expect(section).toHaveScreenshot(`${size}-${specimen}.png`, screenshotOptions);
      }
    });
  });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`the sheet opens from the ${size === "phone" ? "bottom" : "side"} on a ${size}, takes the focus and gives it back on Escape`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/dev/components");
    await waitForHydration(page);
    const opener = page.locator('[data-specimen="sheets"] [data-brand="adult"]').getByRole("button", { name: "Filters" });
    await opener.click();
    const sheet = page.getByRole("dialog", { name: "Filter times" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Close filters" })).toBeFocused();
    // Its edge against the screen's bottom (phone) or right side (desktop), once it has slid in.
    const edge = async () => {
      const box = (await sheet.boundingBox())!;
      return Math.round(size === "phone" ? box.y + box.height : box.x + box.width);
    };
    await expect.poll(edge).toBe(size === "phone" ? viewport.height : viewport.width);
    await expectNoAxeViolations(page);
    await expect(page).toHaveScreenshot(`${size}-sheet-open.png`, screenshotOptions);
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test("a focused control shows the focus ring and the primary actions are 44 px tall on a phone", async ({ page }) => {
  await page.setViewportSize(SIZES.phone);
  await page.goto("/dev/components");
  const select = page.locator('[data-brand="kids"] select').first();
  await select.focus();
  expect(await select.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
  for (const button of await page.locator(".button--primary").all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  for (const choice of await page.locator('input[type="checkbox"], input[type="radio"]').all()) {
    const box = (await choice.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
});
