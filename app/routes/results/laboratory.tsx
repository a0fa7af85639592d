import { formatShortDate } from "#domain/date-display";
import { pageStartAttributes } from "#domain/list-paging";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { useLanguage } from "#app/ui/use-language";
import { ListRow, ListRows } from "#app/ui/list-row";
import { StatusBadge } from "#app/ui/status-badge";
import type { Route } from "./+types/laboratory";
import { loadLaboratoryPage } from "./laboratory.server";
import { LocatorLink, ReferralList } from "./referral-list";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Laboratory list /{lang}/{laboratorio|laboratorium|laboratory} (spec part 2 §2, §3, §4): result
// days newest first, each Ready when all its items are ready, otherwise Pending, linking to the
// day's results, with "Out-of-range value" when a ready value is outside its range (decision 384),
// twenty days a page with the pager or a phone's "Show more" (?from=&page=, decision
// 306); laboratory referrals with their validity; "No results", "No referrals".

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "results.laboratory.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLaboratoryPage(request, context);
}

export default function LaboratoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { days, referrals, now, run, pageCount, pageSize, total } = loaderData;
  const hrefFor = (search: Record<string, number> | undefined) => href("laboratory", lang, {}, search);
  return (
    <section className="page-section">
      <h1>{t("results.laboratory.title")}</h1>
      <h2>{t("results.laboratory.results")}</h2>
      <ShowEarlier run={run} hrefFor={hrefFor} />
      {days.length === 0 ? (
        <EmptyState kind="results" />
      ) : (
        <ListRows className="record-list lab-days" data-private="">
          {days.map((day, index) => {
            const date = formatShortDate(day.date, lang);
            return (
              <ListRow
                key={day.date}
                heading="h3"
                linked
                title={
                  <Link page="laboratoryResult" params={{ resultDate: day.date }}>
                    {t("results.laboratory.dayLink", { date })}
                  </Link>
                }
                badge={
                  <>
                    <StatusBadge tone={day.isReady ? "success" : "neutral"}>
                      {t(day.isReady ? "results.laboratory.ready" : "results.laboratory.pending")}
                    </StatusBadge>
                    {day.hasOutOfRangeValue ? (
                      <>
                        {" "}
                        <StatusBadge tone="warning">{t("results.laboratory.outOfRange")}</StatusBadge>
                      </>
                    ) : null}
                  </>
                }
                detail={day.items.map((item) => item.displayName).join(", ")}
                {...pageStartAttributes(run, pageSize, index)}
              />
            );
          })}
        </ListRows>
      )}
      <ListPaging run={run} pageCount={pageCount} shownCount={days.length} total={total} hrefFor={hrefFor} />
      <h2>{t("results.laboratory.referrals")}</h2>
      <ReferralList referrals={referrals} linkToPage now={new Date(now)} />
      <p>
        <LocatorLink type="laboratory" />
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
