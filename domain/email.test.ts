import { describe, expect, it } from "vitest";
import { GuardianEmailSchema, UserEmailSchema, isValidEmailAddress, stripControlCharacters } from "./email";

describe("isValidEmailAddress", () => {
  it.each([
    "matti.meikalainen@example.fi",
    "m@example.com",
    "first.last+tag@sub.example.co.uk",
    "o'hara@example.org",
    "USER_name-1@Example-Domain.FI",
    `${"a".repeat(64)}@example.fi`,
    `x@${"d".repeat(63)}.fi`,
  ])("accepts %s", (address) => {
    expect(isValidEmailAddress(address)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["plainaddress", "no @"],
    ["@example.fi", "no local part"],
    ["matti@", "no domain"],
    ["matti@@example.fi", "double @"],
    ["a@b@example.fi", "two mailboxes"],
    ["matti meikalainen@example.fi", "space in local part"],
    ["matti@exam ple.fi", "space in domain"],
    ["matti@example.fi, maija@example.fi", "a list"],
    ["Matti <matti@example.fi>", "display name"],
    ['"matti"@example.fi', "quoted local part"],
    [".matti@example.fi", "leading dot"],
    ["matti.@example.fi", "trailing dot"],
    ["mat..ti@example.fi", "consecutive dots"],
    [`${"a".repeat(65)}@example.fi`, "local part over 64"],
    ["matti@localhost", "single label"],
    ["matti@example.f", "one-letter TLD"],
    ["matti@example.123", "numeric TLD"],
    ["matti@example.fi.", "trailing dot in domain"],
    ["matti@-example.fi", "label starts with hyphen"],
    ["matti@example-.fi", "label ends with hyphen"],
    ["matti@exa_mple.fi", "underscore in domain"],
    [`x@${"d".repeat(64)}.fi`, "label over 63"],
    ["matti@xn--mnnist-bua.fi", "punycode domain"],
    ["matti@mail.XN--p1ai", "punycode TLD"],
    ["matti@männistö.fi", "Unicode domain"],
    ["mätti@example.fi", "Unicode local part"],
  ])("refuses %j (%s)", (address) => {
    expect(isValidEmailAddress(address)).toBe(false);
  });
});

describe("stripControlCharacters", () => {
  it("removes C0, DEL and C1 characters and keeps the rest", () => {
    expect(stripControlCharacters("ma\u0000tti\u0007@exa\u007Fmple.fi\u0085\n")).toBe("matti@example.fi");
    expect(stripControlCharacters("männistö@example.fi")).toBe("männistö@example.fi");
  });
});

describe("UserEmailSchema and GuardianEmailSchema", () => {
  it("strip control characters and trim before validating", () => {
    expect(UserEmailSchema.parse("  matti@example.fi\r\n")).toBe("matti@example.fi");
    expect(UserEmailSchema.parse("mat\u0000ti@example.fi")).toBe("matti@example.fi");
  });

  it("limit the user address to 78 characters and the guardian address to 100", () => {
    const at78 = `${"a".repeat(64)}@${"b".repeat(10)}.fi`; // 64 + 1 + 13 = 78
    const at79 = `${"a".repeat(64)}@${"b".repeat(11)}.fi`;
    expect(at78).toHaveLength(78);
    expect(UserEmailSchema.safeParse(at78).success).toBe(true);
    const tooLong = UserEmailSchema.safeParse(at79);
    expect(tooLong.error?.issues).toEqual([expect.objectContaining({ message: "validation.maxLength", maximum: 78 })]);
    expect(GuardianEmailSchema.safeParse(at79).success).toBe(true);

    const at100 = `${"a".repeat(64)}@${"b".repeat(32)}.fi`;
    expect(at100).toHaveLength(100);
    expect(GuardianEmailSchema.safeParse(at100).success).toBe(true);
    expect(GuardianEmailSchema.safeParse(`${"a".repeat(64)}@${"b".repeat(33)}.fi`).error?.issues[0]).toMatchObject({
      message: "validation.maxLength",
      maximum: 100,
    });
  });

  it.each(["", "  ", "\u0000", "not an email", "a@xn--bcher-kva.fi", 42, undefined])(
    "refuses %j with the email key",
    (input) => {
      const result = UserEmailSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["validation.email.invalid"]);
    },
  );
});
