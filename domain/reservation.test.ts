import { describe, expect, it } from "vitest";
import { isHealthCareTypeEnabled, isKela65Eligible, isWithinBindingWindow, maskIdentityCode, namesMatch, occupationalConfirmationOf, RESERVATION_VALIDATION_KEYS } from "./reservation";
import { createAnonymousReservationPayloadSchema, createReservationPayloadSchema } from "./reservation-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

const helsinkiNoon = (day: string) => new Date(`${day}T10:00:00Z`);

describe("isWithinBindingWindow", () => {
  const now = new Date("2026-03-01T08:00:00Z");
  it("is true when the start is less than the window away", () => {
    expect(isWithinBindingWindow(new Date("2026-03-02T07:59:59Z"), now, 24)).toBe(true);
    expect(isWithinBindingWindow(new Date("2026-03-02T08:00:00Z"), now, 24)).toBe(false);
    expect(isWithinBindingWindow(new Date("2026-03-03T07:00:00Z"), now, 48)).toBe(true);
  });
});

describe("isKela65Eligible", () => {
  it("needs 65 full years on the Helsinki day of booking", () => {
    expect(isKela65Eligible("1961-03-15", helsinkiNoon("2026-03-15"))).toBe(true);
    expect(isKela65Eligible("1961-03-15", helsinkiNoon("2026-03-14"))).toBe(false);
    expect(isKela65Eligible("1952-01-27", helsinkiNoon("2026-11-23"))).toBe(true);
  });

  it("is never true before the pilot starts on 1 September 2025", () => {
    expect(isKela65Eligible("1950-01-01", helsinkiNoon("2025-08-31"))).toBe(false);
    expect(isKela65Eligible("1950-01-01", helsinkiNoon("2025-09-01"))).toBe(true);
    // 21:30 UTC on 31 August is already 1 September in Helsinki.
    expect(isKela65Eligible("1950-01-01", new Date("2025-08-31T21:30:00Z"))).toBe(true);
  });
});

describe("isHealthCareTypeEnabled", () => {
  it("needs the kela65 flag for kela65 and ohc-appointment-search for occupational", () => {
    expect(isHealthCareTypeEnabled("kela65", [])).toBe(false);
    expect(isHealthCareTypeEnabled("kela65", ["kela65"])).toBe(true);
    expect(isHealthCareTypeEnabled("occupational", ["kela65"])).toBe(false);
    expect(isHealthCareTypeEnabled("occupational", ["ohc-appointment-search"])).toBe(true);
    expect(isHealthCareTypeEnabled("private", [])).toBe(true);
    expect(isHealthCareTypeEnabled("insurance", [])).toBe(true);
  });
});

describe("occupationalConfirmationOf", () => {
  it("maps the specialty lists to the confirmations, TPSG being referral only", () => {
    expect(occupationalConfirmationOf("TPSG")).toBe("referralOnly");
    expect(occupationalConfirmationOf("GYN")).toBe("doctorReferral");
    expect(occupationalConfirmationOf("FYS")).toBe("referral");
    expect(occupationalConfirmationOf("INFL")).toBeNull();
    expect(occupationalConfirmationOf("YL")).toBe("contractOnly");
  });
});

describe("maskIdentityCode", () => {
  it("keeps the birth date and century sign and hides the personal part", () => {
    expect(maskIdentityCode("140386-246K")).toBe("140386-****");
    expect(maskIdentityCode("090417A5815")).toBe("090417A****");
  });
});

describe("namesMatch", () => {
  const stored = { firstName: "Aino Maria", lastName: "Virtanen-Koski" };
  it("ignores case, spaces and hyphens, and accepts one of several first names", () => {
    expect(namesMatch({ firstName: " aino ", lastName: "VIRTANEN KOSKI" }, stored)).toBe(true);
    expect(namesMatch({ firstName: "Maria", lastName: "Virtanen-Koski" }, stored)).toBe(true);
    expect(namesMatch({ firstName: "Aino Maria", lastName: "Virtanen-Koski" }, stored)).toBe(true);
  });
  it("refuses another last name or first name", () => {
    expect(namesMatch({ firstName: "Aino", lastName: "Virtanen" }, stored)).toBe(false);
    expect(namesMatch({ firstName: "Anna", lastName: "Virtanen-Koski" }, stored)).toBe(false);
  });
});

describe("createReservationPayloadSchema", () => {
  const valid = {
    internalOrganization: "adult",
    appointmentId: 12,
    emailAddress: "aino@example.com",
    phone: "040 123 4567",
  };
  const outside = createReservationPayloadSchema({ withinBindingWindow: false, occupationalConfirmation: null });

  it("normalises and fills the defaults", () => {
    expect(outside.parse({ ...valid, appointmentId: "12" })).toEqual({
      internalOrganization: "adult",
      appointmentId: 12,
      healthCareType: "private",
      description: "",
      emailAddress: "aino@example.com",
      phone: "+358401234567",
      conceptCode: null,
      dcpContentHash: null,
      insurerChoice: null,
      bindingAcknowledged: false,
      occupationalConfirmed: false,
    });
  });

  it("refuses malformed concept codes, content hashes and health care types", () => {
    const result = outside.safeParse({ ...valid, conceptCode: "90157; drop", dcpContentHash: "<x>", healthCareType: "vip" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["healthCareType", "conceptCode", "dcpContentHash"]);
  });

  it("requires the binding acknowledgement inside the window and the occupational confirmation when asked", () => {
    const strict = createReservationPayloadSchema({ withinBindingWindow: true, occupationalConfirmation: "referralOnly" });
    const result = strict.safeParse(valid);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["bindingAcknowledged", VALIDATION_KEYS.bindingReservationRequired],
      ["occupationalConfirmed", RESERVATION_VALIDATION_KEYS.occupationalConfirmationRequired],
    ]);
    expect(strict.safeParse({ ...valid, bindingAcknowledged: true, occupationalConfirmed: true }).success).toBe(true);
  });
});

describe("createAnonymousReservationPayloadSchema", () => {
  it("adds the appointment and the brand to the anonymous form's fields", () => {
    const schema = createAnonymousReservationPayloadSchema({ withinBindingWindow: false });
    const parsed = schema.parse({
      internalOrganization: "kids",
      appointmentId: 7,
      firstName: "Mikko",
      lastName: "Nieminen",
      ssn: "300684-173e",
      phone: "0401234504",
      emailAddress: "mikko@example.com",
      termsAccepted: true,
    });
    expect(parsed).toMatchObject({ internalOrganization: "kids", appointmentId: 7, ssn: "300684-173E", phone: "+358401234504" });
    expect(schema.safeParse({ internalOrganization: "other", appointmentId: 0 }).error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(["internalOrganization", "appointmentId", "termsAccepted"]),
    );
  });
});
