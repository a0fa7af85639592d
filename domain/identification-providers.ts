import type { Language } from "./enums";
import type { CalendarDate } from "./helsinki-time";
import { ageOn } from "./identity-code";

// Strong identification (spec part 1 §1, §2 "Login", §7 "Navigation"): the login page links every
// provider to /oauth/authenticate with lang, next and acr_values; the OIDC relying party checks the
// same values before it starts a flow. One list, used by both sides.

/** The relying party's entry point (server/modules/account/oauth-routes.ts). */
export const AUTHENTICATE_PATH = "/oauth/authenticate";

export const MOBILE_CERTIFICATE_ACR = "fi:mobiilivarmenne";
/** Bank credentials without a preselected bank: the identification service asks which bank. */
export const BANK_ACR = "fi:bank";

/** The ten banks of the Finnish Trust Network, in the order the login page lists them. */
export const BANK_IDS = [
  "aktia",
  "danske",
  "handelsbanken",
  "nordea",
  "omasp",
  "op",
  "pop",
  "spankki",
  "saastopankki",
  "alandsbanken",
] as const;
export type BankId = (typeof BANK_IDS)[number];

export type IdentificationProviderId = "mobiilivarmenne" | BankId;

/** An acr_values a login link may carry: a provider's own, or the general bank login. */
export type AcrValue = typeof MOBILE_CERTIFICATE_ACR | typeof BANK_ACR | `${typeof BANK_ACR}:${BankId}`;

export interface IdentificationProvider {
  id: IdentificationProviderId;
  kind: "mobileCertificate" | "bank";
  /** The OIDC acr_values of this provider, e.g. "fi:bank:op". */
  acrValue: AcrValue;
}

export const IDENTIFICATION_PROVIDERS: readonly IdentificationProvider[] = [
  { id: "mobiilivarmenne", kind: "mobileCertificate", acrValue: MOBILE_CERTIFICATE_ACR },
  ...BANK_IDS.map((id) => ({ id, kind: "bank" as const, acrValue: `${BANK_ACR}:${id}` as const })),
];

/** Every acr_values a login link may carry: each provider, and the general bank login. */
export const ACR_VALUES: readonly AcrValue[] = [...IDENTIFICATION_PROVIDERS.map((provider) => provider.acrValue), BANK_ACR];

export function isAcrValue(value: unknown): value is AcrValue {
  return typeof value === "string" && (ACR_VALUES as readonly string[]).includes(value);
}

/**
 * Whom the user logs in to act for besides themselves (spec part 1 §1, §6): a guardian for a child
 * aged 11 or under (children's brand), or an agent for a principal under a mandate. After the
 * identification the user chooses the person on the "choose person" page.
 */
export const LOGIN_ACTORS = ["child", "mandate"] as const;
export type LoginActor = (typeof LOGIN_ACTORS)[number];

export function isLoginActor(value: unknown): value is LoginActor {
  return typeof value === "string" && (LOGIN_ACTORS as readonly string[]).includes(value);
}

/** From 12 a person logs in themselves; a guardian logs in for a child aged 11 or under (spec part 1 §1). */
export const OWN_LOGIN_MIN_AGE = 12;

/**
 * Whether a person born on `birthDate` logs in themselves on the Helsinki day of `now`: from the
 * twelfth birthday on. Younger children are refused their own login (decision 278).
 */
export function logsInThemselves(birthDate: CalendarDate, now: Date): boolean {
  return ageOn(birthDate, now) >= OWN_LOGIN_MIN_AGE;
}

/** A guardian may pay a minor's invoices until the child turns 18 (spec part 2 §2, §6; decision 294). */
export const GUARDIAN_PAYS_UNTIL_AGE = 18;

/** Whether a person born on `birthDate` is a minor on the Helsinki day of `now`. */
export function isMinor(birthDate: CalendarDate, now: Date): boolean {
  return ageOn(birthDate, now) < GUARDIAN_PAYS_UNTIL_AGE;
}

export interface AuthenticateParams {
  lang: Language;
  /** Where to go after the login: a same-site relative path (see safeRelativePath). */
  next: string;
  acrValues: AcrValue;
  actor?: LoginActor | null;
}

/** The link that starts a strong identification: /oauth/authenticate?lang=&next=&acr_values=[&actor=]. */
export function authenticateUrl({ lang, next, acrValues, actor }: AuthenticateParams): string {
  const query = new URLSearchParams({ lang, next, acr_values: acrValues });
  if (actor) query.set("actor", actor);
  return `${AUTHENTICATE_PATH}?${query.toString()}`;
}
