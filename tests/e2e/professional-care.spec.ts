import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { expectNothingWiderThanWindow } from "./overflow";
import { newStaffContext, ProfessionalWorkspace } from "./pages/professional";

// The care team's decisions as Aino sees them (issue 15): doctor Laura Salminen renews the
// levothyroxine of Aino's renewal request (the demo's request, handled by nurse Elina Saarinen) and
// Aino finds the answer in the conversation and the prescription issued today in her list; Laura
// records an absence with nurse Hanna Peltonen as her substitute, Hanna finds Laura's conversation
// with Aino under substitutions and opens it without stating a reason, Aino reads the absence notice in it; the absence is then removed.
// The server's day is Tuesday 24.11.2026 (TEST_NOW).

test.describe("Aino's care team", () => {
  test.use({ persona: "aino" });

  test("a doctor renews Aino's requested prescription and it shows in her prescriptions (en)", async ({ page: aino, browser, baseURL }) => {
    const doctorContext = await newStaffContext(browser, baseURL);
    const doctor = await doctorContext.newPage();
    const workspace = new ProfessionalWorkspace(doctor);
    await workspace.gotoSignIn("en");
    await workspace.signInAs("Laura Salminen");
    await doctor.getByRole("navigation", { name: "Message categories" }).getByRole("link", { name: /^Others/ }).click();
    const row = doctor.getByRole("listitem").filter({ hasText: "Reseptin uusimispyyntö" });
    await expect(row).toContainText("Aino Virtanen");
    await expect(row).toContainText("Elina Saarinen");
    await row.getByRole("link", { name: "Reseptin uusimispyyntö" }).click();
    const request = doctor.getByRole("region", { name: "Prescription renewal request" });
    await expect(request).toContainText("Levotyroksiini 100 mikrog");
    await expectNoAxeViolations(doctor);
    await request.getByRole("textbox", { name: "Reply to the customer" }).fill("Uusin levotyroksiinireseptin vuodeksi. Kontrolliverikoe TSH ennen seuraavaa uusintaa.");
    await request.getByRole("button", { name: "Renew prescription" }).click();
    await expect(doctor.getByRole("status").filter({ hasText: "Prescription renewed." })).toBeVisible();
    await expect(doctor.getByRole("region", { name: "Prescription renewal request" })).toContainText("Renewed");
    await expectNoAxeViolations(doctor);
    await doctorContext.close();

    await aino.goto("/en/prescriptions");
    await waitForHydration(aino);
    const levothyroxine = aino.getByRole("listitem").filter({ has: aino.getByRole("heading", { name: /Levotyroksiini 100 mikrog/ }) });
    await expect(levothyroxine.getByRole("definition").first()).toHaveText("24.11.2026");
    await aino.goto("/en/messages");
    // The conversation the doctor answered: other journeys may have sent Aino renewal requests too.
    const answered = aino.locator("#main").getByRole("listitem").filter({ hasText: "Uusin levotyroksiinireseptin vuodeksi." });
    await answered.getByRole("link", { name: /Reseptin uusimispyyntö/ }).click();
    // The answer under the doctor's name (the folded participants list names her too).
    const answer = aino.getByRole("region", { name: "Messages" }).getByRole("listitem").filter({ hasText: "Uusin levotyroksiinireseptin vuodeksi." });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("Laura Salminen");
  });

  test("a doctor's absence sends her conversations to the substitute and Aino sees the notice (fi)", async ({ page: aino, browser, baseURL }) => {
    // Two staff sign-ins, the substitute's opening of the conversation and three axe checks.
    test.slow();
    const doctorContext = await newStaffContext(browser, baseURL);
    const doctor = await doctorContext.newPage();
    const laura = new ProfessionalWorkspace(doctor);
    await laura.gotoSignIn("fi");
    await laura.signInAs("Laura Salminen");
    await doctor.getByRole("link", { name: "Poissaolot" }).click();
    await doctor.getByLabel("Ensimmäinen poissaolopäivä").fill("2026-11-24");
    await doctor.getByLabel("Viimeinen poissaolopäivä").fill("2026-11-27");
    await doctor.getByRole("checkbox", { name: /^Hanna Peltonen/ }).check();
    await doctor.getByRole("textbox", { name: "Viesti kollegoille" }).fill("Koulutuksessa, kiireelliset Hannalle.");
    await doctor.getByRole("button", { name: "Kirjaa poissaolo" }).click();
    await expect(doctor.getByRole("status").filter({ hasText: "Poissaolo kirjattu." })).toBeVisible();

    try {
      const substituteContext = await newStaffContext(browser, baseURL);
      const substitute = await substituteContext.newPage();
      const hanna = new ProfessionalWorkspace(substitute);
      await hanna.gotoSignIn("fi");
      await hanna.signInAs("Hanna Peltonen");
      await substitute.getByRole("navigation", { name: "Viestiluokat" }).getByRole("link", { name: /^Sijaistukset/ }).click();
      const row = substitute.getByRole("listitem").filter({ hasText: "Kysymys kolesterolituloksesta" });
      await expect(row).toContainText("Aino Virtanen");
      await expect(row).toContainText("Laura Salminen");
      await expectNoAxeViolations(substitute);
      // The substitute stands in Laura's care relationship: the conversation opens without a reason.
      await row.getByRole("link", { name: "Kysymys kolesterolituloksesta" }).click();
      await expect(substitute.getByRole("heading", { level: 1 })).toHaveText("Kysymys kolesterolituloksesta");
      await expect(substitute.getByRole("complementary", { name: "Asiakas" })).toContainText("Aino Virtanen");
      await expect(substitute.getByRole("navigation", { name: "Sijaistukset" }).locator('a[aria-current="page"]')).toHaveText("Kysymys kolesterolituloksesta");
      await expectNoAxeViolations(substitute);
      await substituteContext.close();

      await aino.goto("/fi/viestit");
      await waitForHydration(aino);
      await aino.locator("#main").getByRole("link", { name: /Kysymys kolesterolituloksesta/ }).click();
      await expect(aino.getByText("Laura Salminen on poissa 27.11.2026 asti. Sijainen käsittelee viestisi.")).toBeVisible();
      await expectNoAxeViolations(aino);
    } finally {
      await doctor.getByRole("button", { name: "Poista poissaolo" }).click();
      await expect(doctor.getByRole("status").filter({ hasText: "Poissaolo poistettu." })).toBeVisible();
      await doctorContext.close();
    }
  });
});

