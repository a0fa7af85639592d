import type { Page } from "@playwright/test";
import { postDevTool } from "./dev-tools";

// The appointments area's steps: appointments booked for the logged-in user through the
// development API, so that a journey never shares a row with another.

export interface DevAppointment {
  id: number;
  selfCheckInStatus: string;
  links: { fi: string; sv: string; en: string };
}

/** Books an appointment starting `startsInMinutes` from the server's now for the logged-in user. */
export async function bookDevAppointment(page: Page, startsInMinutes: number): Promise<DevAppointment> {
  return (await postDevTool<{ appointment: DevAppointment }>(page, "/api/dev/appointments", { startsInMinutes })).appointment;
}
