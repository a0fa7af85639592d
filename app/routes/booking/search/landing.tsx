import { isRouteErrorResponse, useLocation } from "react-router";
import type { HealthCareType } from "#domain/enums";
import { pushAnalyticsEvent } from "#app/analytics";
import type { MessageKey } from "#app/i18n/messages";
import { pageTitle } from "#app/i18n/meta";
import type { PageKey } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { useBrand, useRootData } from "#app/root-context";
import { Link } from "#app/ui/link";
import { RootErrorView } from "#app/ui/root-error-view";
import type { Route } from "./+types/landing";
import searchStyles from "./booking-search.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Reservation landing (spec part 2 §2): choose the visit type. Cards for private, occupational
// (adult brand only), insurance and kela65 (feature kela65, tagged "Over 65 years"). Each card
// carries the query string on to its list; the occupational list needs login, so a visitor goes
// through the occupational sign-in prompt. The language switch is in the header.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "bookingSearch.landing.title");

export const links: Route.LinksFunction = () => [stylesheet(searchStyles)];

interface Card {
  type: HealthCareType;
  page: PageKey;
  title: MessageKey;
  body: MessageKey;
  tag?: MessageKey;
  loginRequired?: boolean;
}

export default function BookingLanding() {
  const t = useT();
  const brand = useBrand();
  const { sessionState } = useRootData();
  const { search } = useLocation();
  const isLoggedIn = sessionState.isSessionValid;
  const features = sessionState.features;
  // The query string as given (filters, practitionerIds, includeRemote=true) goes on unchanged.
  const params = new URLSearchParams(search);
  const query = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));

  const cards: Card[] = [
    { type: "private", page: "bookingPrivate", title: "bookingSearch.landing.private.title", body: "bookingSearch.landing.private.body" },
  ];
  if (brand.capabilities.occupationalCare && features.includes("ohc-appointment-search")) {
    cards.push({
      type: "occupational",
      page: isLoggedIn ? "bookingOccupational" : "occupationalLanding",
      title: "bookingSearch.landing.occupational.title",
      body: "bookingSearch.landing.occupational.body",
      loginRequired: !isLoggedIn,
    });
  }
  cards.push({ type: "insurance", page: "bookingInsurance", title: "bookingSearch.landing.insurance.title", body: "bookingSearch.landing.insurance.body" });
  if (features.includes("kela65")) {
    cards.push({
      type: "kela65",
      page: "bookingKela65",
      title: "bookingSearch.landing.kela65.title",
      body: "bookingSearch.landing.kela65.body",
      tag: "bookingSearch.landing.kela65.tag",
    });
  }

  return (
    <section className="booking-landing">
      <h1>{t("bookingSearch.landing.title")}</h1>
      <p className="lead">{t("bookingSearch.landing.intro")}</p>
      <ul className="visit-type-cards" aria-label={t("bookingSearch.landing.cards")}>
        {cards.map((card) => (
          <li key={card.type} className={`visit-type-card visit-type-card--${card.type}`}>
            <h2 className="visit-type-card__title">
              <Link
                page={card.page}
                search={query}
                className="visit-type-card__link"
                onClick={() => pushAnalyticsEvent({ event: "visitTypeChoice", healthCareType: card.type })}
              >
                {t(card.title)}
              </Link>
            </h2>
            <p className="visit-type-card__body">{t(card.body)}</p>
            {card.tag || card.loginRequired ? (
              <p className="visit-type-card__tags">
                {card.tag ? <span className="visit-type-card__tag">{t(card.tag)}</span> : null}
                {card.loginRequired ? <span className="visit-type-card__tag visit-type-card__tag--login">{t("bookingSearch.landing.loginRequired")}</span> : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
