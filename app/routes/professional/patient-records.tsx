import type { Language } from "#domain/enums";
import { pageStartAttributes } from "#domain/list-paging";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { langOfPath } from "#domain/routes/route-table";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/patient-records";
import { loadPatientRecordsPage, type PatientRecordsPageData } from "./patient-records.server";
import { PATIENT_RECORD_SECTIONS, RECORD_HEADINGS, RECORD_PAGES, type PatientRecordSection } from "./patient-records-pages";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";

// A patient's records as the professional may see them (decision 376): coming appointments,
// visits, laboratory results and prescriptions, one page each with a row of links between them,
// reached from a conversation's patient panel. Long histories are paged as on the patient's own
// pages (the pager on a wide screen, "Show more" on a phone), plain links that work without
// JavaScript. A result day and a visit link to their own page (decision 378).

const EMPTY = {
  appointments: "workspace.records.noAppointments",
  visits: "workspace.records.noVisits",
  labResults: "workspace.records.noLabResults",
  prescriptions: "workspace.records.noPrescriptions",
} as const satisfies Record<PatientRecordSection, MessageKey>;

export const meta: Route.MetaFunction = ({ matches, data }) => workspaceTitle(matches, data ? RECORD_HEADINGS[data.section] : "workspace.records.heading");

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPatientRecordsPage(request, context, langOfPath(new URL(request.url).pathname), params.patientId);
}

export default function PatientRecords({ loaderData }: Route.ComponentProps) {
  return <PatientRecordsView data={loaderData} lang={useWorkspaceLang()} />;
}

export function PatientRecordsView({ data, lang }: { data: PatientRecordsPageData; lang: Language }) {
  const t = useT();
  const { section, patient, rows, paging } = data;
  const hrefFor = (search: Record<string, number> | undefined) => professionalHref(RECORD_PAGES[section], lang, { patientId: patient.id }, search);
  return (
    <section className="ws-records" aria-labelledby="records-heading">
      <p className="ws-records__patient" data-private="">
        {`${patient.name}, ${t("workspace.ageYears", { age: patient.age })}`}
      </p>
      <h1 id="records-heading">{t(RECORD_HEADINGS[section])}</h1>
      <nav className="ws-records__nav" aria-label={t("workspace.records.heading")}>
        <ul>
          {PATIENT_RECORD_SECTIONS.map((key) => (
            <li key={key}>
              <a href={professionalHref(RECORD_PAGES[key], lang, { patientId: patient.id })} aria-current={key === section ? "page" : undefined}>
                {t(RECORD_HEADINGS[key])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {section === "appointments" ? <p className="ws-records__note">{t("workspace.records.appointmentsNote")}</p> : null}
      {paging ? <ShowEarlier run={paging.run} hrefFor={hrefFor} /> : null}
      {rows.length ? (
        <ul className="ws-records__list" data-private="">
          {rows.map((row, index) => (
            <li key={row.id} className="ws-records__row" {...(paging ? pageStartAttributes(paging.run, paging.pageSize, index) : {})}>
              <time dateTime={row.at} className="ws-records__when">
                {row.when}
              </time>
              {row.href ? (
                <a className="ws-records__title" href={row.href}>
                  {row.title}
                </a>
              ) : (
                <span className="ws-records__title">{row.title}</span>
              )}
              {row.details.map((detail, detailIndex) => (
                <span key={detailIndex} className="ws-records__detail">
                  {detail}
                </span>
              ))}
              {row.pending ? <span className="ws-records__detail">{t("workspace.records.pending")}</span> : null}
              {row.validUntil ? <span className="ws-records__detail">{t("workspace.records.validUntil", { date: row.validUntil })}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t(EMPTY[section])}</p>
      )}
      {paging ? <ListPaging run={paging.run} pageCount={paging.pageCount} shownCount={rows.length} total={paging.total} hrefFor={hrefFor} /> : null}
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
