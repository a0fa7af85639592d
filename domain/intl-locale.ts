import type { Language } from "./enums";

/** The Intl locale of each language: Finnish and Swedish as written in Finland, British English. */
export const INTL_LOCALE: Record<Language, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" };

/**
 * One formatter per language, built on first use: building an Intl formatter costs far more than
 * formatting with it, and a list or a month grid formats a value on every row or day.
 */
export function perLanguage<Formatter>(build: (locale: string) => Formatter): (lang: Language) => Formatter {
  const built = new Map<Language, Formatter>();
  return (lang) => {
    let formatter = built.get(lang);
    if (!formatter) {
      formatter = build(INTL_LOCALE[lang]);
      built.set(lang, formatter);
    }
    return formatter;
  };
}
