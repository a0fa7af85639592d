// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Lang, type PageKey, pathPattern } from "#domain/routes/route-table";
import { loadDocument } from "#app/ui/load-document";
import { type RouteComponent, axeViolations, renderRoute, useFetchStub } from "#app/ui/test-utils";
import ExpiredSession from "./expired-session";
import type { ExpiredSessionPageData } from "./expired-session.server";
import Mfa from "./mfa";
import type { MfaPageData } from "./mfa.server";

vi.mock("#app/ui/load-document", () => ({ loadDocument: vi.fn() }));

const fetchMock = useFetchStub();
afterEach(() => {
  vi.mocked(loadDocument).mockReset();
});

function renderPage(Component: RouteComponent, page: PageKey, lang: Lang, loaderData: unknown, search = "") {
  return renderRoute(Component, {
    page,
    lang,
    loaderData,
    path: pathPattern(page, lang) + search,
    sessionState: { csrfToken: "csrf-1", features: ["mfa"] },
  });
}

const sent: MfaPageData = {
  next: "/en/invoices",
  code: { type: "sent", maskedPhone: "+358 40 *** **02", expiresAt: "2026-03-02T10:05:00.000Z" },
  lifetimeMinutes: 5,
};

function digitInputs(word = "Digit", of = "of"): HTMLInputElement[] {
  return [1, 2, 3, 4].map((index) => screen.getByLabelText(`${word} ${index} ${of} 4`) as HTMLInputElement);
}

function enterCode(code: string, inputs = digitInputs()) {
  [...code].forEach((digit, index) => fireEvent.change(inputs[index]!, { target: { value: digit } }));
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("MFA page", () => {
  it("asks for the code sent to the masked phone number, with labelled inputs and no axe violations", async () => {
    const { container } = renderPage(Mfa, "mfa", "en", sent);
    expect(screen.getByRole("heading", { level: 1, name: "Enter the SMS code" })).toBeDefined();
    expect(screen.getByText("We have sent a code by text message to +358 40 *** **02. The code is valid for 5 minutes.")).toBeDefined();
    expect(screen.getByRole("group", { name: "SMS code" })).toBeDefined();
    expect(digitInputs()).toHaveLength(4);
    expect(document.activeElement).toBe(digitInputs()[0]);
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("posts the code as soon as four digits are in and goes to the next page on mfa-ok", async () => {
    fetchMock.mockReturnValueOnce(json({ mfaResponse: { type: "mfa-ok" } }));
    renderPage(Mfa, "mfa", "en", sent);
    enterCode("1234");
    expect(digitInputs()[0]!.disabled).toBe(true);
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith("/en/invoices"));
    expect(fetchMock).toHaveBeenCalledWith("/api/pin?csrfToken=csrf-1", expect.objectContaining({ method: "POST", body: JSON.stringify({ pin: "1234" }) }));
  });

  it("shows 'Identification failed', marks the inputs red and focuses the last one on a wrong code", async () => {
    fetchMock.mockReturnValueOnce(json({ mfaResponse: { type: "mfa-challenge-failed" } }));
    renderPage(Mfa, "mfa", "en", sent);
    enterCode("9999");
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("Identification failed"));
    expect(alert.textContent).toContain("Try to identify yourself again");
    const inputs = digitInputs();
    for (const input of inputs) {
      expect(input.disabled).toBe(false);
      expect(input.getAttribute("aria-invalid")).toBe("true");
    }
    expect(document.activeElement).toBe(inputs[3]);
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it("says the code has run out and offers a new one", async () => {
    fetchMock.mockReturnValueOnce(json({ mfaResponse: { type: "mfa-challenge-failed", expired: true } }));
    renderPage(Mfa, "mfa", "en", sent);
    enterCode("1234");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("The code is no longer valid. Order a new code."));
  });

  it("logs out on too many attempts: 'Too many retries' and the front page", async () => {
    fetchMock.mockReturnValueOnce(json({ mfaResponse: { type: "too-many-mfa-attempts" } }));
    renderPage(Mfa, "mfa", "en", sent);
    enterCode("0000");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/en"));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Too many retries");
    expect(alert.textContent).toContain("You can retry again later");
  });

  it("orders a new code and empties the inputs", async () => {
    fetchMock.mockReturnValueOnce(json({ mfaResponse: { type: "mfa-challenge-failed" } }));
    renderPage(Mfa, "mfa", "sv", { ...sent, next: "/sv/fakturor" });
    enterCode("1111", digitInputs("Siffra", "av"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Identifieringen misslyckades"));

    fetchMock.mockReturnValueOnce(json({ type: "sent", maskedPhone: "+358 40 *** **02", expiresAt: "2026-03-02T10:07:00.000Z" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skicka en ny kod" }));
    });
    expect(fetchMock).toHaveBeenLastCalledWith("/api/pin/resend?csrfToken=csrf-1", expect.objectContaining({ method: "POST", body: undefined }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("En ny kod har skickats till +358 40 *** **02."));
    const inputs = digitInputs("Siffra", "av");
    expect(inputs.map((input) => input.value)).toEqual(["", "", "", ""]);
    expect(inputs[0]!.getAttribute("aria-invalid")).toBeNull();
  });

  it("goes to the timed-out page when the session expired meanwhile", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "sessionExpired" }, 401));
    renderPage(Mfa, "mfa", "en", sent);
    enterCode("1234");
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith(`/en/expired-session?next=${encodeURIComponent("/en/invoices")}`));
  });

  it("explains when no phone number is confirmed", () => {
    renderPage(Mfa, "mfa", "fi", { ...sent, code: { type: "noDevice" } });
    expect(screen.getByRole("heading", { level: 2, name: "Emme voi lähettää sinulle koodia" })).toBeDefined();
    expect(screen.queryByRole("group")).toBeNull();
    expect(screen.getByRole("button", { name: "Peruuta ja kirjaudu ulos" })).toBeDefined();
  });

  it("keeps the inputs disabled when no code could be sent", () => {
    renderPage(Mfa, "mfa", "en", { ...sent, code: { type: "tooManyCodes", maskedPhone: "+358 40 *** **02", retryAt: "2026-03-02T10:15:00.000Z" } });
    expect(screen.getByText("You have ordered too many codes. You can order a new code at 12:15 PM.")).toBeDefined();
    for (const input of digitInputs()) expect(input.disabled).toBe(true);
  });
});

