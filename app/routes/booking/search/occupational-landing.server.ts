import { type AppLoadContext, data, redirect } from "react-router";
import { BRANDS } from "#app/brands";
import { href } from "#domain/routes/href";
import { langOfPath } from "#domain/routes/route-table";
import { hasFeature } from "#app/features.server";

export interface OccupationalLandingData {
  /** Where the login continues: the occupational list with the query string kept. */
  nextPath: string;
}

/**
 * Occupational landing (spec part 2 §2, feature ohc-appointment-search): a logged-in customer goes
 * straight on to the occupational list; a visitor is asked to log in, continuing there after.
 */
export function loadOccupationalLanding(request: Request, context: AppLoadContext): OccupationalLandingData {
  if (!BRANDS[context.brand].capabilities.occupationalCare || !hasFeature(context, "ohc-appointment-search")) {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const nextPath = href("bookingOccupational", langOfPath(url.pathname)) + url.search;
  if (context.session?.status === "valid") throw redirect(nextPath);
  return { nextPath };
}
