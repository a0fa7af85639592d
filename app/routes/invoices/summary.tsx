import { useIntl } from "react-intl";
import { INVOICE_LIST_STATUS_OF } from "#domain/enums";
import { formatShortDate, formatTime } from "#domain/date-display";
import { formatEuros } from "#domain/price";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/summary";
import { InvoiceActions } from "./invoice-actions";
import { PaymentInstructions } from "./payment-instructions";
import { InvoiceStatusBadge } from "./invoice-status";
import { loadInvoiceSummaryPage } from "./summary.server";
import invoiceStyles from "./invoices.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Invoice summary /{lang}/{laskut/yhteenveto|fakturor/oversikt|invoices/summary}/{id} (spec part 2
// §2, §3): the invoice's details and its rows; for an unpaid invoice how to pay it (where it
// stands, pay online while it can be paid online, the bank transfer details and the virtual
// barcode, decision 291); its PDF when there is one; 'Invoice not found' for an id that is not
// the patient's. On a phone the rows stack, so nothing is wider than the screen.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "invoices.summary.title");

export const links: Route.LinksFunction = () => [stylesheet(invoiceStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInvoiceSummaryPage(request, context, params.invoiceId);
}

export default function InvoiceSummaryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const intl = useIntl();
  const { invoice, collection } = loaderData;
  const allInvoices = (
    <p>
      <Link page="invoices">{t("invoices.summary.allInvoices")}</Link>
    </p>
  );
  if (!invoice) {
    return (
      <section className="page-section">
        <h1>{t("invoices.summary.notFound")}</h1>
        {allInvoices}
      </section>
    );
  }
  const { summary } = invoice;
  const status = INVOICE_LIST_STATUS_OF[invoice.status];
  const vat = (percentage: number) => intl.formatNumber(percentage / 100, { style: "percent", maximumFractionDigits: 1 });
  const payUntil = summary.payableOnlineUntil ? new Date(summary.payableOnlineUntil) : null;
  const address = summary.buyerAddress;
  return (
    <section className="page-section invoice-summary" data-private="">
      <h1>{t("invoices.summary.title")}</h1>
      <h2 className="invoice-list__title" id="invoice-heading">
        {t("invoices.summary.heading", { number: summary.invoiceNumber })}{" "}
        <InvoiceStatusBadge status={status} collection={collection} />
      </h2>
      <dl className="invoice-facts">
        <div>
          <dt>{t("invoices.summary.invoiceNumber")}</dt>
          <dd>{summary.invoiceNumber}</dd>
        </div>
        <div>
          <dt>{t("invoices.summary.creationDate")}</dt>
          <dd>{formatShortDate(summary.creationDate, lang)}</dd>
        </div>
        <div>
          <dt>{t("invoices.summary.dueDate")}</dt>
          <dd>{formatShortDate(summary.dueDate, lang)}</dd>
        </div>
        {payUntil ? (
          <div>
            <dt>{t("invoices.summary.payableOnlineUntil")}</dt>
            <dd>{t("invoices.summary.dateTime", { date: formatShortDate(payUntil, lang), time: formatTime(payUntil) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("invoices.summary.buyer")}</dt>
          <dd>
            {summary.buyerName}
            {address.street ? <><br />{address.street}</> : null}
            {address.postalCode || address.postOffice ? <><br />{[address.postalCode, address.postOffice].filter(Boolean).join(" ")}</> : null}
          </dd>
        </div>
      </dl>
      <h2>{t("invoices.summary.rows")}</h2>
      <table className="invoice-rows">
        <thead>
          <tr>
            <th scope="col">{t("invoices.summary.description")}</th>
            <th scope="col">{t("invoices.summary.date")}</th>
            <th scope="col" className="number">{t("invoices.summary.count")}</th>
            <th scope="col" className="number">{t("invoices.summary.unitPrice")}</th>
            <th scope="col" className="number">{t("invoices.summary.vat")}</th>
            <th scope="col" className="number">{t("invoices.summary.rowSum")}</th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row, index) => (
            <tr key={index}>
              <td className="invoice-rows__description">{row.description}</td>
              <td data-label={t("invoices.summary.date")}>{formatShortDate(row.date, lang)}</td>
              <td className="number" data-label={t("invoices.summary.count")}>{row.count}</td>
              <td className="number" data-label={t("invoices.summary.unitPrice")}>{formatEuros(row.unitPriceCents, lang)}</td>
              <td className="number" data-label={t("invoices.summary.vat")}>{vat(row.vatPercentage)}</td>
              <td className="number" data-label={t("invoices.summary.rowSum")}>{formatEuros(row.count * row.unitPriceCents, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>{t("invoices.summary.total")}</th>
            <td className="number">{formatEuros(summary.sumCents, lang)}</td>
          </tr>
        </tfoot>
      </table>
      {collection ? (
        <PaymentInstructions
          invoice={{ id: invoice.id, brand: invoice.brand, sumCents: summary.sumCents, dueDate: summary.dueDate, referenceNumber: invoice.referenceNumber, canBePaidOnline: summary.canBePaidOnline }}
          collection={collection}
        />
      ) : null}
      <InvoiceActions
        invoice={{ ...invoice, invoiceNumber: summary.invoiceNumber, canBePaidOnline: summary.canBePaidOnline && !collection }}
        describedBy="invoice-heading"
        onSummaryPage
      />
      {allInvoices}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
