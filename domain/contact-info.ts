import { z } from "zod";
import { GuardianEmailSchema, UserEmailSchema } from "./email";
import { LANGUAGES } from "./enums";
import { createIdentityCodeSchema } from "./identity-code-inputs";
import { MAX_GUARDIANS } from "./my-information";
import { GuardianPhoneSchema, UserPhoneSchema } from "./phone";
import { requiredText } from "./text-field-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

export const ZIP_CODE_LENGTH = 5;
export const USER_STREET_ADDRESS = { min: 2, max: 30 } as const;
export const USER_POST_OFFICE = { min: 2, max: 30 } as const;
export const PERSON_NAME = { min: 2, max: 50 } as const;
export const GUARDIAN_NAME_MAX_LENGTH = 40;
export const GUARDIAN_STREET_ADDRESS_MAX_LENGTH = 30;
export const GUARDIAN_POST_OFFICE_MAX_LENGTH = 30;

/** Exactly five digits; one message for empty, short and non-numeric alike (spec part 1 §5). */
export const ZipCodeSchema = z
  .string({ error: VALIDATION_KEYS.zipCodeInvalid })
  .check(z.trim(), z.regex(/^\d{5}$/, { error: VALIDATION_KEYS.zipCodeInvalid }));

export const LanguageSchema = z.enum(LANGUAGES, { error: VALIDATION_KEYS.invalidValue });
export const StreetAddressSchema = requiredText(USER_STREET_ADDRESS);
export const PostOfficeSchema = requiredText(USER_POST_OFFICE);
/** First and last names of a user (read-only in the portal, but stored with this rule). */
export const PersonNameSchema = requiredText(PERSON_NAME);

// ---- My information (spec part 1 §5) ----

const guardianContact = {
  name: requiredText({ max: GUARDIAN_NAME_MAX_LENGTH }),
  phone: GuardianPhoneSchema,
  emailAddress: GuardianEmailSchema,
};

/**
 * A guardian either shares the patient's address (address fields are hidden, so whatever they
 * still hold is ignored and dropped) or has an own address, which is then required.
 */
export const GuardianSchema = z.discriminatedUnion(
  "isGuardianHasSameAddress",
  [
    z.object({ ...guardianContact, isGuardianHasSameAddress: z.literal(true) }),
    z.object({
      ...guardianContact,
      isGuardianHasSameAddress: z.literal(false),
      streetAddress: requiredText({ max: GUARDIAN_STREET_ADDRESS_MAX_LENGTH }),
      zipCode: ZipCodeSchema,
      postOffice: requiredText({ max: GUARDIAN_POST_OFFICE_MAX_LENGTH }),
    }),
  ],
  { error: VALIDATION_KEYS.invalidValue },
);

export type Guardian = z.output<typeof GuardianSchema>;

export const ContactInfoSchema = z.object(
  {
    emailAddress: UserEmailSchema,
    phoneNumber: UserPhoneSchema,
    language: LanguageSchema,
    streetAddress: StreetAddressSchema,
    zipCode: ZipCodeSchema,
    postOffice: PostOfficeSchema,
    guardians: z
      .array(GuardianSchema, { error: VALIDATION_KEYS.invalidValue })
      .max(MAX_GUARDIANS, { error: VALIDATION_KEYS.guardiansTooMany })
      .default([]),
  },
  { error: VALIDATION_KEYS.invalidValue },
);

export type ContactInfo = z.output<typeof ContactInfoSchema>;

// ---- Booking (spec part 2 §5) ----

/**
 * Address and contact edit on the reservation page (PUT /api/user field names). Part 2 gives the
 * post office only a minimum; it is the same stored field as in My information, so the same
 * 30-character maximum applies.
 */
export const BookingContactSchema = z.object(
  {
    streetAddress: StreetAddressSchema,
    postalCode: ZipCodeSchema,
    postOffice: PostOfficeSchema,
    emailAddress: UserEmailSchema,
    phoneNumber: UserPhoneSchema,
  },
  { error: VALIDATION_KEYS.invalidValue },
);

export type BookingContact = z.output<typeof BookingContactSchema>;

export type AnonymousReservationContext = {
  /** The appointment starts within the brand's binding-reservation window. */
  withinBindingWindow: boolean;
  allowDevelopmentCodes?: boolean | undefined;
};

/**
 * The weak-identification reservation form (POST /api/anon/reserve-appointment field names).
 * A factory, because the binding acknowledgement is required only inside the binding window;
 * the server builds it from the appointment's start time, so the rule cannot be skipped.
 */
export function createAnonymousReservationSchema(context: AnonymousReservationContext) {
  return z.object(
    {
      firstName: requiredText({ max: PERSON_NAME.max, requiredKey: VALIDATION_KEYS.firstNameRequired }),
      lastName: requiredText({ max: PERSON_NAME.max, requiredKey: VALIDATION_KEYS.lastNameRequired }),
      phone: UserPhoneSchema,
      emailAddress: UserEmailSchema,
      ssn: createIdentityCodeSchema({ allowDevelopmentCodes: context.allowDevelopmentCodes }),
      termsAccepted: z.literal(true, { error: VALIDATION_KEYS.termsOfUseRequired }),
      // default(false), not optional(): zod skips the checks of an absent optional key.
      bindingAcknowledged: z
        .boolean({ error: VALIDATION_KEYS.invalidValue })
        .default(false)
        .refine((ticked) => ticked || !context.withinBindingWindow, {
          error: VALIDATION_KEYS.bindingReservationRequired,
        }),
    },
    { error: VALIDATION_KEYS.invalidValue },
  );
}

export type AnonymousReservation = z.output<ReturnType<typeof createAnonymousReservationSchema>>;
