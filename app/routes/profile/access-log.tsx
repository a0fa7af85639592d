import { Form } from "react-router";
import { accessLogQuery } from "#domain/access-log";
import { pageStartAttributes } from "#domain/list-paging";
import { formatShortDate, formatTime } from "#domain/date-display";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { TextField } from "#app/ui/form-fields";
import { Link } from "#app/ui/link";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { PRIVATE_DATA } from "#app/ui/private-data";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/access-log";
import { loadAccessLogPage } from "./access-log.server";
import styles from "./access-log.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Who has viewed my data, under My information (issue 15; Act 703/2023; decisions 240–242): the
// professionals who viewed or changed the acting patient's data, with title, unit, kind of data
// and time, newest first, 25 a page (on a phone "Show more" in place of the pager, decision 306).
// The date filter is a plain GET form and the pager plain links, so the page works the same
// without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "accessLog.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccessLogPage(request, context);
}

export default function AccessLogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { entries: list, filter } = loaderData;
  const entries = list.items;
  const hrefFor = (search: Record<string, number> | undefined) => href("accessLog", lang, {}, accessLogQuery(filter, search));
  const filtered = filter.from !== null || filter.to !== null;
  const notKnown = t("accessLog.notKnown");
  const columns = {
    time: t("accessLog.column.time"),
    professional: t("accessLog.column.professional"),
    role: t("accessLog.column.role"),
    unit: t("accessLog.column.unit"),
    activity: t("accessLog.column.activity"),
    kind: t("accessLog.column.kind"),
  };
  return (
    <section className="page-section">
      <p>
        <Link page="myInformation">{t("accessLog.back")}</Link>
      </p>
      <h1>{t("accessLog.title")}</h1>
      <p className="lead">{t("accessLog.intro")}</p>
      {/* key: a new address (a link, back/forward) starts the fields from its dates. */}
      <Form method="get" action={href("accessLog", lang)} className="access-log-filter" key={`${filter.from}-${filter.to}`}>
        <fieldset>
          <legend>{t("accessLog.filter.legend")}</legend>
          <p id="access-log-filter-hint" className="form-field__hint">
            {t("accessLog.filter.hint")}
          </p>
          {(["from", "to"] as const).map((name) => (
            <TextField
              key={name}
              id={`access-log-${name}`}
              name={name}
              type="date"
              label={t(`accessLog.filter.${name}`)}
              defaultValue={filter[name] ?? ""}
              aria-describedby="access-log-filter-hint"
            />
          ))}
          <p className="actions">
            <button type="submit" className="button">
              {t("accessLog.filter.submit")}
            </button>
            {filtered ? <Link page="accessLog">{t("accessLog.filter.clear")}</Link> : null}
          </p>
        </fieldset>
      </Form>
      <ShowEarlier run={list.run} hrefFor={hrefFor} />
      {entries.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">{t(filtered ? "accessLog.emptyFiltered" : "accessLog.empty")}</p>
        </div>
      ) : (
        <table className="record-table">
          <caption>
            {list.run.first === list.run.last
              ? t("accessLog.caption", { page: list.run.last, pageCount: list.pageCount })
              : t("accessLog.captionRun", { first: list.run.first, last: list.run.last, pageCount: list.pageCount })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{columns.time}</th>
              <th scope="col">{columns.professional}</th>
              <th scope="col">{columns.role}</th>
              <th scope="col">{columns.unit}</th>
              <th scope="col">{columns.activity}</th>
              <th scope="col">{columns.kind}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => {
              const at = new Date(entry.at);
              return (
                <tr key={entry.id} {...pageStartAttributes(list.run, list.pageSize, index)}>
                  <td data-label={columns.time}>
                    <time dateTime={entry.at}>{`${formatShortDate(at, lang)} ${formatTime(at)}`}</time>
                  </td>
                  <td data-label={columns.professional} {...PRIVATE_DATA}>
                    {entry.professionalName || notKnown}
                  </td>
                  <td data-label={columns.role}>{entry.role ?? notKnown}</td>
                  <td data-label={columns.unit}>{entry.unit ?? notKnown}</td>
                  <td data-label={columns.activity}>
                    {t(`accessLog.activity.${entry.activity}`)}
                    {entry.reason !== null ? (
                      <span className="access-log__reason" {...PRIVATE_DATA}>
                        {t("accessLog.reason", { reason: entry.reason })}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={columns.kind}>{t(`accessLog.kind.${entry.kind}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <ListPaging run={list.run} pageCount={list.pageCount} shownCount={entries.length} total={list.total} hrefFor={hrefFor} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
