// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import type { MenuPatient } from "./menu";
import { Header } from "./header";
import { MenuStateProvider } from "./menu-state";

afterEach(cleanup);

const eetu: MenuPatient = { firstName: "Eetu Juhani", lastName: "Nieminen", hasOccupationalCare: false, hasPatientData: true, unreadThreadCount: 0, hasMessagingUser: false, openInvoiceCount: 0 };

function HeaderInShell() {
  return (
    <MenuStateProvider>
      <Header />
    </MenuStateProvider>
  );
}

describe("person switcher in the header", () => {
  it("shows a guardian whose matters they handle and changes person through the choose-person page, back to this page", () => {
    renderRoute(HeaderInShell, {
      page: "vaccinations",
      lang: "en",
      brandId: "kids",
      path: "/en/vaccinations?page=2",
      patient: eetu,
      acting: { actor: "child" },
    });
    const userMenu = screen.getByRole("navigation", { name: "User menu" });
    expect(within(userMenu).getByText("Acting for", { selector: ".person-switcher__label" })).toBeTruthy();
    const name = within(userMenu).getByRole("link", { name: "Eetu Nieminen" });
    expect(name.getAttribute("href")).toBe("/en/my-information");
    expect(name.hasAttribute("data-private")).toBe(true);
    const change = within(userMenu).getByRole("link", { name: "Change person" });
    const url = new URL(change.getAttribute("href")!, "http://portal.invalid");
    expect(url.pathname).toBe("/en/choose-person");
    expect(url.searchParams.get("actor")).toBe("child");
    expect(url.searchParams.get("next")).toBe("/en/vaccinations?page=2");
    // The phone's person button says whose matters at a glance.
    expect(within(userMenu).getByRole("button", { name: "Acting for Eetu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("sends an agent to the mandate list, in Finnish", () => {
    renderRoute(HeaderInShell, { page: "home", lang: "fi", patient: { ...eetu, firstName: "Raili", lastName: "Hämäläinen" }, acting: { actor: "mandate" } });
    const change = screen.getByRole("link", { name: "Vaihda henkilöä" });
    const url = new URL(change.getAttribute("href")!, "http://portal.invalid");
    expect(url.pathname).toBe("/fi/valitse-asioitava");
    expect(url.searchParams.get("actor")).toBe("mandate");
    expect(screen.getByText("Kenen asioita hoidat:", { selector: ".person-switcher__label" })).toBeTruthy();
  });

  it("is not there for a user handling their own matters, who sees their name and log out", () => {
    renderRoute(HeaderInShell, { page: "home", lang: "sv", patient: { ...eetu, firstName: "Johan", lastName: "Lindqvist" } });
    const userMenu = screen.getByRole("navigation", { name: "Användarmeny" });
    expect(within(userMenu).queryByRole("link", { name: "Byt person" })).toBeNull();
    expect(within(userMenu).getByRole("link", { name: "Johan Lindqvist" })).toBeTruthy();
    expect(within(userMenu).getByRole("button", { name: "Logga ut" })).toBeTruthy();
    expect(within(userMenu).getByRole("button", { name: "Ditt konto" })).toBeTruthy();
  });

  it("lets a guardian on their own matters change person too, without saying they act for someone", () => {
    renderRoute(HeaderInShell, {
      page: "appointments",
      lang: "en",
      brandId: "kids",
      patient: { ...eetu, firstName: "Mikko", lastName: "Nieminen" },
      switchActor: "child",
    });
    const userMenu = screen.getByRole("navigation", { name: "User menu" });
    expect(userMenu.querySelector(".person-switcher__label")).toBeNull();
    expect(within(userMenu).getByRole("link", { name: "Mikko Nieminen" }).getAttribute("href")).toBe("/en/my-information");
    const change = within(userMenu).getByRole("link", { name: "Change person" });
    const url = new URL(change.getAttribute("href")!, "http://portal.invalid");
    expect(url.pathname).toBe("/en/choose-person");
    expect(url.searchParams.get("actor")).toBe("child");
    expect(url.searchParams.get("next")).toBe("/en/appointments");
    expect(within(userMenu).getByRole("button", { name: "Your account" })).toBeTruthy();
  });

  it("shows the brand's logo with the brand's name", () => {
    renderRoute(HeaderInShell, { page: "home", lang: "en", brandId: "kids" });
    const home = screen.getByRole("link", { name: "Hoiva Junior – front page" });
    expect(within(home).getByRole("img", { name: "Hoiva Junior" }).tagName.toLowerCase()).toBe("svg");
  });

  it("has no axe violations", async () => {
    const { container } = renderRoute(HeaderInShell, { page: "home", lang: "fi", brandId: "kids", patient: eetu, acting: { actor: "child" } });
    expect(await axeViolations(container)).toEqual([]);
  });
});
