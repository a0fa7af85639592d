import { formatEuros } from "#domain/price";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/pay-visit";
import { loadPayVisitPage } from "./pay-visit.server";
import paymentStyles from "./payments.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Pay visit /{lang}/{maksa-kaynti|betala-besok|pay-visit} (spec part 2 §2 "Payments", §6): where the
// invoice notification landing leads after login, for oneself or, as a guardian, for a child. It
// lists the invoices that can be paid online now, each with a link to its pay page: the acting
// patient's, then those of the user's minor children with the child's name (decision 294).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "payments.visit.title");

export const links: Route.LinksFunction = () => [stylesheet(paymentStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPayVisitPage(request, context);
}

export default function PayVisitPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { invoices } = loaderData;
  return (
    <section className="page-section pay-visit">
      <h1>{t("payments.visit.title")}</h1>
      <p className="lead">{t("payments.visit.intro")}</p>
      {invoices.length === 0 ? (
        <p className="empty-state__text">{t("payments.visit.empty")}</p>
      ) : (
        <ul className="pay-visit__list" data-private="">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="pay-visit__item">
              <h2 id={`pay-visit-${invoice.id}`}>{t("payments.visit.invoice", { number: invoice.invoiceNumber })}</h2>
              {invoice.forChild ? <p className="pay-visit__patient">{t("payments.visit.patient", { name: `${invoice.forChild.firstName} ${invoice.forChild.lastName}` })}</p> : null}
              <p className="pay-visit__sum">{formatEuros(invoice.sumCents, lang)}</p>
              <Link page="invoicePayment" params={{ invoiceId: invoice.id }} className="button button--primary" aria-describedby={`pay-visit-${invoice.id}`}>
                {t("payments.visit.pay")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link page="invoices">{t("payments.pay.allInvoices")}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
