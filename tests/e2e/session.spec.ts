import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { newestSmsCodeTo } from "./pages/outbox";

// Strong login through the built-in identity provider as a demo persona in each language, the
// logged-in front page, the SMS second factor (with and without JavaScript), and logging out.
const port = Number(process.env.E2E_PORT ?? 3100);
const adult = `http://localhost:${port}`;

async function identifyAs(page: Page, lang: "fi" | "sv" | "en", loginWord: string, bank: string, persona: RegExp) {
  await page.goto(`${adult}/${lang}`);
  await page.getByRole("banner").getByRole("link", { name: { fi: "Kirjaudu", sv: "Logga in", en: "Log in" }[lang], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/${loginWord}\\?nextPath=`));
  await page.getByRole("link", { name: bank, exact: true }).click();
  await page.getByRole("button", { name: persona }).click();
}

test("log in in Finnish, see the greeting and every section, then log out", async ({ page }) => {
  test.slow();
  await identifyAs(page, "fi", "kirjaudu", "OP", /Aino Virtanen/);
  await expect(page).toHaveURL(`${adult}/fi`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hei Aino");
  const sections = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(sections.first()).toBeVisible();
  for (const title of ["Viestit", "Ajanvaraukset", "Käynnit", "Reseptit", "Laboratoriotulokset", "Kuvantaminen"]) {
    await expect(sections.filter({ hasText: title }).first(), title).toBeVisible();
  }
  await expect(page.getByRole("navigation", { name: "Käyttäjävalikko" }).getByRole("link", { name: "Aino Virtanen" })).toBeVisible();
  await expectNoAxeViolations(page);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("navigation", { name: "Käyttäjävalikko" }).getByRole("button", { name: "Kirjaudu ulos" }).click();
  await expect(page).toHaveURL(`${adult}/fi`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Kirjaudu", exact: true })).toBeVisible();
  // The session is gone on the server too: a patient page asks for login again.
  await page.goto(`${adult}/fi/laskut`);
  await expect(page).toHaveURL(/\/fi\/kirjaudu\?nextPath=%2Ffi%2Flaskut/);
});

test("log in in English and see the front page", async ({ page }) => {
  test.slow();
  await identifyAs(page, "en", "login", "Nordea", /Emily Carter/);
  await expect(page).toHaveURL(`${adult}/en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello Emily");
  await expect(page.getByRole("heading", { level: 2, name: "Appointments" })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Johan's SMS codes come to this number through the development outbox. */
const JOHAN_PHONE = "+358401234502";

// Both journeys read Johan's newest SMS from the outbox: one after the other.
test.describe("Johan's SMS code", () => {
  test.describe.configure({ mode: "serial" });

  test("log in in Swedish with the SMS code from the outbox", async ({ page, request }) => {
    test.slow();
    await identifyAs(page, "sv", "loggain", "Nordea", /Johan Lindqvist/);
    await expect(page).toHaveURL(/\/sv\/behorighetskontroll\?next=/);
    await expectNoAxeViolations(page);

    // A wrong code: 'Identification failed', the inputs red, focus on the last one.
    const code = await newestSmsCodeTo(request, JOHAN_PHONE);
    await page.getByLabel("Siffra 1 av 4").focus();
    await page.keyboard.type(code === "0000" ? "1111" : "0000");
    await expect(page.getByRole("alert").filter({ hasText: "Identifieringen misslyckades" })).toBeVisible();
    await expect(page.getByLabel("Siffra 4 av 4")).toBeFocused();
    await expect(page.getByLabel("Siffra 1 av 4")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.getByLabel("Siffra 1 av 4").focus();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(`${adult}/sv`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hej Johan");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a wrong code, then the right one from the outbox (sv)", async ({ page, request }) => {
      test.slow();
      await identifyAs(page, "sv", "loggain", "Nordea", /Johan Lindqvist/);
      await expect(page).toHaveURL(/\/sv\/behorighetskontroll\?next=/);
      const code = await newestSmsCodeTo(request, JOHAN_PHONE);
      const field = page.getByRole("textbox", { name: "Sms-kod" });
      await expect(field).toBeFocused();
      await field.fill(code === "0000" ? "1111" : "0000");
      await page.getByRole("button", { name: "Bekräfta koden" }).click();
      await expect(page.getByText("Identifieringen misslyckades. Försök identifiera dig igen")).toBeVisible();
      await expect(field).toHaveValue("");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // Refused: the button works again without scripts.
      await expect(page.getByRole("button", { name: "Bekräfta koden" })).toBeEnabled();
      await field.fill(code);
      await page.getByRole("button", { name: "Bekräfta koden" }).click();
      await expect(page).toHaveURL(`${adult}/sv`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hej Johan");
    });
  });
});

test("the timed-out page explains the logout and offers bank login again", async ({ page }) => {
  await page.goto(`${adult}/en/expired-session?next=%2Fen%2Finvoices`);
  await expect(page.getByText(/You were logged out because it has been over 60 minutes since you were authenticated\./)).toBeVisible();
  await expectNoAxeViolations(page);
});
