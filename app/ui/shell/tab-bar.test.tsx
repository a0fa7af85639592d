// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import type { MenuPatient } from "./menu";
import { MainMenu } from "./main-menu";
import { MenuStateProvider } from "./menu-state";
import { TabBar } from "./tab-bar";

afterEach(cleanup);

const aino: MenuPatient = { firstName: "Aino", lastName: "Virtanen", hasOccupationalCare: false, hasPatientData: true, unreadThreadCount: 0, hasMessagingUser: false, openInvoiceCount: 0 };

function Bar() {
  return (
    <MenuStateProvider>
      <TabBar />
    </MenuStateProvider>
  );
}

function ShellParts() {
  return (
    <MenuStateProvider>
      <MainMenu />
      <main>
        <h1>Page</h1>
      </main>
      <TabBar />
    </MenuStateProvider>
  );
}

describe("phone tab bar", () => {
  it("names the main destinations in each language, with More opening the menu", () => {
    const expected = {
      fi: ["Etusivu", "Ajat", "Varaa", "Laskut", "Lisää"],
      sv: ["Start", "Tider", "Boka", "Fakturor", "Mer"],
      en: ["Home", "Appointments", "Book", "Invoices", "More"],
    } as const;
    for (const lang of ["fi", "sv", "en"] as const) {
      renderRoute(Bar, { page: "appointments", lang, patient: aino });
      const bar = screen.getByRole("navigation", { name: { fi: "Pikalinkit", sv: "Genvägar", en: "Shortcuts" }[lang] });
      const names = within(bar)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
      expect(names).toEqual(expected[lang]);
      cleanup();
    }
  });

  it("marks the current page's tab with aria-current, and only that one", () => {
    renderRoute(Bar, { page: "appointments", lang: "en", patient: aino });
    const bar = screen.getByRole("navigation", { name: "Shortcuts" });
    expect(within(bar).getByRole("link", { name: "Appointments" }).getAttribute("aria-current")).toBe("page");
    expect(within(bar).getByRole("link", { name: "Appointments" }).getAttribute("href")).toBe("/en/appointments");
    expect(bar.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("counts a booking step as booking and a page of More as no tab", () => {
    renderRoute(Bar, { page: "bookingPrivate", lang: "fi", patient: aino });
    expect(screen.getByRole("link", { name: "Varaa" }).getAttribute("aria-current")).toBe("page");
    cleanup();
    renderRoute(Bar, { page: "vaccinations", lang: "fi", patient: aino });
    expect(screen.getByRole("navigation", { name: "Pikalinkit" }).querySelectorAll("[aria-current]")).toHaveLength(0);
  });

  it("offers messages with the unread count to an occupational customer who may message", () => {
    const jari = { ...aino, firstName: "Jari", lastName: "Laine", hasOccupationalCare: true, unreadThreadCount: 2, hasMessagingUser: true };
    renderRoute(Bar, {
      page: "home",
      lang: "en",
      patient: jari,
      sessionState: { features: ["customer-messaging-enabled", "customer-messaging-allowed"] },
    });
    expect(screen.getByRole("link", { name: "Messages 2 unread" }).getAttribute("href")).toBe("/en/messages");
    expect(screen.queryByRole("link", { name: "Invoices" })).toBeNull();
  });

  it("offers messages to a private customer with a messaging user (Aino), and invoices with the open count otherwise", () => {
    renderRoute(Bar, {
      page: "home",
      lang: "fi",
      patient: { ...aino, hasMessagingUser: true, unreadThreadCount: 1 },
      sessionState: { features: ["customer-messaging-enabled", "customer-messaging-allowed"] },
    });
    expect(screen.getByRole("link", { name: "Viestit 1 lukematon" }).getAttribute("href")).toBe("/fi/viestit");
    cleanup();
    renderRoute(Bar, { page: "home", lang: "fi", patient: { ...aino, openInvoiceCount: 2 } });
    expect(screen.getByRole("link", { name: "Laskut 2 avointa" }).getAttribute("href")).toBe("/fi/laskut");
  });

  it("opens the same menu from More and from the menu button", async () => {
    renderRoute(ShellParts, { page: "home", lang: "en", patient: aino });
    const more = screen.getByRole("button", { name: "More" });
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(more.getAttribute("aria-controls")).toBe(toggle.getAttribute("aria-controls"));
    fireEvent.click(more);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeTruthy();
  });

  it("gives a visitor the front page, appointments and booking", () => {
    renderRoute(Bar, { page: "home", lang: "en" });
    const links = within(screen.getByRole("navigation", { name: "Shortcuts" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Home", "Appointments", "Book"]);
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens the menu from More, and Escape closes it and returns focus to More", async () => {
    renderRoute(ShellParts, { page: "home", lang: "en", patient: aino });
    const more = screen.getByRole("button", { name: "More" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Home"));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("navigation", { name: "Main menu" })).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it("has no axe violations", async () => {
    const { container } = renderRoute(Bar, { page: "appointments", lang: "fi", patient: aino });
    expect(await axeViolations(container)).toEqual([]);
  });
});
