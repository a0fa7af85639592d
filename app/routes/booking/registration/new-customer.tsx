import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand, useRootData } from "#app/root-context";
import { PhoneLink } from "#app/ui/phone-link";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { LogoutButton } from "#app/ui/shell/main-menu";
import type { Route } from "./+types/new-customer";
import profileStyles from "./registration.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// New customer /{lang}/{uusi-asiakas|ny-kund|new-customer} (spec part 2 §2 "Registration, new
// customer"; anonymous): welcome, contact links, log out. A registered user is welcomed as a
// customer (the registration journey ends here); a visitor learns how to become one.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "newCustomer.title");

export const links: Route.LinksFunction = () => [stylesheet(profileStyles)];

export default function NewCustomer() {
  const t = useT();
  const brand = useBrand();
  const { patient, sessionState } = useRootData();
  const loggedIn = sessionState.isSessionValid;
  const registered = patient?.hasPatientData === true;
  return (
    <section className="page-section profile-page new-customer">
      <h1>{t("newCustomer.title")}</h1>
      <p className="lead">{t(registered ? "newCustomer.registered" : "newCustomer.anonymous", { brand: brand.name })}</p>
      <p>
        <Link page="bookingLanding" className="button button--primary">
          {t("newCustomer.book")}
        </Link>
      </p>
      <section aria-labelledby="new-customer-contact">
        <h2 id="new-customer-contact">{t("newCustomer.contactHeading")}</h2>
        <ul>
          <li>
            {t("newCustomer.phone")} <PhoneLink phone={brand.customerServicePhone} />
          </li>
          <li>
            <a href={brand.siteUrl} rel="noopener">
              {t("newCustomer.site", { brand: brand.name })}
            </a>
          </li>
          {loggedIn ? (
            <li>
              <Link page="myInformation">{t("newCustomer.myInformation")}</Link>
            </li>
          ) : null}
        </ul>
      </section>
      {loggedIn ? (
        <section aria-labelledby="new-customer-logout">
          <h2 id="new-customer-logout">{t("newCustomer.logOutHeading")}</h2>
          <p>{t("newCustomer.logOutText")}</p>
          <LogoutButton />
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
