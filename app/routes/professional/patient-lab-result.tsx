import { formatShortDate } from "#domain/date-display";
import type { Language } from "#domain/enums";
import { professionalHref, professionalLangOfPath } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { LabTestsTable } from "#app/ui/lab-tests-table";
import { langOfPath } from "#domain/routes/route-table";
import type { Route } from "./+types/patient-lab-result";
import { loadPatientLabResultPage, type PatientLabResultPageData } from "./patient-records.server";
import { workspaceTitle } from "./meta";
import { useWorkspaceLang } from "./use-workspace-lang";
import { WorkspaceErrorBoundary } from "./workspace-error";

// One laboratory result day of a patient in the workspace (decision 378), reached from the
// workspace's list of the patient's results: each test and package item with its value (prefix,
// textual or numeric), unit and reference range, a value outside the range marked in text and
// colour: the patient's own result page's table (LabTestsTable) in the workspace's words, one block
// a result on a phone. Under the records' access rule (decision 376); the results' service audits
// the view as one event naming the day's results.

export const meta: Route.MetaFunction = ({ matches, data, location }) =>
  workspaceTitle(matches, "workspace.records.labResult.heading", { date: data ? formatShortDate(data.result.date, professionalLangOfPath(location.pathname) ?? "fi") : "" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPatientLabResultPage(request, context, langOfPath(new URL(request.url).pathname), params);
}

export default function PatientLabResult({ loaderData }: Route.ComponentProps) {
  return <PatientLabResultView data={loaderData} lang={useWorkspaceLang()} />;
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
      <LabTestsTable tests={result.tests} texts="workspace.records.labResult" />
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
