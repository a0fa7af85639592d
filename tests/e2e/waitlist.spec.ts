import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { expectNothingWiderThanWindow } from "./overflow";
import { bookDevAppointment } from "./pages/appointments";
import { postDevTool } from "./pages/dev-tools";

// The earlier-time waitlist (issue 35 §3, decisions 341-344): Aino joins the line from her
// appointment, a time frees up (the development tool POST /api/dev/waitlist/freed-time stands in
// for another patient's cancellation and makes the offer the waitlist's task would make within a
// minute), the offer appears on her appointment page, she takes it and the appointment has moved.
// axe on every state; on a phone and on a desktop, nothing wider than the window. With
// WAITLIST_SCREENSHOTS=<folder> each state is also saved as a PNG there.

test.use({ persona: "aino" });
// One after the other: both journeys put Aino in the same line, and a freed time goes to whoever is
// first in it, so side by side one journey's time could be offered to the other's appointment.
test.describe.configure({ mode: "default" });

async function freeAnEarlierTime(page: Page, appointmentId: number): Promise<{ slotId: number; offerId: number | null }> {
  return postDevTool(page, "/api/dev/waitlist/freed-time", { appointmentId });
}

async function look(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNothingWiderThanWindow(page);
  const folder = process.env.WAITLIST_SCREENSHOTS;
  if (folder) {
    const { width } = page.viewportSize() ?? { width: 0 };
    await page.screenshot({ path: `${folder}/waitlist-${name}-${width}.png`, fullPage: true });
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`join the waitlist, a time frees, take the offer: the appointment moved (en, ${viewport.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto("/en/appointments");
    const appointment = await bookDevAppointment(page, 6 * 24 * 60);
    await page.goto(`/en/appointments/${appointment.id}`);

    const section = page.getByRole("region", { name: "Tell me if an earlier time frees up" });
    await expect(section).toBeVisible();
    await expect(section.getByRole("radio", { name: /^Only with / })).toBeChecked();
    await expect(section.getByLabel("Not earlier than")).toHaveValue("2026-11-24");
    await look(page, "join");
    await section.getByRole("button", { name: "Tell me if an earlier time frees up" }).click();

    await expect(page.getByText("We will tell you if an earlier time frees up")).toBeVisible();
    const waiting = page.getByRole("region", { name: "You are waiting for an earlier time" });
    await expect(waiting).toContainText("not earlier than 24.11.2026.");
    await expect(waiting.getByRole("button", { name: "Stop waiting" })).toBeVisible();
    await look(page, "waiting");

    const freed = await freeAnEarlierTime(page, appointment.id);
    expect(freed.offerId).not.toBeNull();
    await page.reload();
    await expect(page.getByText("An earlier time is free for you")).toBeVisible();
    await expect(page.getByText("Held for you", { exact: true })).toBeVisible();
    await look(page, "offered");

    await page.getByRole("link", { name: "See the earlier time" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("An earlier time for you");
    await expect(page.getByText(/This time is held for you until \d+:\d\d\./)).toBeVisible();
    await expect(page.getByText("Held for you", { exact: true })).toHaveClass("status-badge status-badge--info");
    const offerUrl = page.url();
    await look(page, "offer");

    await page.getByRole("button", { name: "Take the earlier time" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/appointments/${freed.slotId}$`));
    await expect(page.getByText("Your appointment has been moved to the earlier time")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment");
    await look(page, "moved");

    // The old appointment is cancelled, by the patient.
    await page.goto(`/en/appointments/${appointment.id}`);
    await expect(page.getByText("You have cancelled this appointment.")).toBeVisible();

    // The offer's page now says it was accepted.
    await page.goto(offerUrl);
    await expect(page.getByText("Accepted", { exact: true })).toHaveClass("status-badge status-badge--success");
  });
}
