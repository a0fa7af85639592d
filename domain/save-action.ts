import type { SaveAction } from "./save-action-inputs";

// The save action of "My information" (spec part 1 §2): where the user goes after saving, carried
// in the page's query so other pages can send the user there and get them back, e.g. the
// appointment page's "fill out the consent form first" link:
//   /fi/omat-tiedot?saveAction=go-to-view-appointment-page&appointmentId=12&tab=consent
// The query's schema is in save-action-inputs.ts.

export const SAVE_ACTION_KINDS = [
  "reload-page",
  "go-to-reserve-appointment-page",
  "go-to-view-appointment-page",
  "go-to-invoice-page",
] as const;

export const MY_INFORMATION_TABS = ["contact", "consent"] as const;
export type MyInformationTab = (typeof MY_INFORMATION_TABS)[number];

/** The query parameters of a save action (for href's search argument). */
export function saveActionSearch(action: SaveAction): Record<string, string | number> {
  return Object.fromEntries(Object.entries(action).filter(([, value]) => value !== undefined));
}
