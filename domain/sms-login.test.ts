import { describe, expect, it } from "vitest";
import {
  MFA_STATUSES,
  MfaOnboardingStartSchema,
  MfaOnboardingVerifySchema,
  type MfaStatus,
  MfaToggleSchema,
  PinSchema,
  SmsLoginFormSchema,
  maskPhoneNumber,
  mfaStatusOf,
  offersOnboarding,
} from "./sms-login";

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

describe("mfaStatusOf (spec part 1 §3 MFA status)", () => {
  const now = new Date("2026-11-24T08:00:00Z");
  const base = { mfaFeature: true, smsLoginEnabled: false, verifiedPhone: null, blockedUntil: null, now };
  const later = new Date("2026-11-24T09:00:00Z");

  it("gives every status of the spec", () => {
    expect(mfaStatusOf({ ...base, mfaFeature: false, smsLoginEnabled: true, verifiedPhone: "+358401234502" })).toEqual({ status: "environment-has-mfa-disabled" });
    expect(mfaStatusOf({ ...base, smsLoginEnabled: true, verifiedPhone: "+358401234502" })).toEqual({ status: "enabled", phoneNumber: "+358401234502" });
    expect(mfaStatusOf({ ...base, blockedUntil: later })).toEqual({ status: "too-many-onboarding-attempts", nextAttempt: later.toISOString() });
    expect(mfaStatusOf({ ...base, smsLoginEnabled: true })).toEqual({ status: "user-wants-to-enable-mfa" });
    expect(mfaStatusOf(base)).toEqual({ status: "user-has-no-verified-mfa-device" });
  });

  it("does not let a block touch a login that works, and forgets a block that has ended", () => {
    expect(mfaStatusOf({ ...base, smsLoginEnabled: true, verifiedPhone: "+358401234502", blockedUntil: later })).toMatchObject({ status: "enabled" });
    expect(mfaStatusOf({ ...base, smsLoginEnabled: true, blockedUntil: later })).toMatchObject({ status: "too-many-onboarding-attempts" });
    expect(mfaStatusOf({ ...base, blockedUntil: now })).toEqual({ status: "user-has-no-verified-mfa-device" });
  });

  it("offers the onboarding only while SMS login has no confirmed phone and nothing blocks it", () => {
    expect(MFA_STATUSES.filter((status) => offersOnboarding({ status } as MfaStatus))).toEqual(["user-has-no-verified-mfa-device", "user-wants-to-enable-mfa"]);
  });
});

describe("onboarding and toggle schemas", () => {
  it("takes a phone of an optional + and at least six digits, whitespace removed", () => {
    expect(MfaOnboardingStartSchema.parse({ phoneNumber: " +358 40 123 " })).toEqual({ phoneNumber: "+35840123" });
    expect(MfaOnboardingStartSchema.safeParse({ phoneNumber: "12345" }).success).toBe(false);
    expect(MfaOnboardingStartSchema.safeParse({ phoneNumber: "++123456" }).success).toBe(false);
  });

  it("takes exactly four digits as the code and enable or disable as the action", () => {
    expect(MfaOnboardingVerifySchema.safeParse({ challengeResponseFromUser: "0042" }).success).toBe(true);
    expect(MfaOnboardingVerifySchema.safeParse({ challengeResponseFromUser: "042" }).success).toBe(false);
    expect(MfaToggleSchema.safeParse({ action: "enable" }).success).toBe(true);
    expect(MfaToggleSchema.safeParse({ action: "on" }).success).toBe(false);
  });

  it("tells the form posts apart by intent", () => {
    expect(SmsLoginFormSchema.parse({ intent: "send-code", phoneNumber: "040 123 4567" })).toEqual({ intent: "send-code", phoneNumber: "0401234567" });
    expect(SmsLoginFormSchema.safeParse({ intent: "verify-code", challengeResponseFromUser: "12" }).success).toBe(false);
    expect(SmsLoginFormSchema.parse({ intent: "toggle", action: "disable" })).toEqual({ intent: "toggle", action: "disable" });
  });
});
