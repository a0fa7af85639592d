import { describe, expect, it } from "vitest";
import { BRANDS } from "#app/brands";
import type { FeatureFlag } from "#domain/session-state";
import { PAGES } from "#domain/routes/route-table";
import { buildMenu, menuName, type MenuInput, type MenuPatient } from "./menu";

const patient: MenuPatient = {
  firstName: "Anna Maria",
  lastName: "Virtanen",
  hasOccupationalCare: true,
  hasPatientData: true,
  unreadThreadCount: 2,
  hasMessagingUser: true,
  openInvoiceCount: 0,
};
const allFlags: FeatureFlag[] = [
  "customer-messaging-enabled",
  "customer-messaging-allowed",
  "sickness-fund-page",
  "sickness-fund-membership",
  "pikkutsatti",
  "ohc-appointment-search",
];

function menu(overrides: Partial<MenuInput> = {}, patientOverrides: Partial<MenuPatient> = {}) {
  return buildMenu({ lang: "fi", brand: BRANDS.adult, features: allFlags, patient: { ...patient, ...patientOverrides }, ...overrides });
}
const group = (groups: ReturnType<typeof menu>, id: string) => groups.find((g) => g.id === id);
const ids = (groups: ReturnType<typeof menu>) => groups.flatMap((g) => g.items.map((item) => item.id));

describe("logged-in menu", () => {
  it("starts with home and lists appointments, certificates, vaccinations and invoices", () => {
    expect(ids(menu())[0]).toBe("home");
    expect(ids(menu({ features: [] }, { hasOccupationalCare: false })).slice(0, 2)).toEqual(["home", "appointments"]);
    expect(ids(menu())).toEqual(
      expect.arrayContaining(["appointments", "certificates", "vaccinations", "invoices"]),
    );
  });

  it("shows the occupational group with messages, unread count and team for an occupational patient", () => {
    const occupational = group(menu(), "occupational")!;
    expect(occupational.items).toEqual([
      expect.objectContaining({ page: "messages", badge: { count: 2, label: "shell.unreadCount" } }),
      expect.objectContaining({ page: "bookingOccupational" }),
      expect.objectContaining({ page: "occupationalTeam" }),
    ]);
  });

  it("hides the occupational group without occupational care or in the children's brand", () => {
    expect(group(menu({}, { hasOccupationalCare: false }), "occupational")).toBeUndefined();
    expect(group(menu({ brand: BRANDS.kids }), "occupational")).toBeUndefined();
  });

  it("needs both messaging flags for the messages item, and shows no badge at zero", () => {
    for (const missing of ["customer-messaging-enabled", "customer-messaging-allowed"] as const) {
      expect(ids(menu({ features: allFlags.filter((flag) => flag !== missing) }))).not.toContain("messages");
    }
    expect(group(menu({}, { unreadThreadCount: 0 }), "occupational")!.items[0]).not.toHaveProperty("badge");
    expect(ids(menu({}, { hasMessagingUser: false }))).not.toContain("messages");
  });

  it("offers messages to everyone the conversation pages serve, after appointments without the occupational group", () => {
    // Aino: a private customer with a messaging user and an unread conversation (issue 33, item 4).
    const groups = menu({ features: ["customer-messaging-enabled", "customer-messaging-allowed"] }, { hasOccupationalCare: false, unreadThreadCount: 1 });
    expect(ids(groups).slice(0, 3)).toEqual(["home", "appointments", "messages"]);
    expect(groups[0]!.items[2]).toMatchObject({ page: "messages", badge: { count: 1, label: "shell.unreadCount" } });
    // The same item in the children's brand, where the occupational group is never shown.
    expect(ids(menu({ brand: BRANDS.kids }, { hasOccupationalCare: true }))).toContain("messages");
    // Once only, in the occupational group, for an occupational patient.
    expect(ids(menu()).filter((id) => id === "messages")).toHaveLength(1);
  });

  it("counts open invoices on the invoices item", () => {
    const invoices = menu({}, { openInvoiceCount: 3 }).flatMap((g) => g.items).find((item) => item.id === "invoices");
    expect(invoices).toMatchObject({ badge: { count: 3, label: "shell.openCount" } });
    expect(menu().flatMap((g) => g.items).find((item) => item.id === "invoices")).not.toHaveProperty("badge");
  });

  it("needs the sickness fund page flag and membership for the sickness fund group", () => {
    expect(group(menu(), "sicknessFund")).toBeDefined();
    expect(group(menu({ features: allFlags.filter((f) => f !== "sickness-fund-membership") }), "sicknessFund")).toBeUndefined();
    expect(group(menu({ features: allFlags.filter((f) => f !== "sickness-fund-page") }), "sicknessFund")).toBeUndefined();
  });

  it("shows the children's chat item only with the pikkutsatti flag", () => {
    expect(ids(menu())).toContain("childrensChatNotice");
    expect(ids(menu({ features: allFlags.filter((f) => f !== "pikkutsatti") }))).not.toContain("childrensChatNotice");
  });

  it("shows the help link only in Finnish and only with patient data", () => {
    expect(ids(menu())).toContain("help");
    expect(ids(menu({ lang: "sv" }))).not.toContain("help");
    expect(ids(menu({ lang: "en" }))).not.toContain("help");
    expect(ids(menu({}, { hasPatientData: false }))).not.toContain("help");
  });

  it("labels my information with first given name and last name and ends with a mobile-only log-out", () => {
    const account = group(menu(), "account")!;
    expect(account.items[0]).toEqual({ kind: "page", id: "myInformation", page: "myInformation", name: "Anna Virtanen" });
    expect(account.items[1]).toEqual({ kind: "logout", id: "logout", mobileOnly: true });
  });
});

