import { TEST_NOW } from "#tests/clock";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, occupationalContracts } from "#server/db/schema";
import { actorOf, patientIdOf } from "#server/modules/profile/test-sessions";
import { useTestDatabase } from "#tests/db/test-database";
import { INFLUENZA_SPECIALTY_ID, loadOccupationalVaccinations } from "./occupational-vaccination-service";

const NOW = TEST_NOW;
const database = useTestDatabase({ demoDataNow: NOW });

async function load(key: "jari" | "aino", brandHasOccupationalCare = true) {
  const patientId = await patientIdOf(database.db, key);
  return loadOccupationalVaccinations(database.db, { patientId, brandHasOccupationalCare, now: NOW, actor: actorOf({ patientId, actingPatientId: patientId }) });
}

describe("loadOccupationalVaccinations", () => {
  it("offers Jari influenza vaccination from his contract, filtered by the influenza specialty, and audits the read", async () => {
    expect(await load("jari")).toEqual({
      status: "ok",
      vaccinations: [{ id: "influenza", allowed: true, specialtyIds: [INFLUENZA_SPECIALTY_ID] }],
    });
    const jari = await patientIdOf(database.db, "jari");
    // (The demo data's professional accesses are in the trail too.)
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "occupational-contract"), isNull(auditEvents.actorProfessionalId)));
    expect(audit).toMatchObject([{ action: "read", actingForPatientId: jari }]);
  });

  it("answers no-occupational-healthcare without a contract, without a patient record and in the children's brand", async () => {
    expect(await load("aino")).toEqual({ status: "no-occupational-healthcare" });
    expect(await load("jari", false)).toEqual({ status: "no-occupational-healthcare" });
    const actor = actorOf({ patientId: null, actingPatientId: null });
    expect(await loadOccupationalVaccinations(database.db, { patientId: null, brandHasOccupationalCare: true, now: NOW, actor })).toEqual({
      status: "no-occupational-healthcare",
    });
  });

  it("marks influenza not allowed when the contract does not include it, and counts only contracts in force", async () => {
    await database.db.update(occupationalContracts).set({ includesInfluenzaVaccination: false }).where(eq(occupationalContracts.contractType, "Comprehensive"));
    expect(await load("jari")).toMatchObject({ status: "ok", vaccinations: [{ allowed: false }] });
    await database.db.update(occupationalContracts).set({ validUntil: "2000-01-01" }).where(eq(occupationalContracts.contractType, "Comprehensive"));
    expect(await load("jari")).toEqual({ status: "no-occupational-healthcare" });
  });
});
