import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ArrivalReasonSchema } from "./appointment-actions";
import {
  BookingContactSchema,
  ContactInfoSchema,
  GuardianSchema,
  PersonNameSchema,
  ZipCodeSchema,
  createAnonymousReservationSchema,
} from "./contact-info";
import { GuardianEmailSchema, UserEmailSchema } from "./email";
import { createIdentityCodeSchema } from "./identity-code-inputs";
import { SsnEndPartSchema } from "./appointment-actions";
import { AttachmentReferenceSchema, NewThreadSchema } from "./messaging-inputs";
import { GuardianPhoneSchema, SmsCodeSchema, SmsLoginPhoneSchema, UserPhoneSchema } from "./phone";
import { PrescriptionRenewalSchema } from "./prescription-renewal-inputs";
import { questionnaireAnswersSchema } from "./questionnaire";
import { ALL_VALIDATION_KEYS, VALIDATION_KEYS, isValidationKey } from "./validation-keys";

const QuestionnaireAnswersSchema = questionnaireAnswersSchema([
  {
    questions: [
      { id: "choice", type: "choice", required: true, options: [{ value: "a" }] },
      { id: "many", type: "multipleChoice", required: false, options: [{ value: "a" }] },
      { id: "count", type: "number", required: false, integer: true, min: 0, max: 5 },
      { id: "size", type: "number", required: true, min: 0, max: 5 },
      { id: "scale", type: "scale", required: true, min: 0, max: 10 },
      { id: "day", type: "date", required: false },
      { id: "text", type: "text", required: true, maxLength: 10 },
    ],
  },
]);

const SCHEMAS: Record<string, z.ZodType> = {
  ArrivalReasonSchema,
  BookingContactSchema,
  ContactInfoSchema,
  GuardianSchema,
  PersonNameSchema,
  ZipCodeSchema,
  AnonymousReservationSchema: createAnonymousReservationSchema({ withinBindingWindow: true }),
  GuardianEmailSchema,
  UserEmailSchema,
  IdentityCodeSchema: createIdentityCodeSchema(),
  ProductionIdentityCodeSchema: createIdentityCodeSchema({ allowDevelopmentCodes: false }),
  SsnEndPartSchema,
  NewThreadSchema,
  GuardianPhoneSchema,
  SmsCodeSchema,
  SmsLoginPhoneSchema,
  UserPhoneSchema,
  PrescriptionRenewalSchema,
  QuestionnaireAnswersSchema,
};

const long = "x".repeat(500);
const GARBAGE: unknown[] = [
  undefined,
  null,
  0,
  -1,
  Number.NaN,
  true,
  "",
  "   ",
  "x",
  long,
  "\u0000",
  [],
  [1, 2],
  {},
  new Date(0),
  // Objects whose every field is wrong, in different ways.
  Object.fromEntries(
    ["emailAddress", "phoneNumber", "language", "streetAddress", "zipCode", "postOffice", "guardians"].map((k) => [k, 1]),
  ),
  {
    emailAddress: long,
    phoneNumber: long,
    phone: long,
    language: long,
    streetAddress: long,
    postalCode: long,
    zipCode: long,
    postOffice: long,
    name: long,
    firstName: long,
    lastName: long,
    ssn: long,
    subject: long,
    message: long,
    termsAccepted: "yes",
    bindingAcknowledged: "yes",
    isGuardianHasSameAddress: false,
    guardians: [{}, { isGuardianHasSameAddress: "no" }, null, {}],
  },
  { guardians: "none", isGuardianHasSameAddress: true, name: 5, phone: [], emailAddress: {} },
];

describe("validation keys", () => {
  it("are unique and all under validation.", () => {
    expect(new Set(ALL_VALIDATION_KEYS).size).toBe(ALL_VALIDATION_KEYS.length);
    for (const key of ALL_VALIDATION_KEYS) expect(key).toMatch(/^validation\.[a-zA-Z.]+$/);
    expect(isValidationKey("validation.required")).toBe(true);
    expect(isValidationKey("Required")).toBe(false);
  });

  it.each(Object.entries(SCHEMAS))("%s reports only catalog keys, whatever it is given", (_name, schema) => {
    for (const input of GARBAGE) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) {
        expect(ALL_VALIDATION_KEYS, `${JSON.stringify(input)} → ${issue.message}`).toContain(issue.message);
      }
    }
  });

  it("are all in use: a sample of bad input produces every one of them", () => {
    const seen = new Set<string>();
    const collect = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues.forEach((issue) => seen.add(issue.message));

    collect(ContactInfoSchema, {
      emailAddress: "bad",
      phoneNumber: "bad",
      language: "de",
      streetAddress: "",
      zipCode: "1",
      postOffice: "H",
      guardians: [{}, {}, {}],
    });
    collect(BookingContactSchema, { streetAddress: long });
    collect(createAnonymousReservationSchema({ withinBindingWindow: true }), { ssn: "bad" });
    collect(SsnEndPartSchema, "bad");
    collect(ArrivalReasonSchema, long);
    collect(NewThreadSchema, {});
    collect(AttachmentReferenceSchema, { key: "k".repeat(43), fileName: "report\u202Efdp.png" });
    collect(PrescriptionRenewalSchema, { items: [{ prescriptionId: 1, reason: "x" }] });
    collect(QuestionnaireAnswersSchema, { count: "x", size: -1, day: "2026-02-30" });
    collect(QuestionnaireAnswersSchema, { size: 6 });

    expect([...seen].sort()).toEqual([...ALL_VALIDATION_KEYS].sort());
    expect(seen.has(VALIDATION_KEYS.guardiansTooMany)).toBe(true);
  });
});
