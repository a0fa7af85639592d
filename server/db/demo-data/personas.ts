import type { Language } from "#domain/enums";
import type { CalendarDate } from "#domain/helsinki-time";
import { type CenturySign, makeIdentityCode } from "#domain/identity-code";
import type { BrandId } from "./catalog-data";

// The demo customers that README and end-to-end tests log in as. Birth dates are fixed so that the
// identity codes never change; they are chosen so that every persona stays in its age group
// (child under 12, teenager 12-17, kela65 over 65) until at least 2028.

export type PersonaKey =
  | "aino"
  | "johan"
  | "emily"
  | "mikko"
  | "eetu"
  | "helmi"
  | "venla"
  | "jari"
  | "tuula"
  | "marko"
  | "raili"
  | "timo"
  | "kalle"
  | "pekka"
  | "kirsi";

export interface PersonaData {
  key: PersonaKey;
  firstName: string;
  lastName: string;
  birthDate: CalendarDate;
  individualNumber: number;
  centurySign?: CenturySign;
  language: Language;
  brandId: BrandId;
  email: string;
  phone: string;
  streetAddress: string;
  postalCode: string;
  postOffice: string;
  /** False leaves the patient data consent unanswered. */
  hasConsent: boolean;
  isCreditworthy: boolean;
  smsLoginEnabled: boolean;
  /** What the persona demonstrates (README persona table). */
  shows: string;
}

type PersonaInput = Omit<PersonaData, "hasConsent" | "isCreditworthy" | "smsLoginEnabled"> &
  Partial<Pick<PersonaData, "hasConsent" | "isCreditworthy" | "smsLoginEnabled">>;

const persona = (input: PersonaInput): PersonaData => ({
  hasConsent: true,
  isCreditworthy: true,
  smsLoginEnabled: false,
  ...input,
});

