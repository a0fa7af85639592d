// The one table of localised page paths. Routes (app/routes.ts), links (href) and the
// language switch are all built from it, so a path word is written exactly once.
// Words the spec gives are used as given; the ones we chose are listed in docs/decisions/011-route-table.md.

import { isOneOf, LANGUAGES, type Language } from "../enums";

/** A page language: the languages of domain/enums.ts. */
export type Lang = Language;
export const DEFAULT_LANG: Lang = "fi";

export function isLang(value: unknown): value is Lang {
  return isOneOf(LANGUAGES, value);
}

/** The language of a patient page's path: its first segment, or the default. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** Who may open a page: anyone, or only a logged-in patient (with a valid session). */
export type PageAccess = "anonymous" | "patient";
/** How the app shell frames a page: with header, menu and footer, or bare (no menu, no footer). */
export type PageChrome = "full" | "wide" | "bare";

export interface PageDefinition {
  /** Path below /{lang}; ":name" marks a parameter. Empty string is the language root. */
  path: Record<Lang, string>;
  /** Route module, relative to app/ (a file name only: the table itself imports nothing of the app). */
  module: string;
  access: PageAccess;
  chrome: PageChrome;
  /**
   * The page is the same for every visitor without cookies (it reads nothing but its address, the
   * brand and the configuration), so the server may send a rendering again (decision 268).
   */
  sharedWhenAnonymous: boolean;
}

function page(
  fi: string,
  sv: string,
  en: string,
  options: Partial<Omit<PageDefinition, "path" | "module">> & Pick<PageDefinition, "module">,
): PageDefinition {
  return {
    path: { fi, sv, en },
    module: options.module,
    access: options.access ?? "patient",
    chrome: options.chrome ?? "full",
    sharedWhenAnonymous: options.sharedWhenAnonymous ?? false,
  };
}

const anonymous = { access: "anonymous" } as const;
/** The entry pages most visitors open first, the same for everyone who has not logged in. */
const anonymousEntry = { access: "anonymous", sharedWhenAnonymous: true } as const;

