import type { BrandId, SessionState } from "#domain/session-state";
import type { Config } from "#server/config/config";
import { environmentFeatures, environmentName } from "#server/config/environments";

interface DescribeSessionInput {
  config: Config;
  brand: BrandId;
  lang: SessionState["lang"];
}

/**
 * The session state of spec part 1 §1 for the page being rendered. Without a login session
 * (identification arrives in its own module) the visitor is anonymous and private-care.
 */
export function describeSession({ config, brand, lang }: DescribeSessionInput): SessionState {
  const environment = environmentName(brand, config.HOIVA_STAGE);
  return {
    environment,
    csrfToken: null,
    features: environmentFeatures(environment),
    healthCareType: "private",
    isSessionValid: false,
    sessionScope: null,
    lang,
    sessionExpires: null,
    authTokenTimeout: config.AUTH_TOKEN_TIMEOUT,
  };
}
