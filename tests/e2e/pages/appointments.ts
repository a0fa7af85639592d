import { expect, type Page } from "@playwright/test";

// The appointments area's steps: appointments booked for the logged-in user through the
// development API, so that a journey never shares a row with another.

export interface DevAppointment {
  id: number;
  selfCheckInStatus: string;
  links: { fi: string; sv: string; en: string };
}

/** Books an appointment starting `startsInMinutes` from the server's now for the logged-in user. */
export async function bookDevAppointment(page: Page, startsInMinutes: number): Promise<DevAppointment> {
  const state = JSON.parse((await page.locator("#session-state").first().textContent()) ?? "{}") as { csrfToken: string };
  const response = await page.request.post(`/api/dev/appointments?csrfToken=${encodeURIComponent(state.csrfToken)}`, {
    data: { startsInMinutes },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { appointment: DevAppointment }).appointment;
}
