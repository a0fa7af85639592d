import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult } from "./pages/account";
import { helsinkiDay } from "./pages/booking";
import { waitForHydration } from "./pages/hydration";
import { elementsWiderThanWindow } from "./pages/phone";

// The private booking list on a phone (390 × 844): the filters open as a sheet from a "Filters"
// button, each choice searches, "Show N times" closes the sheet on the list; date chips jump to a
// day; nothing is wider than the window and axe finds nothing. Without JavaScript the same panel
// is a GET form.

test.use({ viewport: { width: 390, height: 844 } });

const results = (page: Page) => page.locator(".result__link");

async function expectResultsLoaded(page: Page) {
  await expect(page.locator(".skeleton")).toHaveCount(0);
  await expect(results(page).first()).toBeVisible();
}

async function expectInsideWindow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await elementsWiderThanWindow(page)).toEqual([]);
}

test("filters in a sheet: open, choose, 'Show N times', date chips (fi)", async ({ page }) => {
  await page.goto(`${adult}/fi/ajanvaraus/yksityisasiakas`);
  await waitForHydration(page);
  await expectResultsLoaded(page);
  // Each time shows its practitioner's picture at the avatar's size, the first ones at once.
  const picture = page.locator(".result").first().locator("img");
  await expect(picture).toHaveAttribute("alt", "");
  await expect(picture).toHaveAttribute("loading", "eager");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const box = (await picture.boundingBox())!;
  expect([box.width, box.height]).toEqual([40, 40]);
  await expect(page.locator(".result").nth(5).locator("img")).toHaveAttribute("loading", "lazy");
  // The side panel is folded away: the list starts on the first screen.
  await expect(page.getByRole("checkbox", { name: "Hoiva Kamppi" })).toBeHidden();
  await expectInsideWindow(page);
  await expectNoAxeViolations(page);

  const open = page.getByRole("button", { name: "Rajaukset", exact: true });
  await open.click();
  const sheet = page.getByRole("dialog", { name: "Rajaa aikoja" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("checkbox", { name: "Hoiva Kamppi" }).check();
  await expect(page).toHaveURL(/clinicIds=HKA/);
  const show = sheet.getByRole("button", { name: /^Näytä (\d+\+?) aika/ });
  await expect(show).toBeVisible();
  await expect(show).toBeInViewport();
  await expectInsideWindow(page);
  await expectNoAxeViolations(page);

  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Rajaukset 1 valittu" })).toBeFocused();
  await expectResultsLoaded(page);
  await expect(page.locator(".result__place").filter({ hasNotText: "Hoiva Kamppi" })).toHaveCount(0);

  // Escape closes the sheet too.
  await page.getByRole("button", { name: "Rajaukset 1 valittu" }).click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // A date chip starts the list on its day.
  const chips = page.getByRole("navigation", { name: "Siirry päivään" });
  await expect(chips.getByRole("link", { name: /^Tänään/ })).toHaveAttribute("aria-current", "date");
  const third = chips.getByRole("link").nth(2);
  await third.click();
  await expect(page).toHaveURL(new RegExp(`startDate=${helsinkiDay(2)}`));
  await expect(third).toHaveAttribute("aria-current", "date");
  await expect(page.locator(".skeleton")).toHaveCount(0);
  await expectInsideWindow(page);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter panel is a form: choosing a clinic and 'Show times' gives its times (fi)", async ({ page }) => {
    await page.goto(`${adult}/fi/ajanvaraus/yksityisasiakas`);
    await page.getByRole("checkbox", { name: "Hoiva Kamppi" }).check();
    await page.getByRole("button", { name: "Näytä ajat" }).click();
    await expect(page).toHaveURL(/clinicIds=HKA/);
    await expect(page.getByRole("checkbox", { name: "Hoiva Kamppi" })).toBeChecked();
    await expect(results(page).first()).toBeVisible();
    await expect(page.locator(".result__place").filter({ hasNotText: "Hoiva Kamppi" })).toHaveCount(0);
    // The date chips are links.
    await page.getByRole("navigation", { name: "Siirry päivään" }).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`startDate=${helsinkiDay(1)}.*clinicIds=HKA`));
  });
});
