import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { identifyAsGuardian, kids } from "./pages/account";
import { AccessLogPage } from "./pages/access-log";
import { waitForHydration } from "./pages/hydration";

// Who has viewed my data (issue 15; Act 703/2023; decisions 240-242): Aino reaches the page from My
// information, sees the demo's professional accesses newest first and narrows them to whole days,
// with and without JavaScript; Mikko acting for Eetu sees Eetu's. The demo data is relative to
// TEST_NOW (Tuesday 24.11.2026): Aino's professionals read and wrote on 19.11 and 14.11 among
// other days, all before today. Journeys of the care team (professional-care.spec.ts) add
// accesses of today, 24.11, at any moment, so exact counts are taken of the days before it.

const AINO_ACCESSES = 15;
const DEMO_DAYS = ["2026-01-01", "2026-11-23"] as const;

/** The page lists at least the demo's accesses (journeys running beside this one may add today's). */
async function expectAtLeastDemoAccesses(accessLog: AccessLogPage) {
  await expect(accessLog.rows().nth(AINO_ACCESSES - 1)).toBeVisible();
}

test.describe("a patient", () => {
  test.use({ persona: "aino" });

  test("sees which professionals viewed or changed her data and filters by date (fi)", async ({ page }) => {
    const accessLog = new AccessLogPage(page, "fi");
    await page.goto("/fi/omat-tiedot");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Kuka on katsonut tietojani" }).click();

    await expect(page).toHaveURL(/\/fi\/omat-tiedot\/tietojeni-katselu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kuka on katsonut tietojani");
    await expect(page.getByRole("table", { name: /^Katselut ja muutokset, sivu 1\/\d$/ })).toBeVisible();
    await expectAtLeastDemoAccesses(accessLog);
    await accessLog.filter(...DEMO_DAYS);
    await expect(page.getByRole("table", { name: "Katselut ja muutokset, sivu 1/1" })).toBeVisible();
    await expect(accessLog.rows()).toHaveCount(AINO_ACCESSES);
    await expect(accessLog.rows().first().getByRole("cell")).toHaveText(["23.11.2026 9:15", "Elina Saarinen", "Sairaanhoitaja", "Hoiva Pasila", "Muutti", "Viestit"]);
    await expect(accessLog.rows().filter({ hasText: "Reseptit" }).filter({ hasText: "Muutti" })).toContainText("Laura Salminen");
    await expectNoAxeViolations(page);

    await accessLog.filter("2026-11-14", "2026-11-19");
    await expect(page).toHaveURL(/\?from=2026-11-14&to=2026-11-19$/);
    await expect(accessLog.rows()).toHaveCount(5);
    await expect(accessLog.rows().first().getByRole("cell").first()).toHaveText("19.11.2026 14:40");
    await expect(accessLog.rows().last().getByRole("cell").first()).toHaveText("14.11.2026 11:20");
    await expectNoAxeViolations(page);

    await accessLog.filter("2026-11-01", "2026-11-05");
    await expect(page.getByText("Ei katseluja tai muutoksia näinä päivinä.")).toBeVisible();
    await accessLog.clearLink().click();
    await expect(page).toHaveURL(/\/fi\/omat-tiedot\/tietojeni-katselu$/);
    await expectAtLeastDemoAccesses(accessLog);
  });
});

test.describe("a patient without JavaScript", () => {
  test.use({ persona: "aino", javaScriptEnabled: false });

  test("filters by date with the plain form (en)", async ({ page }) => {
    const accessLog = new AccessLogPage(page, "en");
    await page.goto("/en/my-information/who-has-viewed-my-data");
    await expectAtLeastDemoAccesses(accessLog);
    await accessLog.filter("2026-11-23", "2026-11-23");
    await expect(page).toHaveURL(/\?from=2026-11-23&to=2026-11-23$/);
    await expect(accessLog.rows()).toHaveCount(4);
    await expect(accessLog.rows().first().getByRole("cell")).toHaveText(["23.11.2026 9:15", "Elina Saarinen", "Sairaanhoitaja", "Hoiva Pasila", "Changed", "Messages"]);
  });
});

test("a guardian acting for Eetu sees the professionals who viewed Eetu's data (en)", async ({ page }) => {
  test.slow();
  const accessLog = new AccessLogPage(page, "en");
  await identifyAsGuardian(page, kids, /Mikko Nieminen/);
  await page.getByRole("list", { name: "Your children" }).getByRole("button", { name: /Eetu Nieminen/ }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto(`${kids}/en/my-information`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Who has viewed my data" }).click();
  await expect(page).toHaveURL(/\/en\/my-information\/who-has-viewed-my-data$/);
  await expect(page.locator("html")).toHaveAttribute("data-brand", "kids");
  await expect(accessLog.rows()).toHaveCount(5);
  await expect(accessLog.rows().first().getByRole("cell")).toHaveText(["22.11.2026 16:20", "Anu Karjalainen", "Lastentautien erikoislääkäri", "Hoiva Junior Itäkeskus", "Viewed", "Visits"]);
  await expect(accessLog.rows().filter({ hasText: "Vaccinations" })).toContainText("Viewed");
  await expect(page.getByText("Laura Salminen")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
