import type { Brand } from "#app/brands";
import type { PageKey } from "#domain/routes/route-table";
import type { MessageKey } from "#app/i18n/messages";
import type { FeatureFlag } from "#domain/session-state";
import { menuName, offersMessages } from "./menu-rules";

export { menuName };

// The logged-in menu of spec part 1 §2 as a pure function of session state, so every rule
// (flags, brand, occupational care, language) is tested without rendering.

export interface MenuPatient {
  firstName: string;
  lastName: string;
  hasOccupationalCare: boolean;
  /** False for a person who has logged in but has no patient record yet. */
  hasPatientData: boolean;
  unreadThreadCount: number;
  /** The person has a customer messaging user: the conversation pages serve them (spec part 2 §2). */
  hasMessagingUser: boolean;
  /** Open and overdue invoices, the invoices item's count. */
  openInvoiceCount: number;
}

export interface MenuInput {
  lang: "fi" | "sv" | "en";
  brand: Pick<Brand, "capabilities">;
  features: readonly FeatureFlag[];
  patient: MenuPatient;
}

export type MenuItem =
  | { kind: "page"; id: string; page: PageKey; label: MessageKey; badge?: MenuBadge }
  /** My information: labelled with the patient's own name, hidden from session recordings. */
  | { kind: "page"; id: "myInformation"; page: "myInformation"; name: string }
  | { kind: "logout"; id: "logout"; mobileOnly: true };

/** A count on an item: unread conversations, open invoices. */
export interface MenuBadge {
  count: number;
  /** The count in words ("2 unread", "1 open"), for the badge's text. */
  label: MessageKey;
}

export interface MenuGroup {
  /** "pages" holds appointments and the rest when a group comes between them and home. */
  id: "main" | "occupational" | "sicknessFund" | "pages" | "account";
  heading?: MessageKey;
  items: MenuItem[];
}

export function buildMenu({ lang, brand, features, patient }: MenuInput): MenuGroup[] {
  const has = (flag: FeatureFlag) => features.includes(flag);
  // The spec's order: home, the occupational group, the sickness fund group, then appointments
  // and the rest. Without a group in between, home and the rest are one list. Messages are
  // offered to everyone the conversation pages serve (decision 320): in the occupational group
  // where the spec puts them, otherwise right after appointments.
  const groups: MenuGroup[] = [{ id: "main", items: [item("home", "menu.home")] }];
  const messages: MenuItem | null = offersMessages(features, patient)
    ? withBadge(item("messages", "menu.messages"), patient.unreadThreadCount, "shell.unreadCount")
    : null;
  const hasOccupationalGroup = patient.hasOccupationalCare && brand.capabilities.occupationalCare;

  if (hasOccupationalGroup) {
    const items: MenuItem[] = [];
    if (messages) items.push(messages);
    if (has("ohc-appointment-search")) items.push(item("bookingOccupational", "menu.occupationalBooking"));
    items.push(item("occupationalTeam", "menu.occupationalTeam"));
    groups.push({ id: "occupational", heading: "menu.occupationalGroup", items });
  }

  if (has("sickness-fund-page") && has("sickness-fund-membership")) {
    groups.push({ id: "sicknessFund", heading: "menu.sicknessFundGroup", items: [item("sicknessFund", "menu.sicknessFund")] });
  }

  const pages: MenuItem[] = groups.length === 1 ? groups[0]!.items : [];
  if (groups.length > 1) groups.push({ id: "pages", items: pages });
  pages.push(
    item("appointments", "menu.appointments"),
    ...(messages && !hasOccupationalGroup ? [messages] : []),
    item("certificates", "menu.certificates"),
    item("vaccinations", "menu.vaccinations"),
    withBadge(item("invoices", "menu.invoices"), patient.openInvoiceCount, "shell.openCount"),
    item("visits", "menu.visits"),
    item("prescriptions", "menu.prescriptions"),
    item("laboratory", "menu.laboratory"),
    item("imaging", "menu.imaging"),
    item("questionnaires", "menu.questionnaires"),
  );
  if (has("pikkutsatti")) pages.push(item("childrensChatNotice", "menu.childrensChat"));
  if (lang === "fi" && patient.hasPatientData) pages.push(item("help", "menu.help"));

  groups.push({
    id: "account",
    items: [
      { kind: "page", id: "myInformation", page: "myInformation", name: menuName(patient) },
      { kind: "logout", id: "logout", mobileOnly: true },
    ],
  });
  return groups;
}

/** The item with its count; none at zero. */
function withBadge(menuItem: MenuItem & { kind: "page" }, count: number, label: MessageKey): MenuItem {
  return count > 0 ? { ...menuItem, badge: { count, label } } : menuItem;
}

function item(page: PageKey, label: MessageKey): MenuItem & { kind: "page" } {
  return { kind: "page", id: page, page, label };
}

