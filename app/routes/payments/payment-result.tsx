import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/payment-result";
import { PaymentFacts, ReceiptLink } from "./payment-facts";
import { loadPaymentResultPage } from "./payment-result.server";
import paymentStyles from "./payments.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Payment result /{lang}/{maksun-tulos|betalningsresultat|payment-result}/{status} (spec part 2
// §4 "Payment result"): ok shows the completion, the amount, the invoice number, the paid date,
// the receipt PDF, the way back to the invoices and the link back to the front page; fail shows
// the interruption (and why, when the provider said) with the same facts, unpaid, and a try-again
// link (decisions 158, 292); delayed and pending render nothing but their heading and the way on
// (decision 293).

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageTitle(matches, params.status === "ok" ? "payments.result.title.ok" : params.status === "fail" ? "payments.result.title.fail" : "payments.result.title.pending");

export const links: Route.LinksFunction = () => [stylesheet(paymentStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPaymentResultPage(request, context, params.status);
}

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { status, invoice, reason } = loaderData;
  if (status === "pending" || status === "delayed") {
    // Part 2 §4 renders nothing for these: no result, no facts, no try again. The heading stays,
    // as the page's title and the one thing the patient needs to know, with the way on (decision 293).
    return (
      <section className="page-section payment-result">
        <h1>{t("payments.result.title.pending")}</h1>
        <p className="actions">
          <Link page="invoices">{t("payments.result.allInvoices")}</Link>
        </p>
      </section>
    );
  }
  if (status === "ok") {
    return (
      <section className="page-section payment-result payment-result--ok">
        <h1>{t("payments.result.title.ok")}</h1>
        <p className="notice notice--success" role="status">
          {t("payments.result.ok")}
        </p>
        {invoice ? <PaymentFacts invoice={invoice} /> : null}
        <p className="actions">
          {invoice ? <ReceiptLink invoice={invoice} /> : null}
          <Link page="invoices" className="button button--primary">
            {t("payments.result.backToInvoices")}
          </Link>
        </p>
        <p>
          <Link page="home">{t("payments.result.frontPage")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page-section payment-result payment-result--fail">
      <h1>{t("payments.result.title.fail")}</h1>
      {reason ? (
        <p className="notice notice--error" role="alert">
          {t(`payments.result.reason.${reason}`)}
        </p>
      ) : null}
      {invoice ? <PaymentFacts invoice={invoice} /> : null}
      <p className="actions">
        {invoice?.canBePaidOnline ? (
          <Link page="invoicePayment" params={{ invoiceId: invoice.id }} className="button button--primary">
            {t("payments.result.tryAgain")}
          </Link>
        ) : null}
        <Link page="invoices" className={invoice?.canBePaidOnline ? "button button--secondary" : "button button--primary"}>
          {t("payments.result.backToInvoices")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
