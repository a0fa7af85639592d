import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adult, kids, type PersonaKey } from "./pages/account";
import { waitForHydration } from "./pages/hydration";
import { expectTapTargetsLargeEnough } from "./tap-targets";

// Tap targets on a phone (390 × 844, issue 33, decision 354): the main pages of each patient persona
// and of a visitor in both brands, with the menu open too. Every control is at least 24 × 24 px and
// a primary action 44 × 44 (tap-targets.ts); the test names each one that is not.

test.use({ viewport: { width: 390, height: 844 } });

/** Each page loaded and hydrated, then checked; a path of null opens the first link of the list before. */
async function checkPages(page: Page, origin: string, paths: string[]) {
  for (const path of paths) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBeLessThan(400);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await waitForHydration(page);
    await expectTapTargetsLargeEnough(page, path);
  }
}

/** The page of the first link matching `link` on `listPath`, checked like the others. */
async function checkFirstOpened(page: Page, origin: string, listPath: string, link: string) {
  await page.goto(`${origin}${listPath}`);
  const first = page.locator(link).first();
  await expect(first, `${listPath}: ${link}`).toBeVisible();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
  await expectTapTargetsLargeEnough(page, new URL(page.url()).pathname);
}

/** The main menu opened, checked. */
async function checkMenu(page: Page, origin: string) {
  await page.goto(`${origin}/fi`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Valikko" }).click();
  await expect(page.getByRole("navigation", { name: "Päävalikko" })).toBeVisible();
  await expectTapTargetsLargeEnough(page, "the open menu");
}

const VISITOR_PAGES = ["/fi", "/sv", "/en", "/fi/ajanvaraus", "/fi/ajanvaraus/yksityisasiakas", "/fi/kirjaudu", "/fi/ohjeita", "/fi/eula"];

test("a visitor's pages in both brands", async ({ page }) => {
  test.slow();
  await checkPages(page, adult, VISITOR_PAGES);
  await checkMenu(page, adult);
  await checkPages(page, kids, ["/fi", "/en", "/fi/ajanvaraus", "/fi/ajanvaraus/yksityisasiakas", "/fi/kirjaudu"]);
});

const PERSONA_PAGES: Record<Extract<PersonaKey, "aino" | "jari">, string[]> = {
  aino: [
    "/fi",
    "/fi/ajat",
    "/fi/viestit",
    "/fi/viestit/uusi",
    "/fi/laskut",
    "/fi/laboratorio",
    "/fi/kuvantaminen",
    "/fi/kaynnit",
    "/fi/reseptit",
    "/fi/rokotukset",
    "/fi/todistukset",
    "/fi/kyselyt",
    "/fi/omat-tiedot",
    "/fi/omat-tiedot/tietojeni-katselu",
    "/en/messages",
  ],
  jari: ["/fi", "/fi/tyoterveystiimi", "/fi/viestit", "/fi/viestit/uusi", "/fi/ajanvaraus/tyoterveys", "/fi/sairauskassa", "/sv/foretagshalsovardsteamet"],
};

for (const [persona, paths] of Object.entries(PERSONA_PAGES) as [keyof typeof PERSONA_PAGES, string[]][]) {
  test.describe(`${persona}'s pages`, () => {
    test.use({ persona });

    test("the main pages, the menu and an opened record", async ({ page }) => {
      test.slow();
      await checkPages(page, adult, paths);
      await checkMenu(page, adult);
      await checkFirstOpened(page, adult, "/fi/viestit", ".conversation-item .list-row__title a");
      if (persona === "aino") {
        await checkFirstOpened(page, adult, "/fi/ajat", "a[href^='/fi/ajat/']");
        await checkFirstOpened(page, adult, "/fi/laboratorio", "a[href^='/fi/laboratoriotulos/']");
      }
    });
  });
}
