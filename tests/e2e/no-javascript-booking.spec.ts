import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { expect, test } from "./fixtures";
import { adult } from "./pages/account";
import { findFreeTime } from "./pages/booking";

// Booking without JavaScript (spec part 2 §4 "Anonymous reservation", §5): the weak-identification
// form is a plain form post; the server checks it with the same rules, answers with the fields to
// check and everything typed kept, and then with the booked view. (axe needs scripts: the same
// page is checked in booking-reservation.spec.ts.) A logged-in patient edits the contact details
// (Edit is the address ?editContact=1) and books the same way.

test.use({ javaScriptEnabled: false });

test("without JavaScript: a visitor books a private time with weak identification (fi)", async ({ page, request }) => {
  const emily = requirePersona("emily");
  const time = await findFreeTime(request, 40);
  await page.goto(`${adult}/fi/kirjautumattomat-kayttajat/vapaat-ajat/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();

  // Without the first name: the server lists what to check and keeps the rest.
  await page.getByLabel("Sukunimi").fill(emily.lastName);
  await page.getByLabel("Henkilötunnus").fill(personaIdentityCode(emily));
  await page.getByLabel("Puhelinnumero").fill(emily.phone);
  await page.getByLabel("Sähköposti").fill(emily.email);
  await page.getByLabel("Hyväksyn käyttöehdot").check();
  await page.getByRole("button", { name: "Varaa aika" }).click();
  await expect(page.getByText("Tarkista seuraavat kentät:")).toBeVisible();
  await expect(page.getByText("Anna etunimesi")).toBeVisible();
  await expect(page.getByLabel("Sukunimi")).toHaveValue(emily.lastName);
  await expect(page.getByLabel("Sähköposti")).toHaveValue(emily.email);

  await page.getByLabel("Etunimi").fill(emily.firstName);
  await page.getByLabel("Hyväksyn käyttöehdot").check();
  await page.getByRole("button", { name: "Varaa aika" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Katso aika, ilmoittaudu tai peru aika" })).toHaveAttribute("href", /^\/en\/appointment\/[A-Za-z0-9_-]+$/); // in Emily's language
});

test.describe("logged in", () => {
  test.use({ persona: "pekka" });

  test("without JavaScript: a patient edits the contact details and books (fi)", async ({ page, request }) => {
    test.slow();
    const time = await findFreeTime(request, 15);
    await page.goto(`${adult}/fi/vapaat-ajat/${time.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
    await expect(page.getByText("220879-****")).toBeVisible();

    // Edit is an address of its own without JavaScript; the server checks and keeps what was typed.
    await page.getByRole("link", { name: "Muokkaa" }).click();
    await expect(page).toHaveURL(new RegExp(`/fi/vapaat-ajat/${time.id}\\?editContact=1$`));
    await page.getByLabel("Katuosoite").fill("Rantatie 7 A 3");
    await page.getByLabel("Postinumero").fill("021");
    await page.getByRole("button", { name: "Tallenna" }).click();
    await expect(page.getByText("Postinumeron pituuden tulee olla 5 ja se voi sisältää vain numeroita").first()).toBeVisible();
    await expect(page.getByLabel("Katuosoite")).toHaveValue("Rantatie 7 A 3");

    await page.getByLabel("Postinumero").fill("02100");
    await page.getByRole("button", { name: "Tallenna" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Yhteystiedot tallennettu" })).toBeVisible();
    await expect(page.getByText("Rantatie 7 A 3")).toBeVisible();

    await page.getByRole("button", { name: "Varaa aika" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeVisible();
    await expect(page.getByText("Vahvistus on lähetetty osoitteeseen pekka.makela@example.com ja numeroon +358401234510.")).toBeVisible();
  });
});

test("without JavaScript: the private list shows its first free times in the page", async ({ page }) => {
  await page.goto(`${adult}/fi/ajanvaraus/yksityisasiakas`);
  await expect(page.locator(".result__link").first()).toBeVisible();
  await expect(page.locator(".skeleton")).toHaveCount(0);
});

test.describe("an occupational customer", () => {
  test.use({ persona: "jari", javaScriptEnabled: false });

  test("without JavaScript: the occupational list shows Jari's first free times in the page", async ({ page }) => {
    await page.goto(`${adult}/fi/ajanvaraus/tyoterveys`);
    await expect(page.locator(".result__link").first()).toHaveAttribute("href", /^\/fi\/tyoterveys\/vapaat-ajat\/\d+$/);
    await expect(page.locator(".skeleton")).toHaveCount(0);
  });
});
