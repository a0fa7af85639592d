import { useIntl } from "react-intl";
import { formatShortDate } from "#domain/date-display";
import type { Language } from "#domain/enums";
import { type LabTest, outOfRangeSide, referenceRangeText, resultNumberText } from "#domain/health-records";
import { professionalHref, professionalLangOfPath } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { langOfPath } from "#app/root-data.server";
import type { Route } from "./+types/patient-lab-result";
import { loadPatientLabResultPage, type PatientLabResultPageData } from "./patient-records.server";
import { workspaceTitle } from "./meta";
import { useWorkspaceLang } from "./use-workspace-lang";
import { WorkspaceErrorBoundary } from "./workspace-error";

// One laboratory result day of a patient in the workspace (decision 378), reached from the
// workspace's list of the patient's results: each test and package item with its value (prefix,
// textual or numeric), unit and reference range, a value outside the range marked in text and
// colour, as the patient's own result page shows them. The table stacks into one block a result on
// a phone (workspace.css). Under the records' access rule (decision 376); the results'
// service audits the view as one event naming the day's results.

export const meta: Route.MetaFunction = ({ matches, data, location }) =>
  workspaceTitle(matches, "workspace.records.labResult.heading", { date: data ? formatShortDate(data.result.date, professionalLangOfPath(location.pathname) ?? "fi") : "" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPatientLabResultPage(request, context, langOfPath(new URL(request.url).pathname), params);
}

export default function PatientLabResult({ loaderData }: Route.ComponentProps) {
  return <PatientLabResultView data={loaderData} lang={useWorkspaceLang()} />;
}

function LabValue({ test }: { test: LabTest }) {
  const t = useT();
  const intl = useIntl();
  const format = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 });
  const result = test.result;
  if (result.type === "textual") return <>{result.resultText}</>;
  if (result.type === "none") return <>{test.isReady ? "" : t("workspace.records.labResult.pendingValue")}</>;
  const text = resultNumberText(result.resultNumber, result.prefix, format);
  const side = outOfRangeSide({ resultNumber: result.resultNumber, isWithinReferenceRange: result.isWithinReferenceRange }, test.referenceRange);
  if (!side) return <span className="lab-value">{text}</span>;
  return (
    <span className="lab-value lab-value--out">
      {text}
      <span className="lab-value__flag">{t(side === "high" ? "workspace.records.labResult.outOfRangeHigh" : "workspace.records.labResult.outOfRangeLow")}</span>
    </span>
  );
}

function TestRow({ test, item = false }: { test: LabTest; item?: boolean }) {
  const t = useT();
  const intl = useIntl();
  const range = referenceRangeText(test.referenceRange, (value) => intl.formatNumber(value, { maximumFractionDigits: 3 }));
  return (
    <tr className={item ? "lab-tests__item" : undefined}>
      <th scope="row">
        {test.displayName}
        {test.additionalResult ? (
          <span className="lab-tests__note">
            {t("workspace.records.labResult.additionalResult")}: {test.additionalResult}
          </span>
        ) : null}
        {test.description ? (
          <span className="lab-tests__note">
            {t("workspace.records.labResult.description")}: {test.description}
          </span>
        ) : null}
      </th>
      <td className="number">
        <LabValue test={test} />
      </td>
      <td className="lab-tests__unit">{test.unit ?? ""}</td>
      <td className="number lab-tests__range" data-label={t("workspace.records.labResult.referenceRange")}>
        {range ?? ""}
      </td>
    </tr>
  );
}

export function PatientLabResultView({ data, lang }: { data: PatientLabResultPageData; lang: Language }) {
  const t = useT();
  const { patient, result } = data;
  const date = formatShortDate(result.date, lang);
  return (
    <section className="ws-records ws-record" aria-labelledby="record-heading" data-private="">
      <p className="ws-records__patient">{`${patient.name}, ${t("workspace.ageYears", { age: patient.age })}`}</p>
      <h1 id="record-heading">{t("workspace.records.labResult.heading", { date })}</h1>
      <p>
        <a href={professionalHref("patientLabResults", lang, { patientId: patient.id })}>{t("workspace.records.labResult.all")}</a>
      </p>
      <table className="lab-tests">
        <thead>
          <tr>
            <th scope="col">{t("workspace.records.labResult.test")}</th>
            <th scope="col">{t("workspace.records.labResult.value")}</th>
            <th scope="col">{t("workspace.records.labResult.unit")}</th>
            <th scope="col">{t("workspace.records.labResult.referenceRange")}</th>
          </tr>
        </thead>
        {result.tests.map((test) =>
          test.items.length > 0 ? (
            <tbody key={test.id} className="lab-tests__package-group">
              <tr className="lab-tests__package">
                <th scope="rowgroup" colSpan={4}>
                  {test.displayName} <span className="lab-tests__note">{t("workspace.records.labResult.package")}</span>
                </th>
              </tr>
              {test.items.map((itemTest) => (
                <TestRow key={itemTest.id} test={itemTest} item />
              ))}
            </tbody>
          ) : (
            <tbody key={test.id}>
              <TestRow test={test} />
            </tbody>
          ),
        )}
      </table>
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
