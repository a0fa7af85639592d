import { type IntlShape, createIntl, createIntlCache } from "react-intl";
import type { CompiledMessages, Messages } from "./catalog";

// One formatter per language and catalog, shared by every render that uses the same catalog: each
// message is parsed once per process (server) or page load (browser), not once per request.
// The server hands every page of the same language and message areas the same frozen catalog
// object (catalogOf), so the objects themselves are the keys; a catalog that arrives anew in the
// browser's root data gets its own formatter.

const cache = createIntlCache();
const byCatalog = new WeakMap<Messages | CompiledMessages, Map<string, IntlShape>>();

/**
 * The formatter of these texts in this language (Helsinki time, Finnish as the default locale).
 * Pages get compiled messages (the browser has no ICU parser, decision 238); tests may pass text.
 */
export function intlOf(locale: string, messages: Messages | CompiledMessages): IntlShape {
  let byLocale = byCatalog.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    byCatalog.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages, defaultLocale: "fi", timeZone: "Europe/Helsinki" }, cache);
    byLocale.set(locale, intl);
  }
  return intl;
}
