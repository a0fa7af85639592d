import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/imaging-result";
import { ImagingUnavailable } from "./imaging";
import { loadImagingResultPage } from "./imaging-result.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Imaging result /{lang}/{kuvantaminen|bildbehandling|imaging}/{date} (spec part 2 §2, §3, §4):
// the day's results with examination name, imaging date and the doctor's statement; the
// temporary-api-error section; "Results were not found".

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "results.imaging.resultTitle");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadImagingResultPage(request, context, params.imagingDate);
}

export default function ImagingResultPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { date, results } = loaderData;
  const back = (
    <p>
      <Link page="imaging">{t("results.imaging.allResults")}</Link>
    </p>
  );
  if (results.status === "temporaryApiError") {
    return (
      <section className="page-section">
        <h1>{t("results.imaging.resultTitle")}</h1>
        <ImagingUnavailable />
        {back}
      </section>
    );
  }
  if (results.results.length === 0) {
    return (
      <section className="page-section">
        <h1>{t("results.notFound")}</h1>
        {back}
      </section>
    );
  }
  return (
    <section className="page-section" data-private="">
      <h1>{t("results.imaging.resultHeading", { date: formatShortDate(date, lang) })}</h1>
      {results.results.map((result) => (
        <article key={result.id} className="report-entry">
          <h2>{result.examinationName}</h2>
          <dl className="record-facts">
            <div>
              <dt>{t("results.imaging.examination")}</dt>
              <dd>{result.examinationName}</dd>
            </div>
            <div>
              <dt>{t("results.imaging.date")}</dt>
              <dd>
                <time dateTime={result.imagingDate}>{formatShortDate(result.imagingDate, lang)}</time>
              </dd>
            </div>
          </dl>
          <h3>{t("results.imaging.statement")}</h3>
          <p>{result.statementText}</p>
        </article>
      ))}
      {back}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
