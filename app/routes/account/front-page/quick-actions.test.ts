import { describe, expect, it } from "vitest";
import { BRANDS } from "#app/brands";
import { buildMenu, type MenuInput } from "#app/ui/shell/menu";
import { quickActionsOf } from "./quick-actions";

const patient: MenuInput["patient"] = { firstName: "Aino", lastName: "Virtanen", hasOccupationalCare: false, hasPatientData: true, unreadThreadCount: 0, hasMessagingUser: false, openInvoiceCount: 0 };

function menuFor(overrides: Partial<MenuInput> = {}) {
  return buildMenu({ lang: "en", brand: BRANDS.adult, features: [], patient, ...overrides });
}

describe("quickActionsOf", () => {
  it("offers booking, results and invoices to everyone the menu shows them to, in a fixed order", () => {
    const actions = quickActionsOf({ menu: menuFor(), messagingAllowed: false, canRenewPrescriptions: false, unreadThreadCount: 0 });
    expect(actions.map((action) => [action.id, action.page])).toEqual([
      ["book", "bookingLanding"],
      ["results", "laboratory"],
      ["invoices", "invoices"],
    ]);
  });

  it("adds messages with the unread count when messaging is allowed, and renewal only when renewal is possible", () => {
    const actions = quickActionsOf({ menu: menuFor(), messagingAllowed: true, canRenewPrescriptions: true, unreadThreadCount: 2 });
    expect(actions.map((action) => action.id)).toEqual(["book", "messages", "prescriptionRenewal", "results", "invoices"]);
    expect(actions.find((action) => action.id === "messages")?.badge).toBe(2);
    expect(actions.find((action) => action.id === "prescriptionRenewal")?.page).toBe("prescriptions");
  });

  it("follows the menu's messages rule (both messaging flags)", () => {
    const occupational = { ...patient, hasOccupationalCare: true, hasMessagingUser: true };
    const withFlags = menuFor({ patient: occupational, features: ["customer-messaging-enabled", "customer-messaging-allowed"] });
    expect(quickActionsOf({ menu: withFlags, messagingAllowed: false, canRenewPrescriptions: false, unreadThreadCount: 0 }).map((a) => a.id)).toContain("messages");
    const withoutFlags = menuFor({ patient: occupational, features: ["customer-messaging-enabled"] });
    expect(quickActionsOf({ menu: withoutFlags, messagingAllowed: false, canRenewPrescriptions: false, unreadThreadCount: 0 }).map((a) => a.id)).not.toContain("messages");
  });

  it("leaves out what the menu does not list", () => {
    const menu = menuFor().map((group) => ({ ...group, items: group.items.filter((item) => item.id !== "invoices" && item.id !== "prescriptions") }));
    const actions = quickActionsOf({ menu, messagingAllowed: false, canRenewPrescriptions: true, unreadThreadCount: 0 });
    expect(actions.map((action) => action.id)).toEqual(["book", "results"]);
  });
});
