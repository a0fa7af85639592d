import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { identifyAsGuardian } from "./pages/account";

// Login page (both brands, the children's brand's own/child choice by keyboard) and the guardian
// front page with its error toast; axe on each.
const port = Number(process.env.E2E_PORT ?? 3100);
const adult = `http://localhost:${port}`;
const kids = `http://kids.localhost:${port}`;

async function queryOf(link: Locator): Promise<Record<string, string>> {
  const url = new URL((await link.getAttribute("href")) ?? "", adult);
  expect(url.pathname).toBe("/oauth/authenticate");
  return Object.fromEntries(url.searchParams);
}

test("login page of the adult brand lists the providers and passes axe", async ({ page }) => {
  await page.goto(`${adult}/en/login?nextPath=%2Fen%2Finvoices`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Hoiva");
  const providers = page.getByRole("list", { name: "Identification methods" }).getByRole("link");
  await expect(providers).toHaveCount(11);
  await expect(providers.first()).toHaveText("Mobile certificate");
  expect(await queryOf(page.getByRole("link", { name: "Nordea" }))).toEqual({
    lang: "en",
    next: "/en/invoices",
    acr_values: "fi:bank:nordea",
  });
  expect(await queryOf(page.getByRole("link", { name: "Log in with bank credentials" }))).toEqual({
    lang: "en",
    next: "/en/invoices",
    acr_values: "fi:bank",
  });
  await expect(page.getByText(/^The connection is secure\./)).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("login page shows a failed identification", async ({ page }) => {
  await page.goto(`${adult}/fi/kirjaudu?error=failed`);
  await expect(page.getByRole("alert").filter({ hasText: "Tunnistautuminen epäonnistui" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("login page of the children's brand: 'My child's' by keyboard adds actor=child to every provider link", async ({ page }) => {
  await page.goto(`${kids}/en/login?nextPath=%2Fen`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Hoiva Junior");
  const group = page.getByRole("group", { name: "Whose matters are you handling?" });
  const own = group.getByRole("radio", { name: "My own" });
  const child = group.getByRole("radio", { name: "My child's" });
  await expect(own).toBeChecked();
  expect((await queryOf(page.getByRole("link", { name: "OP", exact: true }))).actor).toBeUndefined();
  await expectNoAxeViolations(page);

  await own.focus();
  await page.keyboard.press("ArrowRight");
  await expect(child).toBeChecked();
  await expect(child).toBeFocused();
  const providers = page.getByRole("list", { name: "Identification methods" }).getByRole("link");
  for (const link of await providers.all()) expect((await queryOf(link)).actor).toBe("child");
  expect(await queryOf(page.getByRole("link", { name: "Log in with bank credentials" }))).toEqual({
    lang: "en",
    next: "/en",
    acr_values: "fi:bank",
    actor: "child",
  });
  await expectNoAxeViolations(page);
});

test("guardian front page: no menu or footer, two ways to log in, and the disallowed toast", async ({ page }) => {
  await page.goto(`${kids}/en/transaction-path?error=disallowed`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the children's service");
  await expect(page.getByRole("button", { name: "Menu" })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);

  const toast = page.getByRole("alert");
  await expect(toast.getByText("You cannot act on behalf of this person")).toBeVisible();
  await expect(toast.getByRole("link", { name: "Read more about acting on behalf of another person" })).toHaveAttribute(
    "href",
    "https://www.suomi.fi/valtuudet",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Log in acting on behalf of a person" }).click();
  await expect(page).toHaveURL(/\/en\/login\?nextPath=%2Fen&actor=mandate$/);
  expect((await queryOf(page.getByRole("link", { name: "Mobile certificate" }))).actor).toBe("mandate");
});

test("guardian front page: unknown error toast, and the language switch reloads to the front page", async ({ page }) => {
  await page.goto(`${kids}/fi/asiointipolku?error=unknown`);
  await expect(page.getByRole("alert").getByText("Tapahtui tuntematon virhe")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Kieli" }).getByRole("link", { name: "På svenska" }).click();
  await expect(page).toHaveURL(/\/sv$/);
});

// Whole journeys through the built-in test identity provider (development stage). The first
// identification of a fresh server also creates its keys, so these get the slow-test time limit.
test("a guardian logs in for a child and chooses whose matters to handle", async ({ page }) => {
  test.slow();
  await identifyAsGuardian(page, kids, /Mikko Nieminen/);

  await expect(page).toHaveURL(/\/en\/choose-person\?actor=child&next=%2Fen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whose matters do you want to handle?");
  const children = page.getByRole("list", { name: "Your children" }).getByRole("button");
  // Aada, a newborn, has no patient record (guardian-registration.spec.ts registers her).
  await expect(children).toHaveText([/Eetu Nieminen/, /Helmi Nieminen/, /Aada Nieminen/]);
  await expectNoAxeViolations(page);

  await children.first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("navigation", { name: "User menu" })).toContainText("Eetu Nieminen");
});

test("a child under 12 who logs in herself is told a guardian logs in for her, and is not logged in", async ({ page }) => {
  test.slow();
  await page.goto(`${kids}/en/login?nextPath=%2Fen`);
  await page.getByRole("link", { name: "OP", exact: true }).click();
  await page.getByRole("button", { name: /Helmi Nieminen/ }).click();
  await expect(page).toHaveURL(/\/en\/login\?nextPath=%2Fen&actor=child&error=guardianLogin$/);
  const notice = page.getByRole("alert", { name: "A guardian logs in for children under 12" });
  await expect(notice).toContainText("Your guardian logs in with their own identification");
  await expect(page.getByRole("radio", { name: "My child's" })).toBeChecked();
  await expectNoAxeViolations(page);
  // Not logged in: the front page is the anonymous one.
  await page.goto(`${kids}/en`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeVisible();
});

test("a person who is no guardian of a young child is refused with the disallowed toast", async ({ page }) => {
  test.slow();
  await page.goto(`${kids}/fi/kirjaudu?nextPath=%2Ffi&actor=child`);
  await page.getByRole("link", { name: "Nordea" }).click();
  await page.getByRole("button", { name: /Venla Heikkinen/ }).click();
  await expect(page).toHaveURL(/\/fi\/asiointipolku\?error=disallowed$/);
  await expect(page.getByRole("alert").getByText("Et voi asioida tämän henkilön puolesta")).toBeVisible();
});

/** Aino logs in by mandate from the guardian front page and chooses Raili (works without scripts). */
async function actForRailiByMandate(page: Page) {
  await page.goto(`${adult}/en/transaction-path`);
  await page.getByRole("link", { name: "Log in acting on behalf of a person" }).click();
  await page.getByRole("link", { name: "Log in with bank credentials" }).click();
  await page.getByRole("button", { name: /Aino Virtanen/ }).click();
  await expect(page).toHaveURL(/\/en\/choose-person\?actor=mandate&next=%2Fen$/);
  await page.getByRole("list", { name: "Persons you may act for" }).getByRole("button", { name: /Raili Hämäläinen/ }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("navigation", { name: "User menu" })).toContainText("Raili Hämäläinen");
}

test("an agent logs in by mandate from the guardian front page and acts for the principal", async ({ page }) => {
  test.slow();
  await actForRailiByMandate(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("choosing whom to act for is a plain form post that works before scripts run", async ({ page }) => {
    test.slow();
    await actForRailiByMandate(page);
  });
});
