// @vitest-environment jsdom
import { act, fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import { IdleTimeout } from "./layout";

useAnalyticsStub();

// The idle timeout's warning in the browser (decision 284): shown 5 minutes before the sign-out,
// its button extends the session without a page load.

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the workspace's idle warning", () => {
  it("shows the warning 5 minutes before the sign-out, and its button extends the session", async () => {
    vi.useFakeTimers({ now: TEST_NOW, toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ signedOutAt: "2026-11-24T08:55:00.000Z", time: "10:55", remainingMs: 30 * MINUTE }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const viewer = {
      name: "Kaisa Ojala",
      csrfToken: "token-1",
      idle: { signedOutAt: new Date(TEST_NOW.getTime() + 30 * MINUTE).toISOString(), time: "10:30", remainingMs: 30 * MINUTE, warnMs: 5 * MINUTE },
    };
    renderUi(<IdleTimeout viewer={viewer} />, { path: "/en/professional/messages" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const warning = document.getElementById("idle-warning")!;
    expect(document.getElementById("idle-notice")!.textContent).toBe("Without activity you will be signed out at 10:30.");
    expect(warning.hidden).toBe(true);
    expect(warning.getAttribute("role")).toBe("alert");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(24 * MINUTE);
    });
    expect(warning.hidden).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1 * MINUTE + 1_000);
    });
    expect(warning.hidden).toBe(false);
    expect(warning.textContent).toContain("You will soon be signed out because of inactivity, at 10:30.");

    const button = warning.querySelector("button")!;
    expect(button.textContent).toBe("Stay signed in");
    await act(async () => {
      fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(warning.hidden).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/professional/session/extend");
    expect(String(init.body)).toBe("csrfToken=token-1");
    expect(document.getElementById("idle-notice")!.textContent).toBe("Without activity you will be signed out at 10:55.");
    expect(document.querySelector("#idle-notice time")!.getAttribute("datetime")).toBe("2026-11-24T08:55:00.000Z");
    // The new end is 30 minutes on: the warning comes back 25 minutes after the extension.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(24 * MINUTE);
    });
    expect(warning.hidden).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1 * MINUTE + 1_000);
    });
    expect(warning.hidden).toBe(false);
  });
});
