import { formatShortDate, formatTime } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { MedicalReportBody } from "#app/ui/medical-report-body";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { PractitionerPicture } from "#app/ui/practitioner-picture";
import { PrintButton } from "#app/ui/print-button";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/visit";
import { loadVisitPage } from "./visit.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// A visit's medical report /{lang}/{kaynnit|besoken|visits}/{id} (spec part 2 §2, §3 "Medical
// report", "Practitioner"): practitioner with title and picture (initials when none), specialty,
// date and time, the patient's full name and identity code, diagnoses (code, description), the
// texts, print and a link to all visits; "Visit was not found". Prints on A4 without the portal's
// chrome (decision 196).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "visits.report.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadVisitPage(request, context, params.visitId);
}

export default function VisitPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { report } = loaderData;
  const allVisits = (
    <p className="print-hide">
      <Link page="visits">{t("visits.report.allVisits")}</Link>
    </p>
  );
  if (!report) {
    return (
      <section className="page-section">
        <h1>{t("visits.report.notFound")}</h1>
        {allVisits}
      </section>
    );
  }
  const at = new Date(report.dateTime);
  return (
    <section className="page-section medical-report" data-private="">
      <h1>{t("visits.report.title")}</h1>
      <div className="report-practitioner">
        <PractitionerPicture name={report.practitioner.name} url={report.practitioner.profilePictureUrl} />
        <div>
          <p>
            <strong>{report.practitioner.name}</strong>
          </p>
          <p>{report.practitioner.title}</p>
        </div>
      </div>
      <dl className="record-facts">
        {report.specialtyName ? (
          <div>
            <dt>{t("visits.report.specialty")}</dt>
            <dd>{report.specialtyName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("visits.report.dateTime")}</dt>
          <dd>
            <time dateTime={report.dateTime}>{t("visits.report.dateTimeValue", { date: formatShortDate(at, lang), time: formatTime(at) })}</time>
          </dd>
        </div>
        <div>
          <dt>{t("visits.report.patient")}</dt>
          <dd>{report.patient.fullName}</dd>
        </div>
        <div>
          <dt>{t("visits.report.identityCode")}</dt>
          <dd>{report.patient.identityCode}</dd>
        </div>
      </dl>
      <div className="record-actions print-hide">
        <PrintButton label={t("visits.report.print")} />
      </div>
      <MedicalReportBody report={report} texts="visits.report" />
      {allVisits}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
