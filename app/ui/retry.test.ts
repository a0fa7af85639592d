import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryDelayMs, withRetry } from "./retry";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("withRetry", () => {
  it("tries once by default (0 retries)", async () => {
    const attempt = vi.fn(async () => "network");
    expect(await withRetry(attempt, { shouldRetry: () => true })).toBe("network");
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("waits 300 ms doubled per retry plus jitter up to one base delay, and stops at a good result", async () => {
    const answers = ["network", "network", "ok"];
    const attempt = vi.fn(async () => answers.shift()!);
    const result = withRetry(attempt, { retries: 5, shouldRetry: (value) => value === "network", random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(449);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(750);
    expect(await result).toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("computes the delay with jitter below one base delay", () => {
    expect(retryDelayMs(0, 300, () => 0)).toBe(300);
    expect(retryDelayMs(0, 300, () => 0.999)).toBe(599);
    expect(retryDelayMs(2, 300, () => 0)).toBe(1200);
  });
});
