import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult, identifyWithCode } from "./pages/account";
import { waitForHydration } from "./pages/hydration";

// Registration of a new person: strong login with an identity code no customer has (typed into the
// built-in identity provider), the registration form (a bad zip code shows the spec's message and
// keeps the input), the patient data consent (Save only after the privacy policy is read), the
// new-customer page, log out. Axe on every page of the way.

/** Valid identity codes no demo person has (individual numbers 900+ are never generated). */
const NEWCOMER = { identityCode: "231179-9580", givenName: "Ville", familyName: "Uusikari" };

test("a new person registers, gives the patient data consent and is welcomed as a new customer", async ({ page }) => {
  test.slow();
  await page.goto(`${adult}/en/registration`);
  await expect(page).toHaveURL(/\/en\/login\?nextPath=%2Fen%2Fregistration/);
  await identifyWithCode(page, NEWCOMER);

  // The registration form, with the names from the identification and the masked person id.
  await expect(page).toHaveURL(`${adult}/en/registration`);
  await expect(page.getByRole("heading", { level: 1, name: "Register as a customer" })).toBeVisible();
  await expect(page.getByText("231179-****")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Ville");
  await expect(page.getByLabel("Last name")).toHaveValue("Uusikari");
  await expectNoAxeViolations(page);

  // A field's message shows on leaving it once the page runs and its form's checks have loaded
  // after the first paint (before that, after a submit).
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Street address").fill("Testikatu 1 A 2");
  await page.getByLabel("Zip code").fill("0010A");
  await page.getByLabel("Post office").fill("Helsinki");
  await expect(page.getByText("Zipcode length should be 5 and can only contain numbers")).toBeVisible();
  await expect(page.getByLabel("Zip code")).toHaveValue("0010A");
  await page.getByLabel("Phone number").fill("040 111 2233");
  await page.getByLabel("Email").fill("ville.uusikari@example.com");
  await page.getByRole("button", { name: "Register" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please check the following fields:" });
  await expect(summary.getByRole("link", { name: "Zip code" })).toBeVisible();
  await expect(page.getByLabel("Zip code")).toHaveValue("0010A");
  await expect(page.getByLabel("Street address")).toHaveValue("Testikatu 1 A 2");
  await expectNoAxeViolations(page);

  await page.getByLabel("Zip code").fill("00100");
  await expect(page.getByLabel("Phone number")).toHaveValue("+358401112233");
  await page.getByRole("button", { name: "Register" }).click();

  // Registered: the consent page, Save only after the privacy policy has been read.
  await expect(page).toHaveURL(`${adult}/en/data-processing?nextPath=%2Fen%2Fnew-customer`);
  await expect(page.getByRole("heading", { level: 1, name: "Patient data processing" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "User menu" }).getByRole("link", { name: "Ville Uusikari" })).toBeVisible();
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByLabel("I want appointment confirmations and reminders by text message").check();
  await page.getByText("Privacy policy", { exact: true }).click();
  await expect(save).toBeEnabled();
  await save.click();

  // Saved: the new-customer page.
  await expect(page).toHaveURL(`${adult}/en/new-customer`);
  await expect(page.getByText("Your choices have been saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome as a new customer" })).toBeVisible();
  await expect(page.getByText(/You are now a customer of Hoiva/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The consent is stored: the consent page shows it as given.
  await page.goto(`${adult}/en/data-processing`);
  await expect(page.getByLabel("I want appointment confirmations and reminders by text message")).toBeChecked();
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();

  // Registration is done: the registration page sends the user on.
  await page.goto(`${adult}/en/registration`);
  await expect(page).toHaveURL(`${adult}/en/new-customer`);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(`${adult}/en`);
});

test("the new-customer page and the vaccination sign-in prompt for anonymous visitors, in Finnish", async ({ page }) => {
  await page.goto(`${adult}/fi/uusi-asiakas`);
  await expect(page.getByRole("heading", { level: 1, name: "Tervetuloa uudeksi asiakkaaksi" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "010 555 1000" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${adult}/fi/tyoterveys/rokotukset`);
  await expect(page.getByRole("heading", { level: 2, name: "Kirjaudu varataksesi rokotuksen" })).toBeVisible();
  await expectNoAxeViolations(page);
});
