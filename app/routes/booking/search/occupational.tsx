import { isRouteErrorResponse } from "react-router";
import { pageTitle } from "#app/i18n/meta";
import { RootErrorView } from "#app/ui/root-error-view";
import type { Route } from "./+types/occupational";
import searchStyles from "./booking-search.css?url";
import { SearchPage, searchShouldRevalidate, TITLES } from "./search-page";
import { loadBookingSearchPage } from "./search-page.server";
import { stylesheet } from "#app/ui/stylesheet";

// Appointment list, occupational health care (spec part 2 §2): login and feature ohc-appointment-search;
// the states unknown-error, no-occupational-healthcare and no-web-reservation.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, TITLES.occupational);

export const links: Route.LinksFunction = () => [stylesheet(searchStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBookingSearchPage(request, context, "occupational");
}

export const shouldRevalidate = searchShouldRevalidate;

export default function OccupationalBooking({ loaderData }: Route.ComponentProps) {
  return <SearchPage state={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
