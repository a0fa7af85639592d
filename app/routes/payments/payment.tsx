import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/payment";
import { loadPaymentPage } from "./payment.server";

// Payment /{lang}/{maksu|betalning|payment}/{id} (spec part 2 §2 "Payments"): one of the acting
// patient's payments. It leads to the result page of where the payment stands (decision 158); a
// payment that is not the patient's is "Payment not found" with HTTP 404.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "payments.payment.notFound");

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPaymentPage(request, context, params.paymentId);
}

export default function PaymentPage() {
  const t = useT();
  return (
    <section className="page-section">
      <h1>{t("payments.payment.notFound")}</h1>
      <p>
        <Link page="invoices">{t("payments.pay.allInvoices")}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
