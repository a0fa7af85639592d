import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { EMPTY_INSURER_CHOICE, INSURER_KEYS, type InsurerChoiceValue } from "#domain/insurers";
import type { FeatureFlag } from "#domain/session-state";
import { auditEvents } from "#server/db/schema";
import type { InsurerGateway } from "#server/integrations/insurers/insurers";
import { createDemoInsurers } from "#server/integrations/insurers/demo-insurers";
import { actorOf, patientIdOf } from "#server/modules/profile/test-sessions";
import { useTestDatabase } from "#tests/db/test-database";
import {
  checkLahiTapiolaPolicy,
  checkPohjolaInsurance,
  listLahiTapiolaPermits,
  loadInsurerChoiceContext,
  startLahiTapiolaPermitApplication,
  validateInsurerChoice,
} from "./insurer-service";

const NOW = TEST_NOW;
const TODAY = helsinkiCalendarDate(NOW);
const database = useTestDatabase({ demoDataNow: NOW });
const FLOW: FeatureFlag[] = ["lahitapiola-insurance-flow"];

const failing: InsurerGateway = {
  lahiTapiolaPolicyCheck: () => Promise.reject(new Error("insurer down")),
  lahiTapiolaPermits: () => Promise.reject(new Error("insurer down")),
  lahiTapiolaApplyPermitUrl: () => Promise.reject(new Error("insurer down")),
  pohjolaCheck: () => Promise.reject(new Error("insurer down")),
};

async function input(key: "emily" | "aino" | "venla" | "eetu" | "johan", { actingRole = "self" as "self" | "guardian", features = FLOW } = {}) {
  const patientId = await patientIdOf(database.db, key);
  return { patientId, actingRole, features, now: NOW, actor: actorOf({ patientId, actingPatientId: patientId }) };
}

const choice = (patch: Partial<InsurerChoiceValue>): InsurerChoiceValue => ({ ...EMPTY_INSURER_CHOICE, ...patch });

describe("loadInsurerChoiceContext", () => {
  it("has the LähiTapiola flow with the feature flag, and marks a minor acting alone as underage", async () => {
    expect(await loadInsurerChoiceContext(database.db, await input("emily"))).toEqual({ lahiTapiolaFlow: true, underageCustomer: false });
    expect(await loadInsurerChoiceContext(database.db, await input("emily", { features: [] }))).toEqual({ lahiTapiolaFlow: false, underageCustomer: false });
    expect(await loadInsurerChoiceContext(database.db, await input("venla"))).toEqual({ lahiTapiolaFlow: true, underageCustomer: true });
    // A guardian acting for the child may consent for them.
    expect(await loadInsurerChoiceContext(database.db, await input("eetu", { actingRole: "guardian" }))).toEqual({ lahiTapiolaFlow: true, underageCustomer: false });
    expect(await loadInsurerChoiceContext(database.db, { patientId: 999_999_999, actingRole: "self", features: FLOW, now: NOW })).toBeNull();
  });
});

