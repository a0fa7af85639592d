import { expect, test } from "./fixtures";
import { bookDevAppointment } from "./pages/appointments";

// The appointment page's writes without JavaScript (spec part 1 §4): arrival reason, check-in and
// cancel are plain form posts; each answer is a page of its own, and a cancellation shows its
// toast on the front page the post redirects to. (axe needs scripts: the same
// pages are checked in appointments.spec.ts.)

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
