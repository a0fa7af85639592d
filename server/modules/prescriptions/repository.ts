import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { prescriptionRenewalItems, prescriptionRenewalRequests, prescriptions } from "#server/db/schema";

// The acting patient's prescriptions, one statement on prescriptions_patient_id_issued_date_idx.
// Every function takes the acting patient id and filters by it.

export type PrescriptionRow = Awaited<ReturnType<typeof findPrescriptions>>[number];

export async function countPrescriptions(db: DatabaseOrTransaction, actingPatientId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(prescriptions).where(eq(prescriptions.patientId, actingPatientId));
  return row?.total ?? 0;
}

/** The patient's prescriptions, newest issued first; a window of them with `limit` and `offset`. */
export async function findPrescriptions(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit = null, offset = 0 }: { limit?: number | null; offset?: number } = {},
) {
  const query = db
    .select({
      id: prescriptions.id,
      medicineName: prescriptions.medicineName,
      strength: prescriptions.strength,
      issuedDate: prescriptions.issuedDate,
      isRenewable: prescriptions.isRenewable,
      medicineType: prescriptions.medicineType,
      packageUnit: prescriptions.packageUnit,
      packageSize: prescriptions.packageSize,
      packageCount: prescriptions.packageCount,
      treatmentLength: prescriptions.treatmentLength,
      treatmentLengthUnit: prescriptions.treatmentLengthUnit,
      totalAmount: prescriptions.totalAmount,
      dosageGuide: prescriptions.dosageGuide,
      usageGuide: prescriptions.usageGuide,
    })
    .from(prescriptions)
    .where(eq(prescriptions.patientId, actingPatientId))
    .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
}

/** The patient's prescriptions among `ids` (someone else's are simply not returned). */
export async function findPrescriptionsByIds(db: DatabaseOrTransaction, actingPatientId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: prescriptions.id,
      medicineName: prescriptions.medicineName,
      strength: prescriptions.strength,
      isRenewable: prescriptions.isRenewable,
      medicineType: prescriptions.medicineType,
      issuedDate: prescriptions.issuedDate,
    })
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, actingPatientId), inArray(prescriptions.id, [...ids])));
}

/** Whether any of the patient's prescriptions is renewable. */
export async function hasRenewablePrescription(db: DatabaseOrTransaction, actingPatientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, actingPatientId), eq(prescriptions.isRenewable, true)))
    .limit(1);
  return row !== undefined;
}

/** Stores a renewal request and its per-medicine answers; returns the request id. */
export async function insertRenewalRequest(
  db: DatabaseOrTransaction,
  request: { patientId: number; requestedByPatientId: number | null; otherMedicines: string; threadId: number; createdAt: Date },
  items: readonly { prescriptionId: number; reason: string; isMedicineFinished: boolean; hasSideEffects: boolean; followUp: string | null }[],
): Promise<number> {
  const [row] = await db.insert(prescriptionRenewalRequests).values(request).returning({ id: prescriptionRenewalRequests.id });
  if (!row) throw new Error("Renewal request insert returned nothing");
  await db.insert(prescriptionRenewalItems).values(items.map((item) => ({ ...item, requestId: row.id })));
  return row.id;
}

/** Every renewal item of the patient's requests with its request's time, newest request first. */
export async function findRenewalItems(db: DatabaseOrTransaction, actingPatientId: number) {
  return db
    .select({
      prescriptionId: prescriptionRenewalItems.prescriptionId,
      decision: prescriptionRenewalItems.decision,
      decidedAt: prescriptionRenewalItems.decidedAt,
      requestedAt: prescriptionRenewalRequests.createdAt,
    })
    .from(prescriptionRenewalItems)
    .innerJoin(prescriptionRenewalRequests, eq(prescriptionRenewalRequests.id, prescriptionRenewalItems.requestId))
    .where(eq(prescriptionRenewalRequests.patientId, actingPatientId))
    .orderBy(desc(prescriptionRenewalRequests.createdAt), desc(prescriptionRenewalRequests.id));
}
