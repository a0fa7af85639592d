import { desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { prescriptions } from "#server/db/schema";

// The acting patient's prescriptions, one statement on prescriptions_patient_id_issued_date_idx.
// Every function takes the acting patient id and filters by it.

export type PrescriptionRow = Awaited<ReturnType<typeof findPrescriptions>>[number];

/** All of the patient's prescriptions, newest issued first. */
export async function findPrescriptions(db: DatabaseOrTransaction, actingPatientId: number) {
  return db
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
    .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id));
}
