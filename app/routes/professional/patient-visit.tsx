import { formatShortDate, formatTime } from "#domain/date-display";
import type { Language } from "#domain/enums";
import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { langOfPath } from "#app/root-data.server";
import type { Route } from "./+types/patient-visit";
import { loadPatientVisitPage, type PatientVisitPageData } from "./patient-records.server";
import { workspaceTitle } from "./meta";
import { useWorkspaceLang } from "./use-workspace-lang";
import { WorkspaceErrorBoundary } from "./workspace-error";

// One visit's medical report of a patient in the workspace (decision 378), reached from the
// workspace's list of the patient's visits: the practitioner, specialty, date and time, diagnoses
// and the report's texts, as the patient's own report page shows them. Under the records' access
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
      {report.diagnoses.length > 0 ? (
        <>
          <h2>{t("workspace.records.visit.diagnoses")}</h2>
          <table className="lab-tests">
            <thead>
              <tr>
                <th scope="col">{t("workspace.records.visit.diagnosisCode")}</th>
                <th scope="col">{t("workspace.records.visit.diagnosisDescription")}</th>
              </tr>
            </thead>
            <tbody>
              {report.diagnoses.map((diagnosis, index) => (
                <tr key={index}>
                  <td>{diagnosis.code}</td>
                  <td>{diagnosis.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {report.texts.length > 0 ? (
        <>
          <h2>{t("workspace.records.visit.entries")}</h2>
          {report.texts.map((text, index) => (
            <section key={index} className="report-entry">
              <h3>{text.title}</h3>
              <p>{text.body}</p>
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