export const PAGES = {
  // Part 1: account, appointments, invoices, information pages
  home: page("", "", "", { ...anonymousEntry, module: "routes/account/home.tsx" }),
  transactionPath: page("asiointipolku", "transaktionsbana", "transaction-path", {
    ...anonymous,
    chrome: "bare",
    module: "routes/account/transaction-path.tsx",
  }),
  login: page("kirjaudu", "loggain", "login", { ...anonymousEntry, module: "routes/account/login.tsx" }),
  mfa: page("tunnistautuminen", "behorighetskontroll", "authentication", { ...anonymous, chrome: "bare", module: "routes/account/mfa.tsx" }),
  /** After a guardian or mandate login: choose whose matters to handle (not named by the spec). */
  actFor: page("valitse-asioitava", "valj-person", "choose-person", {
    ...anonymous,
    chrome: "bare",
    module: "routes/account/act-for.tsx",
  }),
  /** Turning SMS login on and off by form posts (without JavaScript); only an action (decision 214). */
  smsLogin: page("tekstiviestitunnistautuminen", "sms-inloggning", "sms-login", { module: "routes/account/sms-login.tsx" }),
  expiredSession: page("katkennut-istunto", "utgatt-session", "expired-session", { ...anonymous, module: "routes/account/expired-session.tsx" }),
  appointments: page("ajat", "tider", "appointments", { module: "routes/appointments/appointments.tsx" }),
  appointment: page("ajat/:ids", "tider/:ids", "appointments/:ids", { module: "routes/appointments/appointment.tsx" }),
  /** An earlier time offered from the waitlist, held for the patient: accept or decline (decision 342). */
  waitlistOffer: page("ajat/aikatarjous/:offerId", "tider/tidserbjudande/:offerId", "appointments/time-offer/:offerId", {
    module: "routes/appointments/waitlist-offer.tsx",
  }),
  anonymousAppointment: page("varaus/:token", "bokning/:token", "appointment/:token", {
    ...anonymous,
    module: "routes/appointments/anonymous-appointment.tsx",
  }),
  invoices: page("laskut", "fakturor", "invoices", { module: "routes/invoices/invoices.tsx" }),
  invoicePayment: page("maksa/:invoiceId", "betala/:invoiceId", "pay/:invoiceId", { module: "routes/payments/pay.tsx" }),
  payVisit: page("maksa-kaynti", "betala-besok", "pay-visit", { module: "routes/payments/pay-visit.tsx" }),
  payment: page("maksu/:paymentId", "betalning/:paymentId", "payment/:paymentId", { module: "routes/payments/payment.tsx" }),
  invoiceSummary: page("laskut/yhteenveto/:invoiceId", "fakturor/oversikt/:invoiceId", "invoices/summary/:invoiceId", {
    module: "routes/invoices/summary.tsx",
  }),
  myInformation: page("omat-tiedot", "mina-uppgifter", "my-information", { module: "routes/profile/my-information.tsx" }),
  /** Who has viewed my data: professionals' accesses from the audit trail (issue 15; decision 240). */
  accessLog: page("omat-tiedot/tietojeni-katselu", "mina-uppgifter/visning-av-mina-uppgifter", "my-information/who-has-viewed-my-data", {
    module: "routes/profile/access-log.tsx",
  }),
  certificates: page("todistukset", "certifikat", "certificates", { module: "routes/certificates/certificates.tsx" }),
  vaccinations: page("rokotukset", "vaccinationer", "vaccinations", { module: "routes/vaccinations/vaccinations.tsx" }),
  occupationalTeam: page("tyoterveystiimi", "foretagshalsovardsteamet", "occupational-health-care-team", {
    module: "routes/occupational/occupational-team.tsx",
  }),
  sicknessFund: page("sairauskassa", "sairauskassa", "sairauskassa", {
    module: "routes/content/sickness-fund.tsx",
  }),
  /**
   * What the service worker shows when a page cannot be reached (decision 371): public, the same
   * for everyone, fetched without cookies when the worker installs.
   */
  offline: page("ei-yhteytta", "ingen-anslutning", "offline", { ...anonymous, chrome: "bare", module: "routes/content/offline.tsx" }),
  /** Public: it explains how to log in, so it must open before logging in (decision 302). */
  help: page("ohjeita", "ohjeita", "ohjeita", { ...anonymous, module: "routes/content/help.tsx" }),
  childrensChatNotice: page("pikkutsatti", "pikkutsatti", "pikkutsatti", {
    module: "routes/content/childrens-chat.tsx",
  }),
  termsOfUse: page("eula", "eula", "eula", { ...anonymous, module: "routes/content/terms-of-use.tsx" }),

  // Part 2: booking and reservation
  bookingLanding: page("ajanvaraus", "tidsbokning", "booking", { ...anonymousEntry, module: "routes/booking/search/landing.tsx" }),
  bookingPrivate: page("ajanvaraus/yksityisasiakas", "tidsbokning/privat-kund", "booking/private-customer", {
    ...anonymous,
    chrome: "wide",
    module: "routes/booking/search/private.tsx",
  }),
  bookingInsurance: page("ajanvaraus/vakuutus", "tidsbokning/forsakring", "booking/insurance", { ...anonymous, module: "routes/booking/search/insurance.tsx" }),
  bookingKela65: page("ajanvaraus/kela65", "tidsbokning/kela65", "booking/kela65", { ...anonymous, module: "routes/booking/search/kela65.tsx" }),
  bookingOccupational: page(
    "ajanvaraus/tyoterveys",
    "tidsbokning/foretagshalsovard",
    "booking/occupational-healthcare",
    { module: "routes/booking/search/occupational.tsx" },
  ),
  reservePrivate: page("vapaat-ajat/:appointmentId", "lediga-tider/:appointmentId", "available-appointments/:appointmentId", { module: "routes/booking/reservation/reserve.tsx" }),
  reserveInsurance: page(
    "vapaat-ajat/vakuutus/:appointmentId",
    "lediga-tider/forsakring/:appointmentId",
    "available-appointments/insurance/:appointmentId",
    { module: "routes/booking/reservation/reserve.tsx" },
  ),
  reserveKela65: page(
    "vapaat-ajat/kela65/:appointmentId",
    "lediga-tider/kela65/:appointmentId",
    "available-appointments/kela65/:appointmentId",
    { module: "routes/booking/reservation/reserve.tsx" },
  ),
  reserveOccupational: page(
    "tyoterveys/vapaat-ajat/:appointmentId",
    "foretagshalsovard/lediga-tider/:appointmentId",
    "occupational-healthcare/available-appointments/:appointmentId",
    { module: "routes/booking/reservation/reserve.tsx" },
  ),
  reserveAnonymous: page(
    "kirjautumattomat-kayttajat/vapaat-ajat/:appointmentId",
    "anonyma-anvandare/lediga-tider/:appointmentId",
    "anonymous-users/available-appointments/:appointmentId",
    { ...anonymous, module: "routes/booking/reservation/reserve-anonymous.tsx" },
  ),
  patientDataConsent: page("potilastietojen-kasittely", "behandling-av-patientuppgifter", "data-processing", {
    module: "routes/booking/registration/patient-data-consent.tsx",
  }),
  registration: page("rekisteroityminen", "registrering", "registration", { module: "routes/booking/registration/registration.tsx" }),
  newCustomer: page("uusi-asiakas", "ny-kund", "new-customer", { ...anonymous, module: "routes/booking/registration/new-customer.tsx" }),
  occupationalLanding: page("tyoterveys", "foretagshalsovard", "occupational-healthcare", { ...anonymous, module: "routes/booking/search/occupational-landing.tsx" }),
  occupationalVaccination: page(
    "tyoterveys/rokotukset",
    "foretagshalsovard/vaccinationer",
    "occupational-healthcare/vaccinations",
    { ...anonymous, module: "routes/booking/occupational-vaccination.tsx" },
  ),
  anonymousChildrensChat: page(
    "kirjautumattomat-kayttajat/pikkutsatti",
    "anonyma-anvandare/pikkutsatti",
    "anonymous-users/pikkutsatti",
    { ...anonymous, module: "routes/content/childrens-chat.tsx" },
  ),

  // Part 2: messaging
  messages: page("viestit", "meddelanden", "messages", { module: "routes/messaging/conversations.tsx" }),
  newMessage: page("viestit/uusi", "meddelanden/ny", "messages/new", { module: "routes/messaging/new-conversation.tsx" }),
  thread: page("viestit/:threadId", "meddelanden/:threadId", "messages/:threadId", { module: "routes/messaging/conversation.tsx" }),

  // Part 2: prescriptions
  prescriptions: page("reseptit", "recept", "prescriptions", { module: "routes/prescriptions/prescriptions.tsx" }),
  prescriptionRenewal: page("reseptin-uusinta/:ids", "receptfornyelse/:ids", "prescription-renewal/:ids", { module: "routes/prescriptions/prescription-renewal.tsx" }),

  // Part 2: results, referrals, visits, questionnaires
  imaging: page("kuvantaminen", "bildbehandling", "imaging", { module: "routes/results/imaging.tsx" }),
  imagingReferral: page("kuvantamislahete/:referralId", "bildbehandlingremiss/:referralId", "imagingreferral/:referralId", {
    module: "routes/results/referral.tsx",
  }),
  imagingResult: page("kuvantaminen/:imagingDate", "bildbehandling/:imagingDate", "imaging/:imagingDate", {
    module: "routes/results/imaging-result.tsx",
  }),
  laboratory: page("laboratorio", "laboratorium", "laboratory", { module: "routes/results/laboratory.tsx" }),
  laboratoryReferral: page(
    "laboratoriolahete/:referralId",
    "laboratorieremiss/:referralId",
    "laboratoryreferral/:referralId",
    { module: "routes/results/referral.tsx" },
  ),
  laboratoryResult: page("laboratoriotulos/:resultDate", "laboratorieresultat/:resultDate", "laboratoryresult/:resultDate", {
    module: "routes/results/laboratory-result.tsx",
  }),
  /** One laboratory test's results over time (beyond the spec; decision 192). */
  laboratoryTestHistory: page("laboratorio/historia/:testCode", "laboratorium/historik/:testCode", "laboratory/history/:testCode", {
    module: "routes/results/laboratory-test-history.tsx",
  }),
  visits: page("kaynnit", "besoken", "visits", { module: "routes/visits/visits.tsx" }),
  visit: page("kaynnit/:visitId", "besoken/:visitId", "visits/:visitId", { module: "routes/visits/visit.tsx" }),
  questionnaires: page("kyselyt", "rundfraga", "questionnaires", { module: "routes/questionnaires/questionnaires.tsx" }),
  questionnaire: page("kyselyt/:invitationId", "rundfraga/:invitationId", "questionnaires/:invitationId", { module: "routes/questionnaires/questionnaire.tsx" }),

  // Part 2: payments
  invoiceLanding: page("lasku", "faktura", "invoice", { ...anonymous, chrome: "bare", module: "routes/payments/invoice-landing.tsx" }),
  paymentResult: page("maksun-tulos/:status", "betalningsresultat/:status", "payment-result/:status", {
    module: "routes/payments/payment-result.tsx",
  }),
} satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** Full path pattern of a page in one language, e.g. "/fi/ajat/:ids". */
export function pathPattern(key: PageKey, lang: Lang): string {
  const rest = PAGES[key].path[lang];
  return rest ? `/${lang}/${rest}` : `/${lang}`;
}

