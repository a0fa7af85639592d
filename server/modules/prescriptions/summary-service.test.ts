import { TEST_NOW } from "#tests/clock";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { prescriptions } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { listPrescriptionSummaries } from "./summary-service";
import { patientIdOf as personaPatientId } from "#tests/db/personas";

const database = useTestDatabase({ demoDataNow: TEST_NOW });

const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

describe("listPrescriptionSummaries", () => {
  it("lists only the patient's prescriptions, newest first", async () => {
    const aino = await patientIdOf("aino");
    const { prescriptions: listed } = await listPrescriptionSummaries(database.db, aino, { limit: 10, renewalAvailable: true });
    const own = await database.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.patientId, aino));
    expect(new Set(listed.map((item) => item.id))).toEqual(new Set(own.map((item) => item.id)));
    const dates = listed.map((item) => item.issuedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("allows renewal when any of the patient's prescriptions is renewable, even one not listed", async () => {
    const aino = await patientIdOf("aino");
    const newestOnly = await listPrescriptionSummaries(database.db, aino, { limit: 1, renewalAvailable: true });
    // Aino's newest prescription (the antibiotic course) is not renewable; older ones are.
    expect(newestOnly.prescriptions.map((item) => [item.medicineName, item.isRenewable])).toEqual([["Amoksisilliini", false]]);
    expect(newestOnly.canRenewPrescriptions).toBe(true);
    expect((await listPrescriptionSummaries(database.db, aino, { limit: 1, renewalAvailable: false })).canRenewPrescriptions).toBe(false);
  });

  it("gives a patient without prescriptions nothing to renew", async () => {
    const mikko = await patientIdOf("mikko");
    expect(await listPrescriptionSummaries(database.db, mikko, { limit: 3, renewalAvailable: true })).toEqual({
      prescriptions: [],
      canRenewPrescriptions: false,
    });
  });
});
