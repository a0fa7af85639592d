// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { html } from "#server/html-escape";
import { layout, WORKSPACE_SCRIPT } from "./html";

// The idle timeout's warning in the browser (decision 284): the workspace's script shows it 5
// minutes before the sign-out, and its button extends the session without a page load.

const MINUTE = 60_000;

function renderSignedInPage(): void {
  const page = layout({
    lang: "en",
    title: "Messages",
    body: html`<h1>Messages</h1>`,
    signedIn: { name: "Kaisa Ojala", csrfToken: "token-1", idle: { signedOutAt: new Date(TEST_NOW.getTime() + 30 * MINUTE), remainingMs: 30 * MINUTE, warnMs: 5 * MINUTE } },
  });
  document.documentElement.innerHTML = new DOMParser().parseFromString(page, "text/html").documentElement.innerHTML;
  // The script as the page's <script src> runs it.
  new Function(WORKSPACE_SCRIPT)();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the idle warning's script", () => {
  it("shows the warning 5 minutes before the sign-out, and its button extends the session", async () => {
    vi.useFakeTimers({ now: TEST_NOW, toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ signedOutAt: "2026-11-24T08:55:00.000Z", time: "10:55", remainingMs: 30 * MINUTE }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    renderSignedInPage();
    const warning = document.getElementById("idle-warning")!;
    expect(document.getElementById("idle-notice")!.textContent).toBe("Without activity you will be signed out at 10:30.");
    expect(warning.hidden).toBe(true);
    expect(warning.getAttribute("role")).toBe("alert");

    vi.advanceTimersByTime(24 * MINUTE);
    expect(warning.hidden).toBe(true);
    vi.advanceTimersByTime(1 * MINUTE + 1_000);
    expect(warning.hidden).toBe(false);
    expect(warning.textContent).toContain("You will soon be signed out because of inactivity, at 10:30.");

    const button = warning.querySelector("button")!;
    expect(button.textContent).toBe("Stay signed in");
    button.click();
    await vi.waitFor(() => expect(warning.hidden).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/professional/session/extend");
    expect(String(init.body)).toBe("csrfToken=token-1");
    expect(document.getElementById("idle-notice")!.textContent).toBe("Without activity you will be signed out at 10:55.");
    expect(document.querySelector("#idle-notice time")!.getAttribute("datetime")).toBe("2026-11-24T08:55:00.000Z");
    // The new end is 30 minutes on: the warning comes back 25 minutes after the extension.
    vi.advanceTimersByTime(24 * MINUTE);
    expect(warning.hidden).toBe(true);
    vi.advanceTimersByTime(1 * MINUTE + 1_000);
    expect(warning.hidden).toBe(false);
  });
});
