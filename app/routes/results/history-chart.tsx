import { formatShortDate } from "#domain/date-display";
import type { LabTestHistory } from "#domain/health-records";
import { parseCalendarDate } from "#domain/helsinki-time";
import { useT } from "#app/i18n/use-t";
import { useLanguage } from "#app/ui/use-language";
import { useFormatLabNumber } from "./lab-value";

// A small line chart of one test's results over time, drawn as inline SVG (decision 192): the
// reference range as a band, a point per result (out-of-range points in the warning colour), the
// value scale and the first and last date. It is one image with a text alternative; the table
// next to it gives every value to screen readers and keyboard users.

const WIDTH = 600;
const HEIGHT = 240;
const PAD = { left: 56, right: 16, top: 16, bottom: 36 };

function dayNumber(date: string): number {
  const parsed = parseCalendarDate(date);
  return parsed ? Date.UTC(parsed.year, parsed.month - 1, parsed.day) / 86_400_000 : 0;
}

export interface ChartGeometry {
  points: { x: number; y: number; out: boolean }[];
  band: { y: number; height: number } | null;
  yMin: number;
  yMax: number;
}

/** Positions in the SVG's coordinate space; x proportional to time, y to the value. */
export function chartGeometry(history: LabTestHistory): ChartGeometry {
  const values = history.points.map((point) => point.resultNumber);
  const latestRange = history.points.at(-1)?.referenceRange ?? null;
  const ends = [...values, ...(latestRange?.min != null ? [latestRange.min] : []), ...(latestRange?.max != null ? [latestRange.max] : [])];
  let yMin = Math.min(...ends);
  let yMax = Math.max(...ends);
  const margin = yMax === yMin ? Math.max(1, Math.abs(yMax) * 0.1) : (yMax - yMin) * 0.1;
  yMin = Math.max(0, yMin - margin);
  yMax += margin;
  const days = history.points.map((point) => dayNumber(point.date));
  const first = days[0] ?? 0;
  const span = Math.max(1, (days.at(-1) ?? 0) - first);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const yOf = (value: number) => PAD.top + plotHeight - ((value - yMin) / (yMax - yMin)) * plotHeight;
  const points = history.points.map((point, index) => ({
    x: history.points.length === 1 ? PAD.left + plotWidth / 2 : PAD.left + (((days[index] ?? first) - first) / span) * plotWidth,
    y: yOf(point.resultNumber),
    out: point.isWithinReferenceRange === false,
  }));
  let band: ChartGeometry["band"] = null;
  if (latestRange && (latestRange.min !== null || latestRange.max !== null)) {
    const top = yOf(latestRange.max ?? yMax);
    const bottom = yOf(latestRange.min ?? yMin);
    band = { y: top, height: Math.max(0, bottom - top) };
  }
  return { points, band, yMin, yMax };
}

export function HistoryChart({ history }: { history: LabTestHistory }) {
  const t = useT();
  const lang = useLanguage();
  const format = useFormatLabNumber();
  const { points, band, yMin, yMax } = chartGeometry(history);
  const from = history.points[0]?.date;
  const to = history.points.at(-1)?.date;
  if (!from || !to) return null;
  const values = { name: history.displayName, unit: history.unit ?? "", from: formatShortDate(from, lang), to: formatShortDate(to, lang) };
  const label = t(history.unit ? "results.history.chartLabel" : "results.history.chartLabelNoUnit", values);
  const plotBottom = HEIGHT - PAD.bottom;
  return (
    <svg className="lab-history-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-private="">
      {band ? <rect className="lab-history-chart__band" x={PAD.left} y={band.y} width={WIDTH - PAD.left - PAD.right} height={band.height} /> : null}
      <line className="lab-history-chart__axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={plotBottom} />
      <line className="lab-history-chart__axis" x1={PAD.left} y1={plotBottom} x2={WIDTH - PAD.right} y2={plotBottom} />
      <text className="lab-history-chart__label" x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
        {format(Number(yMax.toPrecision(3)))}
      </text>
      <text className="lab-history-chart__label" x={PAD.left - 6} y={plotBottom} textAnchor="end">
        {format(Number(yMin.toPrecision(3)))}
      </text>
      <text className="lab-history-chart__label" x={PAD.left} y={HEIGHT - 12} textAnchor="start">
        {values.from}
      </text>
      {points.length > 1 ? (
        <text className="lab-history-chart__label" x={WIDTH - PAD.right} y={HEIGHT - 12} textAnchor="end">
          {values.to}
        </text>
      ) : null}
      {points.length > 1 ? <polyline className="lab-history-chart__line" points={points.map((point) => `${point.x},${point.y}`).join(" ")} /> : null}
      {points.map((point, index) => (
        <circle
          key={index}
          className={point.out ? "lab-history-chart__point lab-history-chart__point--out" : "lab-history-chart__point"}
          cx={point.x}
          cy={point.y}
          r={point.out ? 6 : 5}
        />
      ))}
    </svg>
  );
}
