import type { Lang } from "#domain/routes/route-table";
import type { Messages } from "../catalog";
import common from "./common";
import shell from "./shell";
import validation from "./validation";
import ui from "./ui";
import content from "./content";
import login from "./login";
import frontPage from "./front-page";
import mfa from "./mfa";
import appointments from "./appointments";
import bookingSearch from "./booking-search";
import bookingReservation from "./booking-reservation";
import registration from "./registration";
import insurers from "./insurers";
import invoices from "./invoices";
import results from "./results";
import visits from "./visits";
import prescriptions from "./prescriptions";
import questionnaires from "./questionnaires";
import payments from "./payments";
import messaging from "./messaging";
import myInformation from "./my-information";
import kelaCard from "./kela-card";
import records from "./records";
import accessLog from "./access-log";
import reminders from "./reminders";
import waitlist from "./waitlist";
import workspace from "./workspace";
import pushNotifications from "./push-notifications";

// Every area's catalog. Add an area's file here when it is created. A page carries the core areas
// and those its module needs (app/i18n/page-areas.ts), not the whole catalog.
const AREAS = {
  common,
  shell,
  validation,
  ui,
  content,
  login,
  frontPage,
  mfa,
  appointments,
  bookingSearch,
  bookingReservation,
  registration,
  insurers,
  invoices,
  results,
  visits,
  prescriptions,
  questionnaires,
  payments,
  messaging,
  myInformation,
  kelaCard,
  records,
  accessLog,
  reminders,
  waitlist,
  workspace,
  pushNotifications,
} as const;

export type AreaName = keyof typeof AREAS;

type AreaKeys<T> = T extends Record<Lang, Record<infer K, string>> ? K : never;
export type MessageKey = AreaKeys<(typeof AREAS)[AreaName]>;

const merged = new Map<string, Messages>();

/** The texts of the given areas in one language; merged once per combination (every page asks). */
export function catalogOf(lang: Lang, areas: readonly AreaName[]): Messages {
  const key = `${lang}:${areas.join()}`;
  let catalog = merged.get(key);
  if (!catalog) {
    catalog = Object.freeze(Object.assign({}, ...areas.map((area) => AREAS[area][lang])) as Messages);
    merged.set(key, catalog);
  }
  return catalog;
}

const ALL_AREAS = Object.keys(AREAS) as AreaName[];

/** Every text of every area (tests, and the help page's own Finnish texts). */
export const CATALOGS: Record<Lang, Messages> = {
  fi: catalogOf("fi", ALL_AREAS),
  sv: catalogOf("sv", ALL_AREAS),
  en: catalogOf("en", ALL_AREAS),
};

export const AREA_CATALOGS: readonly Record<Lang, Messages>[] = Object.values(AREAS);

/** Which area defines each key. */
export const AREA_OF_KEY: ReadonlyMap<string, AreaName> = new Map(
  ALL_AREAS.flatMap((area) => Object.keys(AREAS[area].en).map((key) => [key, area] as const)),
);
