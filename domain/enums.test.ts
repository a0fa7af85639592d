import { describe, expect, it } from "vitest";
import {
  HEALTH_CARE_TYPES,
  INSURERS,
  INSURER_CONCEPT_CODES,
  INVOICE_LIST_STATUSES,
  INVOICE_LIST_STATUS_OF,
  LANGUAGES,
  LISTABLE_INVOICE_STATUSES,
  LOCATION_TYPES,
  PICKABLE_INSURERS,
  REIMBURSEMENT_OPTIONS,
  SELF_CHECK_IN_STATUSES,
  insurerConceptCode,
  isOneOf,
} from "./enums";
import * as enums from "./enums";

describe("enums", () => {
  it("hold the spec's values", () => {
    expect(HEALTH_CARE_TYPES).toEqual(["private", "occupational", "insurance", "kela65"]);
    expect(LANGUAGES).toEqual(["fi", "sv", "en"]);
    expect(SELF_CHECK_IN_STATUSES).toContain("onlyAtReception");
    expect(LOCATION_TYPES).toContain("physicalLocation");
    expect(INSURERS).toHaveLength(15);
    expect(REIMBURSEMENT_OPTIONS).toEqual(["PAY_AND_REIMBURSE", "COMPANY_REIMBURSEMENT", "USE_REIMBURSEMENT"]);
  });

  it("have no duplicates", () => {
    for (const [name, value] of Object.entries(enums)) {
      if (Array.isArray(value)) expect(new Set(value).size, name).toBe(value.length);
    }
  });

  it("map every listable invoice status onto a UI status", () => {
    for (const status of LISTABLE_INVOICE_STATUSES) {
      expect(INVOICE_LIST_STATUSES).toContain(INVOICE_LIST_STATUS_OF[status]);
    }
    expect(new Set(Object.values(INVOICE_LIST_STATUS_OF)).size).toBe(INVOICE_LIST_STATUSES.length);
  });

  it("offer only If, LahiTapiola, Pohjola (OP) and Other in the picker", () => {
    expect(PICKABLE_INSURERS).toEqual(["IF", "LAHITAPIOLA", "OP", "OTHER"]);
    for (const insurer of PICKABLE_INSURERS) expect(INSURERS).toContain(insurer);
  });

  it("isOneOf narrows unknown values", () => {
    expect(isOneOf(LANGUAGES, "sv")).toBe(true);
    expect(isOneOf(LANGUAGES, "SV")).toBe(false);
    expect(isOneOf(LANGUAGES, 1)).toBe(false);
    expect(isOneOf(LANGUAGES, undefined)).toBe(false);
  });
});

describe("insurer concept codes", () => {
  it("match the spec", () => {
    expect(insurerConceptCode("IF", "USE_REIMBURSEMENT")).toBe("90157");
    expect(insurerConceptCode("IF", "COMPANY_REIMBURSEMENT")).toBe("758236");
    expect(insurerConceptCode("IF", "PAY_AND_REIMBURSE")).toBe("758236");
    expect(insurerConceptCode("OP", "PAY_AND_REIMBURSE")).toBe("999503");
    expect(insurerConceptCode("LAHITAPIOLA", "USE_REIMBURSEMENT")).toBe("90021");
  });

  it("are null where none is defined", () => {
    expect(insurerConceptCode("OP", "USE_REIMBURSEMENT")).toBeNull();
    expect(insurerConceptCode("OTHER", "PAY_AND_REIMBURSE")).toBeNull();
    expect(insurerConceptCode("FENNIA", "USE_REIMBURSEMENT")).toBeNull();
    expect(Object.keys(INSURER_CONCEPT_CODES).sort()).toEqual(["IF", "LAHITAPIOLA", "OP"]);
  });
});
