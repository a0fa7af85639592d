import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult, identifyAs } from "./pages/account";
import { findFreeTime } from "./pages/booking";
import { waitForHydration } from "./pages/hydration";
import { smsSentTo } from "./pages/outbox";

// Reservation journeys in Chromium (spec part 2 §2, §4): an anonymous private booking end to end
// (free time from the search API, the weak-identification form, the booked view, the confirmation
// SMS in the outbox, the booking link), and a logged-in private booking after strong login through
// the built-in identity provider. axe on every screen.

test("anonymous private booking end to end", async ({ page, request }) => {
  test.slow();
  const time = await findFreeTime(request, 4);
  await page.goto(`${adult}/fi/kirjautumattomat-kayttajat/vapaat-ajat/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
  await expect(page.getByText("Hinta-arvio", { exact: true })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // The form's own validation first (spec §5, the GOV.UK pattern): nothing red before the user
  // acts; a field left empty says why; a try books nothing and the focused list says what is
  // missing; the button stays enabled.
  const book = page.getByRole("button", { name: "Varaa aika" });
  const missing = page.locator("#reservation-missing");
  await expect(missing).toHaveCount(0);
  await expect(page.getByText("Anna etunimesi")).toHaveCount(0);
  await page.getByLabel("Etunimi").focus();
  await page.getByLabel("Etunimi").blur();
  await expect(page.getByText("Anna etunimesi")).toBeVisible();
  await expect(missing).toHaveCount(0);
  await book.click();
  await expect(missing.getByText("Tarkista seuraavat kentät:")).toBeVisible();
  await expect(missing.getByRole("link", { name: "Etunimi" })).toBeVisible();
  await expect(missing).toBeFocused();
  await expect(book).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByLabel("Etunimi").fill("Aino");
  await page.getByLabel("Sukunimi").fill("Virtanen");
  await page.getByLabel("Henkilötunnus").fill("140386-246K");
  await page.getByLabel("Puhelinnumero").fill("040 123 4501");
  await page.getByLabel("Sähköposti").fill("aino.virtanen@example.com");
  await page.getByLabel("Hyväksyn käyttöehdot").check();
  await expect(missing).toHaveCount(0);
  await book.click();

  await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeVisible();
  await expect(page.getByText("Vahvistus on lähetetty osoitteeseen aino.virtanen@example.com ja numeroon +358401234501.")).toBeVisible();
  await expect(page.getByText(/Voit perua ajan maksutta viimeistään 24 tuntia ennen sen alkua\./)).toBeVisible();
  await expectNoAxeViolations(page);

  // The confirmation went through the outbox, with the booking link.
  const sms = (await smsSentTo(request, "+358401234501")).find((body) => body.includes("Aikasi on varattu"));
  expect(sms).toMatch(/\/fi\/varaus\/[A-Za-z0-9_-]+/);

  // The booking link opens the appointment without login.
  await page.getByRole("link", { name: "Katso aika, ilmoittaudu tai peru aika" }).click();
  await expect(page).toHaveURL(/\/fi\/varaus\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The time is taken now: the reservation page says so.
  await page.goto(`${adult}/fi/kirjautumattomat-kayttajat/vapaat-ajat/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Tämä aika on jo varattu" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("logged-in private booking after strong identification", async ({ page, request }) => {
  test.slow();
  const time = await findFreeTime(request, 12);
  await identifyAs(page, /Pekka Mäkelä/);
  await page.goto(`${adult}/fi/vapaat-ajat/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
  await expect(page.getByText("220879-****")).toBeVisible();
  await expect(page.getByText("pekka.makela@example.com")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Varaa aika" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Esitiedot" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Peru aika" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "Esitiedot" }).fill("Selkäkipu");
  await page.getByRole("button", { name: "Tallenna esitiedot" }).click();
  await expect(page.getByText("Esitiedot tallennettu")).toBeVisible();
  await page.getByRole("link", { name: "Näytä aika" }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/ajat/${time.id}$`));
  await expect(page.getByRole("textbox", { name: "Esitiedot" })).toHaveValue("Selkäkipu");
});

test("a visitor without a session is shown the login prompt for a kela65 time", async ({ page, request }) => {
  const time = await findFreeTime(request, 10, { type: "kela65", strongOnlyToo: true });
  await page.goto(`${adult}/fi/vapaat-ajat/kela65/${time.id}`);
  await expect(page).toHaveURL(new RegExp(`/fi/kirjautumattomat-kayttajat/vapaat-ajat/${time.id}\\?healthCareType=kela65$`));
  await expect(page.getByRole("heading", { level: 2, name: "Tunnistaudu varataksesi ajan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tunnistaudu" })).toHaveAttribute(
    "href",
    `/fi/kirjaudu?nextPath=${encodeURIComponent(`/fi/vapaat-ajat/kela65/${time.id}`)}`,
  );
  await expect(page.getByRole("button", { name: "Varaa aika" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
