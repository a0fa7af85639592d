import { describe, expect, it } from "vitest";
import { waitingDuration } from "./waiting-time";

const NOW = new Date("2026-11-24T08:00:00.000Z");
const before = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe("waiting time", () => {
  it("is in minutes under an hour, hours under two days, then days, rounded down", () => {
    expect(waitingDuration(before(0), NOW)).toEqual({ key: "workspace.duration.minutes", count: 0 });
    expect(waitingDuration(before(59), NOW)).toEqual({ key: "workspace.duration.minutes", count: 59 });
    expect(waitingDuration(before(60), NOW)).toEqual({ key: "workspace.duration.hours", count: 1 });
    expect(waitingDuration(before(47 * 60 + 59), NOW)).toEqual({ key: "workspace.duration.hours", count: 47 });
    expect(waitingDuration(before(48 * 60), NOW)).toEqual({ key: "workspace.duration.days", count: 2 });
    expect(waitingDuration(before(10 * 24 * 60 + 5), NOW)).toEqual({ key: "workspace.duration.days", count: 10 });
  });

  it("is never negative when the message is a moment ahead of the clock", () => {
    expect(waitingDuration(new Date(NOW.getTime() + 5_000), NOW)).toEqual({ key: "workspace.duration.minutes", count: 0 });
  });
});
