import { IDENTITY_CODE_LENGTH } from "./identity-code";
import type { PatientDataConsentInput, Registration } from "./registration-inputs";

// Registration at booking and the patient data consent (spec part 1 §3, §4 "Consent form", §5;
// part 2 §2 "Registration", §3 "Registration inputs"): the fields, results and rules. The schemas,
// used by the forms and re-validated by the API (POST /api/user/register, POST /api/user/consent),
// are in registration-inputs.ts.

/** Messages of these schemas that are not shared validation keys (they live in the registration catalog). */
export const REGISTRATION_KEYS = {
  /** "Read the privacy policy before saving your choices" */
  privacyPolicyNotRead: "registration.validation.privacyPolicyNotRead",
} as const;

// ---- Registration ----

export type RegistrationField = keyof Registration;

/** The form's fields in screen order (the error summary lists them in this order). */
export const REGISTRATION_FIELDS = [
  "firstName",
  "lastName",
  "streetAddress",
  "zipCode",
  "postOffice",
  "phoneNumber",
  "emailAddress",
] as const satisfies readonly RegistrationField[];

/** Result codes of POST /api/user/register (part 1 §8 "insert user"), besides a ValidationError. */
export const REGISTRATION_RESULTS = ["success", "userAlreadyExists", "unknownError"] as const;
export type RegistrationResult = (typeof REGISTRATION_RESULTS)[number];

/**
 * The identity code as the registration form shows it: birth date and century sign, the
 * individual number and check character hidden ("010190-****"). Anything that is not an
 * 11-character code is hidden completely.
 */
export function maskIdentityCode(identityCode: string): string {
  const code = identityCode.trim().toUpperCase();
  if (code.length !== IDENTITY_CODE_LENGTH) return "*".repeat(IDENTITY_CODE_LENGTH);
  return `${code.slice(0, 7)}****`;
}

// ---- Patient data consent (part 1 §3) ----

/** The consent fields in screen order. The occupational one exists in the adult brand only. */
export const CONSENT_FIELDS = [
  "allowsCommonRegistry",
  "allowsViewingOccupationalInformation",
  "allowsMarketingMail",
  "allowsTreatmentInstructionsMail",
  "allowsBookingSms",
] as const;
export type ConsentField = (typeof CONSENT_FIELDS)[number];

export type PatientDataConsent = Record<ConsentField, boolean>;

export interface ConsentFormContext {
  /** The brand offers the consent for viewing occupational data (adult brand only). */
  occupationalConsent: boolean;
  /**
   * The consent has never been given (patientDataConsentFormUpdated is null): the privacy policy
   * must have been read before the first save (part 1 §4 "Consent form").
   */
  firstTime: boolean;
}

/** The consent fields a brand's form shows. */
export function consentFieldsFor(context: Pick<ConsentFormContext, "occupationalConsent">): ConsentField[] {
  return CONSENT_FIELDS.filter((field) => field !== "allowsViewingOccupationalInformation" || context.occupationalConsent);
}

/**
 * The consent values to store: only the fields the brand offers; the others keep their stored
 * value (the children's brand never changes the occupational consent).
 */
export function consentValuesOf(input: PatientDataConsentInput, brand: Pick<ConsentFormContext, "occupationalConsent">): Partial<PatientDataConsent> {
  const given: Partial<PatientDataConsent> = input;
  const values: Partial<PatientDataConsent> = {};
  for (const field of consentFieldsFor(brand)) {
    const value = given[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/**
 * Brands whose consent form has the occupational consent (part 1 §1: the general brand only).
 * The same fact as the adult brand's `capabilities.occupationalConsent` (app/brands), for the
 * server, which does not read the app's brand configs; a test keeps the two equal.
 */
export function brandOffersOccupationalConsent(brand: "adult" | "kids"): boolean {
  return brand === "adult";
}
