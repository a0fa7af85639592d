// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BrandId } from "#domain/session-state";
import type { Lang } from "#domain/routes/route-table";
import type { Session } from "#server/modules/account/session-service";
import { axeViolations } from "#app/ui/test-utils";
import { renderPage } from "#app/ui/test-page";
import Login from "./login";
import { type LoginPageData, loadLoginPage } from "./login.server";

afterEach(cleanup);

const PROVIDER_NAMES = [
  "Mobile certificate",
  "Aktia",
  "Danske Bank",
  "Handelsbanken",
  "Nordea",
  "OmaSP",
  "OP",
  "POP Pankki",
  "S-Pankki",
  "Säästöpankki",
  "Ålandsbanken",
];

function contextOf(brand: BrandId, session: Partial<Session> | null = null) {
  return { brand, session } as unknown as AppLoadContext;
}

function load(url: string, brand: BrandId = "adult", session: Partial<Session> | null = null): LoginPageData {
  return loadLoginPage(new Request(`http://localhost${url}`), contextOf(brand, session));
}

function redirectOf(run: () => unknown): string | null {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
  return null;
}

function renderLogin(url: string, { lang = "en", brandId = "adult" }: { lang?: Lang; brandId?: BrandId } = {}) {
  const loaderData = load(url, brandId);
  return renderPage(Login, { page: "login", lang, brandId, loaderData });
}

/** Texts of the alerts on the page; the toast region is an (empty) alert too. */
function alertTexts(): string[] {
  return screen.queryAllByRole("alert").flatMap((alert) => (alert.textContent ? [alert.textContent] : []));
}

function providerLinks(listName = "Identification methods") {
  const list = screen.getByRole("list", { name: listName });
  return within(list).getAllByRole("link");
}

function queryOf(link: HTMLElement): Record<string, string> {
  const url = new URL(link.getAttribute("href")!, "http://localhost");
  expect(url.pathname).toBe("/oauth/authenticate");
  return Object.fromEntries(url.searchParams);
}

