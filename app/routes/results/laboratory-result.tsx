import { formatShortDate } from "#domain/date-display";
import type { LabTest } from "#domain/health-records";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { PrintButton } from "#app/ui/print-button";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/laboratory-result";
import { LabTestsTable } from "#app/ui/lab-tests-table";
import { loadLaboratoryResultPage } from "./laboratory-result.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Laboratory result /{lang}/{laboratoriotulos|laboratorieresultat|laboratoryresult}/{date} (spec
// part 2 §2, §3 "Laboratory results and tests"): header with the patient's full name, identity code
// and the date, print, then tests and test packages with textual or numeric results (prefixes >,
// ≥, <, ≤), unit, reference range, out-of-range marked in text and colour, additional result and
// description. Each numeric test links to its history (decision 192). Prints on A4 without the
// portal's chrome.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "results.result.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLaboratoryResultPage(request, context, params.resultDate);
}

/** Under a numeric test's name: its history (decision 192), left out of the print. */
function HistoryLink({ test }: { test: LabTest }) {
  const t = useT();
  if (test.result.type !== "numeral") return null;
  return (
    <span className="lab-tests__note print-hide">
      <Link page="laboratoryTestHistory" params={{ testCode: test.code }}>
        {t("results.result.history", { name: test.displayName })}
      </Link>
    </span>
  );
}

export default function LaboratoryResultPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { result } = loaderData;
  const allResults = (
    <p className="print-hide">
      <Link page="laboratory">{t("results.result.allResults")}</Link>
    </p>
  );
  if (!result) {
    return (
      <section className="page-section">
        <h1>{t("results.notFound")}</h1>
        {allResults}
      </section>
    );
  }
  const date = formatShortDate(result.date, lang);
  return (
    <section className="page-section lab-result" data-private="">
      <h1>{t("results.result.heading", { date })}</h1>
      <dl className="record-facts">
        <div>
          <dt>{t("results.result.patient")}</dt>
          <dd>{result.patient.fullName}</dd>
        </div>
        <div>
          <dt>{t("results.result.identityCode")}</dt>
          <dd>{result.patient.identityCode}</dd>
        </div>
        <div>
          <dt>{t("results.result.date")}</dt>
          <dd>
            <time dateTime={result.date}>{date}</time>
          </dd>
        </div>
      </dl>
      <div className="record-actions print-hide">
        <PrintButton label={t("results.result.print")} />
      </div>
      <LabTestsTable tests={result.tests} texts="results.result" testExtra={(test) => <HistoryLink test={test} />} />
      {allResults}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
