import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { MessagingPage } from "./pages/messaging";
import { newStaffContext, ProfessionalWorkspace } from "./pages/professional";
import { AccessLogPage } from "./pages/access-log";

// The care team's side of messaging (issue 15): Jari writes to his occupational health nurse
// Kaisa Ojala; she signs in to the professional workspace through the staff identity provider,
// finds the conversation in her inbox, sees Jari's name and age, answers with an attachment; Jari
// sees the answer and the file in his portal. A patient session does not open the workspace. The
// physiotherapist records an absence with a substitute and deletes it. axe on every workspace screen.

const SUBJECT = "Niskakipu näyttötyössä";
const QUESTION = "Hei, niska kipeytyy näyttötyössä iltapäivisin. Voisiko asiasta keskustella?";
const ANSWER = "Hei Jari, varataan sinulle fysioterapeutin aika ensi viikolle. Kokeile sillä välin näytön nostamista.";

test.describe("a patient's question answered in the professional workspace", () => {
  test.use({ persona: "jari" });

  test("Jari writes to his nurse, the nurse answers as a professional, Jari sees the answer (fi)", async ({ page: jari, browser, baseURL }) => {
    const messaging = new MessagingPage(jari);
    await messaging.gotoNew("fi");
    await waitForHydration(jari);
    await jari.getByRole("textbox", { name: "Aihe" }).fill(SUBJECT);
    await jari.getByRole("textbox", { name: "Viesti" }).fill(QUESTION);
    await jari.getByRole("button", { name: "Lähetä" }).click();
    await expect(jari).toHaveURL(/\/fi\/viestit\/\d+$/);
    const conversationUrl = jari.url();

    // The workspace does not open with Jari's patient session.
    await jari.goto("/fi/ammattilainen/viestit");
    await expect(jari).toHaveURL(/\/fi\/ammattilainen\/kirjaudu$/);

    // The nurse works in a browser of her own, with no patient session.
    const nurseContext = await newStaffContext(browser, baseURL);
    const nurse = await nurseContext.newPage();
    const workspace = new ProfessionalWorkspace(nurse);
    await workspace.gotoSignIn("fi");
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText("Kirjaudu ammattilaistyötilaan");
    await expectNoAxeViolations(nurse);
    await workspace.signInAs("Kaisa Ojala");
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText("Viestit");
    await expect(nurse.getByText("Kirjautuneena: Kaisa Ojala")).toBeVisible();
    await nurse.getByRole("navigation", { name: "Viestiluokat" }).getByRole("link", { name: /^Osoittamattomat/ }).click();
    const row = nurse.getByRole("listitem").filter({ hasText: SUBJECT });
    await expect(row).toContainText("Jari Laine");
    await expect(row).toContainText("Lukematon");
    await expectNoAxeViolations(nurse);

    await row.getByRole("link", { name: SUBJECT }).click();
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText(SUBJECT);
    await expect(nurse.getByText("Jari Laine, 51 v")).toBeVisible();
    // Exactly: on a wide screen the list beside the conversation previews it too.
    await expect(nurse.getByText(QUESTION, { exact: true })).toBeVisible();
    await expectNoAxeViolations(nurse);
    await nurse.getByRole("button", { name: "Ota käsiteltäväksi" }).click();
    await expect(nurse.getByRole("status").filter({ hasText: "Käsittelijä vaihdettu." })).toBeVisible();
    await nurse.getByRole("textbox", { name: "Viesti" }).fill(ANSWER);
    await nurse.getByLabel("Liitteet (valinnainen)").setInputFiles({ name: "Niskaliikkeet.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 niskaliikkeet") });
    await nurse.getByRole("button", { name: "Lähetä vastaus" }).click();
    await expect(nurse.getByRole("status").filter({ hasText: "Vastaus lähetetty." })).toBeVisible();
    await expect(nurse.getByText(ANSWER)).toBeVisible();
    await expect(nurse.getByRole("link", { name: "Niskaliikkeet.pdf" })).toBeVisible();
    await expectNoAxeViolations(nurse);

    await jari.goto(conversationUrl);
    await expect(messaging.messages()).toHaveCount(2);
    await expect(messaging.messages().last()).toContainText("Kaisa Ojala");
    await expect(messaging.messages().last()).toContainText(ANSWER);
    await expect(messaging.messages().last()).toContainText("Niskaliikkeet.pdf");

    // Jari sees the nurse's reading of his data on "who has viewed my data": today, on the server's
    // clock (the demo data's earlier accesses are from before today; other journeys' staff may
    // have read his data today too, so the row is looked for rather than taken first).
    await jari.goto("/fi/omat-tiedot/tietojeni-katselu");
    const todays = new AccessLogPage(jari, "fi").rows().filter({ hasText: "Kaisa Ojala" }).filter({ hasText: /24\.11\.2026/ });
    await expect(todays.first()).toBeVisible();

    await nurseContext.close();
  });
});

test.describe("a professional's absence", () => {
  test("the physiotherapist records an absence with a substitute and deletes it (en)", async ({ page }) => {
    const workspace = new ProfessionalWorkspace(page);
    await workspace.gotoSignIn("en");
    await workspace.signInAs("Olli Mattila");
    await page.getByRole("link", { name: "Absences" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Absences");
    await expect(page.getByText("You have no upcoming absences.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("First day of absence").fill("2026-12-07");
    await page.getByLabel("Last day of absence").fill("2026-12-11");
    await page.getByRole("checkbox", { name: /^Kaisa Ojala/ }).check();
    await page.getByRole("textbox", { name: "Message to colleagues" }).fill("Training. Urgent matters to Kaisa.");
    await page.getByRole("button", { name: "Record absence" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Absence recorded." })).toBeVisible();
    await expect(page.getByText("7.12.2026–11.12.2026")).toBeVisible();
    await expect(page.getByText("Substitutes: Kaisa Ojala")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete absence" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Absence deleted." })).toBeVisible();
    await expect(page.getByText("You have no upcoming absences.")).toBeVisible();
  });
});

test.describe("an HR user", () => {
  test("sees the employer's HR conversations under the HR categories only (fi)", async ({ page }) => {
    const workspace = new ProfessionalWorkspace(page);
    await workspace.gotoSignIn("fi");
    await workspace.signInAs("Heidi Virta");
    const categories = page.getByRole("navigation", { name: "Viestiluokat" });
    await expect(categories.getByRole("link")).toHaveText([/^Avoimet/, /^Sijaistukset/, /^Suljetut/]);
    const row = page.getByRole("listitem").filter({ hasText: "Työhön paluun suunnitelma" });
    await expect(row).toContainText("Jari Laine");
    await expect(row).toContainText("Lukematon");
    await expect(page.getByRole("link", { name: "Aloita uusi keskustelu" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await categories.getByRole("link", { name: /^Suljetut/ }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Työterveyskäynnit työaikana" })).toBeVisible();
    await expect(page.getByText("Selkävaivat ja työergonomia")).toHaveCount(0);
  });
});