describe("Session timed out page", () => {
  const known: ExpiredSessionPageData = {
    next: "/en/invoices?page=2",
    timeout: { amount: 60, unit: "minutes" },
    authenticated: { at: "2026-03-02T08:00:00.000Z", ago: { value: -2, unit: "hour" } },
    smsLogin: false,
  };

  it("says why and when, and offers the bank login back to the page", async () => {
    const { container } = renderPage(ExpiredSession, "expiredSession", "en", known);
    expect(screen.getByRole("heading", { level: 1, name: "Session timed out" })).toBeDefined();
    expect(screen.getByText("You were logged out because it has been over 60 minutes since you were authenticated.")).toBeDefined();
    expect(screen.getByText("You last identified yourself 2 hours ago (3/2/2026, 10:00 AM).")).toBeDefined();
    const login = screen.getByRole("link", { name: "Log in with bank credentials" });
    expect(login.getAttribute("href")).toBe(`/en/login?nextPath=${encodeURIComponent("/en/invoices?page=2")}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers an SMS code to an SMS login user, and pluralises the timeout in Finnish and Swedish", () => {
    renderPage(ExpiredSession, "expiredSession", "fi", { ...known, next: "/fi/laskut", timeout: { amount: 1, unit: "hours" }, smsLogin: true });
    expect(screen.getByText("Sinut kirjattiin ulos, koska tunnistautumisestasi on kulunut yli 1 tunti.")).toBeDefined();
    expect(screen.getByText("Tunnistauduit viimeksi 2 tuntia sitten (2.3.2026 klo 10.00).")).toBeDefined();
    expect(screen.getByRole("link", { name: "Tilaa tekstiviestikoodi" }).getAttribute("href")).toBe(
      `/fi/kirjaudu?nextPath=${encodeURIComponent("/fi/laskut")}`,
    );
    cleanup();
    renderPage(ExpiredSession, "expiredSession", "sv", { ...known, next: "/sv", timeout: { amount: 30, unit: "seconds" }, authenticated: null });
    expect(screen.getByText("Du loggades ut eftersom det har gått över 30 sekunder sedan du identifierade dig.")).toBeDefined();
    expect(screen.getByRole("link", { name: "Logga in med bankkoder" })).toBeDefined();
  });
});
