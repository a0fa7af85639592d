import { formatShortDate, formatTime } from "#domain/date-display";
import type { Language } from "#domain/enums";
import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { MedicalReportBody } from "#app/ui/medical-report-body";
import { langOfPath } from "#domain/routes/route-table";
import type { Route } from "./+types/patient-visit";
import { loadPatientVisitPage, type PatientVisitPageData } from "./patient-records.server";
import { workspaceTitle } from "./meta";
import { useWorkspaceLang } from "./use-workspace-lang";
import { WorkspaceErrorBoundary } from "./workspace-error";

// One visit's medical report of a patient in the workspace (decision 378), reached from the
// workspace's list of the patient's visits: the practitioner, specialty, date and time, diagnoses
// and the report's texts, the last two as the patient's own report page shows them
// (MedicalReportBody) in the workspace's words. Under the records' access
// rule (decision 376); the visits' service audits the view as one event naming the visit.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.records.visit.heading");

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPatientVisitPage(request, context, langOfPath(new URL(request.url).pathname), params);
}

export default function PatientVisit({ loaderData }: Route.ComponentProps) {
  return <PatientVisitView data={loaderData} lang={useWorkspaceLang()} />;
}

export function PatientVisitView({ data, lang }: { data: PatientVisitPageData; lang: Language }) {
  const t = useT();
  const { patient, report } = data;
  const at = new Date(report.dateTime);
  return (
    <section className="ws-records ws-record medical-report" aria-labelledby="record-heading" data-private="">
      <p className="ws-records__patient">{`${patient.name}, ${t("workspace.ageYears", { age: patient.age })}`}</p>
      <h1 id="record-heading">{t("workspace.records.visit.heading")}</h1>
      <p>
        <a href={professionalHref("patientVisits", lang, { patientId: patient.id })}>{t("workspace.records.visit.all")}</a>
      </p>
      <dl className="record-facts">
        <div>
          <dt>{t("workspace.records.visit.dateTime")}</dt>
          <dd>
            <time dateTime={report.dateTime}>{t("workspace.records.visit.dateTimeValue", { date: formatShortDate(at, lang), time: formatTime(at) })}</time>
          </dd>
        </div>
        <div>
          <dt>{t("workspace.records.visit.practitioner")}</dt>
          <dd>{report.practitioner.title ? `${report.practitioner.name}, ${report.practitioner.title}` : report.practitioner.name}</dd>
        </div>
        {report.specialtyName ? (
          <div>
            <dt>{t("workspace.records.visit.specialty")}</dt>
            <dd>{report.specialtyName}</dd>
          </div>
        ) : null}
      </dl>
      <MedicalReportBody report={report} texts="workspace.records.visit" />
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
