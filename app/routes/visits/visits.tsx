import { formatShortDate, formatTime } from "#domain/date-display";
import { pageStartAttributes } from "#domain/list-paging";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { ListRow, ListRows } from "#app/ui/list-row";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/visits";
import { loadVisitsPage } from "./visits.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Visits /{lang}/{kaynnit|besoken|visits} (spec part 2 §2): past visits newest first, each with
// date and time (Helsinki), practitioner, specialty and clinic, linking to its medical report;
// "No visits". Twenty a page with the pager or a phone's "Show more" (?from=&page=, decision 306).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "visits.list.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadVisitsPage(request, context);
}

export default function VisitsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { visits: list } = loaderData;
  const visits = list.items;
  const hrefFor = (search: Record<string, number> | undefined) => href("visits", lang, {}, search);
  return (
    <section className="page-section">
      <h1>{t("visits.list.title")}</h1>
      <p className="lead">{t("visits.list.intro")}</p>
      <ShowEarlier run={list.run} hrefFor={hrefFor} />
      {visits.length === 0 ? (
        <EmptyState kind="visits" />
      ) : (
        <ListRows className="record-list" data-private="">
          {visits.map((visit, index) => {
            const at = new Date(visit.dateTime);
            return (
              <ListRow
                key={visit.id}
                heading="h2"
                linked
                title={
                  <Link page="visit" params={{ visitId: visit.id }}>
                    <time dateTime={visit.dateTime}>{t("visits.report.dateTimeValue", { date: formatShortDate(at, lang), time: formatTime(at) })}</time>
                  </Link>
                }
                detail={[visit.practitionerName, visit.specialtyName, visit.clinicName].filter(Boolean).join(" · ")}
                {...pageStartAttributes(list.run, list.pageSize, index)}
              />
            );
          })}
        </ListRows>
      )}
      <ListPaging run={list.run} pageCount={list.pageCount} shownCount={visits.length} total={list.total} hrefFor={hrefFor} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
