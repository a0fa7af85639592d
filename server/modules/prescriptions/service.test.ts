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
  return { actingPatientId: id, actor: { actorPatientId: id, actingForPatientId: id, address: "127.0.0.1", requestId }, run: { first: 1, last: 1 } };
}

describe("listPrescriptions", () => {
  it("lists the patient's prescriptions newest first with every field", async () => {
    const { items: listed } = await listPrescriptions(database.db, await input("aino"));
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
    const { items: listed } = await listPrescriptions(database.db, await input("aino"));
    const levothyroxine = listed.find((item) => item.medicineName === "Levotyroksiini")!;
    expect(levothyroxine.validUntil).toBe(prescriptionValidUntil(levothyroxine.issuedDate));
    expect(levothyroxine.renewal).toMatchObject({ status: "requested" });
    expect(levothyroxine.renewal?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed.find((item) => item.medicineName === "Salbutamoli")?.renewal).toBeNull();
    // Jari's or anyone else's requests never show on Johan's list.
    expect((await listPrescriptions(database.db, await input("johan"))).items.every((item) => item.renewal === null)).toBe(true);
  });

  it("never lists another patient's prescriptions, and gives none to a patient without", async () => {
    const johan = (await listPrescriptions(database.db, await input("johan"))).items;
    expect(johan.map((item) => item.medicineName)).toEqual(["Amlodipin"]);
    expect((await listPrescriptions(database.db, await input("mikko"))).items).toEqual([]);
  });

  it("audits a view as one event naming the prescriptions shown (decision 305)", async () => {
    const { items: listed } = await listPrescriptions(database.db, await input("aino", "prescriptions-audit"));
    const rows = await database.db
      .select({ entity: auditEvents.entity, entityId: auditEvents.entityId, shownIds: auditEvents.shownIds })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, "prescriptions-audit"));
    expect(rows).toEqual([{ entity: "prescription-list", entityId: null, shownIds: { prescription: listed.map((item) => item.id) } }]);
  });

  it("pages by the run asked for (decision 306)", async () => {
    const all = (await listPrescriptions(database.db, { ...(await input("aino")), pageSize: 50 })).items.map((item) => item.id);
    const second = await listPrescriptions(database.db, { ...(await input("aino")), pageSize: 2, run: { first: 2, last: 2 } });
    expect(second.items.map((item) => item.id)).toEqual(all.slice(2, 4));
    expect(second).toMatchObject({ run: { first: 2, last: 2 }, pageCount: 3, total: 5 });
    const more = await listPrescriptions(database.db, { ...(await input("aino")), pageSize: 2, run: { first: 1, last: 3 } });
    expect(more.items.map((item) => item.id)).toEqual(all);
  });
});
