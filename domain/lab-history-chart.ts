import type { CalendarDate } from "./helsinki-time";
import type { LabHistoryPoint } from "./health-records";

// The geometry of a laboratory test's history chart (decisions 192 and 328), computed where the
// page loads so that the page carries a drawn line, not every result twice. Coordinates are in the
// SVG's own units: the view box is sized for a phone, so that its 15-unit labels stay ≥ 12 px on a
// 390 px screen, and a wide screen caps the chart's width instead of enlarging the text.

export const CHART_WIDTH = 400;
export const CHART_HEIGHT = 220;
export const CHART_PADDING = { left: 60, right: 14, top: 14, bottom: 34 };

/** Past this many results the chart marks only out-of-range and latest results: a line of 400 dots is a smudge. */
export const MAX_MARKED_POINTS = 60;

/** At most this many labels along the time axis, so that they never overlap on a phone. */
const MAX_TIME_LABELS = 5;

export interface ChartMarker {
  x: number;
  y: number;
  isOutOfRange: boolean;
}

/** A label on the time axis: a whole year over long histories, otherwise a date. */
export type TimeTick = { x: number; anchor: "start" | "middle" | "end" } & ({ kind: "year"; year: number } | { kind: "date"; date: CalendarDate });

export interface LabHistoryChart {
  /** The polyline through every result ("x,y x,y"), null for a single result. */
  line: string | null;
  markers: ChartMarker[];
  /** The latest reference range as a band, with its ends for the legend. */
  band: { y: number; height: number; min: number | null; max: number | null } | null;
  /** The value scale's ends, top and bottom. */
  valueTicks: { y: number; value: number }[];
  timeTicks: TimeTick[];
  from: CalendarDate;
  to: CalendarDate;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Days since 1970-01-01 of a result's date (from the database, so a real one). */
function dayNumber(date: CalendarDate): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

function valueRange(points: LabHistoryPoint[], range: LabHistoryPoint["referenceRange"]): { min: number; max: number } {
  const ends = [...points.map((point) => point.resultNumber), ...[range?.min, range?.max].filter((end): end is number => end != null)];
  const min = Math.min(...ends);
  const max = Math.max(...ends);
  const margin = max === min ? Math.max(1, Math.abs(max) * 0.1) : (max - min) * 0.1;
  // Laboratory values are rarely negative; a scale that dips below zero only for the margin misleads.
  return { min: min >= 0 ? Math.max(0, min - margin) : min - margin, max: max + margin };
}

function timeTicks(firstDay: number, lastDay: number, xOf: (day: number) => number): TimeTick[] {
  const first = new Date(firstDay * 86_400_000).getUTCFullYear();
  const last = new Date(lastDay * 86_400_000).getUTCFullYear();
  // Over two years or more, the start of each year (every other year when they would crowd).
  if (lastDay - firstDay >= 730) {
    const step = Math.ceil((last - first) / MAX_TIME_LABELS);
    const ticks: TimeTick[] = [];
    for (let year = first + 1; year <= last; year += step) {
      ticks.push({ kind: "year", year, x: round(xOf(Date.UTC(year, 0, 1) / 86_400_000)), anchor: "middle" });
    }
    return ticks;
  }
  const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  if (lastDay === firstDay) return [{ kind: "date", date: dateOf(firstDay), x: round(xOf(firstDay)), anchor: "middle" }];
  const middle = Math.round((firstDay + lastDay) / 2);
  return [
    { kind: "date", date: dateOf(firstDay), x: round(xOf(firstDay)), anchor: "start" },
    { kind: "date", date: dateOf(middle), x: round(xOf(middle)), anchor: "middle" },
    { kind: "date", date: dateOf(lastDay), x: round(xOf(lastDay)), anchor: "end" },
  ];
}

/** The chart of results oldest first; null without results. x is proportional to time, y to the value. */
export function labHistoryChart(points: LabHistoryPoint[]): LabHistoryChart | null {
  const oldest = points[0];
  const latest = points.at(-1);
  if (!oldest || !latest) return null;
  const range = latest.referenceRange;
  const scale = valueRange(points, range);
  const days = points.map((point) => dayNumber(point.date));
  const firstDay = days[0] ?? 0;
  const lastDay = days.at(-1) ?? firstDay;
  const plotWidth = CHART_WIDTH - CHART_PADDING.left - CHART_PADDING.right;
  const plotHeight = CHART_HEIGHT - CHART_PADDING.top - CHART_PADDING.bottom;
  const xOf = (day: number) =>
    lastDay === firstDay ? CHART_PADDING.left + plotWidth / 2 : CHART_PADDING.left + ((day - firstDay) / (lastDay - firstDay)) * plotWidth;
  const yOf = (value: number) => CHART_PADDING.top + plotHeight - ((value - scale.min) / (scale.max - scale.min)) * plotHeight;

  const placed = points.map((point, index) => ({
    x: round(xOf(days[index] ?? firstDay)),
    y: round(yOf(point.resultNumber)),
    isOutOfRange: point.isWithinReferenceRange === false,
  }));
  const markers =
    placed.length <= MAX_MARKED_POINTS ? placed : placed.filter((marker, index) => marker.isOutOfRange || index === placed.length - 1);

  let band: LabHistoryChart["band"] = null;
  if (range && (range.min !== null || range.max !== null)) {
    const top = yOf(range.max ?? scale.max);
    const bottom = yOf(range.min ?? scale.min);
    band = { y: round(top), height: round(Math.max(0, bottom - top)), min: range.min, max: range.max };
  }
  return {
    line: placed.length > 1 ? placed.map((marker) => `${marker.x},${marker.y}`).join(" ") : null,
    markers,
    band,
    valueTicks: [
      { y: CHART_PADDING.top, value: Number(scale.max.toPrecision(3)) },
      { y: CHART_PADDING.top + plotHeight, value: Number(scale.min.toPrecision(3)) },
    ],
    timeTicks: timeTicks(firstDay, lastDay, xOf),
    from: oldest.date,
    to: latest.date,
  };
}