describe("LähiTapiola calls", () => {
  it("policy check: found for Emily, not for Aino, underage for Venla, error when the insurer fails", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => NOW });
    expect(await checkLahiTapiolaPolicy(database.db, insurers, await input("emily"))).toEqual({ type: "success", hasHealthcarePolicy: true });
    expect(await checkLahiTapiolaPolicy(database.db, insurers, await input("aino"))).toEqual({ type: "success", hasHealthcarePolicy: false });
    expect(await checkLahiTapiolaPolicy(database.db, insurers, await input("venla"))).toEqual({ type: "underageCustomer" });
    expect(await checkLahiTapiolaPolicy(database.db, failing, await input("emily"))).toEqual({ type: "error" });
    const emily = await patientIdOf(database.db, "emily");
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "insurance-policy"), eq(auditEvents.actingForPatientId, emily)));
    expect(audit).toHaveLength(1);
  });

  it("permits: Emily's permit; underage and error as above", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => NOW });
    const result = await listLahiTapiolaPermits(database.db, insurers, { ...(await input("emily")), lang: "en" });
    expect(result).toMatchObject({ type: "success", directCompensationPermits: [{ symptom: "Nilkan nyrjähdys", bodyPart: "Oikea nilkka" }] });
    expect(await listLahiTapiolaPermits(database.db, insurers, { ...(await input("venla")), lang: "fi" })).toEqual({ type: "underageCustomer" });
    expect(await listLahiTapiolaPermits(database.db, failing, { ...(await input("emily")), lang: "fi" })).toEqual({ type: "error" });
  });

  it("apply permit: the insurer's address, or underage / error", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => NOW });
    const returnPath = "/en/available-appointments/insurance/1";
    const started = await startLahiTapiolaPermitApplication(database.db, insurers, { ...(await input("emily")), lang: "en", returnPath });
    expect(started).toMatchObject({ type: "redirect", url: expect.stringMatching(/^\/api\/dev\/insurers\/lahitapiola\/apply-permit\?/) });
    expect(await startLahiTapiolaPermitApplication(database.db, insurers, { ...(await input("venla")), lang: "fi", returnPath })).toEqual({ type: "underageCustomer" });
    expect(await startLahiTapiolaPermitApplication(database.db, failing, { ...(await input("emily")), lang: "fi", returnPath })).toEqual({ type: "error" });
  });
});

describe("checkPohjolaInsurance", () => {
  it("finds Johan's OP insurance on the day, not Emily's; error when Pohjola fails", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => NOW });
    const johan = await input("johan");
    expect(await checkPohjolaInsurance(database.db, insurers, { patientId: johan.patientId, date: TODAY, actor: johan.actor })).toEqual({ type: "success", hasInsurance: true });
    const emily = await input("emily");
    expect(await checkPohjolaInsurance(database.db, insurers, { patientId: emily.patientId, date: TODAY, actor: emily.actor })).toEqual({ type: "success", hasInsurance: false });
    expect(await checkPohjolaInsurance(database.db, failing, { patientId: emily.patientId, date: TODAY, actor: emily.actor })).toEqual({ type: "error" });
    expect(await checkPohjolaInsurance(database.db, insurers, { patientId: 999_999_999, date: TODAY, actor: emily.actor })).toEqual({ type: "customerNotFound" });
  });
});

