import type { BrandId, SessionState } from "#domain/session-state";
import type { Config } from "#server/config/config";
import { environmentFeatures, environmentName } from "#server/config/environments";
import { type Session, sessionStateOf } from "./session-service";

interface DescribeSessionInput {
  config: Config;
  brand: BrandId;
  lang: SessionState["lang"];
  session: Session | null;
  /** The acting patient is a member of a sickness fund (a property of the patient, decision 229). */
  sicknessFundMember?: boolean;
}

/** The session state of spec part 1 §1 for the page being rendered. */
export function describeSession({ config, brand, lang, session, sicknessFundMember = false }: DescribeSessionInput): SessionState {
  const environment = environmentName(brand, config.HOIVA_STAGE);
  const features = environmentFeatures(environment);
  // Only a valid session speaks for a patient.
  if (sicknessFundMember && session?.status === "valid") features.push("sickness-fund-membership");
  return {
    environment,
    features,
    ...sessionStateOf(session),
    lang,
    authTokenTimeout: config.AUTH_TOKEN_TIMEOUT,
  };
}
