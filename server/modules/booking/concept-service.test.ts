import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "#server/db/schema";
import { actorOf, patientIdOf } from "#server/modules/profile/test-sessions";
import { useTestDatabase } from "#tests/db/test-database";
import { CONCEPTS } from "./concept-catalog";
import { insertPatientConcept, listPatientConcepts } from "./concept-service";

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const FLOW = ["lahitapiola-insurance-flow"] as const;

async function insert(key: "emily" | "kalle" | "aino", code: string, features: readonly string[] = FLOW) {
  const patientId = await patientIdOf(database.db, key);
  return insertPatientConcept(database.db, {
    patientId,
    code,
    features: features as typeof FLOW,
    actor: actorOf({ patientId, actingPatientId: patientId }),
  });
}

describe("insertPatientConcept (POST /api/concepts)", () => {
  it("adds an insurer's concept with its direct-reimbursement flag and audits it; adding it again is a success", async () => {
    const emily = await patientIdOf(database.db, "emily");
    expect(await insert("emily", "90157")).toEqual({ type: "success" });
    expect(await insert("emily", "90157")).toEqual({ type: "success" });
    expect(await insert("emily", "999503")).toEqual({ type: "success" });
    const concepts = await listPatientConcepts(database.db, { patientId: emily, actor: actorOf({ patientId: emily, actingPatientId: emily }) });
    expect(concepts).toEqual([
      { code: "90157", directReimbursementAllowed: true },
      { code: "999503", directReimbursementAllowed: false },
    ]);
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient-concept"), eq(auditEvents.action, "create"), eq(auditEvents.actingForPatientId, emily))).orderBy(auditEvents.id);
    expect(audit.map((event) => event.entityId)).toEqual(["90157", "90157", "999503"]);
  });

  it("answers conceptNotFound for a code the register does not know", async () => {
    expect(await insert("aino", "123456")).toEqual({ type: "conceptNotFound" });
  });

  it("answers conceptOnlineUpdateNotAllowed for a clinic-only concept and for LähiTapiola's code without the flag", async () => {
    const clinicOnly = CONCEPTS.find((concept) => !concept.onlineUpdateAllowed)!;
    expect(await insert("aino", clinicOnly.code)).toEqual({ type: "conceptOnlineUpdateNotAllowed" });
    expect(await insert("aino", "90021", [])).toEqual({ type: "conceptOnlineUpdateNotAllowed" });
    expect(await insert("aino", "90021")).toEqual({ type: "success" });
  });

  it("answers customerDeniedAccess without the patient data consent (Kalle)", async () => {
    expect(await insert("kalle", "90157")).toEqual({ type: "customerDeniedAccess" });
  });

  it("answers customerNotFound for a patient that does not exist (the route answers a person without a record)", async () => {
    const actor = actorOf({ patientId: null, actingPatientId: null });
    expect(await insertPatientConcept(database.db, { patientId: 999_999_999, code: "90157", features: FLOW, actor })).toEqual({ type: "customerNotFound" });
  });

  it("knows every insurer concept code of the spec", () => {
    for (const code of ["90157", "758236", "999503", "90021"]) {
      expect(CONCEPTS.find((concept) => concept.code === code)?.onlineUpdateAllowed, code).toBe(true);
    }
  });
});
