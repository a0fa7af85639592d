import type { Lang } from "../route-table";
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

// Every area's catalog, merged per language. Add an area's file here when it is created.
const AREAS = [common, shell, validation, ui, content, login, frontPage, mfa, appointments, bookingSearch, bookingReservation, registration, insurers] as const;

type AreaKeys<T> = T extends Record<Lang, Record<infer K, string>> ? K : never;
export type MessageKey = AreaKeys<(typeof AREAS)[number]>;

export const CATALOGS: Record<Lang, Messages> = {
  fi: Object.assign({}, ...AREAS.map((area) => area.fi)),
  sv: Object.assign({}, ...AREAS.map((area) => area.sv)),
  en: Object.assign({}, ...AREAS.map((area) => area.en)),
};

export const AREA_CATALOGS: readonly Record<Lang, Messages>[] = AREAS;
