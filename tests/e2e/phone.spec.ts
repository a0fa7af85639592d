import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult, kids } from "./pages/account";
import { findFreeTime } from "./pages/booking";
import { waitForHydration } from "./pages/hydration";
import { expectNothingWiderThanWindow } from "./overflow";

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

test.describe("booking logged in", () => {
  test.use({ persona: "aino" });

  test("the reservation form with the contact details fits the screen", async ({ page, request }) => {
    const time = await findFreeTime(request, 22);
    await page.goto(`${adult}/fi/vapaat-ajat/${time.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Muokkaa" }).click();
    await expect(page.getByLabel("Sähköposti")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test.describe("booking on a phone, to the booked view", () => {
  test("a visitor books without logging in: nothing wider than the screen, axe clean", async ({ page, request }) => {
    test.slow();
    const time = await findFreeTime(request, 30);
    await page.goto(`${adult}/fi/kirjautumattomat-kayttajat/vapaat-ajat/${time.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
    await waitForHydration(page);
    await expectNothingWiderThanWindow(page);
    await page.getByLabel("Etunimi").fill("Raili");
    await page.getByLabel("Sukunimi").fill("Hämäläinen");
    await page.getByLabel("Henkilötunnus").fill("270152-064P");
    await page.getByLabel("Puhelinnumero").fill("040 123 4507");
    await page.getByLabel("Sähköposti").fill("raili.hamalainen@example.com");
    await page.getByLabel("Hyväksyn käyttöehdot").check();
    await expectNothingWiderThanWindow(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Varaa aika" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeVisible();
    await expectNothingWiderThanWindow(page);
    await expectNoAxeViolations(page);
  });

  test.describe("logged in", () => {
    test.use({ persona: "aino" });

    test("a patient books a time: nothing wider than the screen, axe clean", async ({ page, request }) => {
      const time = await findFreeTime(request, 36);
      await page.goto(`${adult}/fi/vapaat-ajat/${time.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
      await waitForHydration(page);
      await expectNothingWiderThanWindow(page);
      await page.getByRole("button", { name: "Varaa aika" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeVisible();
      await expectNothingWiderThanWindow(page);
      await expectNoAxeViolations(page);
    });
  });
});