describe("menu per persona, flag and brand", () => {
  const adultDevelopment: FeatureFlag[] = [
    "mfa",
    "customer-messaging-enabled",
    "customer-messaging-allowed",
    "sickness-fund-page",
    "price-details",
    "kela65",
    "ohc-appointment-search",
  ];
  const kidsDevelopment: FeatureFlag[] = ["mfa", "customer-messaging-enabled", "customer-messaging-allowed", "pikkutsatti", "price-details"];

  it("gives an occupational sickness fund member (Jari) the occupational and sickness fund groups", () => {
    const groups = menu({ features: [...adultDevelopment, "sickness-fund-membership"] }, { firstName: "Jari", lastName: "Laine", unreadThreadCount: 1 });
    // Spec part 1 §2: home, the occupational group, the sickness fund group, then appointments and the rest.
    expect(groups.map((g) => g.id)).toEqual(["main", "occupational", "sicknessFund", "pages", "account"]);
    expect(ids(groups).slice(0, 6)).toEqual(["home", "messages", "bookingOccupational", "occupationalTeam", "sicknessFund", "appointments"]);
    expect(ids(groups)).not.toContain("childrensChatNotice");
    expect(group(groups, "account")!.items[0]).toMatchObject({ name: "Jari Laine" });
  });

  it("gives a private customer (Aino) neither group, but messages, certificates, vaccinations and help", () => {
    const groups = menu({ features: adultDevelopment }, { firstName: "Aino", lastName: "Virtanen", hasOccupationalCare: false });
    expect(groups.map((g) => g.id)).toEqual(["main", "account"]);
    expect(ids(groups).slice(0, 4)).toEqual(["home", "appointments", "messages", "certificates"]);
    expect(ids(groups)).toEqual(expect.arrayContaining(["certificates", "vaccinations", "help"]));
  });

  it("gives a guardian in the children's brand the chat notice and the child's name, no occupational group", () => {
    const groups = menu({ brand: BRANDS.kids, features: kidsDevelopment }, { firstName: "Eetu Oskari", lastName: "Nieminen", hasOccupationalCare: false });
    expect(groups.map((g) => g.id)).toEqual(["main", "account"]);
    expect(ids(groups)).toContain("childrensChatNotice");
    expect(group(groups, "account")!.items[0]).toMatchObject({ name: "Eetu Nieminen" });
  });

  it("leads to no coming-soon page (my information is built separately)", () => {
    for (const item of menu().flatMap((g) => g.items)) {
      if (item.kind !== "page" || item.page === "myInformation") continue;
      expect(PAGES[item.page].module, item.page).not.toBe("routes/content/coming-soon.tsx");
    }
  });
});

describe("menuName", () => {
  it("uses the first given name only and tolerates extra spaces", () => {
    expect(menuName({ firstName: "  Matti  Juhani ", lastName: " Korhonen " })).toBe("Matti Korhonen");
    expect(menuName({ firstName: "Ella", lastName: "Nieminen" })).toBe("Ella Nieminen");
  });
});
