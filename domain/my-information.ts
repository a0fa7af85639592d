import type { ContactInfo } from "./contact-info";
import type { Language } from "./enums";
import { href } from "./routes/href";
import type { SaveAction } from "./save-action-inputs";

// My information (spec part 1 §2, §3 "Contact info" and "Guardian", §5, §7 POST /api/user): what
// the contact tab edits, the form's field names, and where saving leads. The form and the API
// validate with ContactInfoSchema (domain/contact-info.ts, parsed in my-information-inputs.ts);
// this module turns the form's flat fields into its input and back, without zod (decision 239).

/** Patients under this age may list contact guardians (decision 205). */
export const ADULT_AGE = 18;

/** A minor lists at most this many contact guardians (decision 205). */
export const MAX_GUARDIANS = 2;

/** The editable fields of one guardian as the form holds them (strings and the checkbox). */
export interface GuardianValues {
  name: string;
  phone: string;
  emailAddress: string;
  isGuardianHasSameAddress: boolean;
  streetAddress: string;
  zipCode: string;
  postOffice: string;
}

/** Everything the contact form holds while the user types. */
export interface ContactFormValues {
  streetAddress: string;
  zipCode: string;
  postOffice: string;
  phoneNumber: string;
  emailAddress: string;
  language: Language;
  guardians: GuardianValues[];
}

export const CONTACT_FIELDS = ["streetAddress", "zipCode", "postOffice", "phoneNumber", "emailAddress"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const GUARDIAN_FIELDS = ["name", "phone", "emailAddress", "streetAddress", "zipCode", "postOffice"] as const;
export type GuardianField = (typeof GUARDIAN_FIELDS)[number];
/** The address fields a guardian's same-address checkbox hides. */
export const GUARDIAN_ADDRESS_FIELDS: readonly GuardianField[] = ["streetAddress", "zipCode", "postOffice"];

export function emptyGuardian(): GuardianValues {
  return { name: "", phone: "", emailAddress: "", isGuardianHasSameAddress: true, streetAddress: "", zipCode: "", postOffice: "" };
}

/** The input ContactInfoSchema parses: a guardian with the same address carries no address. */
export function contactInfoInput(values: ContactFormValues): Record<string, unknown> {
  return {
    streetAddress: values.streetAddress,
    zipCode: values.zipCode,
    postOffice: values.postOffice,
    phoneNumber: values.phoneNumber,
    emailAddress: values.emailAddress,
    language: values.language,
    guardians: values.guardians.map((guardian) =>
      guardian.isGuardianHasSameAddress
        ? { name: guardian.name, phone: guardian.phone, emailAddress: guardian.emailAddress, isGuardianHasSameAddress: true }
        : { ...guardian, isGuardianHasSameAddress: false },
    ),
  };
}

/** The validation path of a guardian's field ("guardians.1.zipCode"), as ValidationDetail.path has it. */
export function guardianFieldPath(index: number, field: GuardianField): string {
  return `guardians.${index}.${field}`;
}

export type { ContactInfo };

// ---- Save actions (spec part 1 §2) ----

/** The message key suffix of the save button for each save action (decision 206). */
export type SaveButtonLabel = "save" | "saveAndBook" | "saveAndReturnToAppointment" | "saveAndPay";

export function saveButtonLabel(action: SaveAction | null): SaveButtonLabel {
  switch (action?.saveAction) {
    case "go-to-reserve-appointment-page":
      return "saveAndBook";
    case "go-to-view-appointment-page":
      return "saveAndReturnToAppointment";
    case "go-to-invoice-page":
      return "saveAndPay";
    default:
      return "save";
  }
}

/**
 * Where saving leads (decision 206): the reservation of the appointment, the appointment, or the
 * invoice list; for reload-page (and no save action) the same tab of My information again.
 */
export function saveActionPath(action: SaveAction | null, lang: Language, tab: "contact" | "consent"): string {
  switch (action?.saveAction) {
    case "go-to-reserve-appointment-page":
      return href("reservePrivate", lang, { appointmentId: action.appointmentId });
    case "go-to-view-appointment-page":
      return href("appointment", lang, { ids: action.appointmentId });
    case "go-to-invoice-page":
      return href("invoices", lang, {}, { invoiceNumber: action.invoiceNumber });
    default:
      return href("myInformation", lang, {}, tab === "consent" ? { tab } : undefined);
  }
}

/** The tab My information opens on: the address's tab, else consent for a consent-tab save action. */
export function initialTab(tabParam: string | null, action: SaveAction | null): "contact" | "consent" {
  if (tabParam === "contact" || tabParam === "consent") return tabParam;
  return action?.saveAction === "go-to-view-appointment-page" && action.tab === "consent" ? "consent" : "contact";
}
