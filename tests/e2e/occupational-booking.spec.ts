import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult } from "./pages/account";
import { findFreeTime } from "./pages/booking";

// Occupational booking in Finnish (spec part 2 §2, §8): Jari's list of times and one time's
// reservation page with its notices; the no-web-reservation states of the demo personas Tuula
// (her contract has the lift-up product: the guide block) and Marko (the customer service phone),
// on the list and on a reservation page; and the demo reservation notices on a private
// reservation page. axe on every screen.

const OCCUPATIONAL_LIST = "/fi/ajanvaraus/tyoterveys";
const CUSTOMER_SERVICE = { name: "010 555 1000", href: "tel:+358105551000" };

// The demo catalogue's notices (server/db/demo-data/catalog-data.ts).
const OCCUPATIONAL_NOTICE =
  "Jos asiasi liittyy työtapaturmaan tai epäiltyyn ammattitautiin, kerro siitä vastaanoton alussa ja ota mukaan työnantajasi tapaturmailmoitus.";
const PHYSIOTHERAPY_NOTICE = "Ota mukaan aiemmat röntgen- ja magneettikuvasi tai niiden lausunnot, jos vaivaasi on kuvattu muualla.";
const LONG_VISIT_NOTICE = /^Varaathan käynnille aikaa noin 60 minuuttia/;

/** A result of the list: its link reads "9:30 Sari Lehtonen". */
const resultLinks = (page: Page) => page.getByRole("main").getByRole("link", { name: /^\d{1,2}:\d{2} / });
const notices = (page: Page) => page.locator(".reservation-notices");

/** The reservation page's no-web-reservation state (spec §8: the customer service number, no form). */
async function expectNoWebReservationPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
  await expect(page.getByText("Työterveyshuoltosopimuksesi ei salli ajanvarausta verkossa. Soita asiakaspalveluumme 010 555 1000.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: CUSTOMER_SERVICE.name })).toHaveAttribute("href", CUSTOMER_SERVICE.href);
  await expect(page.getByRole("button", { name: "Varaa aika" })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test.describe("logged in as Jari Laine", () => {
  test.use({ persona: "jari" });

  test("Jari's occupational list has times, and a time's reservation page shows its notices", async ({ page }) => {
    await page.goto(OCCUPATIONAL_LIST);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Työterveyden ajanvaraus");
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(resultLinks(page).first()).toHaveAttribute("href", /^\/fi\/tyoterveys\/vapaat-ajat\/\d+$/);
    await expectNoAxeViolations(page);

    // The last doctor's time of the first page (vaccination times carry no occupational notice):
    // other journeys that book as Jari take the earliest ones.
    await resultLinks(page).filter({ hasNotText: "Rokotuspiste" }).last().click();
    await expect(page).toHaveURL(/\/fi\/tyoterveys\/vapaat-ajat\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
    await expect(notices(page).getByRole("heading", { name: "Huomioithan" })).toBeVisible();
    await expect(notices(page).getByText(OCCUPATIONAL_NOTICE)).toBeVisible();
    await expect(page.getByRole("button", { name: "Varaa aika" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("logged in as Tuula Rinne", () => {
  test.use({ persona: "tuula" });

  test("Tuula's contract has the lift-up product: the list shows the guide instead of times", async ({ page, request }) => {
    const vaccination = (await findFreeTime(request, 9, { specialtyId: "INFL", strongOnlyToo: true })).id;
    await page.goto(OCCUPATIONAL_LIST);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Työterveyden ajanvaraus");
    await expect(page.getByRole("heading", { level: 2, name: "Työterveysluotsi auttaa sinua" })).toBeVisible();
    await expect(page.getByText("Sopimukseesi kuuluu henkilökohtainen luotsi: ota ensin yhteyttä luotsiin, niin hän varaa sinulle oikean ajan.")).toBeVisible();
    await expect(page.getByRole("link", { name: `Ota yhteyttä luotsiin: ${CUSTOMER_SERVICE.name}` })).toHaveAttribute("href", CUSTOMER_SERVICE.href);
    await expect(resultLinks(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // An occupational time opened directly (a vaccination time is offered as both) is refused too.
    await page.goto(`${adult}/fi/tyoterveys/vapaat-ajat/${vaccination}`);
    await expectNoWebReservationPage(page);
  });
});

test.describe("logged in as Marko Lahtinen", () => {
  test.use({ persona: "marko" });

  test("Marko's contract has no web booking: the list and a reservation page give the phone number", async ({ page, request }) => {
    const vaccination = (await findFreeTime(request, 16, { specialtyId: "INFL", strongOnlyToo: true })).id;
    await page.goto(OCCUPATIONAL_LIST);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Työterveyden ajanvaraus");
    await expect(page.getByRole("heading", { level: 2, name: "Sopimukseesi ei sisälly verkkoajanvarausta" })).toBeVisible();
    await expect(page.getByText("Työterveyssopimukseesi ei sisälly verkkoajanvarausta. Varaa aika soittamalla asiakaspalveluumme: 010 555 1000.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: CUSTOMER_SERVICE.name })).toHaveAttribute("href", CUSTOMER_SERVICE.href);
    await expect(page.getByRole("heading", { level: 2, name: "Työterveysluotsi auttaa sinua" })).toHaveCount(0);
    await expect(resultLinks(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(`${adult}/fi/tyoterveys/vapaat-ajat/${vaccination}`);
    await expectNoWebReservationPage(page);
  });
});

test("a private physiotherapy time's reservation page shows the kind's and the specialty's notices", async ({ page, request }) => {
  const time = (await findFreeTime(request, 5, { specialtyId: "FYS", strongOnlyToo: true })).id;
  await page.goto(`${adult}/fi/kirjautumattomat-kayttajat/vapaat-ajat/${time}`);
  await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
  await expect(notices(page).getByRole("heading", { name: "Huomioithan" })).toBeVisible();
  await expect(notices(page).getByText(LONG_VISIT_NOTICE)).toBeVisible();
  await expect(notices(page).getByText(PHYSIOTHERAPY_NOTICE)).toBeVisible();
  await expectNoAxeViolations(page);
});
