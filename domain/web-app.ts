import type { Language } from "./enums";
import { href } from "./routes/href";
import type { BrandId } from "./session-state";

// The installable web app (decisions 370, 371): what the page, the server's manifest and the
// service worker agree on. The service worker (public/sw.js) is plain JavaScript outside the
// build; it learns the paths below from the query of its script address, written by
// app/service-worker-registration.ts from here.

/** The brands' primary colours (the themes' --color-primary; brand-colours.test.ts keeps them equal). */
export const BRAND_THEME_COLOURS: Record<BrandId, string> = { adult: "#0079ad", kids: "#3fb6b6" };

/** The home-screen icons in public/icons/ (tools/pwa-icons.mjs draws them). */
export const WEB_APP_ICON_SIZES = [192, 512] as const;
export function webAppIconPath(brand: BrandId, size: 180 | 192 | 512): string {
  return `/icons/${brand}-${size}.png`;
}

/** The Cache Storage cache of the offline copy of upcoming appointments; it exists only while turned on. */
export const PERSONAL_CACHE = "hoiva-personal";

/** Where the brand's web app manifest is served (?lang= names its language). */
export const WEB_APP_MANIFEST_PATH = "/manifest.webmanifest";

/** Where the service worker's script is served. */
export const SERVICE_WORKER_PATH = "/sw.js";

export interface ServiceWorkerSettings {
  /** The build: a new one installs a new worker, which caches the new offline pages. */
  version: string;
  /** The offline page per language. */
  offline: Record<Language, string>;
  /** The upcoming appointments page per language: the one page that may be kept for offline reading. */
  appointments: Record<Language, string>;
}

export function serviceWorkerSettings(version: string, languages: readonly Language[]): ServiceWorkerSettings {
  const of = (page: "offline" | "appointments") => Object.fromEntries(languages.map((lang) => [lang, href(page, lang)])) as Record<Language, string>;
  return { version, offline: of("offline"), appointments: of("appointments") };
}

/** The worker's script address with its settings in the query. */
export function serviceWorkerUrl(settings: ServiceWorkerSettings): string {
  return `${SERVICE_WORKER_PATH}?${new URLSearchParams({ settings: JSON.stringify(settings) }).toString()}`;
}
