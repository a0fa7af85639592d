import { describe, expect, it } from "vitest";
import type { LabHistoryPoint } from "./health-records";
import { labHistoryChart, MAX_MARKED_POINTS } from "./lab-history-chart";

const point = (date: string, resultNumber: number, isWithinReferenceRange: boolean | null = true): LabHistoryPoint => ({
  date,
  resultNumber,
  prefix: null,
  isWithinReferenceRange,
  referenceRange: { min: 2.6, max: 5 },
});

describe("labHistoryChart", () => {
  it("has nothing to draw without results", () => {
    expect(labHistoryChart([])).toBeNull();
  });

  it("places results in time order, higher values higher, with the reference band between its ends", () => {
    const chart = labHistoryChart([point("2025-10-20", 6.1, false), point("2026-05-18", 4.8), point("2026-10-27", 3.1)]);
    const xs = chart?.markers.map((marker) => marker.x) ?? [];
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const ys = chart?.markers.map((marker) => marker.y) ?? [];
    expect(ys[0]).toBeLessThan(ys[1] ?? 0);
    expect(ys[1]).toBeLessThan(ys[2] ?? 0);
    expect(chart?.band).toMatchObject({ min: 2.6, max: 5 });
    // 4.8 lies inside the band, 6.1 above it.
    expect(chart?.band?.y).toBeLessThan(ys[1] ?? 0);
    expect(ys[0]).toBeLessThan(chart?.band?.y ?? 0);
    expect(chart?.line?.split(" ")).toHaveLength(3);
  });

  it("labels the first, middle and last date of a short history", () => {
    const chart = labHistoryChart([point("2026-01-01", 4), point("2026-03-02", 4.2)]);
    expect(chart?.timeTicks).toMatchObject([
      { kind: "date", date: "2026-01-01", anchor: "start" },
      { kind: "date", date: "2026-01-31", anchor: "middle" },
      { kind: "date", date: "2026-03-02", anchor: "end" },
    ]);
  });

  it("labels years over a long history, at most five of them", () => {
    const points = Array.from({ length: 11 }, (_, index) => point(`${2016 + index}-06-15`, 4));
    const ticks = labHistoryChart(points)?.timeTicks ?? [];
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks.every((tick) => tick.kind === "year")).toBe(true);
    expect(ticks.map((tick) => (tick.kind === "year" ? tick.year : 0))).toEqual([2017, 2019, 2021, 2023, 2025]);
  });

  it("marks only out-of-range and latest results when there are many, but draws the line through all", () => {
    const points = Array.from({ length: MAX_MARKED_POINTS + 40 }, (_, index) =>
      point(`20${String(10 + Math.floor(index / 12)).padStart(2, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`, 4, index % 25 !== 0),
    );
    const chart = labHistoryChart(points);
    expect(chart?.line?.split(" ")).toHaveLength(points.length);
    expect(chart?.markers).toHaveLength(points.filter((p) => p.isWithinReferenceRange === false).length + 1);
  });

  it("centres a single result and draws no line", () => {
    const chart = labHistoryChart([point("2026-05-18", 4.8)]);
    expect(chart?.line).toBeNull();
    expect(chart?.timeTicks).toMatchObject([{ kind: "date", date: "2026-05-18", anchor: "middle" }]);
  });
});
