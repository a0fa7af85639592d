import { formatShortDate } from "#domain/date-display";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Pager } from "#app/ui/pager";
import { useLanguage } from "#app/ui/use-language";
import { ValidUntil } from "#app/ui/valid-until";
import type { Route } from "./+types/vaccinations";
import { loadVaccinationsPage } from "./vaccinations.server";
import styles from "#app/ui/records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Vaccinations /{lang}/{rokotukset|vaccinationer|vaccinations} (spec part 1 §2, §3 "Vaccination",
// §4 "Date display", §9): date, name, practitioner and effectiveUntil with the validity hint
// (today, tomorrow, n weeks, a date, "Not valid"), newest first, 25 a page with the pager (?page=).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "vaccinations.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadVaccinationsPage(request, context);
}

export default function VaccinationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { vaccinations, page, pageCount } = loaderData;
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
      {vaccinations.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">{t("vaccinations.empty")}</p>
        </div>
      ) : (
        <table className="record-table" data-private="">
          <caption>{t("vaccinations.caption", { page, pageCount })}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.practitioner}</th>
              <th scope="col">{columns.effectiveUntil}</th>
            </tr>
          </thead>
          <tbody>
            {vaccinations.map((vaccination) => (
              <tr key={vaccination.id}>
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
      <Pager current={page} total={pageCount} hrefFor={(n) => href("vaccinations", lang, {}, n > 1 ? { page: n } : undefined)} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
