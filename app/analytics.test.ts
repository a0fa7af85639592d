// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { consumeAuthSuccessCookie, pushAnalyticsEventAndWait } from "./analytics";

afterEach(() => {
  window.dataLayer = [];
  vi.useRealTimers();
});

describe("analytics", () => {
  it("turns the authSuccess cookie into the login event once and clears it", () => {
    document.cookie = "authSuccess=1; Path=/";
    expect(consumeAuthSuccessCookie()).toBe(true);
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["login", "authenticationSuccess"]);
    expect(document.cookie).not.toContain("authSuccess=1");
    expect(consumeAuthSuccessCookie()).toBe(false);
    expect(window.dataLayer).toHaveLength(2);
  });

  it("waits for the analytics callback, but never longer than 2000 ms", async () => {
    vi.useFakeTimers();
    let resolved = false;
    const waiting = pushAnalyticsEventAndWait({ event: "reservationCancel" }).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(resolved).toBe(true);
  });

  it("resolves as soon as the analytics tool calls back", async () => {
    const waiting = pushAnalyticsEventAndWait({ event: "reservationCancel" });
    window.dataLayer?.at(-1)?.eventCallback?.();
    await expect(waiting).resolves.toBeUndefined();
  });
});
