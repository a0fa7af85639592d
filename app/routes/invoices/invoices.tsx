import { INVOICE_LIST_STATUS_OF } from "#domain/enums";
import { ONLINE_PAYMENT_WINDOW_DAYS } from "#domain/invoices";
import { formatShortDate, formatTime } from "#domain/date-display";
import { href } from "#domain/routes/href";
import { formatEuros } from "#domain/price";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { pageStartAttributes } from "#domain/list-paging";
import type { Route } from "./+types/invoices";
import { CollectionNotice } from "./collection-notice";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceStatusBadge } from "./invoice-status";
import { ListRow, ListRows } from "#app/ui/list-row";
import { loadInvoicesPage } from "./invoices.server";
import invoiceStyles from "./invoices.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Invoice list /{lang}/{laskut|fakturor|invoices} (spec part 1 §2, §3, §6, §9): invoices and
// receipts, ten a page with the pager (?page=) or a phone's "Show more" (?from=&page=), each with its status, credited invoice numbers and
// actions; the four-day online payment window and the November 2023 notice; a load failure is
// the generic error view with Try again.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "invoices.list.title");

export const links: Route.LinksFunction = () => [stylesheet(invoiceStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInvoicesPage(request, context);
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { invoices: list, showRemoteByMailNotice } = loaderData;
  const invoices = list.items;
  const hrefFor = (search: Record<string, number> | undefined) => href("invoices", lang, {}, search);
  return (
    <section className="page-section invoices-page">
      <h1>{t("invoices.list.title")}</h1>
      <p className="lead">{t("invoices.list.intro")}</p>
      <p>{t("invoices.list.onlineWindow", { n: ONLINE_PAYMENT_WINDOW_DAYS })}</p>
      {showRemoteByMailNotice ? (
        <p className="invoice-notice" role="note">
          {t("invoices.list.remoteByMail")}
        </p>
      ) : null}
      <ShowEarlier run={list.run} hrefFor={hrefFor} />
      {invoices.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">{t("invoices.list.empty")}</p>
        </div>
      ) : (
        <ListRows className="invoice-list" data-private="">
          {invoices.map((invoice, index) => {
            const status = INVOICE_LIST_STATUS_OF[invoice.status];
            const headingId = `invoice-${invoice.id}`;
            const credited = invoice.creditedInvoiceNumber?.split(",") ?? [];
            const payUntil = invoice.payableOnlineUntil ? new Date(invoice.payableOnlineUntil) : null;
            return (
              <ListRow
                key={invoice.id}
                className="invoice-list__item"
                heading="h2"
                titleId={headingId}
                title={t("invoices.list.invoice", { number: invoice.invoiceNumber })}
                badge={<InvoiceStatusBadge status={status} collection={invoice.collection} />}
                {...pageStartAttributes(list.run, list.pageSize, index)}
              >
                {invoice.description ? <p className="list-row__detail invoice-list__description">{invoice.description}</p> : null}
                {credited.length > 0 ? (
                  <p className="invoice-list__credits">{t("invoices.list.credits", { count: credited.length, numbers: credited.join(", ") })}</p>
                ) : null}
                <dl className="invoice-facts">
                  <div>
                    <dt>{t("invoices.list.creationDate")}</dt>
                    <dd>{formatShortDate(invoice.creationDate, lang)}</dd>
                  </div>
                  <div>
                    <dt>{t("invoices.list.dueDate")}</dt>
                    <dd>{formatShortDate(invoice.dueDate, lang)}</dd>
                  </div>
                  <div>
                    <dt>{t("invoices.list.sum")}</dt>
                    <dd>{formatEuros(invoice.sumCents, lang)}</dd>
                  </div>
                </dl>
                {payUntil ? (
                  <p className="invoice-list__pay-until">
                    {t("invoices.list.payUntil", { date: formatShortDate(payUntil, lang), time: formatTime(payUntil) })}
                  </p>
                ) : null}
                {invoice.collection ? <CollectionNotice collection={invoice.collection} brand={invoice.brand} brief /> : null}
                <InvoiceActions invoice={invoice} describedBy={headingId} />
              </ListRow>
            );
          })}
        </ListRows>
      )}
      <ListPaging run={list.run} pageCount={list.pageCount} shownCount={invoices.length} total={list.total} hrefFor={hrefFor} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
