import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_NOW } from "../clock";

// Shared steps of the booking journeys: free times from the search API and a strong login through
// the built-in identity provider.

const port = Number(process.env.E2E_PORT ?? 3100);
export const adult = `http://localhost:${port}`;

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

/** Strong login from the Finnish front page as a demo persona (the OP button of the identity provider). */
export async function identifyAs(page: Page, persona: RegExp) {
  await page.goto(`${adult}/fi`);
  await page.getByRole("banner").getByRole("link", { name: "Kirjaudu", exact: true }).click();
  await expect(page).toHaveURL(/\/fi\/kirjaudu\?nextPath=/);
  await page.getByRole("link", { name: "OP", exact: true }).click();
  await page.getByRole("button", { name: persona }).click();
  await expect(page).toHaveURL(`${adult}/fi`);
}

/** The identity provider's own labels; it speaks the language of the page that sent the user. */
const PROVIDER_LABELS = {
  fi: { identityCode: "Henkilötunnus", givenName: "Etunimet", familyName: "Sukunimi", submit: "Tunnistaudu" },
  sv: { identityCode: "Personbeteckning", givenName: "Förnamn", familyName: "Efternamn", submit: "Identifiera" },
  en: { identityCode: "Personal identity code", givenName: "Given names", familyName: "Family name", submit: "Identify" },
};

/** Strong login as a person of our choosing: a bank link, then the identity typed into the provider. */
export async function identifyWithCode(
  page: Page,
  person: { identityCode: string; givenName: string; familyName: string },
  lang: keyof typeof PROVIDER_LABELS = "en",
) {
  const labels = PROVIDER_LABELS[lang];
  await page.getByRole("link", { name: "Nordea", exact: true }).click();
  await page.getByLabel(labels.identityCode).fill(person.identityCode);
  await page.getByLabel(labels.givenName).fill(person.givenName);
  await page.getByLabel(labels.familyName).fill(person.familyName);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}
