import type { BrandId, EnvironmentName, FeatureFlag, Stage } from "#domain/session-state";

// Feature flags per environment (development and production for each brand). A flag that a
// brand lacks (the children's chat in the adult brand, occupational booking in the children's
// brand) is simply absent from its lists. "sickness-fund-membership" is a property of the
// patient, so it is added per session, never here.
const ENVIRONMENT_FEATURES: Record<EnvironmentName, readonly FeatureFlag[]> = {
  "adult-development": [
    "mfa",
    "customer-messaging-enabled",
    "customer-messaging-allowed",
    "sickness-fund-page",
    "price-details",
    "kela65",
    "ohc-appointment-search",
    "lahitapiola-insurance-flow",
  ],
  "adult-production": [
    "mfa",
    "customer-messaging-enabled",
    "customer-messaging-allowed",
    "sickness-fund-page",
    "kela65",
    "ohc-appointment-search",
  ],
  "kids-development": [
    "mfa",
    "customer-messaging-enabled",
    "customer-messaging-allowed",
    "pikkutsatti",
    "price-details",
    "lahitapiola-insurance-flow",
  ],
  "kids-production": ["mfa", "customer-messaging-enabled", "customer-messaging-allowed", "pikkutsatti"],
};

export function environmentName(brand: BrandId, stage: Stage): EnvironmentName {
  return `${brand}-${stage}`;
}

export function environmentFeatures(environment: EnvironmentName): FeatureFlag[] {
  return [...ENVIRONMENT_FEATURES[environment]];
}
