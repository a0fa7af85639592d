import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adult } from "./pages/account";
import { waitForHydration } from "./pages/hydration";

// The pages the Lighthouse benchmark measures move no more than its CLS target (0.05, issue 16)
// while they load and hydrate, on a phone and on a desktop: what the server sent stays where it
// is when the scripts and the modules loaded after them (decision 239) arrive.

const CLS_TARGET = 0.05;

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function loadedShifts(page: Page, path: string): Promise<number[]> {
  await page.goto(`${adult}${path}`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await expect(page.locator(".skeleton")).toHaveCount(0);
  // Two frames after the last module arrived: any shift it causes has been recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

for (const [name, viewport] of [
  ["a phone", { width: 412, height: 823 }],
  ["a desktop", { width: 1350, height: 940 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    for (const path of ["/fi", "/fi/ajanvaraus/yksityisasiakas", "/fi/kirjaudu"]) {
      test(`${path} moves less than ${CLS_TARGET} while it loads`, async ({ page }) => {
        await observeShifts(page);
        const shifts = await loadedShifts(page, path);
        expect(sum(shifts), `layout shifts ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_TARGET);
      });
    }
  });
}
