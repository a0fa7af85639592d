import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { expectNothingWiderThanWindow } from "./overflow";
import { adult, identifyAsGuardian, kids } from "./pages/account";
import { waitForHydration } from "./pages/hydration";

// The phone-first shell at 390 × 844 (issue 18): one sticky header row with the brand's logo,
// the menu as a full-width drawer holding the language switch, the bottom tab bar, and the person
// switcher of a guardian. Every step: nothing wider than the window, and axe finds nothing.

test.use({ viewport: { width: 390, height: 844 } });

/** The header is one row, and the page ends above the tab bar, so the tab bar hides nothing. */
async function expectCompactShell(page: Page, tabBarName: string) {
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(72);
  const tabBar = page.getByRole("navigation", { name: tabBarName });
  await expect(tabBar).toBeVisible();
  const bar = (await tabBar.boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(844, 0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.getByRole("contentinfo").boundingBox())!;
  // Boxes land on fractions of a pixel (a long page scrolls to one): compare whole device pixels.
  expect(Math.round(footer.y + footer.height)).toBeLessThanOrEqual(Math.round(bar.y) + 1);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { origin, brand } of [
  { origin: adult, brand: "Hoiva" },
  { origin: kids, brand: "Hoiva Junior" },
]) {
  test(`front page for a visitor of ${brand}: logo, one header row, tab bar`, async ({ page }) => {
    await page.goto(`${origin}/fi`);
    await waitForHydration(page);
    const home = page.getByRole("banner").getByRole("link", { name: `${brand} – etusivu` });
    await expect(home.getByRole("img", { name: brand })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Kirjaudu", exact: true })).toBeVisible();
    // The language switch has moved into the menu.
    await expect(page.getByRole("navigation", { name: "Kieli" })).toBeHidden();
    await expectCompactShell(page, "Pikalinkit");
    const tabs = page.getByRole("navigation", { name: "Pikalinkit" });
    await expect(tabs.getByRole("link", { name: "Etusivu" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Ajat" })).not.toHaveAttribute("aria-current");
    // Each tab's icon is drawn from the sprite (decision 427): an unloaded or blocked sprite leaves the <use> empty.
    for (const use of await tabs.locator("svg.shell-icon use").all()) {
      await expect.poll(() => use.evaluate((element: SVGUseElement) => element.getBBox().width)).toBeGreaterThan(10);
    }
    await expectNothingWiderThanWindow(page);
    await expectNoAxeViolations(page);
  });
}

test.describe("logged in", () => {
  test.use({ persona: "aino" });

  test("front page: the person button folds away the name and log out", async ({ page }) => {
    await page.goto(`${adult}/fi`);
    await waitForHydration(page);
    await expectCompactShell(page, "Pikalinkit");
    const userMenu = page.getByRole("navigation", { name: "Käyttäjävalikko" });
    await expect(userMenu.getByRole("link", { name: "Aino Virtanen" })).toBeHidden();
    await userMenu.getByRole("button", { name: "Oma tili" }).click();
    await expect(userMenu.getByRole("link", { name: "Aino Virtanen" })).toBeVisible();
    await expect(userMenu.getByRole("button", { name: "Kirjaudu ulos" })).toBeVisible();
    await expectNothingWiderThanWindow(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(userMenu.getByRole("link", { name: "Aino Virtanen" })).toBeHidden();
    await expect(userMenu.getByRole("button", { name: "Oma tili" })).toBeFocused();

    // A tap outside the panel closes it too, and focus goes where the tap put it.
    await userMenu.getByRole("button", { name: "Oma tili" }).click();
    await expect(userMenu.getByRole("link", { name: "Aino Virtanen" })).toBeVisible();
    await page.getByRole("main").click({ position: { x: 8, y: 400 } });
    await expect(userMenu.getByRole("link", { name: "Aino Virtanen" })).toBeHidden();
    await expect(userMenu.getByRole("button", { name: "Oma tili" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu drawer: full width with the language switch, focus kept inside, Escape returns focus", async ({ page }) => {
    await page.goto(`${adult}/fi/ajat`);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Pikalinkit" }).getByRole("link", { name: "Ajat" })).toHaveAttribute("aria-current", "page");

    const toggle = page.getByRole("button", { name: "Valikko" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Päävalikko" });
    await expect(menu).toBeVisible();
    const drawer = (await page.locator("#main-menu-panel").boundingBox())!;
    expect(drawer.x).toBe(0);
    expect(drawer.width).toBe(390);
    await expect(menu.getByRole("link", { name: "Etusivu" })).toBeFocused();
    // The page behind the drawer is inert: only the drawer and its button are there for screen
    // readers, the keyboard and taps.
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    await expect(page.locator("nav.tab-bar")).toHaveAttribute("inert", "");
    await expect(page.locator("footer.site-footer")).toHaveAttribute("inert", "");
    await expect(page.locator(".site-header .logo")).toHaveAttribute("inert", "");
    await expect(page.locator(".user-menu")).toHaveAttribute("inert", "");
    await expect(page.locator(".skip-link")).toHaveAttribute("inert", "");
    await expect(page.locator(".main-menu")).not.toHaveAttribute("inert");
    expect(await page.evaluate(() => !!document.querySelector("#main-menu-panel")?.closest("[inert]"))).toBe(false);
    const language = page.locator("#main-menu-panel").getByRole("navigation", { name: "Kieli" });
    await expect(language.getByRole("link", { name: "På svenska" })).toHaveAttribute("href", "/sv/tider");
    await expectNothingWiderThanWindow(page);
    await expectNoAxeViolations(page);

    // Tab goes round the drawer and its button, never to the page behind.
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && (!!active.closest("#main-menu-panel") || active.getAttribute("aria-controls") === "main-menu-panel");
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Valikko" })).toBeFocused();
    expect(await page.locator("[inert]").count()).toBe(0);

    // "More" in the tab bar opens the same drawer and gets focus back.
    const more = page.getByRole("navigation", { name: "Pikalinkit" }).getByRole("button", { name: "Lisää" });
    await more.click();
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("nav.tab-bar")).toHaveAttribute("inert", "");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    expect(await page.locator("[inert]").count()).toBe(0);
  });
});

test("a guardian switches from Eetu to Helmi from the header, staying on the page (children's brand)", async ({ page }) => {
  test.slow();
  await identifyAsGuardian(page, kids, /Mikko Nieminen/);
  await page.getByRole("list", { name: "Your children" }).getByRole("button", { name: /Eetu Nieminen/ }).click();
  await expect(page).toHaveURL(/\/en$/);

  await page.goto(`${kids}/en/vaccinations`);
  await waitForHydration(page);
  const userMenu = page.getByRole("navigation", { name: "User menu" });
  const person = userMenu.getByRole("button", { name: "Acting for Eetu" });
  await expect(person).toBeVisible();
  await expectCompactShell(page, "Shortcuts");
  await expectNothingWiderThanWindow(page);
  await expectNoAxeViolations(page);

  await person.click();
  await expect(userMenu.locator(".person-switcher__label")).toHaveText("Acting for");
  await expect(userMenu.getByRole("link", { name: "Eetu Nieminen" })).toBeVisible();
  await expectNothingWiderThanWindow(page);
  await expectNoAxeViolations(page);
  await userMenu.getByRole("link", { name: "Change person" }).click();

  await expect(page).toHaveURL(/\/en\/choose-person\?actor=child&next=%2Fen%2Fvaccinations$/);
  await expectNothingWiderThanWindow(page);
  await expectNoAxeViolations(page);
  await page.getByRole("list", { name: "Your children" }).getByRole("button", { name: /Helmi Nieminen/ }).click();

  await expect(page).toHaveURL(/\/en\/vaccinations$/);
  await expect(page.getByRole("navigation", { name: "User menu" }).getByRole("button", { name: "Acting for Helmi" })).toBeVisible();
  await expectNothingWiderThanWindow(page);
  await expectNoAxeViolations(page);
});

test("a guardian who chose their own matters at login switches to a child from the header (children's brand)", async ({ page }) => {
  test.slow();
  await page.goto(`${kids}/en/login?nextPath=%2Fen`);
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: "My own" })).toBeChecked();
  await page.getByRole("link", { name: "OP", exact: true }).click();
  await page.getByRole("button", { name: /Mikko Nieminen/ }).click();
  await expect(page).toHaveURL(/\/en\/choose-person\?actor=child/);
  await page.getByRole("button", { name: "My own matters" }).click();
  await expect(page).toHaveURL(/\/en$/);

  await page.goto(`${kids}/en/appointments`);
  await waitForHydration(page);
  const userMenu = page.getByRole("navigation", { name: "User menu" });
  const person = userMenu.getByRole("button", { name: "Your account" });
  await expectCompactShell(page, "Shortcuts");
  await person.click();
  await expect(userMenu.getByRole("link", { name: "Mikko Nieminen" })).toBeVisible();
  await expect(userMenu.locator(".person-switcher__label")).toHaveCount(0);
  await expectNothingWiderThanWindow(page);
  await expectNoAxeViolations(page);
  await userMenu.getByRole("link", { name: "Change person" }).click();

  await expect(page).toHaveURL(/\/en\/choose-person\?actor=child&next=%2Fen%2Fappointments$/);
  await expectNothingWiderThanWindow(page);
  await expectNoAxeViolations(page);
  await page.getByRole("list", { name: "Your children" }).getByRole("button", { name: /Eetu Nieminen/ }).click();

  await expect(page).toHaveURL(/\/en\/appointments$/);
  await expect(page.getByRole("navigation", { name: "User menu" }).getByRole("button", { name: "Acting for Eetu" })).toBeVisible();
  await expectNothingWiderThanWindow(page);
  await expectNoAxeViolations(page);
});
