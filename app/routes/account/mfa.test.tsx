// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { type Lang, type PageKey, pathPattern } from "#domain/routes/route-table";
import { type RouteComponent, axeViolations, renderRoute, useAnalyticsStub } from "#app/ui/test-utils";
import ExpiredSession from "./expired-session";
import type { ExpiredSessionPageData } from "./expired-session.server";
import Mfa, { clientAction, shouldRevalidate } from "./mfa";
import type { MfaAnswer, MfaPageData } from "./mfa.server";

useAnalyticsStub();

/** The page's action for a test: records each posted form and answers the next of `answers`. */
function answering(...answers: unknown[]) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  return {
    posted,
    action: async ({ request }: { request: Request }) => {
      posted.push(Object.fromEntries(await request.formData()));
      return answers.shift() ?? null;
    },
  };
}

function renderPage(Component: RouteComponent, page: PageKey, lang: Lang, loaderData: unknown, options: { search?: string; action?: ReturnType<typeof answering>["action"] } = {}) {
  return renderRoute(Component, {
    page,
    lang,
    loaderData,
    path: pathPattern(page, lang) + (options.search ?? ""),
    sessionState: { csrfToken: "csrf-1", features: ["mfa"] },
    otherPages: { invoices: "Invoices" },
    action: options.action,
  });
}

const sent: MfaPageData = {
  next: "/en/invoices",
  code: { type: "sent", maskedPhone: "+358 40 *** **02", expiresAt: "2026-03-02T10:05:00.000Z" },
  lifetimeMinutes: 5,
};

const failed = (outcome: "failed" | "expired"): MfaAnswer => ({ intent: "verify", outcome });

function digitInputs(word = "Digit", of = "of"): HTMLInputElement[] {
  return [1, 2, 3, 4].map((index) => screen.getByLabelText(`${word} ${index} ${of} 4`) as HTMLInputElement);
}

function enterCode(code: string, inputs = digitInputs()) {
  [...code].forEach((digit, index) => fireEvent.change(inputs[index]!, { target: { value: digit } }));
}

describe("MFA page", () => {
  it("asks for the code sent to the masked phone number, with labelled inputs and no axe violations", async () => {
    const { container } = renderPage(Mfa, "mfa", "en", sent);
    expect(await screen.findByRole("heading", { level: 1, name: "Enter the SMS code" })).toBeDefined();
    expect(screen.getByText("We have sent a code by text message to +358 40 *** **02. The code is valid for 5 minutes.")).toBeDefined();
    expect(screen.getByRole("group", { name: "SMS code" })).toBeDefined();
    expect(digitInputs()).toHaveLength(4);
    await waitFor(() => expect(document.activeElement).toBe(digitInputs()[0]));
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDefined();
    // With JavaScript the code goes as soon as it is in: no button for it.
    expect(screen.queryByRole("button", { name: "Confirm code" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("posts the code to the page's action as soon as four digits are in, and goes where the action sends it", async () => {
    const { posted, action } = answering(redirect("/en/invoices"));
    renderPage(Mfa, "mfa", "en", sent, { search: "?next=%2Fen%2Finvoices", action });
    await screen.findByRole("heading", { level: 1 });
    enterCode("1234");
    expect(digitInputs()[0]!.disabled).toBe(true);
    expect(await screen.findByRole("heading", { level: 1, name: "Invoices" })).toBeDefined();
    expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "verify", pin: "1234" }]);
  });

  it("shows 'Identification failed', marks the inputs red and focuses the last one on a wrong code", async () => {
    const { action } = answering(failed("failed"));
    renderPage(Mfa, "mfa", "en", sent, { action });
    await screen.findByRole("heading", { level: 1 });
    enterCode("9999");
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("Identification failed"));
    expect(alert.textContent).toContain("Try to identify yourself again");
    const inputs = digitInputs();
    await waitFor(() => expect(document.activeElement).toBe(inputs[3]));
    for (const input of inputs) {
      expect(input.disabled).toBe(false);
      expect(input.getAttribute("aria-invalid")).toBe("true");
    }
    // Typing again clears the red.
    fireEvent.change(inputs[3]!, { target: { value: "" } });
    await waitFor(() => expect(digitInputs()[0]!.getAttribute("aria-invalid")).toBeNull());
  });

  it("says the code has run out and offers a new one", async () => {
    const { action } = answering(failed("expired"));
    renderPage(Mfa, "mfa", "en", sent, { action });
    await screen.findByRole("heading", { level: 1 });
    enterCode("1234");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("The code is no longer valid. Order a new code."));
  });

  it("orders a new code through the page's action and empties the inputs", async () => {
    const { posted, action } = answering(failed("failed"), {
      intent: "resend",
      outcome: "resent",
      code: { type: "sent", maskedPhone: "+358 40 *** **02", expiresAt: "2026-03-02T10:07:00.000Z" },
    } satisfies MfaAnswer);
    renderPage(Mfa, "mfa", "sv", { ...sent, next: "/sv/fakturor" }, { action });
    await screen.findByRole("heading", { level: 1 });
    enterCode("1111", digitInputs("Siffra", "av"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Identifieringen misslyckades"));

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skicka en ny kod" }));
    });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("En ny kod har skickats till +358 40 *** **02."));
    expect(posted[1]).toEqual({ csrfToken: "csrf-1", intent: "resend" });
    const inputs = digitInputs("Siffra", "av");
    expect(inputs.map((input) => input.value)).toEqual(["", "", "", ""]);
    expect(inputs[0]!.getAttribute("aria-invalid")).toBeNull();
  });

  it("says so when a post gets no answer, and keeps the page", async () => {
    const { action } = answering({ intent: "verify", outcome: "networkError" } satisfies MfaAnswer);
    renderPage(Mfa, "mfa", "en", sent, { action });
    await screen.findByRole("heading", { level: 1 });
    enterCode("1234");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Network error. Please try again."));
    for (const input of digitInputs()) expect(input.disabled).toBe(false);
  });

  it("explains when no phone number is confirmed", async () => {
    renderPage(Mfa, "mfa", "fi", { ...sent, code: { type: "noDevice" } });
    expect(await screen.findByRole("heading", { level: 2, name: "Emme voi lähettää sinulle koodia" })).toBeDefined();
    expect(screen.queryByRole("group")).toBeNull();
    expect(screen.getByRole("button", { name: "Peruuta ja kirjaudu ulos" })).toBeDefined();
  });

  it("keeps the inputs disabled when no code could be sent", async () => {
    renderPage(Mfa, "mfa", "en", { ...sent, code: { type: "tooManyCodes", maskedPhone: "+358 40 *** **02", retryAt: "2026-03-02T10:15:00.000Z" } });
    expect(await screen.findByText("You have ordered too many codes. You can order a new code at 12:15.")).toBeDefined();
    for (const input of digitInputs()) expect(input.disabled).toBe(true);
  });

  it("says when a new code can be ordered in the spec's H:mm in every language", async () => {
    const tooMany = { ...sent, code: { type: "tooManyCodes", maskedPhone: "+358 40 *** **02", retryAt: "2026-03-02T07:05:00.000Z" } } as const;
    const { unmount } = renderPage(Mfa, "mfa", "fi", tooMany);
    expect(await screen.findByText("Olet tilannut liian monta koodia. Voit tilata uuden koodin klo 9:05.")).toBeDefined();
    unmount();
    renderPage(Mfa, "mfa", "sv", tooMany);
    expect(await screen.findByText("Du har beställt för många koder. Du kan beställa en ny kod kl. 9:05.")).toBeDefined();
  });
});