export const PERSONAS: readonly PersonaData[] = [
  persona({
    key: "aino", firstName: "Aino", lastName: "Virtanen", birthDate: "1986-03-14", individualNumber: 246,
    language: "fi", brandId: "adult", email: "aino.virtanen@example.com", phone: "+358401234501",
    streetAddress: "Mannerheimintie 41 B 12", postalCode: "00250", postOffice: "HELSINKI",
    shows: "Everything: appointment today (check-in open), one inside the cancellation deadline, future and past ones, visits, invoices in every status, lab and imaging results and referrals, threads (one unread), renewable and non-renewable prescriptions, vaccinations, certificates since 2022, questionnaires; agent for Raili by mandate",
  }),
  persona({
    key: "johan", firstName: "Johan", lastName: "Lindqvist", birthDate: "1979-08-22", individualNumber: 357, centurySign: "Y",
    language: "sv", brandId: "adult", email: "johan.lindqvist@example.com", phone: "+358401234502",
    streetAddress: "Leppävaarankatu 18 A 5", postalCode: "02600", postOffice: "ESBO", smsLoginEnabled: true,
    shows: "Swedish UI; SMS login enabled with a verified phone; new century sign Y (Pekka Mäkelä has the same digits with '-')",
  }),
  persona({
    key: "emily", firstName: "Emily", lastName: "Carter", birthDate: "1992-11-05", individualNumber: 482, centurySign: "X",
    language: "en", brandId: "adult", email: "emily.carter@example.com", phone: "+358401234503",
    streetAddress: "Aurakatu 14 C 31", postalCode: "20100", postOffice: "TURKU",
    shows: "English UI; insurance customer with a LähiTapiola policy and a direct compensation permit; new century sign X",
  }),
  persona({
    key: "mikko", firstName: "Mikko", lastName: "Nieminen", birthDate: "1984-06-30", individualNumber: 173,
    language: "fi", brandId: "kids", email: "mikko.nieminen@example.com", phone: "+358401234504",
    streetAddress: "Itäkatu 22 D 40", postalCode: "00930", postOffice: "HELSINKI",
    shows: "Guardian (parent) of Eetu and Helmi: guardian login in the children's brand",
  }),
  persona({
    key: "eetu", firstName: "Eetu", lastName: "Nieminen", birthDate: "2017-04-09", individualNumber: 581,
    language: "fi", brandId: "kids", email: "mikko.nieminen@example.com", phone: "+358401234504",
    streetAddress: "Itäkatu 22 D 40", postalCode: "00930", postOffice: "HELSINKI",
    shows: "Child under 12 (Mikko's): paediatric appointments, visits, vaccinations, two contact guardians",
  }),
  persona({
    key: "helmi", firstName: "Helmi", lastName: "Nieminen", birthDate: "2020-10-17", individualNumber: 764, centurySign: "B",
    language: "fi", brandId: "kids", email: "mikko.nieminen@example.com", phone: "+358401234504",
    streetAddress: "Itäkatu 22 D 40", postalCode: "00930", postOffice: "HELSINKI",
    shows: "Child under 12 (Mikko's): appointment in Matinkylä, vaccinations; century sign B",
  }),
  persona({
    key: "venla", firstName: "Venla", lastName: "Heikkinen", birthDate: "2011-02-03", individualNumber: 428, centurySign: "C",
    language: "fi", brandId: "kids", email: "venla.heikkinen@example.com", phone: "+358401234505",
    streetAddress: "Raatihuoneenkatu 9 A 3", postalCode: "13100", postOffice: "HÄMEENLINNA",
    shows: "Teenager (12-17) logging in herself in the children's brand; one contact guardian; century sign C",
  }),
  persona({
    key: "jari", firstName: "Jari", lastName: "Laine", birthDate: "1975-09-18", individualNumber: 291,
    language: "fi", brandId: "adult", email: "jari.laine@example.com", phone: "+358401234506",
    streetAddress: "Ratapihantie 3 B 17", postalCode: "00520", postOffice: "HELSINKI",
    shows: "Occupational health customer: employer, Comprehensive contract, OHC team (nurse with a substitute), occupational slots, messaging with professionals (one unread, absences), sickness fund member",
  }),
  persona({
    key: "tuula", firstName: "Tuula", lastName: "Rinne", birthDate: "1981-05-12", individualNumber: 486,
    language: "fi", brandId: "adult", email: "tuula.rinne@example.com", phone: "+358401234521",
    streetAddress: "Hatanpään valtatie 24 B 11", postalCode: "33100", postOffice: "TAMPERE",
    shows: "Occupational health customer whose employer's contract has no web booking but the lift-up product TTH-LUOTSI: the occupational booking list shows the occupational health care guide instead of times",
  }),
  persona({
    key: "marko", firstName: "Marko", lastName: "Lahtinen", birthDate: "1972-10-04", individualNumber: 213,
    language: "fi", brandId: "adult", email: "marko.lahtinen@example.com", phone: "+358401234522",
    streetAddress: "Tikkurilantie 10 C 21", postalCode: "01300", postOffice: "VANTAA",
    shows: "Occupational health customer whose employer's statutory contract has no web booking: the occupational booking list and reservation page give the customer service phone number instead",
  }),
  persona({
    key: "raili", firstName: "Raili", lastName: "Hämäläinen", birthDate: "1952-01-27", individualNumber: 64,
    language: "fi", brandId: "adult", email: "raili.hamalainen@example.com", phone: "+358401234507",
    streetAddress: "Kirkkokatu 30 A 2", postalCode: "90100", postOffice: "OULU",
    shows: "Over 65: Kela65 appointment kinds Y65P/Y65D at the fixed 28.20 € rate; Aino acts for her by mandate",
  }),
  persona({
    key: "timo", firstName: "Timo", lastName: "Salo", birthDate: "1968-12-02", individualNumber: 335, centurySign: "V",
    language: "fi", brandId: "adult", email: "timo.salo@example.com", phone: "+358401234508",
    streetAddress: "Hämeenkatu 5 C 44", postalCode: "33100", postOffice: "TAMPERE", isCreditworthy: false,
    shows: "Not creditworthy (overdue invoices): reservation shows 'Booking interrupted'; century sign V",
  }),
  persona({
    key: "kalle", firstName: "Kalle", lastName: "Järvinen", birthDate: "1990-07-11", individualNumber: 519, centurySign: "U",
    language: "fi", brandId: "adult", email: "kalle.jarvinen@example.com", phone: "+358401234509",
    streetAddress: "Sammonkatu 12 A 6", postalCode: "33540", postOffice: "TAMPERE", hasConsent: false,
    shows: "No patient data consent given: booking and check-in ask for the consent form first; century sign U",
  }),
  persona({
    key: "pekka", firstName: "Pekka", lastName: "Mäkelä", birthDate: "1979-08-22", individualNumber: 357,
    language: "fi", brandId: "adult", email: "pekka.makela@example.com", phone: "+358401234510",
    streetAddress: "Puistokatu 4 A 1", postalCode: "20100", postOffice: "TURKU",
    shows: "Same date and individual number as Johan but sign '-': a different person (never normalise the sign); agent for Aino by a tax-matters mandate only, which gives nothing here",
  }),
  // Appended last, so every other persona keeps its patient id.
  persona({
    key: "kirsi", firstName: "Kirsi", lastName: "Heikkinen", birthDate: "1979-06-14", individualNumber: 246,
    language: "fi", brandId: "kids", email: "kirsi.heikkinen@example.com", phone: "+358401234512",
    streetAddress: "Sibeliuksenkatu 7 B 9", postalCode: "13100", postOffice: "HÄMEENLINNA",
    shows: "Guardian (parent) of teenager Venla only: pays Venla's open invoice from the invoice notification landing without seeing anything else of hers",
  }),
];

/**
 * Children the population register names who are nobody's patient here yet (a newborn): the
 * guardian finds them on the choose-person page and registers them (spec part 2 §2 "Registration").
 * Their individual numbers are 900 or over, which the demo never gives a patient.
 */
export interface RegisterChildData {
  key: "aada";
  /** The legal guardian, a persona. */
  guardian: PersonaKey;
  firstName: string;
  lastName: string;
  birthDate: CalendarDate;
  individualNumber: number;
  centurySign?: CenturySign;
  /** What the child demonstrates (README persona table). */
  shows: string;
}

export const REGISTER_CHILDREN: readonly RegisterChildData[] = [
  {
    key: "aada", guardian: "mikko", firstName: "Aada", lastName: "Nieminen", birthDate: "2026-04-18", individualNumber: 928,
    shows: "Newborn child of Mikko's in the population register only, with no patient record: Mikko chooses her after a guardian login and registers her (\"Child's details\")",
  },
];

export function personaIdentityCode(data: Pick<PersonaData, "birthDate" | "individualNumber" | "centurySign">): string {
  return makeIdentityCode(data.birthDate, data.individualNumber, data.centurySign);
}

export function requirePersona(key: PersonaKey): PersonaData {
  const found = PERSONAS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown persona ${key}`);
  return found;
}
