import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { logInAs } from "./pages/account";
import { MyInformationPage, logInToKidsAsSelf } from "./pages/my-information";

// My information (spec part 1 §2, §3, §4, §5, §7, §8): the contact tab's form with its rules, the
// guardians of a minor, the permissions tab; axe on both tabs in both brands.

test("edit contact details: a validation error first, then saved (fi)", async ({ page }) => {
  test.slow();
  await logInAs(page, "Timo Salo", "/fi/omat-tiedot");
  const info = new MyInformationPage(page);
  await info.goto();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omat tiedot");
  await expect(page.getByRole("tab", { name: "Yhteystiedot" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);

  // An invalid zip code and phone number: the field's message on leaving it; a try to save shows
  // the summary and sends nothing (decision 326).
  await info.field("Postinumero").fill("123");
  await info.field("Postinumero").blur();
  await expect(page.getByText("Postinumeron pituuden tulee olla 5 ja se voi sisältää vain numeroita")).toBeVisible();
  await info.field("Puhelinnumero").fill("040 765 4321");
  await info.field("Puhelinnumero").blur();
  await expect(info.field("Puhelinnumero")).toHaveValue("+358407654321");
  await expect(info.summary()).toHaveCount(0);
  await page.getByRole("button", { name: "Tallenna", exact: true }).click();
  await expect(info.summary()).toContainText("Tarkista seuraavat kentät:");
  await expect(info.summary().getByRole("link", { name: "Postinumero" })).toBeVisible();
  await expect(info.field("Postinumero")).toHaveValue("123");
  await expectNoAxeViolations(page);

  // Corrected: saved, and the page shows the saved values with the toast.
  await info.field("Postinumero").fill("00250");
  await info.field("Katuosoite").fill("Töölönkatu 5 B 12");
  await info.field("Kieli").selectOption("sv");
  await page.getByRole("button", { name: "Tallenna", exact: true }).click();
  await expect(page.getByText("Tietosi on tallennettu")).toBeVisible();
  await page.reload();
  await expect(info.field("Katuosoite")).toHaveValue("Töölönkatu 5 B 12");
  await expect(info.field("Postinumero")).toHaveValue("00250");
  await expect(info.field("Puhelinnumero")).toHaveValue("+358407654321");
  await expect(info.field("Kieli")).toHaveValue("sv");

  // The permissions tab: the patient data consent form with the occupational consent (adult brand).
  await page.getByRole("tab", { name: "Luvat ja suostumukset" }).click();
  await expect(page).toHaveURL(/\/fi\/omat-tiedot\?tab=consent$/);
  await expect(page.getByRole("checkbox", { name: /Työterveyshuollon tietojani/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("add and remove a second guardian, with JavaScript and without (Venla, children's brand)", async ({ page, browser }) => {
  test.slow();
  await logInToKidsAsSelf(page, "Venla Heikkinen", "/fi/omat-tiedot");
  const info = new MyInformationPage(page);
  await info.goto("kids");
  const first = info.guardian(1);
  await expect(first).toBeVisible();
  await expect(first.getByText("140679-****")).toBeVisible();
  await expect(first.getByRole("button", { name: /Poista/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Lisää huoltaja" }).click();
  const second = info.guardian(2);
  await expect(second.getByLabel("Nimi")).toBeFocused();
  await expect(page.getByRole("button", { name: "Lisää huoltaja" })).toHaveCount(0);
  await second.getByLabel("Nimi").fill("Petri Heikkinen");
  await second.getByLabel("Puhelinnumero").fill("050 111 2233");
  await second.getByLabel("Sähköpostiosoite").fill("petri.heikkinen@example.com");
  // An own address: the address fields appear when the box is cleared.
  await expect(second.getByLabel("Katuosoite")).toHaveCount(0);
  await second.getByLabel("Huoltajalla on sama osoite").uncheck();
  await second.getByLabel("Katuosoite").fill("Linnankatu 2");
  await second.getByLabel("Postinumero").fill("13100");
  await second.getByLabel("Postitoimipaikka").fill("Hämeenlinna");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Tallenna", exact: true }).click();
  await expect(page.getByText("Tietosi on tallennettu")).toBeVisible();

  await page.reload();
  await expect(info.guardian(2).getByLabel("Nimi")).toHaveValue("Petri Heikkinen");
  await expect(info.guardian(2).getByLabel("Puhelinnumero")).toHaveValue("+358501112233");
  await info.guardian(2).getByRole("button", { name: "Poista huoltaja 2" }).click();
  await expect(info.guardian(2)).toHaveCount(0);
  await page.getByRole("button", { name: "Tallenna", exact: true }).click();
  await expect(page.getByText("Tietosi on tallennettu")).toBeVisible();
  await page.reload();
  await expect(info.guardian(1)).toBeVisible();
  await expect(info.guardian(2)).toHaveCount(0);

  // Without JavaScript, Add and Remove post the form; the page comes back with focus where the
  // script would put it. Nothing is saved. (In this test, after the saves above: one Venla.)
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await withoutScripts.newPage();
    await logInToKidsAsSelf(plain, "Venla Heikkinen", "/fi/omat-tiedot");
    const plainInfo = new MyInformationPage(plain);
    await plain.getByRole("button", { name: "Lisää huoltaja" }).click();
    await expect(plainInfo.guardian(2).getByLabel("Nimi")).toBeFocused();
    // The ticked "same address" hides the address fields without a script too.
    await expect(plainInfo.guardian(2).getByLabel("Huoltajalla on sama osoite")).toBeChecked();
    await expect(plainInfo.guardian(2).getByLabel("Katuosoite")).toBeHidden();
    await plainInfo.guardian(2).getByLabel("Huoltajalla on sama osoite").uncheck();
    await expect(plainInfo.guardian(2).getByLabel("Katuosoite")).toBeVisible();
    await plainInfo.guardian(2).getByRole("button", { name: "Poista huoltaja 2" }).click();
    await expect(plainInfo.guardian(2)).toHaveCount(0);
    await expect(plain.getByRole("button", { name: "Lisää huoltaja" })).toBeFocused();
  } finally {
    await withoutScripts.close();
  }

  // The permissions tab of the children's brand: no occupational consent.
  await page.getByRole("tab", { name: "Luvat ja suostumukset" }).click();
  await expect(page.getByRole("checkbox", { name: /tekstiviestinä/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Työterveyshuollon tietojani/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
