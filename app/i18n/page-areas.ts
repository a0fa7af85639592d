// Type only: the client bundle (root.tsx uses this module) must not carry the catalogs.
import type { AreaName } from "./messages";
import { PAGES, pageOfPath } from "#domain/routes/route-table";

// Which message areas travel with a page: the core (what the root renders everywhere) and those
// of the page's module, by the module's folder. The whole catalog is several times larger than
// any page needs. page-areas.test.ts walks every page module's imports and fails when a module
// uses a text of an area not listed here.

/** Texts of what the root renders on every page: shell, toasts, validation, login, session expiry. */
export const CORE_AREAS = ["common", "shell", "validation", "ui", "login", "mfa"] as const satisfies readonly AreaName[];

/** First match wins: exact modules before their folders. */
const AREAS_BY_MODULE: readonly (readonly [string, readonly AreaName[]])[] = [
  ["routes/content/", ["content"]],
  ["routes/account/", ["frontPage"]],
  ["routes/appointments/", ["appointments", "frontPage", "waitlist"]],
  ["routes/invoices/", ["invoices"]],
  ["routes/results/", ["results"]],
  ["routes/visits/", ["visits"]],
  ["routes/prescriptions/", ["prescriptions"]],
  ["routes/questionnaires/", ["questionnaires"]],
  ["routes/payments/", ["payments"]],
  ["routes/messaging/", ["messaging"]],
  ["routes/profile/access-log.tsx", ["accessLog"]],
  ["routes/profile/", ["myInformation", "registration", "kelaCard", "reminders", "pushNotifications"]],
  ["routes/certificates/", ["records"]],
  ["routes/vaccinations/", ["records"]],
  ["routes/occupational/", ["records"]],
  ["routes/booking/search/", ["bookingSearch"]],
  ["routes/booking/reservation/", ["bookingReservation", "appointments", "frontPage", "registration", "insurers"]],
  ["routes/booking/", ["registration"]],
];

/** The areas a page module needs beyond the core. */
export function moduleAreas(module: string): readonly AreaName[] {
  return AREAS_BY_MODULE.find(([prefix]) => module.startsWith(prefix))?.[1] ?? [];
}

/**
 * The care team's workspace pages' areas (its own layout, no patient shell): the shared texts of
 * the UI components and forms, and its own. Chosen on the server (root-data.server.ts), so the
 * patient pages' bundle does not carry the workspace's route table.
 */
export const WORKSPACE_AREAS = ["common", "validation", "ui", "workspace"] as const satisfies readonly AreaName[];

/** The message areas of the page at this path (a data request's ".data" suffix ignored). */
export function messageAreasOfPath(pathname: string): AreaName[] {
  const page = pageOfPath(pathname.replace(/\.data$/, ""));
  return [...CORE_AREAS, ...(page ? moduleAreas(PAGES[page.key].module) : [])];
}
