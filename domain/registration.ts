import { z } from "zod";
import { PERSON_NAME, PostOfficeSchema, StreetAddressSchema, ZipCodeSchema } from "./contact-info";
import { UserEmailSchema } from "./email";
import { IDENTITY_CODE_LENGTH } from "./identity-code";
import { UserPhoneSchema } from "./phone";
import { requiredText } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

// Registration at booking and the patient data consent (spec part 1 §3, §4 "Consent form", §5;
// part 2 §2 "Registration", §3 "Registration inputs"). One schema per input, used by the forms and
// re-validated by the API (POST /api/user/register, POST /api/user/consent).

/** Messages of these schemas that are not shared validation keys (they live in the registration catalog). */
export const REGISTRATION_KEYS = {
  /** "Read the privacy policy before saving your choices" */
  privacyPolicyNotRead: "registration.validation.privacyPolicyNotRead",
} as const;

// ---- Registration ----

/**
 * The registration form (part 2 §3 "Registration inputs"). First and last name come prefilled
 * from the strong identification and follow the user name rule (2 to 50, part 1 §5); the address,
 * phone and e-mail follow the user contact rules (street 2-30, zip exactly 5 digits, post office
 * 2-30, phone max 15, e-mail max 78). Whom the record is for (the user, or the child a guardian
 * acts for) comes from the session, never from this body.
 */
export const RegistrationSchema = z.object(
  {
    firstName: requiredText({ min: PERSON_NAME.min, max: PERSON_NAME.max, requiredKey: VALIDATION_KEYS.firstNameRequired }),
    lastName: requiredText({ min: PERSON_NAME.min, max: PERSON_NAME.max, requiredKey: VALIDATION_KEYS.lastNameRequired }),
    streetAddress: StreetAddressSchema,
    zipCode: ZipCodeSchema,
    postOffice: PostOfficeSchema,
    phoneNumber: UserPhoneSchema,
    emailAddress: UserEmailSchema,
  },
  { error: VALIDATION_KEYS.invalidValue },
);

export type Registration = z.output<typeof RegistrationSchema>;
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

const consentFlag = () => z.boolean({ error: VALIDATION_KEYS.invalidValue }).default(false);

/**
 * The consent form body. A field the brand does not offer is not part of the schema (an extra
 * key is dropped, so the children's brand can never set the occupational consent). The first
 * save needs `privacyPolicyRead: true`.
 */
export function createPatientDataConsentSchema(context: ConsentFormContext) {
  const choices = {
    allowsCommonRegistry: consentFlag(),
    allowsMarketingMail: consentFlag(),
    allowsTreatmentInstructionsMail: consentFlag(),
    allowsBookingSms: consentFlag(),
  };
  // default(false), not optional(): an absent key must still meet the rule.
  const privacyPolicyRead = z
    .boolean({ error: VALIDATION_KEYS.invalidValue })
    .default(false)
    .refine((read) => read || !context.firstTime, { error: REGISTRATION_KEYS.privacyPolicyNotRead });
  const options = { error: VALIDATION_KEYS.invalidValue };
  return context.occupationalConsent
    ? z.object({ ...choices, allowsViewingOccupationalInformation: consentFlag(), privacyPolicyRead }, options)
    : z.object({ ...choices, privacyPolicyRead }, options);
}

/** A parsed consent form: what the consent service saves, whichever entry point parsed it. */
export type PatientDataConsentInput = z.output<ReturnType<typeof createPatientDataConsentSchema>>;

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
