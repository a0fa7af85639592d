import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult, identifyAs, identifyWithCode } from "./pages/account";
import { findFreeTime, helsinkiDay } from "./pages/booking";
import { waitForHydration } from "./pages/hydration";

// The booking journeys of spec part 2 §2 and §4 beyond the plain private booking: an insurance
// booking with If's direct compensation, a new person who tries to book, is asked to identify,
// registers, consents and then books, and a Kela65 booking by a customer over 65. axe on every
// screen of the way.

test("logged-in insurance booking with If direct compensation (en)", async ({ page, request }) => {
  test.slow();
  const time = await findFreeTime(request, 26, { type: "insurance", strongOnlyToo: true });
  await identifyAs(page, /Emily Carter/);
  await page.goto(`${adult}/en/available-appointments/insurance/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book an appointment" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText("051192X****")).toBeVisible();
  await expectNoAxeViolations(page);

  // Book stays enabled; a try before the choice is complete books nothing and the focused list
  // above it says what is missing (spec §5 "insurance choice complete", the GOV.UK pattern).
  const book = page.getByRole("button", { name: "Book appointment" });
  const missing = page.locator("#reservation-missing");
  await expect(missing).toHaveCount(0);
  await book.click();
  await expect(missing.getByRole("link", { name: "Insurance company" })).toBeVisible();
  await expect(missing).toBeFocused();

  const insurer = page.getByRole("group", { name: "Insurance company" });
  await insurer.getByRole("radio", { name: "If", exact: true }).check();
  await page.getByRole("radio", { name: "Direct compensation: the clinic bills the insurance company" }).check();
  const consent = page.getByRole("checkbox", { name: "I consent to Hoiva giving If the information about this visit that direct compensation needs" });
  await expect(consent).not.toBeChecked();
  await expect(missing).toBeVisible();
  await expectNoAxeViolations(page);

  await consent.check();
  await expect(missing).toHaveCount(0);
  await book.click();
  await expect(page.getByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeVisible();
  await expect(page.getByText(/A confirmation has been sent to .+@example\.com and \+358/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The appointment is Emily's now and is no longer offered to anybody.
  await page.getByRole("link", { name: "Show the appointment" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/appointments/${time.id}$`));
  await expect(page.getByRole("button", { name: "Cancel appointment" })).toBeVisible();
  await page.goto(`${adult}/en/available-appointments/insurance/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "This appointment has already been reserved" })).toBeVisible();
  await expect(page.getByText("You have reserved this appointment.")).toBeVisible();
});

/** A valid identity code nobody in the demo data has (individual numbers 900+ are never generated). */
const NEWCOMER = { identityCode: "150590-912B", givenName: "Saga", familyName: "Nyholm" };

test("a new person is asked to identify, registers, consents and books (sv)", async ({ page, request }) => {
  test.slow();
  const time = await findFreeTime(request, 19);

  // Weak identification first: the register has no such person, so strong login is asked for.
  await page.goto(`${adult}/sv/anonyma-anvandare/lediga-tider/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Boka tid" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Förnamn").fill("Saga");
  await page.getByLabel("Efternamn").fill("Nyholm");
  await page.getByLabel("Personbeteckning").fill(NEWCOMER.identityCode);
  await page.getByLabel("Telefonnummer").fill("040 555 0190");
  await page.getByLabel("E-post").fill("saga.nyholm@example.com");
  await page.getByLabel("Jag godkänner användarvillkoren").check();
  await page.getByRole("button", { name: "Boka tid" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Identifiera dig för att boka" })).toBeVisible();
  await expect(page.getByText("Du är en ny kund. Registrera dig som kund genom att identifiera dig, så kan du boka tiden.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Identifiera dig" }).click();
  await identifyWithCode(page, NEWCOMER, "sv");

  // Back at the time: registration first, coming back to the time.
  const reservePath = `/sv/lediga-tider/${time.id}`;
  await expect(page).toHaveURL(`${adult}/sv/registrering?nextPath=${encodeURIComponent(reservePath)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Registrera dig som kund" })).toBeVisible();
  await expect(page.getByLabel("Förnamn")).toHaveValue("Saga");
  await expectNoAxeViolations(page);
  await page.getByLabel("Gatuadress").fill("Strandvägen 4 B 12");
  await page.getByLabel("Postnummer").fill("00150");
  await page.getByLabel("Postanstalt").fill("Helsingfors");
  await page.getByLabel("Telefonnummer").fill("040 555 0190");
  await page.getByLabel("E-post").fill("saga.nyholm@example.com");
  await page.getByRole("button", { name: "Registrera" }).click();

  // The patient data consent, then the time again.
  await expect(page).toHaveURL(`${adult}/sv/behandling-av-patientuppgifter?nextPath=${encodeURIComponent(reservePath)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Behandling av patientuppgifter" })).toBeVisible();
  await page.getByText("Dataskyddsbeskrivning", { exact: true }).click();
  await page.getByRole("button", { name: "Spara" }).click();

  await expect(page).toHaveURL(`${adult}${reservePath}`);
  await expect(page.getByRole("heading", { level: 1, name: "Boka tid" })).toBeVisible();
  await expect(page.getByText("150590-****")).toBeVisible();
  await expect(page.getByText("saga.nyholm@example.com")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Boka tid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Din tid är bokad" })).toBeVisible();
  await expect(page.getByText("En bekräftelse har skickats till saga.nyholm@example.com och +358405550190.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a customer over 65 books a Kela65 time at the Kela65 price (fi)", async ({ page, request }) => {
  test.slow();
  const time = await findFreeTime(request, 33, { type: "kela65", strongOnlyToo: true });
  await identifyAs(page, /Raili Hämäläinen/);

  // From the Kela65 list of that week: the time's own link leads to its reservation page.
  await page.goto(`${adult}/fi/ajanvaraus/kela65?startDate=${helsinkiDay(33)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator(`a[href="/fi/vapaat-ajat/kela65/${time.id}"]`).click();
  await expect(page).toHaveURL(`${adult}/fi/vapaat-ajat/kela65/${time.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Varaa aika" })).toBeVisible();
  await expect(page.getByText("Tähän käyntiin sovelletaan Kela65-hintaa.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^28,20\s€/ })).toBeVisible();
  await expect(page.getByText("270152-****")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Varaa aika" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Näytä aika" }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/ajat/${time.id}$`));
  // A reserved appointment shows no estimate (spec part 2 §6); the Kela65 kind tells what it is.
  await expect(page.getByRole("article", { name: /^Kela65-/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Peru aika" })).toBeVisible();
});
