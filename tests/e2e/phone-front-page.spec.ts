import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult } from "./pages/account";
import { waitForHydration } from "./pages/hydration";
import { elementsWiderThanWindow } from "./pages/phone";

// The logged-in front page on a phone (390 × 844): it leads with the next appointment and the
// quick actions, nothing is wider than the window and axe finds nothing.

test.use({ viewport: { width: 390, height: 844 }, persona: "aino" });

test("the front page leads with the next appointment and quick actions, inside the screen", async ({ page }) => {
  await page.goto(`${adult}/fi`);
  await waitForHydration(page);
  const next = page.getByRole("region", { name: "Seuraava aika" });
  await expect(next).toBeVisible();
  // Aino's soonest appointment is today (whether another journey has checked her in or not).
  await expect(next.getByText(/^(\p{L}{2} )?\d{2}\.\d{2}\.\d{4} klo \d{1,2}:\d{2}$/u)).toBeVisible();
  const view = next.getByRole("link", { name: /^Näytä aika: / });
  await expect(view).toBeVisible();

  const quick = page.getByRole("navigation", { name: "Pikatoiminnot" });
  for (const name of ["Varaa aika", /^Viestit/, "Tulokset", "Laskut"]) await expect(quick.getByRole("link", { name })).toBeVisible();
  // The card and the quick actions come before the spec's sections, on the first screen.
  const nextBox = (await next.boundingBox())!;
  const quickBox = (await quick.boundingBox())!;
  const appointmentsBox = (await page.getByRole("region", { name: "Ajanvaraukset" }).boundingBox())!;
  expect(nextBox.y).toBeLessThan(quickBox.y);
  expect(quickBox.y).toBeLessThan(appointmentsBox.y);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await elementsWiderThanWindow(page)).toEqual([]);
  await expectNoAxeViolations(page);

  await view.click();
  await expect(page).toHaveURL(/\/fi\/ajat\/\d+$/);
});

test("a quick action leads to its page", async ({ page }) => {
  await page.goto(`${adult}/fi`);
  await page.getByRole("navigation", { name: "Pikatoiminnot" }).getByRole("link", { name: "Varaa aika" }).click();
  await expect(page).toHaveURL(/\/fi\/ajanvaraus$/);
});
