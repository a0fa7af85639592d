import { data, type AppLoadContext } from "react-router";
import type { FeatureFlag } from "#domain/session-state";

// Pages behind a feature flag of the environment (spec part 1 §1; decision 230): without the
// flag the page does not exist, so its address answers the localised 404 page. The flags are the
// request's service scope's (decision 389), looked up once per request.

export function hasFeature(context: AppLoadContext, flag: FeatureFlag): boolean {
  return context.scope.features.includes(flag);
}

export function requireFeature(context: AppLoadContext, flag: FeatureFlag): void {
  if (!hasFeature(context, flag)) throw data(null, { status: 404 });
}
