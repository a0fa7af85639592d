import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { bookDevAppointment, type DevAppointment } from "./pages/appointments";

// Appointments (spec part 1 §2, §4, §5, §8): the booking link without login (wrong end part, right
// end part, checked in) in English, and a logged-in user (view, arrival reason, check-in, cancel)
// in Finnish, starting from the persona's saved login. axe on every state.
//
// The demo data's one appointment with check-in open is Aino's, starting 20 minutes after the
// server loaded the data; the booking-link journey uses it (its link comes from the development
// tool GET /api/dev/appointment-links, standing in for the confirmation SMS). The logged-in journey
// books its own appointments with POST /api/dev/appointments, so the two never touch the same row.

const AINO_IDENTITY_CODE = "140386-246K";

test("booking link: wrong end part, right end part, checked in (en)", async ({ page, request }) => {
  const response = await request.get(`/api/dev/appointment-links?identityCode=${AINO_IDENTITY_CODE}`);
  expect(response.ok()).toBe(true);
  const { appointments } = (await response.json()) as { appointments: DevAppointment[] };
  const open = appointments.find((appointment) => appointment.selfCheckInStatus === "allowed");
  if (!open) throw new Error("The demo data has an appointment with check-in open");

  await page.goto(open.links.en);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment");
  await expect(page.getByText("Doctor's appointment 30 min")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel appointment" })).toHaveCount(0); // inside the deadline
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Check in" }).click();
  const group = page.getByRole("group", { name: "The last four characters of your personal identity code" });
  const first = group.getByRole("textbox", { name: "Character 1 of 4" });
  const second = group.getByRole("textbox", { name: "Character 2 of 4" });
  await expect(first).toBeFocused();

  // Letters are ignored in 1-3; focus moves on, Backspace in an empty input goes back.
  await page.keyboard.type("x2");
  await expect(first).toHaveValue("2");
  await expect(second).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(first).toBeFocused();
  await expect(first).toHaveValue("");

  await page.keyboard.type("2469");
  const error = page.getByText("The final part of the personal identity code is incorrect. Please check and try again.");
  await expect(error).toBeVisible();
  await expect(group.getByRole("textbox", { name: "Character 1 of 4" })).toBeFocused();
  await expect(group.getByRole("textbox", { name: "Character 1 of 4" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.keyboard.type("246k");
  await expect(page.getByText("You have checked in.")).toBeVisible();
  await expect(page.getByText("Your room: 2. krs, huone 214")).toBeVisible();
  await expectNoAxeViolations(page);

  // The link now opens as checked in.
  await page.reload();
  await expect(page.getByText("You have checked in.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in" })).toHaveCount(0);
});

test("booking link that does not exist: not found, with a new appointment and log in (sv)", async ({ page }) => {
  const response = await page.goto("/sv/bokning/MTJfMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDA");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tidsbokningen hittades inte");
  await expect(page.getByRole("link", { name: "Boka en ny tid" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Logga in" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("logged in as Aino", () => {
  test.use({ persona: "aino" });

  test("logged in: view, arrival reason, check in, cancel (fi)", async ({ page }) => {
    // A long journey: strong login, two bookings, every action with an axe check.
    test.slow();
    await page.goto("/fi/ajat");
    const soon = await bookDevAppointment(page, 25);
    const later = await bookDevAppointment(page, 4 * 24 * 60);

    // The list: deadline intro, booking button, the new appointments.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajanvaraukset");
    await expect(page.getByText("Voit perua ajan verkossa viimeistään 24 tuntia ennen sen alkua.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Varaa aika" }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // View the appointment starting in 25 minutes.
    await page.locator(`a[href="/fi/ajat/${soon.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/fi/ajat/${soon.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vastaanottoaikasi");
    await expect(page.getByRole("term").filter({ hasText: "Kesto" })).toBeVisible();
    await page.getByText("Saapumisohjeet").click();
    await expect(page.getByText(/Ilmoittaudu saapuessasi/)).toBeVisible();
    await expect(page.getByText(/Aikaan on alle 24 tuntia/)).toBeVisible(); // no cancelling this one online
    await expectNoAxeViolations(page);

    // Arrival reason: the counter, the limit, then saving.
    const reason = page.getByRole("textbox", { name: "Esitiedot" });
    const save = page.getByRole("button", { name: "Tallenna esitiedot" });
    await reason.fill("x".repeat(301));
    await expect(page.getByText("301 / 300")).toBeVisible();
    await expect(page.getByText("Merkkimäärä ylittyi")).toBeVisible();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(save).toBeDisabled();
    await reason.fill("Polvi on kipeä portaissa.");
    await expect(page.getByText("25 / 300")).toBeVisible();
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: "Esitiedot tallennettu" })).toBeVisible();

    // Check in.
    await page.getByRole("button", { name: "Ilmoittaudu" }).click();
    await expect(page.getByText("Olet ilmoittautunut.")).toBeVisible();
    await expect(page.getByText(/^Huoneesi: /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Ilmoittaudu" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText("Olet ilmoittautunut.")).toBeVisible();
    await expect(reason).toHaveValue("Polvi on kipeä portaissa.");

    // Add to calendar: the .ics of the appointment, time and place without the visit's details.
    await page.goto(`/fi/ajat/${later.id}`);
    const practitioner = (await page.getByRole("heading", { level: 2 }).first().textContent()) ?? "";
    expect(practitioner).not.toBe("");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Lisää kalenteriin" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hoiva-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = (await readFile(await download.path())).toString("utf8").replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("SUMMARY:Hoiva: vastaanottoaika");
    expect(ics).toContain(`UID:appointment-${later.id}@`);
    expect(ics).not.toContain(practitioner);

    // Cancel the one four days ahead: confirmation, then the front page with the toast.
    // Days ahead: when check-in opens, not a button that cannot be pressed.
    await expect(page.getByText(/^Ilmoittautuminen avautuu \d{2}\.\d{2}\.\d{4} klo \d{1,2}:\d{2}\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Ilmoittaudu" })).toHaveCount(0);
    await page.getByRole("button", { name: "Peru aika" }).click();
    await expect(page.getByText("Haluatko perua tämän ajan?")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Kyllä, peru aika" }).click();
    await expect(page).toHaveURL(/\/fi$/);
    await expect(page.getByText("Aika peruttu")).toBeVisible();
    await expectNoAxeViolations(page);

    // The cancelled appointment says so first, drops the map and arrival, and offers a new time.
    await page.goto(`/fi/ajat/${later.id}`);
    const notice = page.getByText("Olet perunut tämän ajan.");
    await expect(notice).toBeVisible();
    const noticeBox = (await notice.boundingBox())!;
    const practitionerBox = (await page.getByRole("heading", { level: 2 }).first().boundingBox())!;
    expect(noticeBox.y).toBeLessThan(practitionerBox.y);
    await expect(page.getByRole("button", { name: "Peru aika" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Näytä kartalla/ })).toHaveCount(0);
    await expect(page.getByText("Saapumisohjeet")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Varaa uusi aika" }).click();
    await expect(page).toHaveURL(/\/fi\/ajanvaraus\/yksityisasiakas\?specialtyIds=/);
    await expect(page.locator(".result__link").first()).toBeVisible();
  });
});
