// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProviderWithFlash } from "./flash-toast";
import { renderUi } from "./test-utils";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the flash toast", () => {
  it.each([
    ["en", "Appointment canceled"],
    ["fi", "Aika peruttu"],
    ["sv", "Tiden har avbokats"],
  ] as const)("shows 'appointment cancelled' in %s from the first render, for 15 seconds", (lang, text) => {
    vi.useFakeTimers();
    renderUi(<ToastProviderWithFlash flash={{ toast: "appointmentCancelled", key: "request-1" }}>{null}</ToastProviderWithFlash>, { lang });
    expect(screen.getByRole("status").textContent).toContain(text);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByText(text)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(text)).toBeNull();
  });

  it("shows nothing without a flash", () => {
    renderUi(<ToastProviderWithFlash flash={null}>{null}</ToastProviderWithFlash>);
    expect(screen.getByRole("status").childElementCount).toBe(0);
  });
});