/**
 * The paths of the pages shared when anonymous, in every language (such pages take no parameters).
 * A function, so that the browser's copy of the table does not build the set.
 */
export function sharedPagePaths(): ReadonlySet<string> {
  const keys = PAGE_KEYS.filter((key) => PAGES[key].sharedWhenAnonymous);
  return new Set(LANGUAGES.flatMap((lang) => keys.map((key) => pathPattern(key, lang))));
}

/** Route id of a page in one language; the reverse of parseRouteId. */
export function routeId(key: PageKey, lang: Lang): string {
  return `${key}.${lang}`;
}

export function parseRouteId(id: string): { key: PageKey; lang: Lang } | null {
  const [key, lang] = id.split(".");
  if (!key || !(key in PAGES) || !isLang(lang)) return null;
  return { key: key as PageKey, lang };
}

/**
 * The page, language and path parameters of a concrete path, e.g. "/fi/ajat/12" → appointment, fi,
 * { ids: "12" } (parameters as they stand in the path, still encoded).
 */
export function pageOfPath(pathname: string): { key: PageKey; lang: Lang; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, "").split("/").slice(1);
  const lang = segments[0];
  if (!isLang(lang)) return null;
  const rest = segments.slice(1);
  for (const key of PAGE_KEYS) {
    const pattern = PAGES[key].path[lang];
    const parts = pattern ? pattern.split("/") : [];
    if (parts.length !== rest.length) continue;
    if (!parts.every((part, index) => part.startsWith(":") || part === rest[index])) continue;
    const params: Record<string, string> = {};
    parts.forEach((part, index) => {
      if (part.startsWith(":")) params[part.slice(1)] = rest[index]!;
    });
    return { key, lang, params };
  }
  return null;
}

/**
 * The same page in another language, with the same path parameters and query ("/fi/ajat/12?x=1"
 * → "/sv/tider/12?x=1"); a path that is no page of the table is returned as it is.
 */
export function translatePath(path: string, lang: Lang): string {
  const url = new URL(path, "http://portal.invalid");
  const page = pageOfPath(url.pathname);
  if (!page) return path;
  const translated = pathPattern(page.key, lang).replace(/:([A-Za-z]+)/g, (_, name: string) => page.params[name] ?? "");
  return translated + url.search + url.hash;
}
