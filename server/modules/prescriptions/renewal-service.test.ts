import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PrescriptionRenewalSchema } from "#domain/prescription-renewal-inputs";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, messages, messagingThreads, prescriptionRenewalItems, prescriptionRenewalRequests, prescriptions } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { canRenewPrescriptions, loadRenewablePrescriptions, sendPrescriptionRenewal } from "./renewal-service";

// Prescription renewal over the demo data (spec part 2 §4, §5, §7): one customer thread titled
// "Reseptin uusimispyyntö" with one message, a request record linking the prescriptions; someone
// else's, missing and non-renewable ids refused alike.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

async function scope(key: PersonaKey, requestId = "test") {
  const id = await patientIdOf(key);
  return { actingPatientId: id, actor: { actorPatientId: id, actingForPatientId: id, address: "127.0.0.1", requestId } };
}

async function prescriptionIds(key: PersonaKey, renewable: boolean) {
  const rows = await database.db
    .select({ id: prescriptions.id, name: prescriptions.medicineName })
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, await patientIdOf(key)), eq(prescriptions.isRenewable, renewable)));
  return rows;
}

function renewalOf(ids: number[]) {
  return PrescriptionRenewalSchema.parse({
    items: ids.map((prescriptionId) => ({ prescriptionId, reason: "Pitkäaikainen lääkitys", isMedicineFinished: "no", amountLeft: "Viikon annos", hasSideEffects: "no" })),
    otherMedicines: "Ei muita",
  });
}

describe("renewal availability and loading", () => {
  it("offers renewal to Aino (a messaging user with renewable prescriptions), not to a patient without prescriptions", async () => {
    expect(await canRenewPrescriptions(database.db, await patientIdOf("aino"))).toBe(true);
    expect(await canRenewPrescriptions(database.db, await patientIdOf("mikko"))).toBe(false);
  });

  it("loads the patient's renewable prescriptions in the address's order, and refuses any other id", async () => {
    const renewable = await prescriptionIds("aino", true);
    const ids = renewable.map((row) => row.id).reverse();
    const loaded = await loadRenewablePrescriptions(database.db, { ...(await scope("aino")), ids });
    expect(loaded?.map((row) => row.id)).toEqual(ids);
    const [johansId] = (await prescriptionIds("johan", true)).map((row) => row.id);
    const [nonRenewable] = (await prescriptionIds("aino", false)).map((row) => row.id);
    expect(await loadRenewablePrescriptions(database.db, { ...(await scope("aino")), ids: [...ids, johansId ?? 0] })).toBeNull();
    expect(await loadRenewablePrescriptions(database.db, { ...(await scope("aino")), ids: [nonRenewable ?? 0] })).toBeNull();
    expect(await loadRenewablePrescriptions(database.db, { ...(await scope("aino")), ids: [999_999] })).toBeNull();
  });
});

describe("sendPrescriptionRenewal", () => {
  it("sends one customer thread titled 'Reseptin uusimispyyntö' with one message and stores the request", async () => {
    const renewable = await prescriptionIds("aino", true);
    const ids = renewable.map((row) => row.id);
    const result = await sendPrescriptionRenewal(database.db, { ...(await scope("aino", "renewal-send")), now: TEST_NOW, renewal: renewalOf(ids) });
    if (result.type !== "success") throw new Error(result.type);
    const [thread] = await database.db.select().from(messagingThreads).where(eq(messagingThreads.id, result.threadId));
    expect(thread).toMatchObject({ title: "Reseptin uusimispyyntö", threadType: "customer", patientId: await patientIdOf("aino") });
    const sent = await database.db.select({ content: messages.content }).from(messages).where(eq(messages.threadId, result.threadId));
    expect(sent).toHaveLength(1);
    for (const row of renewable) expect(sent[0]?.content).toContain(`Lääke: ${row.name}`);
    expect(sent[0]?.content).toContain("Paljonko lääkettä on jäljellä ja milloin se loppuu: Viikon annos");
    const [request] = await database.db.select().from(prescriptionRenewalRequests).where(eq(prescriptionRenewalRequests.id, result.requestId));
    expect(request).toMatchObject({ threadId: result.threadId, otherMedicines: "Ei muita", requestedByPatientId: null });
    const items = await database.db.select().from(prescriptionRenewalItems).where(eq(prescriptionRenewalItems.requestId, result.requestId));
    expect(items.map((row) => row.prescriptionId).sort()).toEqual([...ids].sort());
    expect(items[0]).toMatchObject({ isMedicineFinished: false, hasSideEffects: false, followUp: "Viikon annos" });
    const audit = await database.db.select({ entity: auditEvents.entity, action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.requestId, "renewal-send"));
    expect(audit).toContainEqual({ entity: "prescription-renewal-request", action: "create" });
    expect(audit).toContainEqual({ entity: "messaging-thread", action: "create" });
  });

  it("refuses someone else's prescription, a non-renewable one and a missing one, sending nothing", async () => {
    const before = await database.db.$count(messagingThreads);
    const requestsBefore = await database.db.$count(prescriptionRenewalRequests);
    const [own] = (await prescriptionIds("aino", true)).map((row) => row.id);
    const [johans] = (await prescriptionIds("johan", true)).map((row) => row.id);
    const [nonRenewable] = (await prescriptionIds("aino", false)).map((row) => row.id);
    for (const ids of [[own ?? 0, johans ?? 0], [nonRenewable ?? 0], [999_999]]) {
      const result = await sendPrescriptionRenewal(database.db, { ...(await scope("aino")), now: TEST_NOW, renewal: renewalOf(ids) });
      expect(result).toEqual({ type: "prescriptionNotFound" });
    }
    expect(await database.db.$count(messagingThreads)).toBe(before);
    expect(await database.db.$count(prescriptionRenewalRequests)).toBe(requestsBefore);
  });
});
