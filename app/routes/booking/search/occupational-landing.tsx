import { isRouteErrorResponse } from "react-router";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { RootErrorView } from "#app/ui/root-error-view";
import type { Route } from "./+types/occupational-landing";
import searchStyles from "./booking-search.css?url";
import { loadOccupationalLanding } from "./occupational-landing.server";
import { stylesheet } from "#app/ui/stylesheet";

// Occupational landing (spec part 2 §2): the sign-in prompt that continues to the occupational
// booking list, keeping the query string.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "bookingSearch.occupationalLanding.title");

export const links: Route.LinksFunction = () => [stylesheet(searchStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOccupationalLanding(request, context);
}

export default function OccupationalLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page-section occupational-landing">
      <h1>{t("bookingSearch.occupationalLanding.title")}</h1>
      <p className="lead">{t("bookingSearch.occupationalLanding.body")}</p>
      <p>
        <Link page="login" search={{ nextPath: loaderData.nextPath }} className="button button--primary">
          {t("bookingSearch.occupationalLanding.login")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
