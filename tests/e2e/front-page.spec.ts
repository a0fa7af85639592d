import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";

// Both brands, all three languages: the front page renders in its language and brand,
// carries the session state, and axe finds nothing.
const port = Number(process.env.E2E_PORT ?? 3100);
const brands = [
  { host: "localhost", brand: "adult", name: "Hoiva" },
  { host: "kids.localhost", brand: "kids", name: "Hoiva Junior" },
] as const;
const headings = { fi: "Tervetuloa", sv: "Välkommen", en: "Welcome" } as const;

for (const { host, brand, name } of brands) {
  for (const lang of ["fi", "sv", "en"] as const) {
    test(`front page of the ${brand} brand in ${lang}`, async ({ page }) => {
      await page.goto(`http://${host}:${port}/${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("data-brand", brand);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(headings[lang]);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

      const state = JSON.parse((await page.locator("#session-state").textContent()) ?? "{}");
      expect(state).toMatchObject({ environment: `${brand}-development`, lang, isSessionValid: false });

      await expectNoAxeViolations(page);
    });
  }
}

test("a visitor's front door: book by service with prices from, log in and why, the clinics and customer service's hours", async ({ page }) => {
  await page.goto(`http://localhost:${port}/en`);
  const services = page.getByRole("region", { name: "Book by service" });
  const gp = services.getByRole("link", { name: /^General practitioner/ });
  await expect(gp).toContainText(/From €\d+\.\d{2}/);
  await expect(page.getByRole("region", { name: "Log in to your own information" }).getByRole("link", { name: "Help with logging in" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Our clinics" }).getByRole("link", { name: "Map of Hoiva Kamppi" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Customer service" })).toContainText("Monday to Friday");
  await gp.click();
  await expect(page).toHaveURL(/\/en\/booking\/private-customer\?specialtyIds=YL$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The children's brand speaks to parents.
  await page.goto(`http://kids.localhost:${port}/fi`);
  await expect(page.getByRole("region", { name: "Varaa aika lapsellesi" }).getByRole("link", { name: /^Lastentaudit/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Kirjaudu huoltajana" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Asiakaspalvelu" })).toContainText("Lauantaina ja sunnuntaina");
});

test("the root path goes to the Finnish front page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/fi$/);
});

test("the language switch keeps the page and changes the localised path", async ({ page }) => {
  await page.goto("/fi/ajanvaraus");
  await page.getByRole("navigation", { name: "Kieli" }).getByRole("link", { name: "På svenska" }).click();
  await expect(page).toHaveURL(/\/sv\/tidsbokning$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
});

test("an unknown path shows a localised not-found page with a way back", async ({ page }) => {
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await page.getByRole("link", { name: "Back to the front page" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expectNoAxeViolations(page);
});

test("the hamburger menu opens with the keyboard and closes with Escape", async ({ page }) => {
  await page.goto("/en");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book an appointment" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
  await expect(toggle).toBeFocused();
});
