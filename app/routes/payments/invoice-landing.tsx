import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import type { Route } from "./+types/invoice-landing";
import { loadInvoiceLanding } from "./invoice-landing.server";
import paymentStyles from "./payments.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Invoice notification landing /{lang}/{lasku|faktura|invoice} (spec part 2 §2 "Payments", §6):
// where the invoice notification's link leads. No menu or footer (bare chrome). The visitor says
// whose visit the invoice is for: their own (a link to each brand's site) or their child's (the
// guardian's strong identification in the children's brand first). The bare shell gives the
// language links.
// The links go to other brand hosts, so they are plain links, not router links.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "payments.landing.title");

export const links: Route.LinksFunction = () => [stylesheet(paymentStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInvoiceLanding(request, context);
}

export default function InvoiceLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { own, child } = loaderData;
  return (
    <section className="page-section invoice-landing">
      <h1>{t("payments.landing.title")}</h1>
      <p className="lead">{t("payments.landing.intro")}</p>
      <h2>{t("payments.landing.own")}</h2>
      <ul className="invoice-landing__choices">
        {own.map((option) => (
          <li key={option.brand}>
            <a href={option.href} className="button button--primary">
              {t("payments.landing.ownBrand", { brand: option.brand })}
            </a>
          </li>
        ))}
      </ul>
      <h2>{t("payments.landing.child")}</h2>
      <p id="invoice-landing-child-hint">{t("payments.landing.childHint")}</p>
      <p>
        <a href={child} className="button" aria-describedby="invoice-landing-child-hint">
          {t("payments.landing.childLink")}
        </a>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
