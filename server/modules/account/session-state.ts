import type { BrandId, SessionState } from "#domain/session-state";
import type { Config } from "#server/config/config";
import { environmentFeatures, environmentName } from "#server/config/environments";
import { type Session, sessionStateOf } from "./session-service";

interface DescribeSessionInput {
  config: Config;
  brand: BrandId;
  lang: SessionState["lang"];
  session: Session | null;
}

/** The session state of spec part 1 §1 for the page being rendered. */
export function describeSession({ config, brand, lang, session }: DescribeSessionInput): SessionState {
  const environment = environmentName(brand, config.HOIVA_STAGE);
  return {
    environment,
    features: environmentFeatures(environment),
    ...sessionStateOf(session),
    lang,
    authTokenTimeout: config.AUTH_TOKEN_TIMEOUT,
  };
}
