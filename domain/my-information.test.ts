import { describe, expect, it } from "vitest";
import { type ContactFormValues, contactInfoInput, emptyGuardian, initialTab, saveActionPath, saveButtonLabel } from "./my-information";
import { ContactFormSchema, MyInformationBodySchema, parseContactForm } from "./my-information-inputs";
import { toValidationDetails } from "./validation-details";

const VALUES: ContactFormValues = {
  streetAddress: "Mannerheimintie 1",
  zipCode: "00100",
  postOffice: "Helsinki",
  phoneNumber: "040 123 4567",
  emailAddress: "venla@example.fi",
  language: "fi",
  guardians: [],
};

const GUARDIAN = { ...emptyGuardian(), name: "Sari Heikkinen", phone: "0501234567", emailAddress: "sari@example.fi" };

function problems(values: ContactFormValues, language?: unknown) {
  const result = parseContactForm(values, language);
  return result.error ? toValidationDetails(result.error) : [];
}

describe("the contact form's rules (spec part 1 §5)", () => {
  it("accepts valid details, the phone number normalised to +358 without spaces", () => {
    const result = parseContactForm(VALUES);
    expect(result.success).toBe(true);
    expect(result.data?.phoneNumber).toBe("+358401234567");
  });

  it("requires e-mail, phone and the whole address", () => {
    const empty = problems({ ...VALUES, streetAddress: " ", zipCode: "", postOffice: "", phoneNumber: "", emailAddress: "" });
    expect(empty.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: "emailAddress", message: "validation.email.invalid" },
      { path: "phoneNumber", message: "validation.phone.invalid" },
      { path: "streetAddress", message: "validation.required" },
      { path: "zipCode", message: "validation.zipCode.invalid" },
      { path: "postOffice", message: "validation.required" },
    ]);
  });

  it("takes a street address and post office of 2 to 30 characters", () => {
    expect(problems({ ...VALUES, streetAddress: "A", postOffice: "x".repeat(31) })).toEqual([
      { path: "streetAddress", message: "validation.minLength", values: { n: 2 } },
      { path: "postOffice", message: "validation.maxLength", values: { n: 30 } },
    ]);
  });

  it("takes a zip code of exactly five digits", () => {
    for (const zipCode of ["0010", "001000", "0010A"]) {
      expect(problems({ ...VALUES, zipCode })).toEqual([{ path: "zipCode", message: "validation.zipCode.invalid" }]);
    }
  });

  it("takes an e-mail address of at most 78 characters for the user, 100 for a guardian", () => {
    const long = (n: number) => `venla@${"b".repeat(40)}.${"c".repeat(n - "venla@.fi".length - 41)}.fi`;
    expect(problems({ ...VALUES, emailAddress: long(78) })).toEqual([]);
    expect(problems({ ...VALUES, emailAddress: long(79) })).toEqual([{ path: "emailAddress", message: "validation.maxLength", values: { n: 78 } }]);
    expect(problems({ ...VALUES, guardians: [{ ...GUARDIAN, emailAddress: long(64) }] })).toEqual([]);
  });

  it("refuses e-mail addresses with spaces, internationalised domains or a one-letter top-level domain", () => {
    for (const emailAddress of ["venla @example.fi", "venla@xn--exmple-cua.fi", "venla@example.f", "venla@ä.fi"]) {
      expect(problems({ ...VALUES, emailAddress })).toEqual([{ path: "emailAddress", message: "validation.email.invalid" }]);
    }
  });

  it("strips control characters from the e-mail address and the texts", () => {
    const result = parseContactForm({ ...VALUES, emailAddress: "venla\u0000@example.fi\u0007", streetAddress: "Mannerheimintie\u0008 1" });
    expect(result.data?.emailAddress).toBe("venla@example.fi");
    expect(result.data?.streetAddress).toBe("Mannerheimintie 1");
  });

  it("takes a Finnish phone number of at most 15 characters for the user, 20 for a guardian", () => {
    expect(problems({ ...VALUES, phoneNumber: "+4940123456" })).toEqual([{ path: "phoneNumber", message: "validation.phone.invalid" }]);
    expect(problems({ ...VALUES, phoneNumber: "+3589123456789012" })).toEqual([{ path: "phoneNumber", message: "validation.maxLength", values: { n: 15 } }]);
    expect(problems({ ...VALUES, guardians: [{ ...GUARDIAN, phone: "+3589123456789012" }] })).toEqual([]);
  });

  it("takes fi, sv or en as the language", () => {
    expect(problems(VALUES, "sv")).toEqual([]);
    expect(problems(VALUES, "de")).toEqual([{ path: "language", message: "validation.invalidValue" }]);
  });

  it("applies the guardian limits: name 40, street 30, zip code 5 digits, post office 30", () => {
    const guardian = { ...GUARDIAN, name: "x".repeat(41), isGuardianHasSameAddress: false, streetAddress: "x".repeat(31), zipCode: "123", postOffice: "x".repeat(31) };
    expect(problems({ ...VALUES, guardians: [guardian] })).toEqual([
      { path: "guardians.0.name", message: "validation.maxLength", values: { n: 40 } },
      { path: "guardians.0.streetAddress", message: "validation.maxLength", values: { n: 30 } },
      { path: "guardians.0.zipCode", message: "validation.zipCode.invalid" },
      { path: "guardians.0.postOffice", message: "validation.maxLength", values: { n: 30 } },
    ]);
  });

  it("ignores a guardian's address while the same-address box is ticked", () => {
    const input = contactInfoInput({ ...VALUES, guardians: [{ ...GUARDIAN, zipCode: "nonsense" }] });
    expect(input.guardians).toEqual([{ name: "Sari Heikkinen", phone: "0501234567", emailAddress: "sari@example.fi", isGuardianHasSameAddress: true }]);
    expect(problems({ ...VALUES, guardians: [{ ...GUARDIAN, zipCode: "nonsense" }] })).toEqual([]);
  });

  it("allows at most two guardians", () => {
    expect(problems({ ...VALUES, guardians: [GUARDIAN, GUARDIAN, GUARDIAN] })).toEqual([
      { path: "guardians", message: "validation.guardians.tooMany", values: { n: 2 } },
    ]);
  });
});

