// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrowserErrorContext, BrowserReporter } from "./browser-errors";

// Browser error reporting is off without SENTRY_PUBLIC_DSN: nothing is loaded and nothing is
// sent. With one, the SDK's chunk is loaded once and every report names the page of the route
// table, never the address. (That the SDK is no part of a page's first-load JavaScript is checked
// on the build: tests/integration/browser-error-reporting.test.ts.)

const CONFIG = { dsn: "https://publickey@errors.example/7", environment: "production" };

/** A fresh module: its state (waiting, off, on) lives for one page load. */
async function freshModule() {
  vi.resetModules();
  return import("./browser-errors");
}

function recordingLoader() {
  const reports: { error: unknown; context: BrowserErrorContext }[] = [];
  const reporter: BrowserReporter = { report: (error, context) => void reports.push({ error, context }) };
  return { reports, load: vi.fn(() => Promise.resolve(reporter)) };
}

function unhandledRejection(reason: unknown): Event {
  return Object.assign(new Event("unhandledrejection"), { reason });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.history.replaceState(null, "", "/fi/ajat/123?csrfToken=secret");
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  fetchSpy.mockRestore();
});

describe("browser error reporting", () => {
  it("loads and sends nothing without a DSN, and drops what waited", async () => {
    const { reportBrowserError, startBrowserErrorReporting } = await freshModule();
    const { load, reports } = recordingLoader();
    reportBrowserError(new Error("during hydration"));
    startBrowserErrorReporting(null, load);
    reportBrowserError(new Error("after the start"));
    // The page's own listener (the test runner treats an error nobody listens to as its own).
    const listener = () => {};
    window.addEventListener("error", listener);
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("uncaught") }));
    window.removeEventListener("error", listener);
    window.dispatchEvent(unhandledRejection(new Error("rejected")));
    // A DSN arriving later (a revalidation) changes nothing for this page load.
    startBrowserErrorReporting(CONFIG, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("is turned off by the root's hook when the root data has no DSN", async () => {
    const { startBrowserErrorReporting, useBrowserErrorReporting } = await freshModule();
    const { load } = recordingLoader();
    // Not known yet (the root loader failed): nothing is decided.
    const { rerender } = renderHook(({ config }) => useBrowserErrorReporting(config), { initialProps: { config: undefined as null | undefined } });
    rerender({ config: null });
    startBrowserErrorReporting(CONFIG, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("with a DSN loads the reporter once, sends what waited and then every uncaught error, naming the page and not the address", async () => {
    const { reportBrowserError, startBrowserErrorReporting } = await freshModule();
    const { load, reports } = recordingLoader();
    const hydration = new Error("during hydration");
    reportBrowserError(hydration);
    startBrowserErrorReporting(CONFIG, load);
    startBrowserErrorReporting(CONFIG, load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(CONFIG);
    const uncaught = new Error("uncaught");
    const rejected = new Error("rejected");
    window.dispatchEvent(new ErrorEvent("error", { error: uncaught }));
    window.dispatchEvent(unhandledRejection(rejected));
    // "Script error." of another origin's script carries no error: nothing to send.
    window.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
    reportBrowserError(new Error("on another page"), "/en/appointment/c2VjcmV0LXRva2Vu");
    reportBrowserError(new Error("outside the table"), "/nowhere/140386-246K");
    const appointment = { area: "browser", page: "appointment", lang: "fi" };
    expect(reports).toEqual([
      { error: hydration, context: appointment },
      { error: uncaught, context: appointment },
      { error: rejected, context: appointment },
      { error: expect.objectContaining({ message: "on another page" }), context: { area: "browser", page: "anonymousAppointment", lang: "en" } },
      { error: expect.objectContaining({ message: "outside the table" }), context: { area: "browser", page: "notFound", lang: "none" } },
    ]);
    expect(JSON.stringify(reports.map((report) => report.context))).not.toMatch(/123|c2VjcmV0|140386|secret/);
  });

  it("does not report answers (thrown responses) or server errors the server has reported", async () => {
    const { reportBrowserError, startBrowserErrorReporting } = await freshModule();
    const { load, reports } = recordingLoader();
    startBrowserErrorReporting(CONFIG, load);
    await settle();
    reportBrowserError(new Response(null, { status: 404 }));
    reportBrowserError({ status: 404, statusText: "Not Found", internal: false, data: null });
    reportBrowserError(new Error("Unexpected Server Error"));
    expect(reports).toEqual([]);
  });

  it("keeps at most ten errors waiting for the reporter", async () => {
    const { reportBrowserError, startBrowserErrorReporting } = await freshModule();
    const { load, reports } = recordingLoader();
    for (let index = 0; index < 15; index += 1) reportBrowserError(new Error(`error ${index}`));
    startBrowserErrorReporting(CONFIG, load);
    await settle();
    expect(reports).toHaveLength(10);
  });

  it("stays off when the reporter's chunk cannot be loaded", async () => {
    const { reportBrowserError, startBrowserErrorReporting } = await freshModule();
    startBrowserErrorReporting(CONFIG, () => Promise.reject(new Error("offline")));
    await settle();
    expect(() => reportBrowserError(new Error("later"))).not.toThrow();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
