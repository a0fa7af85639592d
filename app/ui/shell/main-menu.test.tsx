// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installMatchMedia, uninstallMatchMedia } from "#app/ui/test-media";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import type { MenuPatient } from "./menu";
import { MainMenu } from "./main-menu";
import { MenuStateProvider } from "./menu-state";

afterEach(cleanup);

const aino: MenuPatient = { firstName: "Aino", lastName: "Virtanen", hasOccupationalCare: false, hasPatientData: true, unreadThreadCount: 0, hasMessagingUser: false, openInvoiceCount: 0 };

function Menu() {
  return (
    <MenuStateProvider>
      <MainMenu />
    </MenuStateProvider>
  );
}

/** The menu with a page around it, as the shell has: content before and after the menu. */
function MenuOnPage() {
  return (
    <MenuStateProvider>
      <header>
        <a href="/en">Logo</a>
        <MainMenu />
      </header>
      <main>
        <a href="/en/appointments">Behind</a>
      </main>
    </MenuStateProvider>
  );
}

/** Opens the menu and waits for its content (loaded when it first opens) to take focus. */
async function openMenu(name = "Menu") {
  const toggle = screen.getByRole("button", { name });
  fireEvent.click(toggle);
  await waitFor(() => expect(document.getElementById("main-menu-panel")!.contains(document.activeElement)).toBe(true));
  return toggle;
}

describe("menu drawer", () => {
  it("puts focus on the first item when it opens and holds the language switch", async () => {
    renderRoute(Menu, { page: "vaccinations", lang: "en", patient: aino });
    const toggle = await openMenu();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Close menu");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Home" }));
    const language = screen.getByRole("navigation", { name: "Language" });
    expect(within(language).getByRole("link", { name: "Suomeksi" }).getAttribute("href")).toBe("/fi/rokotukset");
  });

  it("keeps Tab inside the button and the drawer, both ways", async () => {
    renderRoute(Menu, { page: "home", lang: "en", patient: aino });
    const toggle = await openMenu();
    const panel = document.getElementById("main-menu-panel")!;
    const focusables = [...panel.querySelectorAll<HTMLElement>("a[href], button")];
    const last = focusables[focusables.length - 1]!;
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(toggle);
    fireEvent.keyDown(toggle, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(toggle, { key: "Tab" });
    expect(document.activeElement).toBe(toggle);
  });

  it("closes with Escape and gives focus back to the button", async () => {
    renderRoute(Menu, { page: "home", lang: "sv", patient: aino });
    const toggle = await openMenu("Meny");
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("navigation", { name: "Huvudmeny" })).toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("has no axe violations, closed and open", async () => {
    const { container } = renderRoute(Menu, { page: "home", lang: "fi", patient: aino });
    expect(await axeViolations(container)).toEqual([]);
    await openMenu("Valikko");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("makes the page behind the phone's drawer inert while it is open, and Escape lifts it before focus returns", async () => {
    installMatchMedia(390);
    try {
      renderRoute(MenuOnPage, { page: "home", lang: "en", patient: aino });
      const toggle = await openMenu();
      expect(screen.getByText("Logo").hasAttribute("inert")).toBe(true);
      expect(document.querySelector("main")!.hasAttribute("inert")).toBe(true);
      expect(toggle.closest("[inert]")).toBeNull();
      expect(document.getElementById("main-menu-panel")!.closest("[inert]")).toBeNull();
      fireEvent.keyDown(document.activeElement!, { key: "Escape" });
      expect(document.querySelectorAll("[inert]")).toHaveLength(0);
      expect(document.activeElement).toBe(toggle);
    } finally {
      uninstallMatchMedia();
    }
  });

  it("leaves the page alone under the desktop's menu panel", async () => {
    installMatchMedia(1280);
    try {
      renderRoute(MenuOnPage, { page: "home", lang: "en", patient: aino });
      await openMenu();
      expect(document.querySelectorAll("[inert]")).toHaveLength(0);
    } finally {
      uninstallMatchMedia();
    }
  });
});
