import { formatShortDate } from "#domain/date-display";
import { formatEuros } from "#domain/price";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/payment-result";
import { loadPaymentResultPage } from "./payment-result.server";
import paymentStyles from "./payments.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Payment result /{lang}/{maksun-tulos|betalningsresultat|payment-result}/{status} (spec part 2
// §4 "Payment result"): ok shows the completion with a link back to the front page; fail shows
// the interruption (and why, when the provider said), the sum, the invoice number, its status
// (paid with the date, or unpaid) and a try-again link; delayed and pending say the payment is
// being processed (decision 158).

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageTitle(matches, params.status === "ok" ? "payments.result.title.ok" : params.status === "fail" ? "payments.result.title.fail" : "payments.result.title.pending");

export const links: Route.LinksFunction = () => [stylesheet(paymentStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPaymentResultPage(request, context, params.status);
}

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { status, invoice, reason } = loaderData;
  if (status === "ok") {
    return (
      <section className="page-section payment-result">
        <h1>{t("payments.result.title.ok")}</h1>
        <p role="status">{t("payments.result.ok")}</p>
        <p>
          <Link page="home">{t("payments.result.frontPage")}</Link>
        </p>
      </section>
    );
  }
  if (status === "pending" || status === "delayed") {
    return (
      <section className="page-section payment-result">
        <h1>{t("payments.result.title.pending")}</h1>
        <p role="status">{t("payments.result.pending")}</p>
        <p>
          <Link page="invoices">{t("payments.result.allInvoices")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page-section payment-result">
      <h1>{t("payments.result.title.fail")}</h1>
      {reason ? (
        <p className="notice notice--error" role="alert">
          {t(`payments.result.reason.${reason}`)}
        </p>
      ) : null}
      {invoice ? (
        <dl className="invoice-facts payment-result__facts" data-private="">
          <div>
            <dt>{t("payments.result.sum")}</dt>
            <dd>{formatEuros(invoice.sumCents, lang)}</dd>
          </div>
          <div>
            <dt>{t("payments.result.invoiceNumber")}</dt>
            <dd>{invoice.invoiceNumber}</dd>
          </div>
          <div>
            <dt>{t("payments.result.status")}</dt>
            <dd className={invoice.paid ? undefined : "payment-result__unpaid"}>
              {invoice.paid && invoice.paidDate ? t("payments.result.paid", { date: formatShortDate(invoice.paidDate, lang) }) : t("payments.result.unpaid")}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="actions">
        {invoice?.canBePaidOnline ? (
          <Link page="invoicePayment" params={{ invoiceId: invoice.id }} className="button button--primary">
            {t("payments.result.tryAgain")}
          </Link>
        ) : null}
        <Link page="invoices">{t("payments.result.allInvoices")}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
