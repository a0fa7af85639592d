import { describe, expect, it } from "vitest";
import { EMPTY_INSURER_CHOICE, INSURER_KEYS, type InsurerChoiceContext, type InsurerChoiceValue, canVerifyPohjola, conceptCodeOf, insurerChoiceProblems, isInsurerChoiceComplete, lahiTapiolaResultOf, lahiTapiolaReturnOf, nextPohjolaStatus, normaliseInsurerChoice, reimbursementOptionsFor, statusOfLahiTapiolaReturn, withLahiTapiolaState, withoutLahiTapiolaReturn } from "./insurers";
import { InsurerChoiceSchema } from "./insurer-inputs";

const flowOn: InsurerChoiceContext = { lahiTapiolaFlow: true, underageCustomer: false };
const flowOff: InsurerChoiceContext = { lahiTapiolaFlow: false, underageCustomer: false };
const choice = (patch: Partial<InsurerChoiceValue>): InsurerChoiceValue => ({ ...EMPTY_INSURER_CHOICE, ...patch });

describe("concept codes (spec part 2 §3)", () => {
  it("If use-reimbursement 90157, company and pay-and-reimburse 758236", () => {
    expect(conceptCodeOf(choice({ insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT" }), flowOn)).toBe("90157");
    expect(conceptCodeOf(choice({ insurer: "IF", reimbursementOption: "COMPANY_REIMBURSEMENT" }), flowOn)).toBe("758236");
    expect(conceptCodeOf(choice({ insurer: "IF", reimbursementOption: "PAY_AND_REIMBURSE" }), flowOn)).toBe("758236");
    expect(conceptCodeOf(choice({ insurer: "IF" }), flowOn)).toBeNull();
  });

  it("OP pay-and-reimburse 999503, Other none", () => {
    expect(conceptCodeOf(choice({ insurer: "OP" }), flowOn)).toBe("999503");
    expect(normaliseInsurerChoice(choice({ insurer: "OP" }), flowOn).reimbursementOption).toBe("PAY_AND_REIMBURSE");
    expect(conceptCodeOf(choice({ insurer: "OTHER" }), flowOn)).toBeNull();
    expect(normaliseInsurerChoice(choice({ insurer: "OTHER", reimbursementOption: "USE_REIMBURSEMENT" }), flowOn).reimbursementOption).toBeNull();
  });

  it("LahiTapiola use-reimbursement 90021 only with the feature flag and a chosen permit", () => {
    const withPermit = choice({ insurer: "LAHITAPIOLA", consent: true, dcpContentHash: "abc", lahiTapiolaStatus: "insurance_found_with_permits" });
    expect(normaliseInsurerChoice(withPermit, flowOn)).toMatchObject({ reimbursementOption: "USE_REIMBURSEMENT", conceptCode: "90021" });
    expect(normaliseInsurerChoice(withPermit, flowOff)).toMatchObject({ reimbursementOption: "PAY_AND_REIMBURSE", conceptCode: null });
    expect(normaliseInsurerChoice(choice({ insurer: "LAHITAPIOLA" }), flowOn)).toMatchObject({ conceptCode: null });
  });

  it("offers If three options, LahiTapiola the permit only with the flag, Pohjola one, Other none", () => {
    expect(reimbursementOptionsFor("IF", flowOff)).toEqual(["USE_REIMBURSEMENT", "COMPANY_REIMBURSEMENT", "PAY_AND_REIMBURSE"]);
    expect(reimbursementOptionsFor("LAHITAPIOLA", flowOn)).toEqual(["USE_REIMBURSEMENT", "PAY_AND_REIMBURSE"]);
    expect(reimbursementOptionsFor("LAHITAPIOLA", flowOff)).toEqual(["PAY_AND_REIMBURSE"]);
    expect(reimbursementOptionsFor("OP", flowOn)).toEqual(["PAY_AND_REIMBURSE"]);
    expect(reimbursementOptionsFor("OTHER", flowOn)).toEqual([]);
  });
});

describe("completeness (booking button, spec part 2 §5)", () => {
  it("needs an insurer", () => {
    expect(insurerChoiceProblems(EMPTY_INSURER_CHOICE, flowOn)).toEqual([{ path: "insurer", message: INSURER_KEYS.insurerRequired }]);
  });

  it("needs a reimbursement option for If, and the direct-compensation consent with use-reimbursement", () => {
    expect(insurerChoiceProblems(choice({ insurer: "IF" }), flowOn)).toEqual([
      { path: "reimbursementOption", message: INSURER_KEYS.reimbursementRequired },
    ]);
    expect(insurerChoiceProblems(choice({ insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT" }), flowOn)).toEqual([
      { path: "consent", message: INSURER_KEYS.directCompensationConsentRequired },
    ]);
    expect(isInsurerChoiceComplete(choice({ insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT", consent: true }), flowOn)).toBe(true);
    expect(isInsurerChoiceComplete(choice({ insurer: "IF", reimbursementOption: "COMPANY_REIMBURSEMENT" }), flowOn)).toBe(true);
  });

  it("is complete at once for Pohjola, Other and (without the flag) LahiTapiola", () => {
    expect(isInsurerChoiceComplete(choice({ insurer: "OP" }), flowOn)).toBe(true);
    expect(isInsurerChoiceComplete(choice({ insurer: "OTHER" }), flowOn)).toBe(true);
    expect(isInsurerChoiceComplete(choice({ insurer: "LAHITAPIOLA" }), flowOff)).toBe(true);
  });

  it("LahiTapiola flow: consent first, then one permit, unless the insurer answered that none can be used", () => {
    expect(insurerChoiceProblems(choice({ insurer: "LAHITAPIOLA" }), flowOn)).toEqual([
      { path: "consent", message: INSURER_KEYS.lahiTapiolaConsentRequired },
    ]);
    expect(insurerChoiceProblems(choice({ insurer: "LAHITAPIOLA", consent: true, lahiTapiolaStatus: "insurance_found_with_permits" }), flowOn)).toEqual([
      { path: "dcpContentHash", message: INSURER_KEYS.permitRequired },
    ]);
    expect(insurerChoiceProblems(choice({ insurer: "LAHITAPIOLA", consent: true, lahiTapiolaStatus: "error" }), flowOn)).toHaveLength(1);
    for (const status of ["insurance_not_found", "insurance_found_no_permits", "denied", "canceled"] as const) {
      expect(isInsurerChoiceComplete(choice({ insurer: "LAHITAPIOLA", consent: true, lahiTapiolaStatus: status }), flowOn), status).toBe(true);
    }
    expect(isInsurerChoiceComplete(choice({ insurer: "LAHITAPIOLA" }), { ...flowOn, underageCustomer: true })).toBe(true);
  });
});

describe("LahiTapiola flow", () => {
  it("maps statuses to the spec's result types; underage wins at once", () => {
    const result = (patch: Partial<InsurerChoiceValue>, underageCustomer = false) =>
      lahiTapiolaResultOf(choice(patch), { underageCustomer });
    expect(result({})).toBe("pending");
    expect(result({ lahiTapiolaStatus: "insurance_found_with_permits" })).toBe("pending");
    expect(result({ lahiTapiolaStatus: "insurance_found_with_permits", dcpContentHash: "h" })).toBe("success");
    expect(result({ lahiTapiolaStatus: "insurance_not_found" })).toBe("insuranceNotFound");
    expect(result({ lahiTapiolaStatus: "insurance_found_no_permits" })).toBe("insuranceFoundNoPermit");
    expect(result({ lahiTapiolaStatus: "denied" })).toBe("insuranceFoundNoPermit");
    expect(result({ lahiTapiolaStatus: "canceled" })).toBe("insuranceFoundNoPermit");
    expect(result({ lahiTapiolaStatus: "error" })).toBe("error");
    expect(result({ dcpContentHash: "h" }, true)).toBe("underageCustomer");
  });

  it("reads the insurer's return only with referrer lahitapiola and a known status, and cleans it away", () => {
    expect(lahiTapiolaReturnOf(new URLSearchParams("referrer=lahitapiola&status=cancel"))).toBe("cancel");
    expect(lahiTapiolaReturnOf(new URLSearchParams("referrer=lahitapiola&status=directcompensationallowed"))).toBe("directcompensationallowed");
    expect(lahiTapiolaReturnOf(new URLSearchParams("status=cancel"))).toBeNull();
    expect(lahiTapiolaReturnOf(new URLSearchParams("referrer=lahitapiola&status=ok"))).toBeNull();
    expect(withoutLahiTapiolaReturn("?referrer=lahitapiola&status=cancel&x=1")).toBe("?x=1");
    expect(withoutLahiTapiolaReturn("?referrer=lahitapiola&status=cancel")).toBe("");
    expect(withoutLahiTapiolaReturn("?x=1&state=abc&referrer=lahitapiola&status=cancel")).toBe("?x=1");
    expect(withLahiTapiolaState("/en/available-appointments/insurance/5?x=1#top", "s".repeat(22))).toBe(`/en/available-appointments/insurance/5?x=1&state=${"s".repeat(22)}#top`);
    expect(statusOfLahiTapiolaReturn("directcompensationdenied")).toBe("denied");
    expect(statusOfLahiTapiolaReturn("cancel")).toBe("canceled");
    expect(statusOfLahiTapiolaReturn("error")).toBe("error");
  });
});

describe("Pohjola flow", () => {
  it("goes from unverified to found, not_found or error; found can be cancelled; canceled verifies again or resets", () => {
    expect(nextPohjolaStatus("unverified", { type: "checked", hasInsurance: true })).toBe("found");
    expect(nextPohjolaStatus("unverified", { type: "checked", hasInsurance: false })).toBe("not_found");
    expect(nextPohjolaStatus("unverified", { type: "failed" })).toBe("error");
    expect(nextPohjolaStatus("found", { type: "cancel" })).toBe("canceled");
    expect(nextPohjolaStatus("canceled", { type: "checked", hasInsurance: true })).toBe("found");
    expect(nextPohjolaStatus("canceled", { type: "reset" })).toBe("unverified");
  });

  it("refuses other transitions", () => {
    expect(nextPohjolaStatus("unverified", { type: "cancel" })).toBe("unverified");
    expect(nextPohjolaStatus("found", { type: "reset" })).toBe("found");
    expect(nextPohjolaStatus("found", { type: "checked", hasInsurance: false })).toBe("found");
    expect(canVerifyPohjola("found")).toBe(false);
    expect(canVerifyPohjola("error")).toBe(true);
  });
});

describe("InsurerChoiceSchema", () => {
  it("needs one of the four pickable insurers", () => {
    expect(InsurerChoiceSchema.safeParse({ insurer: null }).error?.issues[0]?.message).toBe(INSURER_KEYS.insurerRequired);
    expect(InsurerChoiceSchema.safeParse({ insurer: "FENNIA" }).error?.issues[0]?.message).toBe(INSURER_KEYS.insurerRequired);
    expect(InsurerChoiceSchema.parse({ insurer: "OTHER" })).toEqual({ ...EMPTY_INSURER_CHOICE, insurer: "OTHER" });
  });

  it("refuses a malformed permit hash", () => {
    expect(InsurerChoiceSchema.safeParse({ insurer: "LAHITAPIOLA", dcpContentHash: "<script>" }).success).toBe(false);
  });
});
