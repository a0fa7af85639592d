import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { ListRow, ListRows } from "#app/ui/list-row";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/imaging";
import { loadImagingPage } from "./imaging.server";
import { LocatorLink, ReferralList } from "./referral-list";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Imaging list /{lang}/{kuvantaminen|bildbehandling|imaging} (spec part 2 §2, §3 "Imaging result",
// §4): imaging results newest first (examination name and date, linking to the day), the
// temporary-api-error section, and the imaging referrals; "No results", "No referrals".

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "results.imaging.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadImagingPage(request, context);
}

export function ImagingUnavailable() {
  const t = useT();
  return (
    <div className="record-notice" role="status">
      <p>{t("results.imaging.unavailable")}</p>
    </div>
  );
}

export default function ImagingPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { results, referrals, now } = loaderData;
  return (
    <section className="page-section">
      <h1>{t("results.imaging.title")}</h1>
      <h2>{t("results.imaging.results")}</h2>
      {results.status === "temporaryApiError" ? (
        <ImagingUnavailable />
      ) : results.results.length === 0 ? (
        <EmptyState kind="results" />
      ) : (
        <ListRows className="record-list" data-private="">
          {results.results.map((result) => (
            <ListRow
              key={result.id}
              heading="h3"
              linked
              title={
                <Link page="imagingResult" params={{ imagingDate: result.imagingDate }}>
                  {result.examinationName}
                </Link>
              }
              detail={
                <>
                  {t("results.imaging.date")} <time dateTime={result.imagingDate}>{formatShortDate(result.imagingDate, lang)}</time>
                </>
              }
            />
          ))}
        </ListRows>
      )}
      <h2>{t("results.imaging.referrals")}</h2>
      {results.status === "temporaryApiError" ? <ImagingUnavailable /> : <ReferralList referrals={referrals} linkToPage now={new Date(now)} />}
      <p>
        <LocatorLink type="imaging" />
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
