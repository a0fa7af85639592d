import type { Brand } from "#app/brands";
import type { MessageKey } from "#app/i18n/messages";
import type { PageKey } from "#domain/routes/route-table";
import type { FeatureFlag } from "#domain/session-state";
import type { MenuBadge, MenuPatient } from "./menu";
import { offersMessages } from "./menu-rules";
import type { ShellIconName } from "./shell-icon";

/** A destination of the phone tab bar. */
export interface Tab {
  id: "home" | "appointments" | "booking" | "messages" | "invoices";
  page: PageKey;
  label: MessageKey;
  icon: ShellIconName;
  badge?: MenuBadge;
}

/**
 * The phone tab bar's destinations before "More" (decision 250): front page, appointments,
 * booking, then messages where the menu offers them (decision 320), else invoices, each with the
 * menu's count. A visitor gets the first three: appointments asks them to log in.
 */
export function buildTabs(
  session: { brand: Pick<Brand, "capabilities">; features: readonly FeatureFlag[]; patient: MenuPatient } | null,
): Tab[] {
  const tabs: Tab[] = [
    { id: "home", page: "home", label: "shell.tab.home", icon: "home" },
    { id: "appointments", page: "appointments", label: "shell.tab.appointments", icon: "appointments" },
    { id: "booking", page: "bookingLanding", label: "shell.tab.booking", icon: "booking" },
  ];
  if (!session) return tabs;
  const { features, patient } = session;
  tabs.push(
    offersMessages(features, patient)
      ? { id: "messages", page: "messages", label: "shell.tab.messages", icon: "messages", ...badgeOf(patient.unreadThreadCount, "shell.unreadCount") }
      : { id: "invoices", page: "invoices", label: "shell.tab.invoices", icon: "invoices", ...badgeOf(patient.openInvoiceCount, "shell.openCount") },
  );
  return tabs;
}

function badgeOf(count: number, label: MessageKey): { badge?: MenuBadge } {
  return count > 0 ? { badge: { count, label } } : {};
}

/** Which tab the page belongs to, for aria-current; null for the pages of "More". */
export function tabOfPage(page: PageKey | undefined, module: string | undefined): Tab["id"] | null {
  if (page === "home") return "home";
  if (page === "appointments" || page === "appointment") return "appointments";
  if (page === "messages" || page === "newMessage" || page === "thread") return "messages";
  if (page === "invoices" || page === "invoiceSummary" || page === "invoicePayment") return "invoices";
  if (module?.startsWith("routes/booking/search/") || module?.startsWith("routes/booking/reservation/")) return "booking";
  return null;
}
