import { TEST_NOW } from "#tests/clock";
import { eq } from "drizzle-orm";
import { prescriptionValidUntil } from "#domain/prescription-renewal";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { listPrescriptions } from "./service";

// The prescriptions list over the demo data (spec part 2 §2, §3): only the patient's own, newest
// first, every field, renewable and not, audited.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

async function input(key: PersonaKey, requestId = "test") {
  const id = await patientIdOf(key);
  return { actingPatientId: id, actor: { actorPatientId: id, actingForPatientId: id, address: "127.0.0.1", requestId } };
}

describe("listPrescriptions", () => {
  it("lists the patient's prescriptions newest first with every field", async () => {
    const listed = await listPrescriptions(database.db, await input("aino"));
    expect(listed.map((item) => item.medicineName)).toEqual(["Amoksisilliini", "Levotyroksiini", "Ibuprofeeni", "Hydrokortisoni", "Salbutamoli"]);
    expect(listed.find((item) => item.medicineName === "Levotyroksiini")).toMatchObject({
      strength: "100 mikrog",
      isRenewable: true,
      medicineType: "tabletti",
      packageUnit: "kpl",
      packageSize: 100,
      packageCount: 3,
      treatmentLength: 1,
      treatmentLengthUnit: "year",
      totalAmount: "3 x 100 kpl",
      dosageGuide: "1 tabletti aamulla tyhjään mahaan",
      usageGuide: "Kilpirauhasen vajaatoimintaan",
    });
    expect(listed.find((item) => item.medicineName === "Ibuprofeeni")).toMatchObject({ isRenewable: false, treatmentLength: null, treatmentLengthUnit: null });
  });

  it("gives each its last day of validity and its latest renewal request's state (Aino asked to renew levothyroxine)", async () => {
    const listed = await listPrescriptions(database.db, await input("aino"));
    const levothyroxine = listed.find((item) => item.medicineName === "Levotyroksiini")!;
    expect(levothyroxine.validUntil).toBe(prescriptionValidUntil(levothyroxine.issuedDate));
    expect(levothyroxine.renewal).toMatchObject({ status: "requested" });
    expect(levothyroxine.renewal?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed.find((item) => item.medicineName === "Salbutamoli")?.renewal).toBeNull();
    // Jari's or anyone else's requests never show on Johan's list.
    expect((await listPrescriptions(database.db, await input("johan"))).every((item) => item.renewal === null)).toBe(true);
  });

  it("never lists another patient's prescriptions, and gives none to a patient without", async () => {
    const johan = await listPrescriptions(database.db, await input("johan"));
    expect(johan.map((item) => item.medicineName)).toEqual(["Amlodipin"]);
    expect(await listPrescriptions(database.db, await input("mikko"))).toEqual([]);
  });

  it("audits the list and each prescription", async () => {
    const listed = await listPrescriptions(database.db, await input("aino", "prescriptions-audit"));
    const rows = await database.db.select({ entity: auditEvents.entity, entityId: auditEvents.entityId }).from(auditEvents).where(eq(auditEvents.requestId, "prescriptions-audit")).orderBy(auditEvents.id);
    expect(rows).toEqual([
      { entity: "prescription-list", entityId: null },
      ...listed.map((item) => ({ entity: "prescription", entityId: String(item.id) })),
    ]);
  });
});
