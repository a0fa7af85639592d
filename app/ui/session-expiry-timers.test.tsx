// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations, IntlWrapper, rootDataFor } from "./test-utils";
import SessionExpiryWatch from "./session-expiry-timers";
import { ToastProvider } from "./toast-provider";

const START = new Date("2026-03-02T10:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function renderWatch({
  secondsLeft,
  isSessionValid = true,
  lang = "en",
  path = "/en/invoices?page=2",
  brand = "adult",
  deviceAheadSeconds = 0,
}: {
  secondsLeft: number;
  /** How far the device's clock runs ahead of the server's. */
  deviceAheadSeconds?: number;
  isSessionValid?: boolean;
  lang?: Lang;
  path?: string;
  brand?: "adult" | "kids";
}) {
  const base = rootDataFor(lang, brand);
  const serverNow = START.getTime() - deviceAheadSeconds * 1000;
  const data = {
    ...base,
    serverNow: new Date(serverNow).toISOString(),
    sessionState: {
      ...base.sessionState,
      csrfToken: "token",
      isSessionValid,
      sessionExpires: new Date(serverNow + secondsLeft * 1000).toISOString(),
    },
  };
  const onExpire = vi.fn();
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => data,
        element: (
          <IntlWrapper lang={lang}>
            <ToastProvider>
              <SessionExpiryWatch onExpire={onExpire} />
            </ToastProvider>
          </IntlWrapper>
        ),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: data } } },
  );
  render(<RouterProvider router={router} />);
  return { onExpire, router };
}

const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
const politeText = () => screen.getByRole("status").textContent ?? "";

describe("SessionExpiryWatch", () => {
  it("warns 90 and 30 seconds before expiry, then opens the timed-out page with the current page as next", () => {
    const { onExpire } = renderWatch({ secondsLeft: 5 * 60 });
    advance(5 * 60 - 91);
    expect(politeText()).toBe("");

    advance(1);
    expect(politeText()).toContain("Your session is about to expire");
    expect(politeText()).toContain("Your session will expire in 90 seconds. After that you need to log in again.");

    advance(60);
    expect(politeText()).toContain("Your session will expire in 30 seconds.");
    // The second warning replaces the first.
    expect(screen.getAllByText(/Your session will expire in/)).toHaveLength(1);
    expect(onExpire).not.toHaveBeenCalled();

    advance(29);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(onExpire).toHaveBeenCalledWith(`/en/expired-session?next=${encodeURIComponent("/en/invoices?page=2")}`);
  });

  it("uses the page shown at expiry and the page's language", async () => {
    const { onExpire, router } = renderWatch({ secondsLeft: 120, lang: "sv", path: "/sv/fakturor" });
    await act(() => router.navigate("/sv/tider/12?flik=info"));
    expect(router.state.location.pathname).toBe("/sv/tider/12");
    advance(30);
    expect(politeText()).toContain("Din session går ut om 90 sekunder.");
    advance(90);
    expect(onExpire).toHaveBeenCalledWith(`/sv/utgatt-session?next=${encodeURIComponent("/sv/tider/12?flik=info")}`);
  });

  it("sends the children's brand to its own front page after logging in again (spec part 1 §4)", () => {
    const { onExpire } = renderWatch({ secondsLeft: 10, lang: "fi", path: "/fi/laskut?page=2", brand: "kids" });
    advance(10);
    expect(onExpire).toHaveBeenCalledWith(`/fi/katkennut-istunto?next=${encodeURIComponent("/fi")}`);
  });

  it("warns at once with the time left when opened after a warning time", () => {
    const { onExpire } = renderWatch({ secondsLeft: 60, lang: "fi", path: "/fi" });
    expect(politeText()).toContain("Istuntosi päättyy 60 sekunnin kuluttua.");
    advance(30);
    expect(politeText()).toContain("Istuntosi päättyy 30 sekunnin kuluttua.");
    advance(30);
    expect(onExpire).toHaveBeenCalledWith(`/fi/katkennut-istunto?next=${encodeURIComponent("/fi")}`);
  });

  it("offers to log in again from the warning, back to the page shown", async () => {
    renderWatch({ secondsLeft: 90, lang: "fi", path: "/fi/ajat/12?flik=info" });
    const link = screen.getByRole("link", { name: "Kirjaudu uudelleen" });
    expect(link.getAttribute("href")).toBe(`/fi/kirjaudu?nextPath=${encodeURIComponent("/fi/ajat/12?flik=info")}&again=1`);
    vi.useRealTimers();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each([
    ["en", "Log in again"],
    ["sv", "Logga in igen"],
  ] as const)("names the way to log in again in %s", (lang, name) => {
    renderWatch({ secondsLeft: 30, lang, path: `/${lang}` });
    expect(screen.getByRole("link", { name })).toBeTruthy();
  });

  it("counts the session's end from the server's clock when the device's runs days ahead or behind", () => {
    for (const deviceAheadSeconds of [3 * 86_400, -3 * 86_400]) {
      const { onExpire } = renderWatch({ secondsLeft: 5 * 60, deviceAheadSeconds });
      advance(5 * 60 - 91);
      expect(onExpire).not.toHaveBeenCalled();
      expect(politeText()).toBe("");
      advance(1);
      expect(politeText()).toContain("Your session will expire in 90 seconds.");
      advance(90);
      expect(onExpire).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it("does nothing without a valid session", () => {
    const { onExpire } = renderWatch({ secondsLeft: 60, isSessionValid: false });
    advance(120);
    expect(politeText()).toBe("");
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("stops its timers when unmounted", () => {
    const { onExpire } = renderWatch({ secondsLeft: 120 });
    cleanup();
    advance(200);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
