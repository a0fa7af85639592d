import { describe, expect, it } from "vitest";
import { CONSENT_FIELDS, REGISTRATION_FIELDS, REGISTRATION_KEYS, consentFieldsFor, consentValuesOf, maskIdentityCode } from "./registration";
import { RegistrationSchema, createPatientDataConsentSchema } from "./registration-inputs";
import { toValidationDetails } from "./validation-details";
import { ALL_VALIDATION_KEYS } from "./validation-keys";

type SafeResult = { success: boolean; error?: import("zod").ZodError };

function issues(result: SafeResult): Record<string, string> {
  return Object.fromEntries((result.error ? toValidationDetails(result.error) : []).map((detail) => [detail.path, detail.message]));
}

const valid = {
  firstName: "Matti",
  lastName: "Meikäläinen",
  streetAddress: "Mannerheimintie 1 A 2",
  zipCode: "00100",
  postOffice: "Helsinki",
  phoneNumber: "040 123 4567",
  emailAddress: "matti@example.fi",
};

describe("RegistrationSchema", () => {
  it("accepts the form and normalises phone, trims text", () => {
    const parsed = RegistrationSchema.parse({ ...valid, firstName: "  Matti ", zipCode: " 00100 ", emailAddress: " matti@example.fi" });
    expect(parsed).toEqual({ ...valid, phoneNumber: "+358401234567" });
  });

  it("gives the spec's messages field by field", () => {
    const result = RegistrationSchema.safeParse({
      firstName: " ",
      lastName: "",
      streetAddress: "A",
      zipCode: "0010A",
      postOffice: "x".repeat(31),
      phoneNumber: "12",
      emailAddress: "matti@",
    });
    expect(issues(result)).toEqual({
      firstName: "validation.firstName.required",
      lastName: "validation.lastName.required",
      streetAddress: "validation.minLength",
      zipCode: "validation.zipCode.invalid",
      postOffice: "validation.maxLength",
      phoneNumber: "validation.phone.invalid",
      emailAddress: "validation.email.invalid",
    });
  });

  it("carries the limit for the length messages ('Maximum character length is {n}')", () => {
    const result = RegistrationSchema.safeParse({ ...valid, streetAddress: "x".repeat(31), lastName: "y".repeat(51) });
    expect(toValidationDetails(result.error!)).toEqual([
      { path: "lastName", message: "validation.maxLength", values: { n: 50 } },
      { path: "streetAddress", message: "validation.maxLength", values: { n: 30 } },
    ]);
  });

  it("takes street and post office of 2 to 30 characters and names of 2 to 50", () => {
    expect(RegistrationSchema.safeParse({ ...valid, streetAddress: "xy", postOffice: "x".repeat(30), firstName: "Li" }).success).toBe(true);
    expect(issues(RegistrationSchema.safeParse({ ...valid, postOffice: "H" }))).toEqual({ postOffice: "validation.minLength" });
    expect(issues(RegistrationSchema.safeParse({ ...valid, firstName: "A" }))).toEqual({ firstName: "validation.minLength" });
  });

  it("reports only catalog keys for garbage", () => {
    for (const input of [null, 1, "x", [], {}, { firstName: 1, zipCode: [], emailAddress: {} }]) {
      for (const issue of RegistrationSchema.safeParse(input).error?.issues ?? []) {
        expect(ALL_VALIDATION_KEYS).toContain(issue.message);
      }
    }
  });

  it("lists its fields in screen order", () => {
    expect(REGISTRATION_FIELDS).toEqual(Object.keys(RegistrationSchema.shape));
  });
});

describe("maskIdentityCode", () => {
  it("shows the birth date and century sign and hides the rest", () => {
    expect(maskIdentityCode("010190-900p")).toBe("010190-****");
    expect(maskIdentityCode("051192X482C")).toBe("051192X****");
    expect(maskIdentityCode("short")).toBe("***********");
  });
});

describe("patient data consent schema", () => {
  const adultFirst = createPatientDataConsentSchema({ occupationalConsent: true, firstTime: true });
  const kidsLater = createPatientDataConsentSchema({ occupationalConsent: false, firstTime: false });

  it("needs the privacy policy read when the consent is given the first time", () => {
    expect(issues(adultFirst.safeParse({ allowsCommonRegistry: true }))).toEqual({ privacyPolicyRead: REGISTRATION_KEYS.privacyPolicyNotRead });
    expect(issues(adultFirst.safeParse({ privacyPolicyRead: false }))).toEqual({ privacyPolicyRead: REGISTRATION_KEYS.privacyPolicyNotRead });
    expect(adultFirst.parse({ privacyPolicyRead: true, allowsBookingSms: true })).toEqual({
      allowsCommonRegistry: false,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: false,
      allowsBookingSms: true,
      privacyPolicyRead: true,
    });
  });

  it("does not ask for it again on later saves", () => {
    expect(kidsLater.safeParse({ allowsMarketingMail: true }).success).toBe(true);
  });

  it("has the occupational consent in the adult brand only", () => {
    const parsed = kidsLater.parse({ allowsViewingOccupationalInformation: true, allowsCommonRegistry: true });
    expect(parsed).not.toHaveProperty("allowsViewingOccupationalInformation");
    expect(consentValuesOf(parsed, { occupationalConsent: false })).toEqual({
      allowsCommonRegistry: true,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: false,
      allowsBookingSms: false,
    });
    const adultForm = adultFirst.parse({ privacyPolicyRead: true, allowsViewingOccupationalInformation: true });
    expect(consentValuesOf(adultForm, { occupationalConsent: true })).toHaveProperty("allowsViewingOccupationalInformation", true);
    expect(consentValuesOf(adultForm, { occupationalConsent: false })).not.toHaveProperty("allowsViewingOccupationalInformation");
    expect(consentFieldsFor({ occupationalConsent: false })).not.toContain("allowsViewingOccupationalInformation");
    expect(consentFieldsFor({ occupationalConsent: true })).toEqual([...CONSENT_FIELDS]);
  });

  it("refuses non-boolean values", () => {
    expect(issues(adultFirst.safeParse({ privacyPolicyRead: true, allowsMarketingMail: "yes" }))).toEqual({
      allowsMarketingMail: "validation.invalidValue",
    });
    expect(issues(adultFirst.safeParse(null))).toEqual({ "": "validation.invalidValue" });
  });
});
