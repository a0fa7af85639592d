import { describe, expect, it } from "vitest";
import {
  BookingContactSchema,
  ContactInfoSchema,
  GuardianSchema,
  PersonNameSchema,
  ZipCodeSchema,
  createAnonymousReservationSchema,
} from "./contact-info";
import { toValidationDetails } from "./validation-details";

type SafeResult = { success: boolean; error?: import("zod").ZodError };

/** path → message of every issue, for compact assertions. */
function issues(result: SafeResult): Record<string, string> {
  return Object.fromEntries(
    (result.error ? toValidationDetails(result.error) : []).map((detail) => [detail.path, detail.message]),
  );
}

const validContactInfo = {
  emailAddress: "matti@example.fi",
  phoneNumber: "040 123 4567",
  language: "fi",
  streetAddress: "Mannerheimintie 1 A 2",
  zipCode: "00100",
  postOffice: "Helsinki",
  guardians: [],
};

const guardianWithOwnAddress = {
  name: "Maija Meikäläinen",
  phone: "0501234567",
  emailAddress: "maija@example.fi",
  isGuardianHasSameAddress: false,
  streetAddress: "Hämeenkatu 5",
  zipCode: "33100",
  postOffice: "Tampere",
};

describe("ZipCodeSchema", () => {
  it("takes exactly five digits", () => {
    expect(ZipCodeSchema.parse(" 00100 ")).toBe("00100");
    for (const bad of ["", "0010", "001000", "0010A", "00 100", "ABCDE", 100]) {
      expect(ZipCodeSchema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual(["validation.zipCode.invalid"]);
    }
  });
});

describe("PersonNameSchema", () => {
  it("takes 2 to 50 characters after trimming", () => {
    expect(PersonNameSchema.parse("  Li ")).toBe("Li");
    expect(issues(PersonNameSchema.safeParse("A"))).toEqual({ "": "validation.minLength" });
    expect(issues(PersonNameSchema.safeParse("   "))).toEqual({ "": "validation.required" });
    expect(PersonNameSchema.safeParse("x".repeat(50)).success).toBe(true);
    expect(issues(PersonNameSchema.safeParse("x".repeat(51)))).toEqual({ "": "validation.maxLength" });
  });
});

describe("ContactInfoSchema", () => {
  it("accepts and normalises a valid form", () => {
    expect(ContactInfoSchema.parse({ ...validContactInfo, streetAddress: "  Mannerheimintie 1 A 2 " })).toEqual({
      ...validContactInfo,
      phoneNumber: "+358401234567",
    });
  });

  it("defaults guardians to none", () => {
    const { guardians: _omitted, ...withoutGuardians } = validContactInfo;
    expect(ContactInfoSchema.parse(withoutGuardians).guardians).toEqual([]);
  });

  it("requires every field", () => {
    expect(issues(ContactInfoSchema.safeParse({}))).toEqual({
      emailAddress: "validation.email.invalid",
      phoneNumber: "validation.phone.invalid",
      language: "validation.invalidValue",
      streetAddress: "validation.required",
      zipCode: "validation.zipCode.invalid",
      postOffice: "validation.required",
    });
  });

  it("limits street address and post office to 2–30 characters, with the limit in the detail", () => {
    const result = ContactInfoSchema.safeParse({ ...validContactInfo, streetAddress: "x".repeat(31), postOffice: "H" });
    expect(result.error && toValidationDetails(result.error)).toEqual([
      { path: "streetAddress", message: "validation.maxLength", values: { n: 30 } },
      { path: "postOffice", message: "validation.minLength", values: { n: 2 } },
    ]);
    expect(ContactInfoSchema.safeParse({ ...validContactInfo, streetAddress: "x".repeat(30), postOffice: "Ii" }).success).toBe(
      true,
    );
  });

  it("takes only fi, sv or en as language", () => {
    for (const language of ["fi", "sv", "en"]) {
      expect(ContactInfoSchema.safeParse({ ...validContactInfo, language }).success).toBe(true);
    }
    expect(issues(ContactInfoSchema.safeParse({ ...validContactInfo, language: "de" }))).toEqual({
      language: "validation.invalidValue",
    });
  });

  it("allows at most two guardians", () => {
    const two = { ...validContactInfo, guardians: [guardianWithOwnAddress, guardianWithOwnAddress] };
    expect(ContactInfoSchema.safeParse(two).success).toBe(true);
    const three = ContactInfoSchema.safeParse({ ...two, guardians: [...two.guardians, guardianWithOwnAddress] });
    expect(three.error && toValidationDetails(three.error)).toEqual([
      { path: "guardians", message: "validation.guardians.tooMany", values: { n: 2 } },
    ]);
  });

  it("reports guardian errors with their index", () => {
    const result = ContactInfoSchema.safeParse({
      ...validContactInfo,
      guardians: [guardianWithOwnAddress, { ...guardianWithOwnAddress, zipCode: "123" }],
    });
    expect(issues(result)).toEqual({ "guardians.1.zipCode": "validation.zipCode.invalid" });
  });

  it("refuses a non-object", () => {
    expect(issues(ContactInfoSchema.safeParse("hello"))).toEqual({ "": "validation.invalidValue" });
  });
});

describe("GuardianSchema", () => {
  it("accepts a guardian with an own address", () => {
    expect(GuardianSchema.parse(guardianWithOwnAddress)).toEqual({ ...guardianWithOwnAddress, phone: "+358501234567" });
  });

  it("ignores and drops hidden address fields when the address is shared", () => {
    const shared = GuardianSchema.parse({
      ...guardianWithOwnAddress,
      isGuardianHasSameAddress: true,
      zipCode: "not a zip",
      streetAddress: "",
    });
    expect(shared).toEqual({
      name: "Maija Meikäläinen",
      phone: "+358501234567",
      emailAddress: "maija@example.fi",
      isGuardianHasSameAddress: true,
    });
  });

  it("requires the address when it is not shared", () => {
    const { streetAddress: _s, zipCode: _z, postOffice: _p, ...noAddress } = guardianWithOwnAddress;
    expect(issues(GuardianSchema.safeParse(noAddress))).toEqual({
      streetAddress: "validation.required",
      zipCode: "validation.zipCode.invalid",
      postOffice: "validation.required",
    });
  });

  it("applies the guardian limits: name 40, street 30, post office 30, phone 20, email 100", () => {
    const result = GuardianSchema.safeParse({
      ...guardianWithOwnAddress,
      name: "x".repeat(41),
      streetAddress: "x".repeat(31),
      postOffice: "x".repeat(31),
    });
    expect(result.error && toValidationDetails(result.error)).toEqual([
      { path: "name", message: "validation.maxLength", values: { n: 40 } },
      { path: "streetAddress", message: "validation.maxLength", values: { n: 30 } },
      { path: "postOffice", message: "validation.maxLength", values: { n: 30 } },
    ]);
    const atLimits = {
      ...guardianWithOwnAddress,
      name: "x".repeat(40),
      streetAddress: "x".repeat(30),
      postOffice: "x".repeat(30),
      phone: "+3581012345678901", // 17 characters: too long for a user, fine for a guardian
      emailAddress: `${"a".repeat(64)}@${"b".repeat(32)}.fi`,
    };
    expect(GuardianSchema.safeParse(atLimits).success).toBe(true);
  });

  it("requires name, phone, email and the same-address choice", () => {
    expect(issues(GuardianSchema.safeParse({ isGuardianHasSameAddress: true }))).toEqual({
      name: "validation.required",
      phone: "validation.phone.invalid",
      emailAddress: "validation.email.invalid",
    });
    expect(issues(GuardianSchema.safeParse({ ...guardianWithOwnAddress, isGuardianHasSameAddress: "yes" }))).toEqual({
      isGuardianHasSameAddress: "validation.invalidValue",
    });
  });
});

describe("BookingContactSchema", () => {
  const valid = {
    streetAddress: "Aleksanterinkatu 10",
    postalCode: "00170",
    postOffice: "Helsinki",
    emailAddress: "matti@example.fi",
    phoneNumber: "+358 40 123 4567",
  };

  it("accepts and normalises", () => {
    expect(BookingContactSchema.parse(valid)).toEqual({ ...valid, phoneNumber: "+358401234567" });
  });

  it("applies street 2–30, zip 5 digits, post office 2–30 and valid contact details", () => {
    expect(
      issues(
        BookingContactSchema.safeParse({
          streetAddress: "x".repeat(31),
          postalCode: "0017",
          postOffice: "H",
          emailAddress: "matti@xn--esimerkki.fi",
          phoneNumber: "0800 12345",
        }),
      ),
    ).toEqual({
      streetAddress: "validation.maxLength",
      postalCode: "validation.zipCode.invalid",
      postOffice: "validation.minLength",
      emailAddress: "validation.email.invalid",
      phoneNumber: "validation.phone.invalid",
    });
  });
});

describe("createAnonymousReservationSchema", () => {
  const valid = {
    firstName: " Matti ",
    lastName: "Meikäläinen",
    phone: "040 123 4567",
    emailAddress: "matti@example.fi",
    ssn: "131052-308t",
    termsAccepted: true,
  };

  it("accepts and normalises a complete form outside the binding window", () => {
    expect(createAnonymousReservationSchema({ withinBindingWindow: false }).parse(valid)).toEqual({
      ...valid,
      bindingAcknowledged: false,
      firstName: "Matti",
      phone: "+358401234567",
      ssn: "131052-308T",
    });
  });

  it("uses the spec's field messages", () => {
    const schema = createAnonymousReservationSchema({ withinBindingWindow: false });
    expect(
      issues(
        schema.safeParse({
          firstName: "  ",
          lastName: "",
          phone: "12345",
          emailAddress: "matti",
          ssn: "131052-308A",
          termsAccepted: false,
        }),
      ),
    ).toEqual({
      firstName: "validation.firstName.required",
      lastName: "validation.lastName.required",
      phone: "validation.phone.invalid",
      emailAddress: "validation.email.invalid",
      ssn: "validation.identityCode.invalid",
      termsAccepted: "validation.termsOfUse.required",
    });
  });

  it("reports missing fields with the same messages", () => {
    expect(issues(createAnonymousReservationSchema({ withinBindingWindow: false }).safeParse({}))).toEqual({
      firstName: "validation.firstName.required",
      lastName: "validation.lastName.required",
      phone: "validation.phone.invalid",
      emailAddress: "validation.email.invalid",
      ssn: "validation.identityCode.invalid",
      termsAccepted: "validation.termsOfUse.required",
    });
  });

  it("requires the binding acknowledgement only inside the binding window", () => {
    const inside = createAnonymousReservationSchema({ withinBindingWindow: true });
    expect(issues(inside.safeParse(valid))).toEqual({ bindingAcknowledged: "validation.bindingReservation.required" });
    expect(issues(inside.safeParse({ ...valid, bindingAcknowledged: false }))).toEqual({
      bindingAcknowledged: "validation.bindingReservation.required",
    });
    expect(inside.safeParse({ ...valid, bindingAcknowledged: true }).success).toBe(true);

    const outside = createAnonymousReservationSchema({ withinBindingWindow: false });
    expect(outside.safeParse({ ...valid, bindingAcknowledged: false }).success).toBe(true);
  });

  it("follows the development-code setting", () => {
    const devCode = { ...valid, ssn: "010190-1AB2" };
    expect(createAnonymousReservationSchema({ withinBindingWindow: false }).safeParse(devCode).success).toBe(true);
    expect(
      issues(
        createAnonymousReservationSchema({ withinBindingWindow: false, allowDevelopmentCodes: false }).safeParse(devCode),
      ),
    ).toEqual({ ssn: "validation.identityCode.invalid" });
  });

  it("limits names to 50 characters", () => {
    const result = createAnonymousReservationSchema({ withinBindingWindow: false }).safeParse({
      ...valid,
      lastName: "x".repeat(51),
    });
    expect(result.error && toValidationDetails(result.error)).toEqual([
      { path: "lastName", message: "validation.maxLength", values: { n: 50 } },
    ]);
  });
});
