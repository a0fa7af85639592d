import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { pushAnalyticsEvent } from "#app/analytics";
import { parseRouteId } from "#domain/routes/route-table";

// The `pageView` analytics event (spec part 1 §7): pushed in the browser once for every location
// the user arrives at (the first load and each client-side navigation), never on the server. It
// names the page of the route table and the language, never the address itself: paths carry
// appointment ids and booking-link secrets.

/** The page key of the deepest matched route of the table, or "notFound" (the 404 page). */
function pageOf(routeIds: string[]): string {
  for (let index = routeIds.length - 1; index >= 0; index -= 1) {
    const parsed = parseRouteId(routeIds[index]!);
    if (parsed) return parsed.key;
  }
  return "notFound";
}

export function PageViewTracker() {
  const location = useLocation();
  const matches = useMatches();
  const seen = useRef<string | null>(null);
  const page = pageOf(matches.map((match) => match.id));
  const lang = location.pathname.split("/")[1] ?? "";
  useEffect(() => {
    // Once per location, also when React runs the effect twice.
    if (seen.current === location.key) return;
    seen.current = location.key;
    pushAnalyticsEvent({ event: "pageView", page, lang });
  }, [location.key, page, lang]);
  return null;
}
