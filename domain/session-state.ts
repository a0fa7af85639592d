import type { HealthCareType, Language } from "./enums";

// The session state embedded in every page (spec part 1 §1). Built on the server from the
// session and the environment; read by the browser from the page, never fetched separately.

export const FEATURE_FLAGS = [
  "mfa",
  "customer-messaging-enabled",
  "customer-messaging-allowed",
  "sickness-fund-page",
  "sickness-fund-membership",
  "pikkutsatti",
  "price-details",
  "kela65",
  "ohc-appointment-search",
  "lahitapiola-insurance-flow",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];


export const TIME_UNITS = ["seconds", "minutes", "hours", "days"] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export interface Duration {
  amount: number;
  unit: TimeUnit;
}

const UNIT_MS: Record<TimeUnit, number> = { seconds: 1_000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };
export function durationToMs({ amount, unit }: Duration): number {
  return amount * UNIT_MS[unit];
}

export const BRAND_IDS = ["adult", "kids"] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const STAGES = ["development", "production"] as const;
export type Stage = (typeof STAGES)[number];
/** One of the four environments: development and production per brand. */
export type EnvironmentName = `${BrandId}-${Stage}`;

export interface SessionState {
  environment: EnvironmentName;
  /** Null for an anonymous visitor: anonymous calls carry no CSRF token (spec part 1 §7). */
  csrfToken: string | null;
  features: FeatureFlag[];
  healthCareType: HealthCareType;
  isSessionValid: boolean;
  sessionScope: "inAppBooking" | null;
  lang: Language;
  /** ISO timestamp, null when not logged in. */
  sessionExpires: string | null;
  authTokenTimeout: Duration;
}

/**
 * Where a timed-out session's "log in again" leads (spec part 1 §4 "Session"): on the children's
 * brand its own page, the brand's front page; otherwise the page the user was on.
 */
export function expiredSessionNextPath(brand: BrandId, frontPage: string, currentPath: string): string {
  return brand === "kids" ? frontPage : currentPath;
}
