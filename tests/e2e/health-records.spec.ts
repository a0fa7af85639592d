import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { HealthRecordsPages, shownDaysAgo } from "./pages/health-records";

// Health records (spec part 2 §2 "Results, referrals, visits, questionnaires", §3, §4; decisions
// 190-203): Aino opens a laboratory result day with an out-of-range value and that test's history
// chart (en), a visit's medical report and its print view (fi), renews a prescription and finds
// the request in her messages (fi), and answers a questionnaire and sees it read-only afterwards
// (sv). axe on every screen.

test.describe("health records of a logged-in patient", () => {
  test.use({ persona: "aino" });

  test("a laboratory result with an out-of-range value and its history chart (en)", async ({ page }) => {
    const records = new HealthRecordsPages(page);
    await records.gotoLaboratory("en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laboratory");
    const pendingDay = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Results of ${shownDaysAgo(1, "en")}` }) });
    await expect(pendingDay.getByText("Pending")).toBeVisible();
    await expect(pendingDay.getByText("Out-of-range value")).toHaveCount(0);
    const outOfRangeDay = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Results of ${shownDaysAgo(28, "en")}` }) });
    await expect(outOfRangeDay.getByText("Out-of-range value")).toBeVisible();
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

test.describe("prescription renewal and questionnaires", () => {
  test.use({ persona: "aino" });

  test("Aino renews a prescription and finds the request in her messages (fi)", async ({ page }) => {
    const records = new HealthRecordsPages(page);
    await records.gotoPrescriptions("fi");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reseptit");
    await expect(page.getByRole("checkbox")).toHaveCount(3);
    await expect(page.getByRole("checkbox", { name: /^Amoksisilliini/ })).toHaveCount(0);
    const renew = page.getByRole("button", { name: "Uusi valitut reseptit" });
    await expect(renew).toBeDisabled();
    await page.getByRole("button", { name: "Valitse kaikki" }).click();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(3);
    await page.getByRole("button", { name: "Poista valinnat" }).click();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Levotyroksiini 100 mikrog" }).check();
    const cart = page.getByRole("region", { name: "Uusittavaksi valitut" });
    await expect(cart.getByRole("listitem")).toHaveText([/Levotyroksiini 100 mikrog/]);
    await expectNoAxeViolations(page);
    await renew.click();

    await expect(page).toHaveURL(/\/fi\/reseptin-uusinta\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reseptin uusiminen");
    await waitForHydration(page);
    const send = page.getByRole("button", { name: "Lähetä uusimispyyntö" });
    await expect(page.getByText("Täytä ensin kaikki lomakkeen kentät")).toHaveCount(0);
    await records.answerRenewal("Levotyroksiini 100 mikrog", { reason: "Kilpirauhasen vajaatoiminta, pysyvä lääkitys", finished: false });
    // A try with an answer missing sends nothing and says so, focused (the GOV.UK pattern).
    await send.click();
    const incomplete = page.locator("#renewal-incomplete");
    await expect(incomplete).toHaveText("Täytä ensin kaikki lomakkeen kentät");
    await expect(incomplete).toBeFocused();
    await records.answerRenewal("Levotyroksiini 100 mikrog", { reason: "Kilpirauhasen vajaatoiminta, pysyvä lääkitys", finished: false, amountLeft: "Noin 10 tablettia, loppuu ensi viikolla" });
    await page.getByRole("textbox", { name: "Mitä muita lääkkeitä käytät?" }).fill("Ei muita");
    await expect(incomplete).toHaveCount(0);
    await expectNoAxeViolations(page);
    await send.click();

    const sent = page.getByRole("status").filter({ hasText: "Uusimispyyntösi on lähetetty." });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expectNoAxeViolations(page);
    await sent.getByRole("link", { name: "Avaa pyyntö viesteissä" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reseptin uusimispyyntö");
    await expect(page.getByText("Paljonko lääkettä on jäljellä ja milloin se loppuu: Noin 10 tablettia, loppuu ensi viikolla")).toBeVisible();
    await page.goto("/fi/viestit");
    await expect(page.locator("#main").getByRole("link", { name: /Reseptin uusimispyyntö/ }).first()).toBeVisible();
  });

  test("Aino answers a questionnaire and sees it read-only afterwards (sv)", async ({ page }) => {
    const records = new HealthRecordsPages(page);
    await records.gotoQuestionnaires("sv");
    await page.getByRole("link", { name: "Förhandsuppgifter inför gynekologbesöket" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Förhandsuppgifter inför gynekologbesöket");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const background = records.group("Bakgrundsuppgifter");
    await background.getByLabel(/^Första dagen av senaste menstruation/).fill("2026-11-02");
    await records.group(/^Preventivmetod/, background).getByRole("radio", { name: "P-piller" }).check();
    await background.getByRole("spinbutton", { name: "Antal graviditeter" }).fill("1");
    const symptoms = records.group("Symtom");
    await records.group("Vilka symtom har du?", symptoms).getByRole("checkbox", { name: "Smärta" }).check();
    await records.group(/^Hur stark är smärtan\?/, symptoms).getByRole("radio", { name: "3", exact: true }).check();
    await symptoms.getByRole("textbox", { name: "Andra symtom eller bekymmer" }).fill("Smärta i nedre delen av magen");
    await page.getByRole("button", { name: "Skicka svaren" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Dina svar har sparats." })).toBeVisible();
    await expect(page.getByText("Du har besvarat rundfrågan. Svaren kan inte längre ändras.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Skicka svaren" })).toHaveCount(0);
    await expect(page.getByText("P-piller")).toBeVisible();
    await expect(page.getByText("3 (0–10)")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText("Du har besvarat rundfrågan. Svaren kan inte längre ändras.")).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await page.getByRole("link", { name: "Tillbaka till rundfrågorna" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rundfrågor");
  });
});
