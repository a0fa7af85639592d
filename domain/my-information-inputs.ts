import { z } from "zod";
import { ContactInfoSchema } from "./contact-info";
import { LANGUAGES } from "./enums";
import { type ContactFormValues, contactInfoInput } from "./my-information";

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