describe("validateInsurerChoice", () => {
  const insurers = () => createDemoInsurers(database.db, { now: () => NOW });
  const validate = async (key: "emily" | "aino" | "venla" | "johan", value: unknown, options: { features?: FeatureFlag[]; gateway?: InsurerGateway; appointmentDate?: string } = {}) =>
    validateInsurerChoice(database.db, options.gateway ?? insurers(), {
      ...(await input(key, { features: options.features ?? FLOW })),
      appointmentDate: options.appointmentDate ?? TODAY,
      choice: value,
    });

  it("accepts If use-reimbursement with the direct-compensation consent: concept 90157 and a description", async () => {
    const result = await validate("aino", choice({ insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT", consent: true, conceptCode: "90157" }));
    expect(result).toMatchObject({ type: "success", insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT", conceptCode: "90157", dcpContentHash: null });
    expect((result as { description: string }).description).toMatch(/^Asiakkaan valitsema vakuutusyhtiö \d{2}\.\d{2}\.\d{4}: If, suorakorvaus$/);
  });

  it("refuses If without an option, or use-reimbursement without consent", async () => {
    expect(await validate("aino", choice({ insurer: "IF" }))).toEqual({
      type: "ValidationError",
      details: [{ path: "reimbursementOption", message: INSURER_KEYS.reimbursementRequired }],
    });
    expect(await validate("aino", choice({ insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT" }))).toEqual({
      type: "ValidationError",
      details: [{ path: "consent", message: INSURER_KEYS.directCompensationConsentRequired }],
    });
  });

  it("refuses a concept code or option that does not follow from the choice", async () => {
    expect(await validate("aino", choice({ insurer: "IF", reimbursementOption: "COMPANY_REIMBURSEMENT", conceptCode: "90157" }))).toEqual({
      type: "ValidationError",
      details: [{ path: "conceptCode", message: "validation.invalidValue" }],
    });
    expect(await validate("aino", choice({ insurer: "OTHER", reimbursementOption: "USE_REIMBURSEMENT" }))).toEqual({
      type: "ValidationError",
      details: [{ path: "reimbursementOption", message: "validation.invalidValue" }],
    });
    expect(await validate("aino", { insurer: "FENNIA" })).toMatchObject({ type: "ValidationError", details: [{ path: "insurer", message: INSURER_KEYS.insurerRequired }] });
  });

  it("accepts Emily's LähiTapiola permit (90021 + its hash) valid on the appointment day, and refuses a foreign or expired one", async () => {
    const permits = await listLahiTapiolaPermits(database.db, insurers(), { ...(await input("emily")), lang: "fi" });
    const permit = (permits as { directCompensationPermits: { contentHash: string; validTo: string }[] }).directCompensationPermits[0]!;
    const value = choice({ insurer: "LAHITAPIOLA", consent: true, lahiTapiolaStatus: "insurance_found_with_permits", dcpContentHash: permit.contentHash });
    const result = await validate("emily", value);
    expect(result).toMatchObject({ type: "success", reimbursementOption: "USE_REIMBURSEMENT", conceptCode: "90021", dcpContentHash: permit.contentHash });
    expect((result as { description: string }).description).toContain("LähiTapiola, suorakorvaus, suorakorvauslupa: Nilkan nyrjähdys, Oikea nilkka, voimassa");
    const permitError = { type: "ValidationError", details: [{ path: "dcpContentHash", message: INSURER_KEYS.permitNotValid }] };
    expect(await validate("aino", value)).toEqual(permitError);
    expect(await validate("emily", value, { appointmentDate: "2999-01-01" })).toEqual(permitError);
  });

  it("LähiTapiola without the flag, or for an underage customer, is pay-and-reimburse without concept or permit", async () => {
    const value = choice({ insurer: "LAHITAPIOLA", consent: true, lahiTapiolaStatus: "insurance_found_with_permits", dcpContentHash: "abc" });
    expect(await validate("emily", value, { features: [] })).toMatchObject({ type: "success", reimbursementOption: "PAY_AND_REIMBURSE", conceptCode: null, dcpContentHash: null });
    expect(await validate("venla", choice({ insurer: "LAHITAPIOLA" }))).toMatchObject({ type: "success", conceptCode: null });
    expect(await validate("venla", { ...value, conceptCode: "90021" })).toMatchObject({ type: "ValidationError", details: [{ path: "conceptCode" }] });
    expect(await validate("emily", choice({ insurer: "LAHITAPIOLA" }))).toEqual({
      type: "ValidationError",
      details: [{ path: "consent", message: INSURER_KEYS.lahiTapiolaConsentRequired }],
    });
  });

  it("Pohjola: concept 999503; a check the page made is made again and noted", async () => {
    expect(await validate("johan", choice({ insurer: "OP" }))).toMatchObject({ type: "success", conceptCode: "999503", reimbursementOption: "PAY_AND_REIMBURSE" });
    const found = await validate("johan", choice({ insurer: "OP", pohjolaStatus: "found" }));
    expect((found as { description: string }).description).toMatch(/Pohjola \(OP\), asiakas maksaa ja hakee korvauksen, vakuutus löytyi Pohjolasta$/);
    const claimed = await validate("emily", choice({ insurer: "OP", pohjolaStatus: "found" }));
    expect((claimed as { description: string }).description).toMatch(/vakuutusta ei löytynyt Pohjolasta$/);
    expect(await validate("johan", choice({ insurer: "OP", pohjolaStatus: "found" }), { gateway: failing })).toEqual({ type: "error" });
  });

  it("Other: no option and no concept", async () => {
    const result = await validate("aino", choice({ insurer: "OTHER" }));
    expect(result).toMatchObject({ type: "success", reimbursementOption: null, conceptCode: null });
    expect((result as { description: string }).description).toMatch(/: Muu vakuutusyhtiö$/);
  });
});
