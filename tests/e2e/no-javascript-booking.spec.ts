import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { expect, test } from "./fixtures";
import { adult } from "./pages/account";
import { findFreeTime } from "./pages/booking";

// Booking without JavaScript (spec part 2 §4 "Anonymous reservation", §5): the weak-identification
// form is a plain form post; the server checks it with the same rules, answers with the fields to
// check and everything typed kept, and then with the booked view. (axe needs scripts: the same
// page is checked in booking-reservation.spec.ts.)

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
