import { formatShortDate } from "#domain/date-display";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { pageStartAttributes } from "#domain/list-paging";
import { useLanguage } from "#app/ui/use-language";
import { ValidUntil } from "#app/ui/valid-until";
import type { Route } from "./+types/vaccinations";
import { loadVaccinationsPage } from "./vaccinations.server";
import styles from "#app/ui/records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Vaccinations /{lang}/{rokotukset|vaccinationer|vaccinations} (spec part 1 §2, §3 "Vaccination",
// §4 "Date display", §9): date, name, practitioner and effectiveUntil with the validity hint
// (today, tomorrow, n weeks, a date, "Not valid"), newest first, 25 a page with the pager (?page=)
// or a phone's "Show more" (?from=&page=).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "vaccinations.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadVaccinationsPage(request, context);
}

export default function VaccinationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { vaccinations: list } = loaderData;
  const vaccinations = list.items;
  const hrefFor = (search: Record<string, number> | undefined) => href("vaccinations", lang, {}, search);
  const now = new Date(loaderData.now);
  const columns = {
    date: t("vaccinations.date"),
    name: t("vaccinations.name"),
    practitioner: t("vaccinations.practitioner"),
    effectiveUntil: t("vaccinations.effectiveUntil"),
  };
  return (
    <section className="page-section">
      <h1>{t("vaccinations.title")}</h1>
      <p className="lead">{t("vaccinations.intro")}</p>
      <ShowEarlier run={list.run} hrefFor={hrefFor} />
      {vaccinations.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">{t("vaccinations.empty")}</p>
        </div>
      ) : (
        <table className="record-table" data-private="">
          <caption>{list.run.first === list.run.last
              ? t("vaccinations.caption", { page: list.run.last, pageCount: list.pageCount })
              : t("vaccinations.captionPages", { first: list.run.first, last: list.run.last, pageCount: list.pageCount })}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.practitioner}</th>
              <th scope="col">{columns.effectiveUntil}</th>
            </tr>
          </thead>
          <tbody>
            {vaccinations.map((vaccination, index) => (
              <tr key={vaccination.id} {...pageStartAttributes(list.run, list.pageSize, index)}>
                <td data-label={columns.date}>
                  <time dateTime={vaccination.date}>{formatShortDate(vaccination.date, lang)}</time>
                </td>
                <th scope="row" data-label={columns.name}>
                  {vaccination.name}
                </th>
                <td data-label={columns.practitioner}>{vaccination.practitionerName}</td>
                <td data-label={columns.effectiveUntil}>
                  {vaccination.effectiveUntil ? <ValidUntil date={vaccination.effectiveUntil} now={now} /> : t("vaccinations.noExpiry")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPaging run={list.run} pageCount={list.pageCount} shownCount={vaccinations.length} total={list.total} hrefFor={hrefFor} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
