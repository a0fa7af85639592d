import { BANK_ACR, IDENTIFICATION_PROVIDERS, MOBILE_CERTIFICATE_ACR, type BankId } from "#domain/identification-providers";
import type { Language } from "#domain/enums";

// Texts of the built-in test identity provider. It is a development tool that imitates a broker's
// own pages, so its wording lives here rather than in the app's catalogs.

export const IDP_TEXTS = {
  fi: {
    staffHeading: "Henkilökunnan kirjautuminen",
    staffIntro: "Hoivan ammattilaistyötila pyytää sinua kirjautumaan työtunnuksellasi.",
    staffPersonasHeading: "Demohenkilökunta",
    staffPersonasHint: "Kirjaudu yhdellä painalluksella demon ammattilaisena.",
    title: "Tunnistautuminen",
    errorPrefix: "Virhe",
    testBanner: "Testitunnistus kehityskäyttöön. Älä käytä oikeita tunnuksia.",
    heading: (method: string) => `Tunnistaudu: ${method}`,
    intro: (client: string) => `${client} pyytää sinua tunnistautumaan vahvasti.`,
    personasHeading: "Demohenkilöt",
    personasHint: "Tunnistaudu yhdellä painalluksella demohenkilönä.",
    codeHeading: "Muu henkilö",
    identityCode: "Henkilötunnus",
    identityCodeHint: "Esimerkiksi 010190-900P",
    identityCodeInvalid: "Tarkista henkilötunnus. Se on 11 merkkiä pitkä, esimerkiksi 010190-900P.",
    givenName: "Etunimet",
    familyName: "Sukunimi",
    namesHint: "Demohenkilön henkilötunnuksella käytetään demohenkilön nimeä.",
    nameRequired: "Kirjoita nimi.",
    submit: "Tunnistaudu",
    cancel: "Keskeytä ja palaa palveluun",
    errorHeading: "Tunnistautuminen ei onnistunut",
    errorText: "Tunnistuspyyntö oli virheellinen tai vanhentunut. Palaa palveluun ja aloita alusta.",
    broker: "Tunnistusvälityspalvelu",
    mobileCertificate: "Mobiilivarmenne",
    bankCredentials: "Pankkitunnukset",
  },
  sv: {
    staffHeading: "Inloggning för personal",
    staffIntro: "Hoivas arbetsyta för vårdpersonal ber dig logga in med ditt arbetskonto.",
    staffPersonasHeading: "Demopersonal",
    staffPersonasHint: "Logga in med ett klick som en av demons yrkespersoner.",
    title: "Identifiering",
    errorPrefix: "Fel",
    testBanner: "Testidentifiering för utveckling. Använd inga riktiga koder.",
    heading: (method: string) => `Identifiera dig: ${method}`,
    intro: (client: string) => `${client} ber dig att identifiera dig starkt.`,
    personasHeading: "Demopersoner",
    personasHint: "Identifiera dig med ett klick som en demoperson.",
    codeHeading: "Annan person",
    identityCode: "Personbeteckning",
    identityCodeHint: "Till exempel 010190-900P",
    identityCodeInvalid: "Kontrollera personbeteckningen. Den har 11 tecken, till exempel 010190-900P.",
    givenName: "Förnamn",
    familyName: "Efternamn",
    namesHint: "För en demopersons personbeteckning används demopersonens namn.",
    nameRequired: "Skriv namnet.",
    submit: "Identifiera",
    cancel: "Avbryt och återvänd till tjänsten",
    errorHeading: "Identifieringen lyckades inte",
    errorText: "Identifieringsbegäran var felaktig eller har gått ut. Återvänd till tjänsten och börja om.",
    broker: "Identifieringsförmedlingstjänst",
    mobileCertificate: "Mobilcertifikat",
    bankCredentials: "Bankkoder",
  },
  en: {
    staffHeading: "Staff sign-in",
    staffIntro: "Hoiva's professional workspace asks you to sign in with your work account.",
    staffPersonasHeading: "Demo staff",
    staffPersonasHint: "Sign in as one of the demo's professionals with one click.",
    title: "Identification",
    errorPrefix: "Error",
    testBanner: "Test identification for development. Do not use real credentials.",
    heading: (method: string) => `Identify yourself: ${method}`,
    intro: (client: string) => `${client} asks you to identify yourself strongly.`,
    personasHeading: "Demo personas",
    personasHint: "Identify as a demo persona with one click.",
    codeHeading: "Someone else",
    identityCode: "Personal identity code",
    identityCodeHint: "For example 010190-900P",
    identityCodeInvalid: "Please check your identity number. It has 11 characters, for example 010190-900P.",
    givenName: "Given names",
    familyName: "Family name",
    namesHint: "A demo persona's identity code uses the persona's name.",
    nameRequired: "Enter the name.",
    submit: "Identify",
    cancel: "Cancel and return to the service",
    errorHeading: "Identification did not succeed",
    errorText: "The identification request was invalid or has expired. Return to the service and start again.",
    broker: "Identification broker",
    mobileCertificate: "Mobile certificate",
    bankCredentials: "Bank credentials",
  },
} satisfies Record<Language, Record<string, unknown>>;

export type IdpTexts = (typeof IDP_TEXTS)[Language];

/** Bank names are proper nouns; three banks have a Swedish name of their own. */
const BANK_NAMES: Record<BankId, string> = {
  aktia: "Aktia",
  danske: "Danske Bank",
  handelsbanken: "Handelsbanken",
  nordea: "Nordea",
  omasp: "OmaSP",
  op: "OP",
  pop: "POP Pankki",
  spankki: "S-Pankki",
  saastopankki: "Säästöpankki",
  alandsbanken: "Ålandsbanken",
};
const SWEDISH_BANK_NAMES: Partial<Record<BankId, string>> = { pop: "POP Bank", spankki: "S-Banken", saastopankki: "Sparbanken" };

/** The first language of `ui_locales` ("sv fi", "en-GB") that the pages have; Finnish otherwise. */
export function languageOf(uiLocales: unknown): Language {
  if (typeof uiLocales !== "string") return "fi";
  for (const tag of uiLocales.split(" ")) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (primary === "fi" || primary === "sv" || primary === "en") return primary;
  }
  return "fi";
}

/** The identification method the request asks for: its acr value and display name. */
export function chosenMethod(acrValues: unknown, lang: Language): { acr: string | null; name: string } {
  const texts = IDP_TEXTS[lang];
  const requested = typeof acrValues === "string" ? acrValues.split(" ") : [];
  // Several values mean "any of these" (a client's defaults): the broker lets the user choose.
  if (requested.length !== 1) return { acr: null, name: texts.broker };
  const [acr] = requested;
  if (acr === MOBILE_CERTIFICATE_ACR) return { acr, name: texts.mobileCertificate };
  if (acr === BANK_ACR) return { acr, name: texts.bankCredentials };
  const provider = IDENTIFICATION_PROVIDERS.find((candidate) => candidate.acrValue === acr && candidate.kind === "bank");
  if (provider) {
    const bank = provider.id as BankId;
    return { acr: provider.acrValue, name: (lang === "sv" ? SWEDISH_BANK_NAMES[bank] : undefined) ?? BANK_NAMES[bank] };
  }
  return { acr: null, name: texts.broker };
}
