import type { PageKey } from "#domain/routes/route-table";
import type { MessageKey } from "#app/i18n/messages";
import type { MenuGroup } from "#app/ui/shell/menu";

// The front page's quick actions (issue 18 "front page leads with the next appointment and quick
// actions"), derived from the menu the person sees, so a destination the menu hides for them
// (flags, brand, occupational care) never appears here either. A pure function: every rule is
// tested without rendering.

export type QuickActionId = "book" | "messages" | "prescriptionRenewal" | "results" | "invoices";

export interface QuickAction {
  id: QuickActionId;
  page: PageKey;
  label: MessageKey;
  /** Unread conversations, shown on the messages action. */
  badge?: number;
}

export interface QuickActionInput {
  menu: readonly MenuGroup[];
  /** Messaging is allowed for the person: the front page shows its conversations section. */
  messagingAllowed: boolean;
  /** Renewal requests are possible (the front page's canRenewPrescriptions). */
  canRenewPrescriptions: boolean;
  unreadThreadCount: number;
}

/** Booking first, then the menu's destinations in a fixed order. */
export function quickActionsOf({ menu, messagingAllowed, canRenewPrescriptions, unreadThreadCount }: QuickActionInput): QuickAction[] {
  const inMenu = new Set(menu.flatMap((group) => group.items.map((item) => item.id)));
  const actions: QuickAction[] = [{ id: "book", page: "bookingLanding", label: "frontPage.quick.book" }];
  // The menu lists messages for a person with a messaging user (decision 320); the front page's
  // own conversations section follows the messaging flag, and the quick action follows either.
  if (inMenu.has("messages") || messagingAllowed) {
    actions.push({ id: "messages", page: "messages", label: "frontPage.quick.messages", badge: unreadThreadCount || undefined });
  }
  if (inMenu.has("prescriptions") && canRenewPrescriptions) {
    actions.push({ id: "prescriptionRenewal", page: "prescriptions", label: "frontPage.quick.prescriptionRenewal" });
  }
  if (inMenu.has("laboratory")) actions.push({ id: "results", page: "laboratory", label: "frontPage.quick.results" });
  if (inMenu.has("invoices")) actions.push({ id: "invoices", page: "invoices", label: "frontPage.quick.invoices" });
  return actions;
}
