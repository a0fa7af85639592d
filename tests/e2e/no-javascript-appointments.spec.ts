import { expect, test } from "./fixtures";
import { bookDevAppointment } from "./pages/appointments";

// The appointment page's writes without JavaScript (spec part 1 §4): arrival reason, check-in and
// cancel are plain form posts; each answer is a page of its own, and a cancellation shows its
// toast on the front page the post redirects to. The booking-link page's check-in and cancel are
// form posts to the link itself. (axe needs scripts: the same pages are checked in
// appointments.spec.ts.)

test.use({ javaScriptEnabled: false, persona: "aino" });

test("without JavaScript: arrival reason, check-in and cancel (fi)", async ({ page }) => {
  test.slow();
  await page.goto("/fi/ajat");
  const soon = await bookDevAppointment(page, 25);
  const later = await bookDevAppointment(page, 6 * 24 * 60);

  await page.goto(`/fi/ajat/${soon.id}`);
  const reason = page.getByRole("textbox", { name: "Esitiedot" });
  await reason.fill("Selkä on kipeä aamuisin.");
  await page.getByRole("button", { name: "Tallenna esitiedot" }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/ajat/${soon.id}$`));
  await expect(page.getByRole("status").filter({ hasText: "Esitiedot tallennettu" })).toBeVisible();
  await expect(reason).toHaveValue("Selkä on kipeä aamuisin.");

  await page.getByRole("button", { name: "Ilmoittaudu" }).click();
  await expect(page.getByText("Olet ilmoittautunut.")).toBeVisible();

  await page.goto(`/fi/ajat/${later.id}`);
  await page.getByRole("button", { name: "Peru aika" }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/ajat/${later.id}\\?cancel=${later.id}$`));
  await expect(page.getByText("Haluatko perua tämän ajan?")).toBeVisible();
  await page.getByRole("button", { name: "Kyllä, peru aika" }).click();
  await expect(page).toHaveURL(/\/fi$/);
  await expect(page.locator(".toast__title")).toHaveText("Aika peruttu");
  await page.goto(`/fi/ajat/${later.id}`);
  await expect(page.getByText("Olet perunut tämän ajan.")).toBeVisible();
});

test("without JavaScript: check in and cancel through the booking link (en)", async ({ page }) => {
  test.slow();
  await page.goto("/en/appointments");
  const soon = await bookDevAppointment(page, 25);
  const later = await bookDevAppointment(page, 6 * 24 * 60);
  const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  // Check in: the question is ?checkIn=1; the end part goes in the form body.
  await page.goto(soon.links.en);
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(soon.links.en)}\\?checkIn=1$`));
  const endPart = page.getByRole("textbox", { name: "The last four characters of your personal identity code" });
  await expect(endPart).toBeFocused();
  await endPart.fill("2469");
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(soon.links.en)}$`));
  await expect(page.getByText("The final part of the personal identity code is incorrect. Please check and try again.")).toBeVisible();
  await expect(endPart).toHaveValue("");
  await expect(endPart).toHaveAttribute("aria-invalid", "true");
  // Refused: the button works again without scripts.
  await expect(page.getByRole("button", { name: "Check in" })).toBeEnabled();
  await endPart.fill("246k");
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByText("You have checked in.")).toBeVisible();
  await page.goto(soon.links.en);
  await expect(page.getByText("You have checked in.")).toBeVisible();

  // Cancel as the logged-in owner: the question is ?cancel=1; "No" keeps it, "Yes" cancels.
  await page.goto(later.links.en);
  await page.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(later.links.en)}\\?cancel=1$`));
  await page.getByRole("button", { name: "No, keep it" }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(later.links.en)}$`));
  await page.getByRole("button", { name: "Cancel appointment" }).click();
  await page.getByRole("button", { name: "Yes, cancel the appointment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Appointment canceled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Make a new appointment" })).toBeVisible();
  await page.goto(`/en/appointments/${later.id}`);
  await expect(page.getByText("You have cancelled this appointment.")).toBeVisible();
});
