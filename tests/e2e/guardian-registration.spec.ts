import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { identifyAsGuardian } from "./pages/account";

// A guardian registers a child who has no patient record yet (spec part 2 §2 "Registration", §3,
// §4) in the children's brand: Mikko logs in for a child, chooses Aada (a newborn the population
// register names but who is not a customer), registers her ("Child's details"), gives the patient
// data consent and ends on the next page acting for her. Axe on the choose-person and
// registration pages.
const port = Number(process.env.E2E_PORT ?? 3100);
const kids = `http://kids.localhost:${port}`;

test("a guardian registers a newborn from the choose-person page and then acts for her", async ({ page }) => {
  test.slow();
  await identifyAsGuardian(page, kids, /Mikko Nieminen/);

  // The choose-person page lists Aada with the hint that she is not a customer yet.
  await expect(page).toHaveURL(`${kids}/en/choose-person?actor=child&next=%2Fen`);
  const children = page.getByRole("list", { name: "Your children" }).getByRole("button");
  await expect(children).toHaveText([/Eetu Nieminen/, /Helmi Nieminen/, /Aada Nieminen/]);
  const aada = children.filter({ hasText: "Aada Nieminen" });
  await expect(aada).toContainText("Born 18.4.2026");
  await expect(aada).toContainText("Not a customer yet: you register the child next");
  await expect(aada).toHaveAttribute("value", /^child-/);
  await expectNoAxeViolations(page);
  await aada.click();

  // The registration form for the child, starting from the guardian's contact details.
  await expect(page).toHaveURL(`${kids}/en/registration?nextPath=%2Fen`);
  await expect(page.getByRole("heading", { level: 1, name: "Register as a customer" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Child's details" })).toBeVisible();
  await expect(page.getByText("180426A****")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Aada");
  await expect(page.getByLabel("Last name")).toHaveValue("Nieminen");
  await expect(page.getByLabel("Street address")).toHaveValue("Itäkatu 22 D 40");
  await expect(page.getByRole("navigation", { name: "User menu" })).toContainText("Aada Nieminen");
  await expectNoAxeViolations(page);
  await page.getByLabel("Post office").fill("Helsinki");
  await page.getByRole("button", { name: "Register" }).click();

  // Registered: the consent page for the child, then the next page acting for her.
  await expect(page).toHaveURL(`${kids}/en/data-processing?nextPath=%2Fen`);
  await expect(page.getByRole("heading", { level: 1, name: "Patient data processing" })).toBeVisible();
  await page.getByLabel("I want appointment confirmations and reminders by text message").check();
  await page.getByText("Privacy policy", { exact: true }).click();
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(`${kids}/en`);
  await expect(page.getByText("Your choices have been saved")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "User menu" })).toContainText("Aada Nieminen");
  await expect(page.getByText("Hello Mikko")).toBeVisible();
});
