import type { Brand } from "#app/brands";
import type { PageKey } from "#domain/routes/route-table";
import type { MessageKey } from "#app/i18n/messages";
import type { FeatureFlag } from "#domain/session-state";

// The logged-in menu of spec part 1 §2 as a pure function of session state, so every rule
// (flags, brand, occupational care, language) is tested without rendering.

export interface MenuPatient {
  firstName: string;
  lastName: string;
  hasOccupationalCare: boolean;
  /** False for a person who has logged in but has no patient record yet. */
  hasPatientData: boolean;
  unreadThreadCount: number;
}

export interface MenuInput {
  lang: "fi" | "sv" | "en";
  brand: Pick<Brand, "capabilities">;
  features: readonly FeatureFlag[];
  patient: MenuPatient;
}

export type MenuItem =
  | { kind: "page"; id: string; page: PageKey; label: MessageKey; badge?: number }
  /** My information: labelled with the patient's own name, hidden from session recordings. */
  | { kind: "page"; id: "myInformation"; page: "myInformation"; name: string }
  | { kind: "logout"; id: "logout"; mobileOnly: true };

export interface MenuGroup {
  id: "main" | "occupational" | "sicknessFund" | "account";
  heading?: MessageKey;
  items: MenuItem[];
}

export function buildMenu({ lang, brand, features, patient }: MenuInput): MenuGroup[] {
  const has = (flag: FeatureFlag) => features.includes(flag);
  const groups: MenuGroup[] = [{ id: "main", items: [item("home", "menu.home")] }];

  if (patient.hasOccupationalCare && brand.capabilities.occupationalCare) {
    const items: MenuItem[] = [];
    if (has("customer-messaging-enabled") && has("customer-messaging-allowed")) {
      items.push({ ...item("messages", "menu.messages"), badge: patient.unreadThreadCount || undefined });
    }
    if (has("ohc-appointment-search")) items.push(item("bookingOccupational", "menu.occupationalBooking"));
    items.push(item("occupationalTeam", "menu.occupationalTeam"));
    groups.push({ id: "occupational", heading: "menu.occupationalGroup", items });
  }

  if (has("sickness-fund-page") && has("sickness-fund-membership")) {
    groups.push({ id: "sicknessFund", heading: "menu.sicknessFundGroup", items: [item("sicknessFund", "menu.sicknessFund")] });
  }

  groups[0]!.items.push(
    item("appointments", "menu.appointments"),
    item("certificates", "menu.certificates"),
    item("vaccinations", "menu.vaccinations"),
    item("invoices", "menu.invoices"),
    item("visits", "menu.visits"),
    item("prescriptions", "menu.prescriptions"),
    item("laboratory", "menu.laboratory"),
    item("imaging", "menu.imaging"),
    item("questionnaires", "menu.questionnaires"),
  );
  if (has("pikkutsatti")) groups[0]!.items.push(item("childrensChatNotice", "menu.childrensChat"));
  if (lang === "fi" && patient.hasPatientData) groups[0]!.items.push(item("help", "menu.help"));

  groups.push({
    id: "account",
    items: [
      { kind: "page", id: "myInformation", page: "myInformation", name: menuName(patient) },
      { kind: "logout", id: "logout", mobileOnly: true },
    ],
  });
  return groups;
}

/** First given name plus last name: "Anna Maria Virtanen" → "Anna Virtanen". */
export function menuName({ firstName, lastName }: Pick<MenuPatient, "firstName" | "lastName">): string {
  const firstGiven = firstName.trim().split(/\s+/)[0] ?? "";
  return [firstGiven, lastName.trim()].filter(Boolean).join(" ");
}

function item(page: PageKey, label: MessageKey): MenuItem & { kind: "page" } {
  return { kind: "page", id: page, page, label };
}

/** A destination of the phone tab bar. */
export interface Tab {
  id: "home" | "appointments" | "booking" | "messages" | "invoices";
  page: PageKey;
  label: MessageKey;
  badge?: number;
}

/**
 * The phone tab bar's destinations before "More" (decision 250): front page, appointments,
 * booking, and messages where the menu offers them (occupational care with messaging), else
 * invoices. A visitor gets the same bar without the fourth: appointments asks them to log in.
 */
export function buildTabs(groups: MenuGroup[] | null): Tab[] {
  const tabs: Tab[] = [
    { id: "home", page: "home", label: "shell.tab.home" },
    { id: "appointments", page: "appointments", label: "shell.tab.appointments" },
    { id: "booking", page: "bookingLanding", label: "shell.tab.booking" },
  ];
  if (!groups) return tabs;
  const messages = groups.flatMap((group) => group.items).find((entry) => entry.id === "messages");
  tabs.push(
    messages && messages.kind === "page" && "label" in messages
      ? { id: "messages", page: "messages", label: "shell.tab.messages", badge: messages.badge }
      : { id: "invoices", page: "invoices", label: "shell.tab.invoices" },
  );
  return tabs;
}

/** Which tab the page belongs to, for aria-current; null for pages of "More". */
export function tabOfPage(page: PageKey | undefined, module: string | undefined): Tab["id"] | null {
  if (page === "home") return "home";
  if (page === "appointments" || page === "appointment") return "appointments";
  if (page === "messages" || page === "newMessage" || page === "thread") return "messages";
  if (page === "invoices" || page === "invoiceSummary" || page === "invoicePayment") return "invoices";
  if (module?.startsWith("routes/booking/search/") || module?.startsWith("routes/booking/reservation/")) return "booking";
  return null;
}
