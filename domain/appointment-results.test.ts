import { describe, expect, it } from "vitest";
import { adulthoodDate, checkInConsentResult } from "./appointment-results";

describe("adulthoodDate", () => {
  it("is the 18th birthday, 1 March for those born on 29 February", () => {
    expect(adulthoodDate("2007-05-20")).toBe("2025-05-20");
    expect(adulthoodDate("2008-02-29")).toBe("2026-03-01");
  });
});

describe("checkInConsentResult", () => {
  const at = (iso: string) => new Date(iso);

  it("asks a child's form when a minor has none", () => {
    expect(checkInConsentResult({ birthDate: "2015-06-01", patientDataConsentFormUpdated: null }, at("2025-06-01T10:00:00Z"))).toBe(
      "confidentialityFormNotFilled",
    );
    expect(checkInConsentResult({ birthDate: "2015-06-01", patientDataConsentFormUpdated: at("2020-01-01T10:00:00Z") }, at("2025-06-01T10:00:00Z"))).toBeNull();
  });

  it("asks an adult's form when there is none, or only one saved before the 18th birthday (Helsinki days)", () => {
    const birthDate = "2007-05-20";
    const now = at("2025-06-01T10:00:00Z");
    expect(checkInConsentResult({ birthDate, patientDataConsentFormUpdated: null }, now)).toBe("confidentialityFormNotFilledAsAdult");
    // 19.5.2025 23:30 Helsinki is the day before the birthday.
    expect(checkInConsentResult({ birthDate, patientDataConsentFormUpdated: at("2025-05-19T20:30:00Z") }, now)).toBe("confidentialityFormNotFilledAsAdult");
    // 20.5.2025 00:30 Helsinki is the birthday itself.
    expect(checkInConsentResult({ birthDate, patientDataConsentFormUpdated: at("2025-05-19T21:30:00Z") }, now)).toBeNull();
  });

  it("counts adulthood from the birthday's start in Helsinki", () => {
    const birthDate = "2007-05-20";
    expect(checkInConsentResult({ birthDate, patientDataConsentFormUpdated: null }, at("2025-05-19T20:59:00Z"))).toBe("confidentialityFormNotFilled");
    expect(checkInConsentResult({ birthDate, patientDataConsentFormUpdated: null }, at("2025-05-19T21:00:00Z"))).toBe("confidentialityFormNotFilledAsAdult");
  });
});