test.describe("a conversation outside the care relationship", () => {
  test.use({ persona: "aino" });

  test("a doctor outside her care states a reason to open Aino's conversation and Aino sees it on her access log (en)", async ({ page: aino, browser, baseURL }) => {
    const doctorContext = await newStaffContext(browser, baseURL);
    const doctor = await doctorContext.newPage();
    const antti = new ProfessionalWorkspace(doctor);
    await antti.gotoSignIn("en");
    await antti.signInAs("Antti Koskela");
    await doctor.getByRole("navigation", { name: "Message categories" }).getByRole("link", { name: /^Others/ }).click();
    // Aino's conversations with her own care team: listed, but without subject or preview.
    const row = doctor.getByRole("listitem").filter({ hasText: "Elina Saarinen" }).filter({ hasText: "Aino Virtanen" }).first();
    await expect(row).toContainText("Opening it needs a stated reason.");
    await expect(doctor.getByText("Esitiedot gynekologin käyntiä varten")).toHaveCount(0);
    await expectNoAxeViolations(doctor);
    await row.getByRole("link", { name: "Conversation outside your care relationships" }).click();
    await expect(doctor.getByRole("heading", { level: 1 })).toHaveText("State a reason to open the conversation");
    await doctor.getByRole("button", { name: "Open conversation" }).click();
    await expect(doctor.getByRole("textbox", { name: "Reason for opening" })).toHaveAttribute("aria-invalid", "true");
    await expect(doctor.getByText("This field is required").first()).toBeVisible();
    await expectNoAxeViolations(doctor);
    const reason = "Aino called about her conversation; her nurse is away today.";
    await doctor.getByRole("textbox", { name: "Reason for opening" }).fill(reason);
    await doctor.getByRole("button", { name: "Open conversation" }).click();
    await expect(doctor.getByRole("heading", { level: 1 })).not.toHaveText("State a reason to open the conversation");
    await expect(doctor.getByText("Aino Virtanen", { exact: false }).first()).toBeVisible();
    await doctorContext.close();

    await aino.goto("/en/my-information/who-has-viewed-my-data");
    const opened = aino.getByRole("row").filter({ hasText: "Antti Koskela" }).filter({ hasText: "Opened outside a care relationship" });
    await expect(opened.first()).toContainText(`Reason given: ${reason}`);
    await expectNoAxeViolations(aino);
  });
});

