import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { pageStartAttributes } from "#domain/list-paging";
import { href } from "#domain/routes/href";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/laboratory-test-history";
import { HistoryChart } from "./history-chart";
import { LabNumber, ReferenceRange } from "#app/ui/lab-tests-table";
import { loadLaboratoryTestHistoryPage } from "./laboratory-test-history.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// A laboratory test's history (beyond the spec, decisions 192 and 328): a small chart of every
// result of one code over time and a table of the same values, newest first, 20 a page with the
// pager or a phone's "Show more", each row linking to its day.

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
  const results = history.results;
  const hrefFor = (search: Record<string, number> | undefined) => href("laboratoryTestHistory", lang, { testCode: history.code }, search);
  return (
    <section className="page-section lab-history" data-private="">
      <h1>{t("results.history.heading", { name: history.displayName })}</h1>
      {history.chart ? <HistoryChart chart={history.chart} name={history.displayName} unit={history.unit} /> : null}
      <ShowEarlier run={results.run} hrefFor={hrefFor} />
      <table className="lab-tests">
        <caption>
          {results.pageCount === 1
            ? t("results.history.tableCaption", { name: history.displayName })
            : results.run.first === results.run.last
              ? t("results.history.tableCaptionPage", { name: history.displayName, page: results.run.last, pageCount: results.pageCount })
              : t("results.history.tableCaptionPages", { name: history.displayName, first: results.run.first, last: results.run.last, pageCount: results.pageCount })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("results.result.date")}</th>
            <th scope="col">{t("results.result.value")}</th>
            <th scope="col">{t("results.result.unit")}</th>
            <th scope="col">{t("results.result.referenceRange")}</th>
          </tr>
        </thead>
        <tbody>
          {results.items.map((point, index) => (
            <tr key={`${point.date}-${index}`} {...pageStartAttributes(results.run, results.pageSize, index)}>
              <th scope="row">
                <Link page="laboratoryResult" params={{ resultDate: point.date }}>
                  <time dateTime={point.date}>{formatShortDate(point.date, lang)}</time>
                </Link>
              </th>
              <td className="number">
                <LabNumber value={point.resultNumber} prefix={point.prefix} isWithinReferenceRange={point.isWithinReferenceRange} range={point.referenceRange} />
              </td>
              <td className="lab-tests__unit">{history.unit ?? t("results.history.noUnit")}</td>
              <td className="number lab-tests__range" data-label={t("results.result.referenceRange")}>
                <ReferenceRange range={point.referenceRange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPaging run={results.run} pageCount={results.pageCount} shownCount={results.items.length} total={results.total} hrefFor={hrefFor} />
      {allResults}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
