import { data, type AppLoadContext } from "react-router";
import type { FeatureFlag } from "#domain/session-state";
import { environmentFeatures, environmentName } from "#server/config/environments";

// Pages behind a feature flag of the environment (spec part 1 §1; decision 230): without the
// flag the page does not exist, so its address answers the localised 404 page.

export function hasFeature(context: AppLoadContext, flag: FeatureFlag): boolean {
  return environmentFeatures(environmentName(context.brand, context.services.config.HOIVA_STAGE)).includes(flag);
}

export function requireFeature(context: AppLoadContext, flag: FeatureFlag): void {
  if (!hasFeature(context, flag)) throw data(null, { status: 404 });
}
