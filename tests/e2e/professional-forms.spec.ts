import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { expectNothingWiderThanWindow } from "./overflow";
import { ProfessionalWorkspace } from "./pages/professional";

// The workspace's absences, new conversation and "not found" (decision 375) in every language on a
// phone and a desktop: accessible, nothing wider than the screen, and a refused form keeps what
// the professional typed and says what is wrong. Nothing is recorded or sent.

const PREFIX = { fi: "ammattilainen", sv: "vardpersonal", en: "professional" } as const;
const ABSENCES = { fi: "poissaolot", sv: "franvaro", en: "absences" } as const;
const NEW_THREAD = { fi: "viestit/uusi", sv: "meddelanden/ny", en: "messages/new" } as const;
const TEXTS = {
  fi: { firstDay: "Ensimmäinen poissaolopäivä", record: "Kirjaa poissaolo", code: "Asiakkaan henkilötunnus", find: "Hae asiakas", send: "Lähetä viesti", subject: "Aihe (valinnainen)", notFound: "Sivua ei löytynyt" },
  sv: { firstDay: "Första frånvarodagen", record: "Registrera frånvaro", code: "Kundens personbeteckning", find: "Sök kund", send: "Skicka meddelandet", subject: "Ämne (frivilligt)", notFound: "Sidan hittades inte" },
  en: { firstDay: "First day of absence", record: "Record absence", code: "Patient's personal identity code", find: "Find patient", send: "Send message", subject: "Subject (optional)", notFound: "Page not found" },
} as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function checkLayout(page: import("@playwright/test").Page) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNothingWiderThanWindow(page);
    await expectNoAxeViolations(page);
  }
}

test("absences, a new conversation and not found keep what was typed and pass axe in fi, sv and en on a phone and a desktop", async ({ page }) => {
  test.setTimeout(240_000);
  const workspace = new ProfessionalWorkspace(page);
  await workspace.gotoSignIn("en");
  await workspace.signInAs("Olli Mattila");
  for (const lang of ["fi", "sv", "en"] as const) {
    const texts = TEXTS[lang];
    await page.goto(`/${lang}/${PREFIX[lang]}/${ABSENCES[lang]}`);
    await checkLayout(page);
    // No last day and no substitute: the form comes back with the first day and the note.
    await page.getByLabel(texts.firstDay).fill("2026-12-07");
    await page.locator("#internalMessage").fill("Koulutus");
    await page.getByRole("button", { name: texts.record }).click();
    await expect(page.locator(".form-summary")).toBeVisible();
    await expect(page.locator("#lastDay")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(texts.firstDay)).toHaveValue("2026-12-07");
    await expect(page.locator("#internalMessage")).toHaveValue("Koulutus");
    await checkLayout(page);

    await page.goto(`/${lang}/${PREFIX[lang]}/${NEW_THREAD[lang]}`);
    await checkLayout(page);
    await page.getByRole("textbox", { name: texts.code }).fill("180975-2911");
    await page.getByRole("button", { name: texts.find }).click();
    await expect(page.getByRole("textbox", { name: texts.code })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: texts.code })).toHaveValue("180975-2911");
    await checkLayout(page);
    await page.getByRole("textbox", { name: texts.code }).fill("180975-291L");
    await page.getByRole("button", { name: texts.find }).click();
    await expect(page.getByText(/^Jari Laine, 51/)).toBeVisible();
    // No message: the subject stays, the message says it is needed.
    await page.getByRole("textbox", { name: texts.subject }).fill("Kutsu tarkastukseen");
    await page.getByRole("button", { name: texts.send }).click();
    await expect(page.locator("#content")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: texts.subject })).toHaveValue("Kutsu tarkastukseen");
    await checkLayout(page);

    const missing = await page.goto(`/${lang}/${PREFIX[lang]}/ei-ole`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.notFound);
    await checkLayout(page);
  }
});
