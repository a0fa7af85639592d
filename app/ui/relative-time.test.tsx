// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "#domain/routes/route-table";
import { RelativeTime } from "./relative-time";
import { axeViolations, IntlWrapper } from "./test-utils";

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const NOW = new Date("2025-03-07T10:00:00Z"); // 12:00 in Helsinki
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function textOf(date: Date, lang: Lang = "en", now: Date | null = NOW) {
  const { container } = render(
    <IntlWrapper lang={lang}>
      <RelativeTime date={date} now={now ?? undefined} />
    </IntlWrapper>,
  );
  return container.querySelector("time")!;
}

describe("RelativeTime", () => {
  it.each([
    [0, "now"],
    [MINUTE, "1 minute ago"],
    [5 * MINUTE, "5 minutes ago"],
    [59 * MINUTE, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [3 * HOUR + 59 * MINUTE, "3 hours ago"],
    [24 * HOUR - 1, "23 hours ago"],
    [24 * HOUR, "Yesterday"],
    [48 * HOUR - 1, "Yesterday"],
    [48 * HOUR, "5.3.2025"],
    [30 * 24 * HOUR, "5.2.2025"],
  ])("shows %i ms ago as %s", (elapsed, text) => {
    expect(textOf(ago(elapsed)).textContent).toBe(text);
  });

  it("shows a timestamp far in the future as its date", () => {
    expect(textOf(new Date("2025-04-01T10:00:00Z")).textContent).toBe("1.4.2025");
  });

  it("puts the exact instant in dateTime", () => {
    const date = ago(5 * MINUTE);
    expect(textOf(date).getAttribute("datetime")).toBe(date.toISOString());
  });

  it.each([
    ["fi", 5 * MINUTE, "5 minuuttia sitten"],
    ["fi", 30 * HOUR, "Eilen"],
    ["fi", 50 * HOUR, "05.03.2025"],
    ["sv", 5 * MINUTE, "för 5 minuter sedan"],
    ["sv", 30 * HOUR, "I går"],
    ["sv", 50 * HOUR, "5.3.2025"],
  ] as const)("speaks %s: %i ms ago is %s", (lang, elapsed, text) => {
    expect(textOf(ago(elapsed), lang).textContent).toBe(text);
  });

  it("keeps itself current when no time is given", () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    textOf(ago(4 * MINUTE), "en", null);
    expect(screen.getByText("4 minutes ago")).toBeDefined();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByText("5 minutes ago")).toBeDefined();
  });

  it("has no axe violations", async () => {
    const time = textOf(ago(5 * MINUTE));
    expect(await axeViolations(time.parentElement!)).toEqual([]);
  });
});
