import { describe, expect, it } from "vitest";
import { parseNumericId } from "./numeric-id";
import { NumericIdSchema } from "./numeric-id-inputs";

const NOT_IDS = ["", "0", "012", "-3", "1.5", "1e3", "12a", "12 13", "9".repeat(16)];

describe("numeric ids of addresses", () => {
  it("read plain positive integers up to 15 digits", () => {
    expect(parseNumericId("123")).toBe(123);
    expect(parseNumericId("9".repeat(15))).toBe(999_999_999_999_999);
  });

  it("are null for anything else", () => {
    for (const value of [undefined, null, ...NOT_IDS]) expect(parseNumericId(value), String(value)).toBeNull();
  });

  it("parse the same way through the API's schema, with the invalid value message", () => {
    expect(NumericIdSchema.parse("42")).toBe(42);
    for (const value of NOT_IDS) {
      const result = NumericIdSchema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("validation.invalidValue");
    }
  });
});
