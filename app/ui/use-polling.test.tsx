// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePolling } from "./use-polling";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("usePolling", () => {
  it("refreshes every interval, timed from the end of the last refresh", async () => {
    const refresh = vi.fn(async () => undefined);
    renderHook(() => usePolling(refresh, { intervalMs: 120_000 }));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("stops for good after a refresh fails", async () => {
    const refresh = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    renderHook(() => usePolling(refresh, { intervalMs: 120_000 }));
    await vi.advanceTimersByTimeAsync(240_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("stops when a refresh answers false, skips ticks while paused and ends on unmount", async () => {
    const refresh = vi.fn(async () => true);
    const { rerender, unmount } = renderHook(({ paused }) => usePolling(refresh, { intervalMs: 1000, paused }), { initialProps: { paused: true } });
    await vi.advanceTimersByTimeAsync(3000);
    expect(refresh).not.toHaveBeenCalled();
    rerender({ paused: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refresh).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => false);
    renderHook(() => usePolling(failing, { intervalMs: 1000 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
