import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { type LabTest, outOfRangeSide, referenceRangeText, resultNumberText } from "#domain/health-records";
import type { ResultNumberPrefix } from "#domain/enums";
import { useT } from "#app/i18n/use-t";

// A laboratory result day's tests as a table (spec part 2 §3 "Laboratory results and tests"): each
// test and package item with its value (prefix, textual or numeric), unit and reference range, a
// value outside the range marked in colour and in a text that says which side (never colour
// alone). The patient's result page and the care team's view of it show the same table with their
// own catalog's words (`texts`). Its rules are lab-tests.css: on a phone each result is a block.

/** The catalog whose words the table uses: the patient's or the workspace's. */
export type LabTextsPrefix = "results.result" | "workspace.records.labResult";

export function useFormatLabNumber(): (value: number) => string {
  const intl = useIntl();
  return (value) => intl.formatNumber(value, { maximumFractionDigits: 3 });
}

export function LabNumber({
  value,
  prefix,
  isWithinReferenceRange,
  range,
  texts = "results.result",
}: {
  value: number;
  prefix: ResultNumberPrefix | null;
  isWithinReferenceRange: boolean | null;
  range: LabTest["referenceRange"];
  texts?: LabTextsPrefix;
}) {
  const t = useT();
  const format = useFormatLabNumber();
  const side = outOfRangeSide({ resultNumber: value, isWithinReferenceRange }, range);
  const text = resultNumberText(value, prefix, format);
  if (!side) return <span className="lab-value">{text}</span>;
  return (
    <span className="lab-value lab-value--out">
      {text}
      <span className="lab-value__flag">{t(side === "high" ? `${texts}.outOfRangeHigh` : `${texts}.outOfRangeLow`)}</span>
    </span>
  );
}

export function ReferenceRange({ range }: { range: LabTest["referenceRange"] }) {
  const format = useFormatLabNumber();
  return <>{referenceRangeText(range, format) ?? ""}</>;
}

function TestRow({ test, item, texts, testExtra }: { test: LabTest; item: boolean; texts: LabTextsPrefix; testExtra?: (test: LabTest) => ReactNode }) {
  const t = useT();
  const result = test.result;
  return (
    <tr className={item ? "lab-tests__item" : undefined}>
      <th scope="row">
        {test.displayName}
        {test.additionalResult ? (
          <span className="lab-tests__note">
            {t(`${texts}.additionalResult`)}: {test.additionalResult}
          </span>
        ) : null}
        {test.description ? (
          <span className="lab-tests__note">
            {t(`${texts}.description`)}: {test.description}
          </span>
        ) : null}
        {testExtra?.(test)}
      </th>
      <td className="number">
        {result.type === "numeral" ? (
          <LabNumber value={result.resultNumber} prefix={result.prefix} isWithinReferenceRange={result.isWithinReferenceRange} range={test.referenceRange} texts={texts} />
        ) : result.type === "textual" ? (
          result.resultText
        ) : test.isReady ? (
          ""
        ) : (
          t(`${texts}.pendingValue`)
        )}
      </td>
      <td className="lab-tests__unit">{test.unit ?? ""}</td>
      <td className="number lab-tests__range" data-label={t(`${texts}.referenceRange`)}>
        <ReferenceRange range={test.referenceRange} />
      </td>
    </tr>
  );
}

/** The day's tests; a package's items follow its name as a group. `testExtra` adds to a test's cell (the patient's history link). */
export function LabTestsTable({ tests, texts, testExtra }: { tests: readonly LabTest[]; texts: LabTextsPrefix; testExtra?: (test: LabTest) => ReactNode }) {
  const t = useT();
  return (
    <table className="lab-tests">
      <thead>
        <tr>
          <th scope="col">{t(`${texts}.test`)}</th>
          <th scope="col">{t(`${texts}.value`)}</th>
          <th scope="col">{t(`${texts}.unit`)}</th>
          <th scope="col">{t(`${texts}.referenceRange`)}</th>
        </tr>
      </thead>
      {tests.map((test) =>
        test.items.length > 0 ? (
          <tbody key={test.id} className="lab-tests__package-group">
            <tr className="lab-tests__package">
              <th scope="rowgroup" colSpan={4}>
                {test.displayName} <span className="lab-tests__note">{t(`${texts}.package`)}</span>
              </th>
            </tr>
            {test.items.map((itemTest) => (
              <TestRow key={itemTest.id} test={itemTest} item texts={texts} testExtra={testExtra} />
            ))}
          </tbody>
        ) : (
          <tbody key={test.id}>
            <TestRow test={test} item={false} texts={texts} testExtra={testExtra} />
          </tbody>
        ),
      )}
    </table>
  );
}
