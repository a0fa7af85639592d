import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult } from "./pages/account";
import { waitForHydration } from "./pages/hydration";
import { elementsWiderThanWindow } from "./pages/phone";

// A patient's first screen on a phone (390 × 844): the front page leads with what needs them now,
// the menu and tab bar offer messages to everyone who has them, and the booking list shows free
// times above the tab bar with the chip of the day it shows.

test.use({ viewport: { width: 390, height: 844 } });

async function tabBarTop(page: import("@playwright/test").Page): Promise<number> {
  return (await page.getByRole("navigation", { name: "Pikalinkit" }).boundingBox())!.y;
}

async function expectInsideWindow(page: import("@playwright/test").Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await elementsWiderThanWindow(page)).toEqual([]);
}

test.describe("Aino", () => {
  test.use({ persona: "aino" });

  test("the front page leads with today's appointment and what needs her, above the tab bar; the SMS offer comes last", async ({ page }) => {
    await page.goto(`${adult}/fi`);
    await waitForHydration(page);
    const next = page.getByRole("region", { name: "Seuraava aika" });
    const view = next.getByRole("link", { name: /^Näytä aika: / });
    await expect(view).toBeVisible();
    // The card's main action is on the first screen, not under the tab bar.
    const viewBox = (await view.boundingBox())!;
    expect(viewBox.y + viewBox.height).toBeLessThanOrEqual(await tabBarTop(page));

    const attention = page.getByRole("region", { name: "Vaatii huomiotasi" });
    await expect(attention.getByRole("link", { name: /^1 lukematon viesti/ })).toHaveAttribute("href", "/fi/viestit");
    const invoices = attention.getByRole("link", { name: /maksamaton(ta)? laskua?: \d+,\d{2} €/ });
    await expect(invoices).toBeVisible();
    await expect(invoices).toContainText(/erääntynyt/);

    // Promotions last: the SMS login offer (when shown) comes after the sections.
    const onboarding = page.locator("#front-page-sms-onboarding");
    if ((await onboarding.count()) > 0) {
      const imaging = (await page.getByRole("region", { name: "Kuvantaminen" }).boundingBox())!;
      expect((await onboarding.boundingBox())!.y).toBeGreaterThan(imaging.y);
    }
    await expectInsideWindow(page);
    await expectNoAxeViolations(page);

    await invoices.click();
    await expect(page).toHaveURL(/\/fi\/laskut$/);
  });

  test("messages are in her tab bar and menu, after appointments; More and the menu button open the same list", async ({ page }) => {
    await page.goto(`${adult}/fi`);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Pikalinkit" }).getByRole("link", { name: /^Viestit 1/ })).toHaveAttribute("href", "/fi/viestit");

    await page.getByRole("button", { name: "Lisää" }).click();
    const menu = page.getByRole("navigation", { name: "Päävalikko" });
    await expect(menu).toBeVisible();
    const fromMore = await menu.getByRole("link").allTextContents();
    expect(fromMore.slice(0, 3)).toEqual(["Etusivu", "Ajanvaraukset", "Viestit 1 lukematon"]);
    expect(fromMore.some((name) => /^Laskut \d+ avoin/.test(name))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Valikko" }).click();
    await expect(menu).toBeVisible();
    expect(await menu.getByRole("link").allTextContents()).toEqual(fromMore);
    await menu.getByRole("link", { name: "Viestit 1 lukematon" }).click();
    await expect(page).toHaveURL(/\/fi\/viestit$/);
  });
});

test("the booking list shows free times on the first screen, and the marked chip is the day the list shows (fi)", async ({ page }) => {
  await page.goto(`${adult}/fi/ajanvaraus/yksityisasiakas`);
  await waitForHydration(page);
  const first = page.locator(".result__link").first();
  await expect(first).toBeVisible();
  const firstBox = (await first.boundingBox())!;
  // The private list has no tab bar (decision 301): the first time ends inside the window.
  expect(firstBox.y + firstBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expectInsideWindow(page);

  // Whatever day the list starts on, that day's chip is the marked one.
  const chips = page.getByRole("navigation", { name: "Siirry päivään" });
  for (const chip of [chips.getByRole("link").nth(5), chips.getByRole("link").nth(6)]) {
    await chip.click();
    await expect(page.locator(".skeleton")).toHaveCount(0);
    const firstDay = (await page.locator(".results-list__date").first().textContent()) ?? "";
    const dayMonth = /(\d{1,2})\.(\d{1,2})\.\d{4}/.exec(firstDay);
    expect(dayMonth, firstDay).not.toBeNull();
    const marked = chips.locator("[aria-current='date'] .date-chip__date");
    await expect(marked).toHaveCount(1);
    const [day, month] = ((await marked.textContent()) ?? "").split(".").map(Number);
    expect([day, month]).toEqual([Number(dayMonth![1]), Number(dayMonth![2])]);
  }
  await expectNoAxeViolations(page);
});
