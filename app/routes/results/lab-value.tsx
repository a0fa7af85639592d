import { useIntl } from "react-intl";
import { type LabTest, outOfRangeSide, referenceRangeText, resultNumberText } from "#domain/health-records";
import type { ResultNumberPrefix } from "#domain/enums";
import { useT } from "#app/i18n/use-t";

// A laboratory value as the result page and the history show it: the prefix (>, ≥, <, ≤), and
// when outside the reference range a colour and a text that says which side (never colour alone).

export function useFormatLabNumber(): (value: number) => string {
  const intl = useIntl();
  return (value) => intl.formatNumber(value, { maximumFractionDigits: 3 });
}

export function LabNumber({
  value,
  prefix,
  isWithinReferenceRange,
  range,
}: {
  value: number;
  prefix: ResultNumberPrefix | null;
  isWithinReferenceRange: boolean | null;
  range: LabTest["referenceRange"];
}) {
  const t = useT();
  const format = useFormatLabNumber();
  const side = outOfRangeSide({ resultNumber: value, isWithinReferenceRange }, range);
  const text = resultNumberText(value, prefix, format);
  if (!side) return <span className="lab-value">{text}</span>;
  return (
    <span className="lab-value lab-value--out">
      {text}
      <span className="lab-value__flag">{t(side === "high" ? "results.result.outOfRangeHigh" : "results.result.outOfRangeLow")}</span>
    </span>
  );
}

export function ReferenceRange({ range }: { range: LabTest["referenceRange"] }) {
  const format = useFormatLabNumber();
  return <>{referenceRangeText(range, format) ?? ""}</>;
}
