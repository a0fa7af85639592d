import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { identifyAsGuardian, kids } from "./pages/account";

// The areas added for patients (invoices, conversations, results, visits, prescriptions,
// questionnaires) in the children's brand, as a guardian sees them while acting for a child: each
// page renders in the brand's colours with the child's data and axe finds nothing.

const PAGES = ["/en/invoices", "/en/messages", "/en/laboratory", "/en/imaging", "/en/visits", "/en/prescriptions", "/en/questionnaires"];

test("a guardian acting for Eetu: every new area of the children's brand passes axe (en)", async ({ page }) => {
  test.slow();
  await identifyAsGuardian(page, kids, /Mikko Nieminen/);
  await expect(page).toHaveURL(/\/en\/choose-person\?actor=child&next=%2Fen$/);
  await page.getByRole("list", { name: "Your children" }).getByRole("button", { name: /Eetu Nieminen/ }).click();
  await expect(page).toHaveURL(/\/en$/);
  for (const path of PAGES) {
    const response = await page.goto(`${kids}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-brand", "kids");
    await expect(page.getByRole("navigation", { name: "User menu" })).toContainText("Eetu Nieminen");
    await expectNoAxeViolations(page);
  }
});