describe("the MFA page's client side of its action", () => {
  const post = (intent: string) => new Request("http://localhost/en/authentication", { method: "POST", body: new URLSearchParams({ intent }) });

  it("makes a post that got no answer the network error, and passes everything else on", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await clientAction({ request: post("resend"), serverAction: offline } as never)).toEqual({ intent: "resend", outcome: "networkError" });
    const answer = failed("failed");
    expect(await clientAction({ request: post("verify"), serverAction: () => Promise.resolve(answer) } as never)).toBe(answer);
  });

  it("does not load the page again after its own posts (that would send a code unasked)", () => {
    const form = (intent: string) => {
      const data = new FormData();
      data.set("intent", intent);
      return data;
    };
    const args = (formData?: FormData) => ({ formData, defaultShouldRevalidate: true }) as never;
    expect(shouldRevalidate(args(form("verify")))).toBe(false);
    expect(shouldRevalidate(args(form("resend")))).toBe(false);
    expect(shouldRevalidate(args())).toBe(true);
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
    expect(screen.getByText("You last identified yourself 2 hours ago (2.3.2026 10:00).")).toBeDefined();
    const login = screen.getByRole("link", { name: "Log in with bank credentials" });
    expect(login.getAttribute("href")).toBe(`/en/login?nextPath=${encodeURIComponent("/en/invoices?page=2")}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers an SMS code to an SMS login user, and pluralises the timeout in Finnish and Swedish", () => {
    renderPage(ExpiredSession, "expiredSession", "fi", { ...known, next: "/fi/laskut", timeout: { amount: 1, unit: "hours" }, smsLogin: true });
    expect(screen.getByText("Sinut kirjattiin ulos, koska tunnistautumisestasi on kulunut yli 1 tunti.")).toBeDefined();
    expect(screen.getByText("Tunnistauduit viimeksi 2 tuntia sitten (02.03.2026 10:00).")).toBeDefined();
    expect(screen.getByRole("link", { name: "Tilaa tekstiviestikoodi" }).getAttribute("href")).toBe(
      `/fi/kirjaudu?nextPath=${encodeURIComponent("/fi/laskut")}`,
    );
    cleanup();
    renderPage(ExpiredSession, "expiredSession", "sv", known);
    expect(screen.getByText("Du identifierade dig senast för 2 timmar sedan (2.3.2026 10:00).")).toBeDefined();
    cleanup();
    renderPage(ExpiredSession, "expiredSession", "sv", { ...known, next: "/sv", timeout: { amount: 30, unit: "seconds" }, authenticated: null });
    expect(screen.getByText("Du loggades ut eftersom det har gått över 30 sekunder sedan du identifierade dig.")).toBeDefined();
    expect(screen.getByRole("link", { name: "Logga in med bankkoder" })).toBeDefined();
  });
});
