import { type SQL, and, desc, eq, gte, sql } from "drizzle-orm";
import { type JsonRow, jsonRows, type PatientListValues, preparedPatientList, queryBuilder, type RowOf } from "#server/db/json-reads";
import type { Bound } from "#server/db/prepared-queries";
import { prescriptionRenewalItems, prescriptionRenewalRequests, prescriptions } from "#server/db/schema";

// The acting patient's latest prescriptions for summaries (front page), in one query on
// prescriptions_patient_id_issued_date_idx. A window count tells how many of all the patient's
// prescriptions are renewable, so the renewal rule needs no second query. The front page reads
// both reads here beside the other sections in one statement (decision 422).

const LATEST_PRESCRIPTION_FIELDS = {
  id: prescriptions.id,
  medicineName: prescriptions.medicineName,
  strength: prescriptions.strength,
  medicineType: prescriptions.medicineType,
  issuedDate: prescriptions.issuedDate,
  isRenewable: prescriptions.isRenewable,
  /** Over all of the patient's prescriptions: the window is computed before the limit. */
  renewableCount: sql<number>`(count(*) filter (where ${prescriptions.isRenewable}) over ())::int`,
};

function latestPrescriptionsQuery({ patientId, limit }: PatientListValues) {
  return queryBuilder
    .select(LATEST_PRESCRIPTION_FIELDS)
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id))
    .limit(limit);
}

/** A prescription as `latestPrescriptionsJson` gives it. */
export type LatestPrescriptionJson = JsonRow<RowOf<ReturnType<typeof latestPrescriptionsQuery>>>;

/** The patient's latest prescriptions, newest first, as a json array of LatestPrescriptionJson. */
export function latestPrescriptionsJson(values: PatientListValues): SQL {
  return jsonRows(latestPrescriptionsQuery(values), Object.keys(LATEST_PRESCRIPTION_FIELDS));
}

export const findLatestPrescriptions = preparedPatientList<LatestPrescriptionJson>(latestPrescriptionsJson);

export interface RenewalDecisionsValues {
  patientId: Bound<number>;
  since: Bound<Date>;
}

/**
 * How many medicines of the patient's renewal requests the care team has decided on since `since`
 * (prescription_renewal_requests_patient_id_idx), as an SQL expression.
 */
export function renewalDecisionCountSql({ patientId, since }: RenewalDecisionsValues): SQL {
  return sql`${queryBuilder
    .select({ count: sql<number>`count(*)::int` })
    .from(prescriptionRenewalItems)
    .innerJoin(prescriptionRenewalRequests, eq(prescriptionRenewalRequests.id, prescriptionRenewalItems.requestId))
    .where(and(eq(prescriptionRenewalRequests.patientId, patientId), gte(prescriptionRenewalItems.decidedAt, since)))}`;
}