// Decision 376: the patient's records beside the conversation, under its care relationship.
test.describe("Aino's records in the workspace", () => {
  test.use({ persona: "aino" });

  test("a doctor opens Aino's laboratory results from their conversation, and Aino sees it on her access log (en)", async ({ page: aino, browser, baseURL }) => {
    const doctorContext = await newStaffContext(browser, baseURL);
    const doctor = await doctorContext.newPage();
    await doctor.setViewportSize({ width: 1280, height: 800 });
    const laura = new ProfessionalWorkspace(doctor);
    await laura.gotoSignIn("en");
    await laura.signInAs("Laura Salminen");
    await doctor.getByRole("searchbox", { name: "Search by name, identity code or subject" }).fill("kolesterolituloksesta");
    await doctor.getByRole("button", { name: "Search" }).click();
    await doctor.getByRole("listitem").filter({ hasText: "Aino Virtanen" }).getByRole("link", { name: "Kysymys kolesterolituloksesta" }).first().click();
    await expect(doctor.getByRole("heading", { level: 1 })).toHaveText("Kysymys kolesterolituloksesta");
    const records = doctor.getByRole("complementary", { name: "Customer" }).getByRole("navigation", { name: "Patient's records" });
    await records.getByRole("link", { name: "Laboratory results" }).click();
    await expect(doctor.getByRole("heading", { level: 1 })).toHaveText("Laboratory results");
    await expect(doctor.getByText("Aino Virtanen", { exact: false }).first()).toBeVisible();
    await expect(doctor.getByRole("listitem").filter({ hasText: "Hemoglobiini" }).first()).toBeVisible();
    await expectNoAxeViolations(doctor);
    await expectNothingWiderThanWindow(doctor);
    await doctor.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(doctor);
    await expectNothingWiderThanWindow(doctor);
    // One result day (decision 378): the values with units and reference ranges, stacked on a phone.
    await doctor.getByRole("listitem").filter({ hasText: "Hemoglobiini" }).first().getByRole("link").click();
    await expect(doctor.getByRole("heading", { level: 1 })).toHaveText(/^Laboratory results \d{1,2}\.\d{1,2}\.\d{4}$/);
    await expect(doctor.getByRole("row").filter({ hasText: "Hemoglobiini" }).first()).toBeVisible();
    await expectNoAxeViolations(doctor);
    await expectNothingWiderThanWindow(doctor);
    await doctor.setViewportSize({ width: 1280, height: 800 });
    await expect(doctor.getByRole("columnheader", { name: "Reference range" })).toBeVisible();
    await expectNoAxeViolations(doctor);
    await expectNothingWiderThanWindow(doctor);
    await doctor.getByRole("link", { name: "All laboratory results" }).click();
    await expect(doctor.getByRole("heading", { level: 1 })).toHaveText("Laboratory results");
    await doctor.getByRole("navigation", { name: "Patient's records" }).getByRole("link", { name: "Visits" }).click();
    await doctor.locator(".ws-records__list a").first().click();
    await expect(doctor.getByRole("heading", { level: 1 })).toHaveText("Medical report");
    await doctor.setViewportSize({ width: 390, height: 844 });
    await doctor.goBack();
    await doctor.getByRole("navigation", { name: "Patient's records" }).getByRole("link", { name: "Prescriptions" }).click();
    await expect(doctor.getByRole("heading", { level: 1 })).toHaveText("Prescriptions");
    await expectNoAxeViolations(doctor);
    await expectNothingWiderThanWindow(doctor);
    await doctorContext.close();

    await aino.goto("/en/my-information/who-has-viewed-my-data");
    const viewed = aino.getByRole("row").filter({ hasText: "Laura Salminen" }).filter({ hasText: "Laboratory results" });
    await expect(viewed.first()).toBeVisible();
  });
});
