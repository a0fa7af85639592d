import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import { prescriptionRenewalItems, prescriptionRenewalRequests, prescriptions } from "#server/db/schema";

// The acting patient's latest prescriptions for summaries (front page), in one query on
// prescriptions_patient_id_issued_date_idx. A window count tells how many of all the patient's
// prescriptions are renewable, so the renewal rule needs no second query.

export type LatestPrescriptionRow = Awaited<ReturnType<typeof findLatestPrescriptions>>[number];

// Both read on every front page view: built once (decision 398).
const latestPrescriptions = preparedQuery((db) =>
  db
    .select({
      id: prescriptions.id,
      medicineName: prescriptions.medicineName,
      strength: prescriptions.strength,
      medicineType: prescriptions.medicineType,
      issuedDate: prescriptions.issuedDate,
      isRenewable: prescriptions.isRenewable,
      /** Over all of the patient's prescriptions: the window is computed before the limit. */
      renewableCount: sql<number>`(count(*) filter (where ${prescriptions.isRenewable}) over ())::int`.mapWith(Number),
    })
    .from(prescriptions)
    .where(eq(prescriptions.patientId, sql.placeholder("patientId")))
    .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id))
    .limit(sql.placeholder("limit")),
);

export function findLatestPrescriptions(db: DatabaseOrTransaction, actingPatientId: number, { limit }: { limit: number }) {
  return latestPrescriptions(db, { patientId: actingPatientId, limit });
}

/** How many medicines of the patient's renewal requests the care team has decided on since `since` (prescription_renewal_requests_patient_id_idx). */
export async function countRenewalDecisionsSince(db: DatabaseOrTransaction, actingPatientId: number, since: Date): Promise<number> {
  const [row] = await renewalDecisionsSince(db, { patientId: actingPatientId, since });
  return row?.count ?? 0;
}

const renewalDecisionsSince = preparedQuery((db) =>
  db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(prescriptionRenewalItems)
    .innerJoin(prescriptionRenewalRequests, eq(prescriptionRenewalRequests.id, prescriptionRenewalItems.requestId))
    .where(and(eq(prescriptionRenewalRequests.patientId, sql.placeholder("patientId")), gte(prescriptionRenewalItems.decidedAt, sql.placeholder("since")))),
);
