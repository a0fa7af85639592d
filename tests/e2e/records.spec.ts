import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { identifyAsGuardian, kids } from "./pages/account";
import { RecordsPages } from "./pages/records";

// Certificates, vaccinations, the occupational health care team and the logged-in menu (spec part
// 1 §2, §4, §6, §9; part 2 §3; decisions 224-231): Aino (private, fi) reaches her certificates and
// vaccinations from the menu; Jari (occupational, en) has the occupational and sickness fund groups,
// the themed header and his team with profile links; Mikko acting for Eetu in the children's brand
// has the child's name and the chat notice. axe on every screen in both brands.

test.describe("a private customer", () => {
  test.use({ persona: "aino" });

  test("certificates and vaccinations from the menu, no occupational group (fi)", async ({ page }) => {
    const records = new RecordsPages(page);
    await page.goto("/fi");
    await expect(page.locator("html")).not.toHaveAttribute("data-care", "occupational");
    let menu = await records.openMenu("fi");
    await expect(menu.getByRole("heading", { name: "Työterveyshuolto" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Ohjeita" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Aino Virtanen" })).toHaveAttribute("data-private", "");
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Todistukset" }).click();

    await expect(page).toHaveURL(/\/fi\/todistukset$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Todistukset");
    await expect(records.timelineYears()).toHaveText(["2026", "2024", "2023", "2022"]);
    await expect(page.getByText("Sairausloma 14.02.2022–16.02.2022 (3 päivää)")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Hoitajan todistus" })).toBeVisible();
    await expect(page.getByText("2021")).toHaveCount(0);
    await expectNoAxeViolations(page);

    menu = await records.openMenu("fi");
    await menu.getByRole("link", { name: "Rokotukset" }).click();
    await expect(page).toHaveURL(/\/fi\/rokotukset$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rokotukset");
    await expect(page.getByRole("rowheader")).toHaveCount(6);
    await expect(records.vaccinationRow("Kolerarokote (Dukoral), tehosteannos")).toContainText("Voimassa 09.12.2026 asti (2 viikkoa)");
    await expect(records.vaccinationRow("Lavantautirokote (Typhim Vi)")).toContainText("Ei voimassa");
    await expect(records.vaccinationRow("Hepatiitti A- ja B-rokote, 3. annos")).toContainText("Ei päättymispäivää");
    await expect(records.vaccinationRow("Influenssarokote")).toContainText("Rokotuspiste Kamppi");
    await expect(page.getByRole("navigation", { name: "Sivutus" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // No team for her: the page says so.
    await page.goto("/fi/tyoterveystiimi");
    await expect(page.getByText("Sinulla ei ole työterveystiimiä.", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("an occupational customer", () => {
  test.use({ persona: "jari" });

  test("the occupational and sickness fund groups, the themed header and the team (en)", async ({ page }) => {
    const records = new RecordsPages(page);
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-care", "occupational");
    const menu = await records.openMenu("en");
    const occupational = records.menuGroup(menu, "Occupational health care");
    await expect(occupational.getByRole("link")).toHaveText([
      // The unread count is Jari's own (the messaging journey reads his unread conversation).
      /^Messages( \d+ unread)?$/,
      "Book an occupational health appointment",
      "Occupational health care team",
    ]);
    await expect(records.menuGroup(menu, "Sickness fund").getByRole("link", { name: "Sickness fund" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Jari Laine" })).toHaveAttribute("data-hj-suppress", "");
    await expect(page.getByRole("navigation", { name: "User menu" }).getByRole("link", { name: "Jari Laine" })).toHaveAttribute("href", "/en/my-information");
    await expectNoAxeViolations(page);
    await occupational.getByRole("link", { name: "Occupational health care team" }).click();

    await expect(page).toHaveURL(/\/en\/occupational-health-care-team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Occupational health care team");
    await expect(page.getByText("Kivirinne Rakennus Oy")).toBeVisible();
    const doctors = page.getByRole("list", { name: "Responsible doctors" });
    await expect(doctors.getByRole("listitem")).toHaveCount(2);
    const profile = doctors.getByRole("link", { name: /^Profile of / }).first();
    await expect(profile).toHaveAttribute("href", /^https:\/\/www\.hoiva\.example\/ammattilaiset\/\d+-2$/);
    const nurses = page.getByRole("list", { name: "Responsible nurses" });
    // The nurse is away (the care team's absence): until when, and who substitutes (decision 350).
    await expect(nurses).toContainText("Away until 12.12.2026.");
    await expect(nurses).toContainText("Substitute: Kaisa Ojala, Occupational health nurse");
    await expectNoAxeViolations(page);
    // Booking with a member: the occupational booking list with the practitioner chosen.
    await doctors.getByRole("link", { name: /^Book an appointment with / }).first().click();
    await expect(page).toHaveURL(/\/en\/booking\/occupational-healthcare\?practitionerIds=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/fi/tyoterveystiimi");
    await expect(page.getByRole("list", { name: "Vastuulääkärit" }).getByRole("link", { name: /^Esittely: / }).first()).toHaveAttribute("href", /\/ammattilaiset\/\d+$/);
    await page.getByRole("link", { name: "Lähetä viesti tiimille" }).click();
    await expect(page).toHaveURL(/\/fi\/viestit\/uusi$/);
    await expect(page.getByRole("region", { name: "Poissa työterveystiimistäsi" })).toContainText("Minna Rantanen (Työterveyshoitaja) on poissa 12.12.2026 asti. Sijainen: Kaisa Ojala (Työterveyshoitaja).");
    await expectNoAxeViolations(page);

    await page.goto("/sv/certifikat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Intyg");
    await expect(page.getByRole("heading", { level: 3, name: "Skötarintyg" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/en/sairauskassa");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("a guardian acting for Eetu in the children's brand: the child's menu, records and the chat notice (en)", async ({ page }) => {
  test.slow();
  const records = new RecordsPages(page);
  await identifyAsGuardian(page, kids, /Mikko Nieminen/);
  await page.getByRole("list", { name: "Your children" }).getByRole("button", { name: /Eetu Nieminen/ }).click();
  await expect(page).toHaveURL(/\/en$/);
  const menu = await records.openMenu("en");
  await expect(menu.getByRole("heading", { name: "Occupational health care" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Eetu Nieminen" })).toHaveAttribute("data-private", "");
  await expectNoAxeViolations(page);
  await menu.getByRole("link", { name: "Children's chat" }).click();
  await expect(page).toHaveURL(/\/en\/pikkutsatti$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Children's chat has moved");
  await expectNoAxeViolations(page);

  for (const [path, heading] of [
    ["/en/vaccinations", "Vaccinations"],
    ["/en/certificates", "Certificates"],
    ["/en/occupational-health-care-team", "Occupational health care team"],
  ] as const) {
    const response = await page.goto(`${kids}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-brand", "kids");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page);
  }
  await page.goto(`${kids}/en/vaccinations`);
  await expect(page.getByRole("rowheader")).toHaveText(["Influenssarokote (nenäsumute)", "MPR-rokote, 2. annos"]);
});
