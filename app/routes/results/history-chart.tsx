import { formatShortDate } from "#domain/date-display";
import { referenceRangeText } from "#domain/health-records";
import { CHART_HEIGHT, CHART_PADDING, CHART_WIDTH, type LabHistoryChart } from "#domain/lab-history-chart";
import { useT } from "#app/i18n/use-t";
import { useLanguage } from "#app/ui/use-language";
import { useFormatLabNumber } from "#app/ui/lab-tests-table";

// A small line chart of one test's results over time, drawn as inline SVG from the geometry the
// loader computed (decisions 192 and 328): the reference range as a band named in the legend below,
// the line through every result with out-of-range results marked in the warning colour, the value
// scale and dates (or years) along the time axis. It is one image with a text alternative; the
// table next to it gives every value to screen readers and keyboard users.

export function HistoryChart({ chart, name, unit }: { chart: LabHistoryChart; name: string; unit: string | null }) {
  const t = useT();
  const lang = useLanguage();
  const format = useFormatLabNumber();
  const values = { name, unit: unit ?? "", from: formatShortDate(chart.from, lang), to: formatShortDate(chart.to, lang) };
  const label = t(unit ? "results.history.chartLabel" : "results.history.chartLabelNoUnit", values);
  const plotBottom = CHART_HEIGHT - CHART_PADDING.bottom;
  const plotRight = CHART_WIDTH - CHART_PADDING.right;
  const range = chart.band ? referenceRangeText(chart.band, format) : null;
  return (
    <figure className="lab-history-figure">
      <svg className="lab-history-chart" viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} role="img" aria-label={label} data-private="">
        {chart.band ? <rect className="lab-history-chart__band" x={CHART_PADDING.left} y={chart.band.y} width={plotRight - CHART_PADDING.left} height={chart.band.height} /> : null}
        <line className="lab-history-chart__axis" x1={CHART_PADDING.left} y1={CHART_PADDING.top} x2={CHART_PADDING.left} y2={plotBottom} />
        <line className="lab-history-chart__axis" x1={CHART_PADDING.left} y1={plotBottom} x2={plotRight} y2={plotBottom} />
        {chart.valueTicks.map((tick) => (
          <text key={tick.y} className="lab-history-chart__label" x={CHART_PADDING.left - 6} y={tick.y} dominantBaseline="middle" textAnchor="end">
            {format(tick.value)}
          </text>
        ))}
        {chart.timeTicks.map((tick) => (
          <g key={tick.x}>
            <line className="lab-history-chart__tick" x1={tick.x} y1={plotBottom} x2={tick.x} y2={plotBottom + 5} />
            <text className="lab-history-chart__label" x={tick.x} y={CHART_HEIGHT - 8} textAnchor={tick.anchor}>
              {tick.kind === "year" ? tick.year : formatShortDate(tick.date, lang)}
            </text>
          </g>
        ))}
        {chart.line ? <polyline className="lab-history-chart__line" points={chart.line} /> : null}
        {chart.markers.map((marker) => (
          <circle
            key={`${marker.x},${marker.y}`}
            className={marker.isOutOfRange ? "lab-history-chart__point lab-history-chart__point--out" : "lab-history-chart__point"}
            cx={marker.x}
            cy={marker.y}
            r={marker.isOutOfRange ? 5 : 4}
          />
        ))}
      </svg>
      <figcaption className="lab-history-legend">
        {range ? (
          <span className="lab-history-legend__item">
            <span className="lab-history-legend__band" aria-hidden="true" />
            {t("results.history.bandLegend", { range, unit: unit ?? "" })}
          </span>
        ) : null}
        {chart.markers.some((marker) => marker.isOutOfRange) ? (
          <span className="lab-history-legend__item">
            <span className="lab-history-legend__out" aria-hidden="true" />
            {t("results.history.outLegend")}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
