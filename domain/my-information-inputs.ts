import { z } from "zod";
import { ContactInfoSchema, GuardianSchema } from "./contact-info";
import { LANGUAGES } from "./enums";
import { type ContactFormValues, contactInfoInput, MAX_GUARDIANS } from "./my-information";
import { VALIDATION_KEYS } from "./validation-keys";

// The contact tab's and POST /api/user's inputs, apart from the form's fields and rules in
// my-information.ts so that the page imports them, and zod, after its first load (decision 239).

/** The body of POST /api/user: the contact form, plus the page language and where to go next. */
export const MyInformationBodySchema = ContactInfoSchema.extend({
  lang: z.enum(LANGUAGES).optional(),
  next: z.string().max(2000).optional(),
});

/** Parses the form values with the shared schema (the language as posted, not as defaulted). */
export function parseContactForm(values: ContactFormValues, postedLanguage: unknown = values.language) {
  return ContactInfoSchema.safeParse({ ...contactInfoInput(values), language: postedLanguage });
}

type GuardianInput = z.input<typeof GuardianSchema>;

/**
 * A posted guardian's same-address box as the union's discriminator: ticked it posts "on", cleared
 * nothing (the union picks its branch before the form library would read "on" as true).
 */
function guardianAsPosted(value: GuardianInput): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const ticked: unknown = value.isGuardianHasSameAddress;
  return { ...value, isGuardianHasSameAddress: ticked === true || ticked === "on" };
}

/**
 * The contact form as the form library posts and checks it (fields "zipCode",
 * "guardians[1].isGuardianHasSameAddress" ...), in the browser and in the page's action: the rules of
 * ContactInfoSchema (POST /api/user), with a guardian's cleared checkbox read as false.
 */
export const ContactFormSchema = ContactInfoSchema.extend({
  guardians: z
    .array(z.preprocess<unknown, typeof GuardianSchema, GuardianInput>(guardianAsPosted, GuardianSchema), { error: VALIDATION_KEYS.invalidValue })
    .max(MAX_GUARDIANS, { error: VALIDATION_KEYS.guardiansTooMany })
    .default([]),
});
