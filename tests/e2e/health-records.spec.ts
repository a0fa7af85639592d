import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { HealthRecordsPages, shownDaysAgo } from "./pages/health-records";

// Health records (spec part 2 §2 "Results, referrals, visits, questionnaires", §3, §4; decisions
// 190-199): Aino opens a laboratory result day with an out-of-range value and that test's history
// chart (en), and a visit's medical report and its print view (fi). axe on every screen.

test.describe("health records of a logged-in patient", () => {
  test.use({ persona: "aino" });

  test("a laboratory result with an out-of-range value and its history chart (en)", async ({ page }) => {
    const records = new HealthRecordsPages(page);
    await records.gotoLaboratory("en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laboratory");
    const pendingDay = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Results of ${shownDaysAgo(1, "en")}` }) });
    await expect(pendingDay.getByText("Pending")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Laboratory referrals" })).toBeVisible();
    await expectNoAxeViolations(page);

    const day = shownDaysAgo(28, "en");
    await page.getByRole("link", { name: `Results of ${day}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Laboratory results ${day}`);
    await expect(page.locator("#main").getByText("Aino Virtanen")).toBeVisible();
    const cholesterol = records.testRow("Kolesteroli");
    await expect(cholesterol).toContainText("5.6");
    await expect(cholesterol).toContainText("Above the reference range");
    await expect(cholesterol).toContainText("<5");
    await expect(records.testRow("C-reaktiivinen proteiini")).toContainText("< 3");
    await expect(records.testRow("Hemoglobiini")).toContainText("117–155");
    // The test restricted to professionals is not there.
    await expect(page.getByText("Raudan kyllästeisyys")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await cholesterol.getByRole("link", { name: "History of Kolesteroli" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kolesteroli: results over time");
    const chart = page.getByRole("img", { name: /^Kolesteroli \(mmol\/l\) from / });
    await expect(chart).toBeVisible();
    await expect(chart.locator("circle")).toHaveCount(3);
    const table = page.getByRole("table", { name: "Kolesteroli, every result" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row").nth(1)).toContainText(day);
    await expect(table.getByRole("row").nth(1)).toContainText("Above the reference range");
    await expectNoAxeViolations(page);
    await table.getByRole("link", { name: day }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Laboratory results ${day}`);
  });

  test("a visit's medical report and its print view (fi)", async ({ page }) => {
    const records = new HealthRecordsPages(page);
    await records.gotoVisits("fi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käynnit");
    await expectNoAxeViolations(page);
    await page.locator(".record-list").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käyntikertomus");
    await expect(page.getByText("140386-246K")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Diagnoosit" })).toBeVisible();
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    await records.stubPrint();
    await page.getByRole("button", { name: "Tulosta" }).click();
    expect(await records.printCalls()).toBe(1);

    // The print view: the report alone, without the portal's header, menu and footer.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käyntikertomus");
    await expect(page.getByText("140386-246K")).toBeVisible();
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(page.getByRole("button", { name: "Tulosta" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Kaikki käynnit" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("link", { name: "Kaikki käynnit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käynnit");
  });
});
