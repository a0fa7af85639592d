import { expect, type APIRequestContext } from "@playwright/test";
import { TEST_NOW } from "#tests/clock";
import { adult } from "./account";

// The booking area's steps: free times from the search API, relative to the pinned test instant.

export interface FoundAppointment {
  id: number;
  startDate: string;
  requiresAuthToReserve: boolean;
}

export type SearchType = "private" | "insurance" | "kela65";

const TYPE_FLAG: Record<SearchType, string> = { private: "", insurance: "&isInsuranceCustomer=true", kela65: "&isKela65=true" };

/** The Helsinki calendar day `daysAhead` days from the pinned test instant, "YYYY-MM-DD". */
export function helsinkiDay(daysAhead: number): string {
  return new Date(TEST_NOW.getTime() + daysAhead * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Helsinki" });
}

/**
 * A free time of the type in the week starting `daysAhead` days from now, from GET /api/appointments,
 * open to weak identification unless `strongOnlyToo`. Journeys running in parallel search different
 * weeks, all outside the binding window.
 */
export async function findFreeTime(
  request: APIRequestContext,
  daysAhead: number,
  { type = "private", strongOnlyToo = false, specialtyId }: { type?: SearchType; strongOnlyToo?: boolean; specialtyId?: string } = {},
): Promise<FoundAppointment> {
  const range = `startDate=${helsinkiDay(daysAhead)}&endDate=${helsinkiDay(daysAhead + 6)}`;
  const specialty = specialtyId ? `&specialtyIds=${specialtyId}` : "";
  const response = await request.get(`${adult}/api/appointments?lang=fi&${range}${TYPE_FLAG[type]}${specialty}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { availableAppointments: { appointments: FoundAppointment[] } };
  const found = body.availableAppointments.appointments.find((appointment) => strongOnlyToo || !appointment.requiresAuthToReserve);
  expect(found, `a free ${type} time`).toBeDefined();
  return found!;
}