describe("login page", () => {
  it("shows the brand welcome, every provider as a link to /oauth/authenticate, bank credentials and the secure note", async () => {
    const { container } = renderLogin("/en/login?nextPath=%2Fen%2Finvoices");
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Hoiva" })).toBeDefined();
    expect(screen.getByText("Log in to book and manage appointments, read your results and message your care team.")).toBeDefined();

    const links = providerLinks();
    expect(links.map((link) => link.textContent)).toEqual(PROVIDER_NAMES);
    expect(links.map((link) => queryOf(link).acr_values)).toEqual([
      "fi:mobiilivarmenne",
      "fi:bank:aktia",
      "fi:bank:danske",
      "fi:bank:handelsbanken",
      "fi:bank:nordea",
      "fi:bank:omasp",
      "fi:bank:op",
      "fi:bank:pop",
      "fi:bank:spankki",
      "fi:bank:saastopankki",
      "fi:bank:alandsbanken",
    ]);
    expect(queryOf(links[6]!)).toEqual({ lang: "en", next: "/en/invoices", acr_values: "fi:bank:op" });

    const bank = screen.getByRole("link", { name: "Log in with bank credentials" });
    expect(queryOf(bank)).toEqual({ lang: "en", next: "/en/invoices", acr_values: "fi:bank" });
    expect(screen.getByText(/^The connection is secure\./)).toBeDefined();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(alertTexts()).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers 'My own' and 'My child's' in the children's brand; the child choice adds actor=child to every link", async () => {
    const { container } = renderLogin("/en/login?nextPath=%2Fen", { brandId: "kids" });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Hoiva Junior" })).toBeDefined();
    const group = screen.getByRole("group", { name: "Whose matters are you handling?" });
    const own = within(group).getByRole("radio", { name: "My own" }) as HTMLInputElement;
    const child = within(group).getByRole("radio", { name: "My child's" }) as HTMLInputElement;
    expect(own.checked).toBe(true);
    expect(providerLinks().every((link) => queryOf(link).actor === undefined)).toBe(true);

    fireEvent.click(child);
    expect(child.checked).toBe(true);
    expect(providerLinks().map((link) => queryOf(link).actor)).toEqual(PROVIDER_NAMES.map(() => "child"));
    expect(queryOf(screen.getByRole("link", { name: "Log in with bank credentials" }))).toEqual({
      lang: "en",
      next: "/en",
      acr_values: "fi:bank",
      actor: "child",
    });

    fireEvent.click(own);
    expect(providerLinks().every((link) => queryOf(link).actor === undefined)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("preselects 'My child's' with ?actor=child in the children's brand", () => {
    renderLogin("/fi/kirjaudu?actor=child", { lang: "fi", brandId: "kids" });
    expect((screen.getByRole("radio", { name: "Lapseni" }) as HTMLInputElement).checked).toBe(true);
    expect(queryOf(providerLinks("Tunnistustavat")[0]!)).toEqual({ lang: "fi", next: "/fi", acr_values: "fi:mobiilivarmenne", actor: "child" });
  });

  it("logs in for a mandate with ?actor=mandate, without the own/child choice", () => {
    renderLogin("/en/login?nextPath=%2Fen&actor=mandate", { brandId: "kids" });
    expect(screen.getByText(/You are logging in to act on behalf of another person/)).toBeDefined();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(providerLinks().map((link) => queryOf(link).actor)).toEqual(PROVIDER_NAMES.map(() => "mandate"));
  });

  it("shows a failed identification", async () => {
    const { container } = renderLogin("/en/login?error=failed");
    expect(alertTexts()).toEqual(["Identification failed. Please try again."]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says a guardian logs in for a child under 12, with \"My child's\" chosen in the children's brand", async () => {
    const { container } = renderLogin("/en/login?nextPath=%2Fen&actor=child&error=guardianLogin", { brandId: "kids" });
    const notice = screen.getByRole("alert", { name: "A guardian logs in for children under 12" });
    expect(notice.textContent).toContain(
      "Children under 12 cannot log in themselves. Your guardian logs in with their own identification, chooses \"My child's\" and then chooses you.",
    );
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "My child's" }).checked).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    renderLogin("/en/login?error=guardianLogin");
    expect(screen.getByRole("alert", { name: "A guardian logs in for children under 12" }).textContent).toContain(
      "Children under 12 cannot log in themselves. Your guardian logs in for you in Hoiva Junior with their own identification.",
    );
    cleanup();
    renderLogin("/fi/kirjaudu?error=guardianLogin", { lang: "fi", brandId: "kids" });
    expect(screen.getByRole("alert", { name: "Alle 12-vuotiaan puolesta kirjautuu huoltaja" })).toBeDefined();
    cleanup();
    renderLogin("/sv/loggain?error=guardianLogin", { lang: "sv" });
    expect(screen.getByRole("alert", { name: "Vårdnadshavaren loggar in för barn under 12 år" })).toBeDefined();
  });

  it("is translated", () => {
    renderLogin("/sv/loggain", { lang: "sv", brandId: "kids" });
    expect(screen.getByRole("heading", { level: 1, name: "Välkommen till Hoiva Junior" })).toBeDefined();
    expect(screen.getByRole("radio", { name: "Mitt barns" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Mobilcertifikat" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Logga in med bankkoder" })).toBeDefined();
    cleanup();
    renderLogin("/fi/kirjaudu?error=failed", { lang: "fi" });
    expect(screen.getByRole("heading", { level: 1, name: "Tervetuloa Hoivaan" })).toBeDefined();
    expect(alertTexts()).toEqual(["Tunnistautuminen epäonnistui. Yritä uudelleen."]);
  });
});

describe("login page loader", () => {
  it("keeps a same-site nextPath and falls back to the front page otherwise", () => {
    expect(load("/fi/kirjaudu?nextPath=%2Ffi%2Flaskut%3Fsivu%3D2").nextPath).toBe("/fi/laskut?sivu=2");
    expect(load("/fi/kirjaudu").nextPath).toBe("/fi");
    expect(load("/sv/loggain?nextPath=https%3A%2F%2Fevil.example").nextPath).toBe("/sv");
    expect(load("/en/login?nextPath=%2F%2Fevil.example").nextPath).toBe("/en");
    expect(load("/en/login?nextPath=%2F%5Cevil.example").nextPath).toBe("/en");
    expect(load("/en/login?nextPath=%2Fen%2Flogin%3FnextPath%3D%2Fen").nextPath).toBe("/en");
  });

  it("accepts actor=child only in the children's brand, actor=mandate in both", () => {
    expect(load("/fi/kirjaudu?actor=child", "kids").actor).toBe("child");
    expect(load("/fi/kirjaudu?actor=child", "adult").actor).toBeNull();
    expect(load("/fi/kirjaudu?actor=mandate", "adult").actor).toBe("mandate");
    expect(load("/fi/kirjaudu?actor=admin", "kids").actor).toBeNull();
  });

  it("reads error=failed and error=guardianLogin only", () => {
    expect(load("/fi/kirjaudu?error=failed").error).toBe("failed");
    expect(load("/fi/kirjaudu?error=guardianLogin").error).toBe("guardianLogin");
    expect(load("/fi/kirjaudu?error=other").error).toBeNull();
  });

  it("sends a visitor with a valid session to nextPath, or to choose the person when acting for someone", () => {
    const valid = { status: "valid" } as const;
    expect(redirectOf(() => load("/fi/kirjaudu?nextPath=%2Ffi%2Flaskut", "adult", valid))).toBe("/fi/laskut");
    expect(redirectOf(() => load("/fi/kirjaudu?nextPath=https%3A%2F%2Fevil.example", "adult", valid))).toBe("/fi");
    expect(redirectOf(() => load("/en/login?nextPath=%2Fen&actor=mandate", "adult", valid))).toBe(
      "/en/choose-person?actor=mandate&next=%2Fen",
    );
    expect(redirectOf(() => load("/fi/kirjaudu?actor=child", "kids", valid))).toBe("/fi/valitse-asioitava?actor=child&next=%2Ffi");
  });

  it("offers a new login to a logged-in user who asks to log in again before the session ends", () => {
    const valid = { status: "valid" } as const;
    expect(redirectOf(() => load("/fi/kirjaudu?nextPath=%2Ffi%2Fviestit%2Fuusi&again=1", "adult", valid))).toBeNull();
    expect(redirectOf(() => load("/fi/kirjaudu?nextPath=%2Ffi&again=yes", "adult", valid))).toBe("/fi");
  });

  it("shows the page to a visitor without a valid session", () => {
    expect(redirectOf(() => load("/fi/kirjaudu", "adult", { status: "expired" }))).toBeNull();
    expect(redirectOf(() => load("/fi/kirjaudu", "adult", { status: "mfaPending" }))).toBeNull();
    expect(redirectOf(() => load("/fi/kirjaudu", "adult", { status: "login" }))).toBeNull();
  });
});
