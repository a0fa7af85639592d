import { TEST_NOW } from "#tests/clock";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { directCompensationPermits } from "#server/db/schema";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { APPLICATION_LIFETIME_MS, GRANTED_PERMIT_DAYS, createDemoInsurers } from "./demo-insurers";
import { returnUrl } from "./demo-insurer-pages";

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const customer = (key: "emily" | "johan" | "aino") => ({ identityCode: personaIdentityCode(requirePersona(key)) });
const today = helsinkiCalendarDate(TEST_NOW);

describe("demo insurers", () => {
  it("LähiTapiola: Emily has a health policy and one permit valid today; Aino neither", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => TEST_NOW });
    expect(await insurers.lahiTapiolaPolicyCheck(customer("emily"), today)).toEqual({ hasHealthcarePolicy: true });
    expect(await insurers.lahiTapiolaPolicyCheck(customer("aino"), today)).toEqual({ hasHealthcarePolicy: false });
    const permits = await insurers.lahiTapiolaPermits(customer("emily"), { lang: "en", on: today });
    expect(permits).toEqual([{ symptom: "Nilkan nyrjähdys", bodyPart: "Oikea nilkka", validTo: expect.any(String), contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    // Valid to (inclusive) the permit's last day, not after it.
    expect(await insurers.lahiTapiolaPermits(customer("emily"), { lang: "en", on: permits[0]!.validTo })).toHaveLength(1);
    expect(await insurers.lahiTapiolaPermits(customer("emily"), { lang: "en", on: "2999-01-01" })).toEqual([]);
    expect(await insurers.lahiTapiolaPermits({ identityCode: "150685-902J" }, { lang: "fi", on: today })).toEqual([]);
  });

  it("Pohjola: Johan's OP insurance is found from its start on, Emily has none", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => TEST_NOW });
    expect(await insurers.pohjolaCheck(customer("johan"), today)).toEqual({ hasInsurance: true });
    expect(await insurers.pohjolaCheck(customer("johan"), "2000-01-01")).toEqual({ hasInsurance: false });
    expect(await insurers.pohjolaCheck(customer("emily"), today)).toEqual({ hasInsurance: false });
  });

  it("takes a permit application by a one-time id without the identity code in the URL, and grants it once", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => TEST_NOW });
    const url = await insurers.lahiTapiolaApplyPermitUrl(customer("emily"), { returnPath: "/en/available-appointments/insurance/5", lang: "en", channel: "w" });
    expect(url).toMatch(/^\/api\/dev\/insurers\/lahitapiola\/apply-permit\?application=[\w-]+&lang=en&channel=w$/);
    expect(url).not.toContain(customer("emily").identityCode);
    const id = new URL(url, "http://x").searchParams.get("application")!;
    expect(insurers.findApplication(id)).toMatchObject({ returnPath: "/en/available-appointments/insurance/5", lang: "en" });
    expect(await insurers.decideApplication(id, "allow")).toEqual({ returnPath: "/en/available-appointments/insurance/5", status: "directcompensationallowed" });
    expect(await insurers.decideApplication(id, "allow")).toBeNull();
    const permits = await insurers.lahiTapiolaPermits(customer("emily"), { lang: "en", on: today });
    expect(permits).toHaveLength(2);
    expect(permits[0]).toMatchObject({ symptom: "Alaselän kipu", bodyPart: "Alaselkä" });
    const validTo = new Date(`${permits[0]!.validTo}T12:00:00Z`).getTime() - new Date(`${today}T12:00:00Z`).getTime();
    expect(validTo / 86_400_000).toBe(GRANTED_PERMIT_DAYS);
    await database.db.delete(directCompensationPermits).where(eq(directCompensationPermits.contentHash, permits[0]!.contentHash));
  });

  it("denies a customer without the health policy, and passes cancel and error through", async () => {
    const insurers = createDemoInsurers(database.db, { now: () => TEST_NOW });
    const start = async (key: "aino" | "emily") =>
      new URL(await insurers.lahiTapiolaApplyPermitUrl(customer(key), { returnPath: "/fi", lang: "fi", channel: "w" }), "http://x").searchParams.get("application")!;
    expect(await insurers.decideApplication(await start("aino"), "allow")).toEqual({ returnPath: "/fi", status: "directcompensationdenied" });
    expect(await insurers.decideApplication(await start("emily"), "deny")).toEqual({ returnPath: "/fi", status: "directcompensationdenied" });
    expect(await insurers.decideApplication(await start("emily"), "cancel")).toEqual({ returnPath: "/fi", status: "cancel" });
    expect(await insurers.decideApplication(await start("emily"), "error")).toEqual({ returnPath: "/fi", status: "error" });
    expect(await insurers.lahiTapiolaPermits(customer("emily"), { lang: "en", on: today })).toHaveLength(1);
  });

  it("forgets an application after its lifetime", async () => {
    let now = TEST_NOW;
    const insurers = createDemoInsurers(database.db, { now: () => now });
    const url = await insurers.lahiTapiolaApplyPermitUrl(customer("emily"), { returnPath: "/fi", lang: "fi", channel: "w" });
    const id = new URL(url, "http://x").searchParams.get("application")!;
    now = new Date(now.getTime() + APPLICATION_LIFETIME_MS + 1);
    expect(insurers.findApplication(id)).toBeNull();
    expect(await insurers.decideApplication(id, "allow")).toBeNull();
  });

  it("sends the customer back with referrer and status, keeping the path's own query", () => {
    expect(returnUrl("/en/x?a=1", "cancel")).toBe("/en/x?a=1&referrer=lahitapiola&status=cancel");
    expect(returnUrl("/fi/y?status=old", "error")).toBe("/fi/y?status=error&referrer=lahitapiola");
  });
});
