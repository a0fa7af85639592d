import { formatShortDate } from "#domain/date-display";
import type { LabTest } from "#domain/health-records";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { PrintButton } from "#app/ui/print-button";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/laboratory-result";
import { LabNumber, ReferenceRange } from "./lab-value";
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

function TestRow({ test, item = false }: { test: LabTest; item?: boolean }) {
  const t = useT();
  const result = test.result;
  return (
    <tr className={item ? "lab-tests__item" : undefined}>
      <th scope="row">
        {test.displayName}
        {test.additionalResult ? (
          <span className="lab-tests__note">
            {t("results.result.additionalResult")}: {test.additionalResult}
          </span>
        ) : null}
        {test.description ? (
          <span className="lab-tests__note">
            {t("results.result.description")}: {test.description}
          </span>
        ) : null}
        {result.type === "numeral" ? (
          <span className="lab-tests__note print-hide">
            <Link page="laboratoryTestHistory" params={{ testCode: test.code }}>
              {t("results.result.history", { name: test.displayName })}
            </Link>
          </span>
        ) : null}
      </th>
      <td className="number">
        {result.type === "numeral" ? (
          <LabNumber value={result.resultNumber} prefix={result.prefix} isWithinReferenceRange={result.isWithinReferenceRange} range={test.referenceRange} />
        ) : result.type === "textual" ? (
          result.resultText
        ) : test.isReady ? (
          ""
        ) : (
          t("results.result.pendingValue")
        )}
      </td>
      <td className="lab-tests__unit">{test.unit ?? ""}</td>
      <td className="number lab-tests__range" data-label={t("results.result.referenceRange")}>
        <ReferenceRange range={test.referenceRange} />
      </td>
    </tr>
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
      <table className="lab-tests">
        <thead>
          <tr>
            <th scope="col">{t("results.result.test")}</th>
            <th scope="col">{t("results.result.value")}</th>
            <th scope="col">{t("results.result.unit")}</th>
            <th scope="col">{t("results.result.referenceRange")}</th>
          </tr>
        </thead>
        {result.tests.map((test) =>
          test.items.length > 0 ? (
            <tbody key={test.id} className="lab-tests__package-group">
              <tr className="lab-tests__package">
                <th scope="rowgroup" colSpan={4}>
                  {test.displayName} <span className="lab-tests__note">{t("results.result.package")}</span>
                </th>
              </tr>
              {test.items.map((item) => (
                <TestRow key={item.id} test={item} item />
              ))}
            </tbody>
          ) : (
            <tbody key={test.id}>
              <TestRow test={test} />
            </tbody>
          ),
        )}
      </table>
      {allResults}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
