import { describe, expect, it } from "vitest";
import {
  GuardianPhoneSchema,
  SmsCodeSchema,
  SmsLoginPhoneSchema,
  UserPhoneSchema,
  isSmsCodeDigit,
  isValidFinnishPhoneNumber,
  isValidSmsLoginPhone,
  normalisePhoneNumber,
} from "./phone";

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe("normalisePhoneNumber", () => {
  it("turns the trunk 0 into +358 and removes spaces", () => {
    expect(normalisePhoneNumber("040 123 4567")).toBe("+358401234567");
    expect(normalisePhoneNumber(" +358 40 123 4567 ")).toBe("+358401234567");
    expect(normalisePhoneNumber("09\u00a01234\t567")).toBe("+35891234567");
  });

  it("leaves other input alone for validation to judge", () => {
    expect(normalisePhoneNumber("+46 70 123 45 67")).toBe("+46701234567");
    expect(normalisePhoneNumber("040-1234567")).toBe("+35840-1234567");
    expect(normalisePhoneNumber("")).toBe("");
  });
});

describe("isValidFinnishPhoneNumber", () => {
  it.each([
    "+358401234567",
    "0401234567",
    "040 123 4567",
    "0451234567",
    "04571234567", // 10-digit NSN
    "0501234567",
    "050 12345", // short old mobile number, NSN 7
    "091234567", // Helsinki
    "09 123 45", // national form has 7 digits
    "021234567", // Turku
    "0131234567", // Joensuu
    "0181234567", // Åland
    "0101234567", // corporate 010
    "0201234567", // corporate 020
    "0295123456", // government 029
    "0751234567", // corporate 075
    "+358 9 1234", // 5 digits in national form, the minimum
  ])("accepts %s", (number) => {
    expect(isValidFinnishPhoneNumber(number)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["401234567", "no +358 or 0"],
    ["358401234567", "country code without plus"],
    ["+46701234567", "another country"],
    ["+3580401234567", "trunk 0 kept after +358"],
    ["00358401234567", "international prefix"],
    ["0800123456", "freephone"],
    ["0600123456", "premium rate"],
    ["0700123456", "premium rate"],
    ["0100123456", "service number"],
    ["0200123456", "service number"],
    ["0300123456", "service number"],
    ["0112", "short code range"],
    ["0118123456", "directory services"],
    ["0121234567", "unallocated"],
    ["040123", "mobile too short"],
    ["040123456789", "mobile too long"],
    ["0912", "fewer than 5 digits"],
    [`09${"1".repeat(19)}`, "more than 20 digits"],
    ["040-1234567", "hyphen"],
    ["(09) 1234567", "parentheses"],
    ["+358 40 123 456a", "letter"],
  ])("refuses %j (%s)", (number) => {
    expect(isValidFinnishPhoneNumber(number)).toBe(false);
  });

  it("counts 20 digits in national form as the maximum", () => {
    expect(isValidFinnishPhoneNumber(`09${"1".repeat(18)}`)).toBe(true);
  });
});

describe("UserPhoneSchema and GuardianPhoneSchema", () => {
  it("output the normalised number", () => {
    expect(UserPhoneSchema.parse("040 123 4567")).toBe("+358401234567");
    expect(GuardianPhoneSchema.parse("+358 50 123 4567")).toBe("+358501234567");
  });

  it("limit the normalised length to 15 (user) and 20 (guardian) with the limit in the issue", () => {
    const long = "0101234567890"; // +35810 1234567890 → 16 characters
    const user = UserPhoneSchema.safeParse(long);
    expect(messages(user)).toEqual(["validation.maxLength"]);
    expect(user.error?.issues[0]).toMatchObject({ code: "too_big", maximum: 15 });
    expect(GuardianPhoneSchema.parse(long)).toBe("+358101234567890");
    const guardian = GuardianPhoneSchema.safeParse("0101234567890123456");
    expect(guardian.error?.issues[0]).toMatchObject({ message: "validation.maxLength", maximum: 20 });
  });

  it("counts spaces out before the length check", () => {
    expect(UserPhoneSchema.parse("+358 10 123 456 789")).toBe("+35810123456789");
  });

  it.each(["", "   ", "0800123456", "abc", 401234567, undefined])("refuses %j as an invalid phone", (input) => {
    expect(messages(UserPhoneSchema.safeParse(input))).toEqual(["validation.phone.invalid"]);
  });
});

describe("SMS login", () => {
  it.each(["+358401234567", "040 123 4567", " 123456 ", "+123456", "12345678901234567890"])(
    "accepts %j",
    (number) => {
      expect(isValidSmsLoginPhone(number)).toBe(true);
      expect(SmsLoginPhoneSchema.safeParse(number).success).toBe(true);
    },
  );

  it.each(["", "12345", "+12345", "++123456", "040-1234567", "123456+", "phone"])("refuses %j", (number) => {
    expect(isValidSmsLoginPhone(number)).toBe(false);
    expect(messages(SmsLoginPhoneSchema.safeParse(number))).toEqual(["validation.phone.invalid"]);
  });

  it("outputs the number without whitespace", () => {
    expect(SmsLoginPhoneSchema.parse(" +358 40 123 4567 ")).toBe("+358401234567");
  });

  it("accepts only the digits 0-9 as code input", () => {
    for (const digit of "0123456789") expect(isSmsCodeDigit(digit)).toBe(true);
    for (const other of ["", "a", " ", "-", "12", "٣", "²", "+"]) expect(isSmsCodeDigit(other)).toBe(false);
  });

  it("SmsCodeSchema takes exactly four digits", () => {
    expect(SmsCodeSchema.parse("0123")).toBe("0123");
    for (const bad of ["123", "12345", "12a4", " 1234"]) {
      expect(messages(SmsCodeSchema.safeParse(bad))).toEqual(["validation.invalidValue"]);
    }
  });
});
