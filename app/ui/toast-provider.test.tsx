// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations, IntlWrapper } from "./test-utils";
import { TOAST_DURATION_MS, ToastProvider, useToast } from "./toast-provider";
import type { ToastApi } from "./toast-types";

let api: ToastApi;
function Capture() {
  api = useToast();
  return <button type="button">Page button</button>;
}

function renderToasts(lang: Lang = "en") {
  return render(
    <IntlWrapper lang={lang}>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </IntlWrapper>,
  );
}

const show = (...args: Parameters<ToastApi["show"]>) =>
  act(() => {
    api.show(...args);
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe("TOAST_DURATION_MS", () => {
  it("holds the durations of the spec (part 1 §9)", () => {
    expect(TOAST_DURATION_MS).toEqual({ default: 10_000, appointmentCancelled: 15_000, guardianError: 20_000, arrivalReason: 5_000 });
  });
});

describe("ToastProvider", () => {
  it("keeps both live regions in the page before any toast arrives", () => {
    renderToasts();
    expect(screen.getByRole("status").childElementCount).toBe(0);
    expect(screen.getByRole("alert").childElementCount).toBe(0);
  });

  it("shows success and info politely and errors assertively", () => {
    renderToasts();
    show({ kind: "success", title: "Preliminary information saved successfully" });
    show({ kind: "info", title: "Heads up", message: "Details here" });
    show({ kind: "error", title: "Identification failed", message: "Try to identify yourself again" });
    const polite = screen.getByRole("status");
    const assertive = screen.getByRole("alert");
    expect(polite).toHaveProperty("textContent", expect.stringContaining("Preliminary information saved successfully"));
    expect(polite.textContent).toContain("Details here");
    expect(polite.textContent).not.toContain("Identification failed");
    expect(assertive.textContent).toContain("Identification failed");
    expect(assertive.textContent).toContain("Try to identify yourself again");
    expect(polite.getAttribute("aria-live")).toBe("polite");
  });

  it("dismisses after the default 10 seconds", () => {
    renderToasts();
    show({ kind: "success", title: "Saved" });
    advance(9_999);
    expect(screen.queryByText("Saved")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it.each(Object.entries(TOAST_DURATION_MS))("honours the %s duration", (_, durationMs) => {
    renderToasts();
    show({ kind: "info", title: "Timed", durationMs });
    advance(durationMs - 1);
    expect(screen.queryByText("Timed")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Timed")).toBeNull();
  });

  it("closes from the labelled close button and gives focus back", () => {
    renderToasts();
    show({ kind: "error", title: "Too many retries", message: "You can retry again later" });
    const origin = screen.getByRole("button", { name: "Page button" });
    origin.focus();
    const close = screen.getByRole("button", { name: "Close notification: Too many retries" });
    act(() => close.focus());
    fireEvent.click(close);
    expect(screen.queryByText("Too many retries")).toBeNull();
    expect(document.activeElement).toBe(origin);
  });

  it("moves focus to the next toast when one of several is closed", () => {
    renderToasts();
    show({ kind: "info", title: "First" });
    show({ kind: "info", title: "Second" });
    const first = screen.getByRole("button", { name: "Close notification: First" });
    act(() => first.focus());
    fireEvent.click(first);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close notification: Second" }));
  });

  it("closes with Escape", () => {
    renderToasts();
    show({ kind: "info", title: "Escapable" });
    fireEvent.keyDown(screen.getByRole("button", { name: "Close notification: Escapable" }), { key: "Escape" });
    expect(screen.queryByText("Escapable")).toBeNull();
  });

  it("pauses while hovered or focused and resumes with the time that was left", () => {
    renderToasts();
    show({ kind: "info", title: "Paused" });
    advance(4_000);
    const toast = screen.getByText("Paused").closest(".toast")!;
    fireEvent.mouseEnter(toast);
    advance(60_000);
    expect(screen.queryByText("Paused")).not.toBeNull();
    fireEvent.mouseLeave(toast);
    const close = screen.getByRole("button", { name: "Close notification: Paused" });
    fireEvent.focus(close);
    advance(60_000);
    expect(screen.queryByText("Paused")).not.toBeNull();
    fireEvent.blur(close);
    advance(5_999);
    expect(screen.queryByText("Paused")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Paused")).toBeNull();
  });

  it("replaces a visible toast shown again under the same id", () => {
    renderToasts();
    show({ kind: "info", title: "Session ends in 90 seconds", id: "session" });
    show({ kind: "info", title: "Session ends in 30 seconds", id: "session" });
    expect(screen.queryByText("Session ends in 90 seconds")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Close notification/ })).toHaveLength(1);
  });

  it("can be dismissed by its key", () => {
    renderToasts();
    let key = "";
    act(() => {
      key = api.show({ kind: "info", title: "Keyed" });
    });
    act(() => api.dismiss(key));
    expect(screen.queryByText("Keyed")).toBeNull();
  });

  it.each([
    ["fi", "Sulje ilmoitus: Tallennettu"],
    ["sv", "Stäng aviseringen: Tallennettu"],
  ] as const)("labels the close button in %s", (lang, name) => {
    renderToasts(lang);
    show({ kind: "success", title: "Tallennettu" });
    expect(screen.getByRole("button", { name })).toBeDefined();
  });

  it("has no axe violations with toasts of each kind", async () => {
    const { container } = renderToasts();
    show({ kind: "success", title: "Saved" });
    show({ kind: "error", title: "Failed", message: "Please try again." });
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