describe("the contact form as posted (ContactFormSchema)", () => {
  const posted = { ...contactInfoInput(VALUES), guardians: undefined };

  it("reads a guardian's ticked same-address box as the same address, a cleared one (posting nothing) as an own address", () => {
    const result = ContactFormSchema.safeParse({
      ...posted,
      guardians: [
        { name: "Sari", phone: "0501234567", emailAddress: "sari@example.fi", isGuardianHasSameAddress: "on", zipCode: "ignored" },
        { name: "Pekka", phone: "0501234568", emailAddress: "pekka@example.fi", streetAddress: "Hämeenkatu 1", zipCode: "33100", postOffice: "Tampere" },
      ],
    });
    expect(result.data?.guardians).toEqual([
      { name: "Sari", phone: "+358501234567", emailAddress: "sari@example.fi", isGuardianHasSameAddress: true },
      { name: "Pekka", phone: "+358501234568", emailAddress: "pekka@example.fi", isGuardianHasSameAddress: false, streetAddress: "Hämeenkatu 1", zipCode: "33100", postOffice: "Tampere" },
    ]);
  });

  it("asks an own address of a guardian whose box is cleared, with the errors under the guardian's fields", () => {
    const result = ContactFormSchema.safeParse({ ...posted, guardians: [{ name: "Pekka", phone: "0501234568", emailAddress: "pekka@example.fi" }] });
    expect(toValidationDetails(result.error!).map((detail) => detail.path)).toEqual(["guardians.0.streetAddress", "guardians.0.zipCode", "guardians.0.postOffice"]);
  });

  it("has the rules of POST /api/user: no guardians is none, a language as posted", () => {
    expect(ContactFormSchema.safeParse(posted).data?.guardians).toEqual([]);
    expect(ContactFormSchema.safeParse({ ...posted, language: "<script>" }).success).toBe(false);
  });
});

describe("POST /api/user body", () => {
  it("is the contact form with the page language and the next path", () => {
    const body = { ...contactInfoInput(VALUES), lang: "en", next: "/en/appointments/12" };
    expect(MyInformationBodySchema.parse(body)).toMatchObject({ lang: "en", next: "/en/appointments/12", phoneNumber: "+358401234567" });
    expect(MyInformationBodySchema.safeParse({ ...body, lang: "de" }).success).toBe(false);
  });
});

describe("save actions", () => {
  it("decide the button's label", () => {
    expect(saveButtonLabel(null)).toBe("save");
    expect(saveButtonLabel({ saveAction: "reload-page" })).toBe("save");
    expect(saveButtonLabel({ saveAction: "go-to-reserve-appointment-page", appointmentId: 5 })).toBe("saveAndBook");
    expect(saveButtonLabel({ saveAction: "go-to-view-appointment-page", appointmentId: 5, tab: "consent" })).toBe("saveAndReturnToAppointment");
    expect(saveButtonLabel({ saveAction: "go-to-invoice-page", invoiceNumber: "100234" })).toBe("saveAndPay");
  });

  it("decide where saving leads", () => {
    expect(saveActionPath(null, "fi", "contact")).toBe("/fi/omat-tiedot");
    expect(saveActionPath({ saveAction: "reload-page" }, "sv", "consent")).toBe("/sv/mina-uppgifter?tab=consent");
    expect(saveActionPath({ saveAction: "go-to-reserve-appointment-page", appointmentId: 5 }, "fi", "contact")).toBe("/fi/vapaat-ajat/5");
    expect(saveActionPath({ saveAction: "go-to-view-appointment-page", appointmentId: 12, tab: "consent" }, "en", "consent")).toBe("/en/appointments/12");
    expect(saveActionPath({ saveAction: "go-to-invoice-page", invoiceNumber: "100234" }, "fi", "contact")).toBe("/fi/laskut?invoiceNumber=100234");
  });

  it("open the consent tab for go-to-view-appointment-page with tab consent", () => {
    expect(initialTab(null, null)).toBe("contact");
    expect(initialTab("consent", null)).toBe("consent");
    expect(initialTab("nonsense", null)).toBe("contact");
    expect(initialTab(null, { saveAction: "go-to-view-appointment-page", appointmentId: 1, tab: "consent" })).toBe("consent");
    expect(initialTab(null, { saveAction: "go-to-view-appointment-page", appointmentId: 1 })).toBe("contact");
  });
});
