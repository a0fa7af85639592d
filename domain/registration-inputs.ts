import { z } from "zod";
import { PERSON_NAME, PostOfficeSchema, StreetAddressSchema, ZipCodeSchema } from "./contact-info";
import { UserEmailSchema } from "./email";
import { UserPhoneSchema } from "./phone";
import { type ConsentFormContext, REGISTRATION_KEYS } from "./registration";
import { requiredText } from "./text-field-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

// The registration and patient data consent forms' schemas (spec part 1 §3, §4 "Consent form", §5;
// part 2 §3 "Registration inputs"): one per input, used by the forms and re-validated by the API.
// Apart from the fields and rules in registration.ts, so that the forms load them after the first
// load (decision 239).

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
