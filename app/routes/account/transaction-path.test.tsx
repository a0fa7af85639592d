// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations } from "#app/ui/test-utils";
import { renderPage } from "#app/ui/test-page";
import TransactionPath, { loader } from "./transaction-path";

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function renderTransactionPath(search = "", lang: Lang = "en") {
  const path = { fi: "asiointipolku", sv: "transaktionsbana", en: "transaction-path" }[lang];
  const loaderData = loader({ request: new Request(`http://localhost/${lang}/${path}${search}`) } as Parameters<typeof loader>[0]);
  return renderPage(TransactionPath, { page: "transactionPath", lang, brandId: "kids", search, loaderData });
}

describe("guardian front page", () => {
  it("welcomes to the children's service with a mandate login and the ordinary login", async () => {
    const { container } = renderTransactionPath();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to the children's service" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Log in acting on behalf of a person" }).getAttribute("href")).toBe(
      "/en/login?nextPath=%2Fen&actor=mandate",
    );
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/en/login?nextPath=%2Fen");
    expect(screen.queryByRole("alert")?.textContent ?? "").toBe("");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'You cannot act on behalf of this person' for 20 seconds with an explanation and a link", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderTransactionPath("?error=disallowed");
    await act(async () => {});
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("You cannot act on behalf of this person")).toBeDefined();
    expect(within(alert).getByText(/Guardians can handle the matters of their children aged 11 or under/)).toBeDefined();
    expect(
      within(alert).getByRole("link", { name: "Read more about acting on behalf of another person" }).getAttribute("href"),
    ).toBe("https://www.suomi.fi/valtuudet");

    act(() => vi.advanceTimersByTime(19_999));
    expect(within(alert).queryByText("You cannot act on behalf of this person")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(alert).queryByText("You cannot act on behalf of this person")).toBeNull();
  });

  it("shows 'An unknown error has occurred' for error=unknown", async () => {
    const { container } = renderTransactionPath("?error=unknown");
    await act(async () => {});
    expect(within(screen.getByRole("alert")).getByText("An unknown error has occurred")).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("passes axe with the disallowed toast and its link", async () => {
    const { container } = renderTransactionPath("?error=disallowed");
    await act(async () => {});
    expect(within(screen.getByRole("alert")).getByRole("link")).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("ignores other error values", async () => {
    expect(loader({ request: new Request("http://localhost/fi/asiointipolku?error=boom") } as Parameters<typeof loader>[0])).toEqual({
      error: null,
    });
    renderTransactionPath("?error=boom");
    await act(async () => {});
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("is translated", async () => {
    renderTransactionPath("?error=disallowed", "fi");
    await act(async () => {});
    expect(screen.getByRole("heading", { level: 1, name: "Tervetuloa lasten palveluun" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Kirjaudu asioimaan toisen puolesta" }).getAttribute("href")).toBe(
      "/fi/kirjaudu?nextPath=%2Ffi&actor=mandate",
    );
    expect(within(screen.getByRole("alert")).getByText("Et voi asioida tämän henkilön puolesta")).toBeDefined();
  });
});
