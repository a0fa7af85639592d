import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/laboratory-test-history";
import { HistoryChart } from "./history-chart";
import { LabNumber, ReferenceRange } from "./lab-value";
import { loadLaboratoryTestHistoryPage } from "./laboratory-test-history.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// A laboratory test's history (beyond the spec, decision 192): a small chart of the patient's
// results of one code over time and a table of the same values, each row linking to its day.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "results.history.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLaboratoryTestHistoryPage(request, context, params.testCode);
}

export default function LaboratoryTestHistoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { history } = loaderData;
  const allResults = (
    <p>
      <Link page="laboratory">{t("results.result.allResults")}</Link>
    </p>
  );
  if (!history) {
    return (
      <section className="page-section">
        <h1>{t("results.notFound")}</h1>
        {allResults}
      </section>
    );
  }
  return (
    <section className="page-section lab-history" data-private="">
      <h1>{t("results.history.heading", { name: history.displayName })}</h1>
      <HistoryChart history={history} />
      <table className="lab-tests">
        <caption>{t("results.history.tableCaption", { name: history.displayName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("results.result.date")}</th>
            <th scope="col">{t("results.result.value")}</th>
            <th scope="col">{t("results.result.unit")}</th>
            <th scope="col">{t("results.result.referenceRange")}</th>
          </tr>
        </thead>
        <tbody>
          {[...history.points].reverse().map((point) => (
            <tr key={point.date}>
              <th scope="row">
                <Link page="laboratoryResult" params={{ resultDate: point.date }}>
                  <time dateTime={point.date}>{formatShortDate(point.date, lang)}</time>
                </Link>
              </th>
              <td className="number">
                <LabNumber value={point.resultNumber} prefix={point.prefix} isWithinReferenceRange={point.isWithinReferenceRange} range={point.referenceRange} />
              </td>
              <td>{history.unit ?? t("results.history.noUnit")}</td>
              <td className="number">
                <ReferenceRange range={point.referenceRange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {allResults}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
