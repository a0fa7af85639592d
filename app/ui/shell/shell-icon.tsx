import type { PageKey } from "#domain/routes/route-table";

// The shell's icons are lucide icons drawn by the style sheet (tools/shell-icons.mjs, decision
// 251): an element with a class, no icon code in the browser's JavaScript. Always decorative:
// each sits next to a text that names what it stands for.

export type ShellIconName =
  | "home" | "appointments" | "booking" | "messages" | "team" | "sickness-fund" | "certificates" | "vaccinations"
  | "invoices" | "visits" | "prescriptions" | "laboratory" | "imaging" | "questionnaires" | "chat" | "help"
  | "user" | "account" | "log-in" | "log-out" | "change-person" | "menu" | "close" | "more";

export function ShellIcon({ name, large = false }: { name: ShellIconName; large?: boolean }) {
  return <span className={`shell-icon shell-icon--${name}${large ? " shell-icon--large" : ""}`} aria-hidden="true" />;
}

/** The icon of each page the menu and the tab bar lead to. */
const PAGE_ICONS: Partial<Record<PageKey, ShellIconName>> = {
  home: "home",
  appointments: "appointments",
  bookingLanding: "booking",
  bookingOccupational: "booking",
  messages: "messages",
  occupationalTeam: "team",
  sicknessFund: "sickness-fund",
  certificates: "certificates",
  vaccinations: "vaccinations",
  invoices: "invoices",
  invoiceLanding: "invoices",
  visits: "visits",
  prescriptions: "prescriptions",
  laboratory: "laboratory",
  imaging: "imaging",
  questionnaires: "questionnaires",
  childrensChatNotice: "chat",
  help: "help",
  myInformation: "user",
};

export function PageIcon({ page, large = false }: { page: PageKey; large?: boolean }) {
  const name = PAGE_ICONS[page];
  return name ? <ShellIcon name={name} large={large} /> : null;
}
