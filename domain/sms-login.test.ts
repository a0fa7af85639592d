import { describe, expect, it } from "vitest";
import { PinSchema, maskPhoneNumber } from "./sms-login";

describe("PinSchema", () => {
  it("accepts exactly four digits", () => {
    expect(PinSchema.parse({ pin: "0123" })).toEqual({ pin: "0123" });
    for (const pin of ["123", "12345", "12a4", " 1234", "１２３４", 1234, null]) {
      expect(PinSchema.safeParse({ pin }).success, String(pin)).toBe(false);
    }
  });
});

describe("maskPhoneNumber", () => {
  it("shows the country code, two leading and two trailing digits of a Finnish number", () => {
    expect(maskPhoneNumber("+358401234501")).toBe("+358 40 *** **01");
    expect(maskPhoneNumber("+358 50 123 4567")).toBe("+358 50 *** **67");
  });

  it("shows only the last two digits of any other number", () => {
    expect(maskPhoneNumber("+46701234567")).toBe("*** **67");
    expect(maskPhoneNumber("")).toBe("*** **");
  });
});
