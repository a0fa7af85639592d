import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// The account area's steps: every way a journey logs in through the built-in identity provider,
// and the demo personas whose logged-in state the setup project saves once per run.

const port = Number(process.env.E2E_PORT ?? 3100);
export const adult = `http://localhost:${port}`;
export const kids = `http://kids.localhost:${port}`;

/** Demo personas that journeys use already logged in (tests/e2e/personas.setup.ts). */
export const PERSONAS = {
  aino: "Aino Virtanen",
  jari: "Jari Laine",
  tuula: "Tuula Rinne",
  marko: "Marko Lahtinen",
  pekka: "Pekka Mäkelä",
} as const;
export type PersonaKey = keyof typeof PERSONAS;

/** Where the setup project keeps a persona's cookies (under data/, which git ignores). */
export function storageStatePath(persona: PersonaKey): string {
  return `data/e2e-auth/${persona}.json`;
}

/** Strong login through the Finnish login page as a demo persona, continuing to `nextPath`. */
export async function logInAs(page: Page, personaName: string, nextPath = "/fi") {
  await page.goto(`${adult}/fi/kirjaudu?nextPath=${encodeURIComponent(nextPath)}`);
  await page.getByRole("link", { name: "Mobiilivarmenne" }).click();
  await page.getByRole("button", { name: new RegExp(personaName) }).click();
  // From the Finnish front page the portal opens in the persona's own language (decision 173).
  await page.waitForURL((url) => url.pathname === nextPath || (nextPath === "/fi" && /^\/(sv|en)$/.test(url.pathname)));
}

/**
 * A guardian's strong login in the children's brand: "My child's" on the login page (a script
 * control, so after hydration), a bank, then the demo persona at the identity provider. Ends on
 * the choose-person page.
 */
export async function identifyAsGuardian(page: Page, kidsOrigin: string, persona: RegExp) {
  await page.goto(`${kidsOrigin}/en/login?nextPath=%2Fen`);
  await waitForHydration(page);
  await page.getByRole("radio", { name: "My child's" }).check();
  await page.getByRole("link", { name: "OP", exact: true }).click();
  await page.getByRole("button", { name: persona }).click();
}

/** Strong login from the Finnish front page as a demo persona (the OP button of the identity provider). */
export async function identifyAs(page: Page, persona: RegExp) {
  await page.goto(`${adult}/fi`);
  await page.getByRole("banner").getByRole("link", { name: "Kirjaudu", exact: true }).click();
  await expect(page).toHaveURL(/\/fi\/kirjaudu\?nextPath=/);
  await page.getByRole("link", { name: "OP", exact: true }).click();
  await page.getByRole("button", { name: persona }).click();
  // The front page in the persona's own language (decision 173).
  await expect(page).toHaveURL(new RegExp(`^${adult}/(fi|sv|en)$`));
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
