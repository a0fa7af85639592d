import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { SQL } from "drizzle-orm";
import type { PatientListValues } from "#server/db/json-reads";
import {
  findLatestPrescriptions,
  type LatestPrescriptionJson,
  latestPrescriptionsJson,
  type RenewalDecisionsValues,
  renewalDecisionCountSql,
} from "./summary-repository";

export type { LatestPrescriptionJson, RenewalDecisionsValues };

/** A prescription as a summary list shows it (front page). */
export interface PrescriptionSummary {
  id: number;
  medicineName: string;
  strength: string;
  medicineType: string;
  issuedDate: CalendarDate;
  isRenewable: boolean;
}

export interface PrescriptionSummaries {
  prescriptions: PrescriptionSummary[];
  /**
   * Whether renewal is offered at all: the renewal service is available and at least one of the
   * patient's prescriptions (not only the ones listed) is renewable.
   */
  canRenewPrescriptions: boolean;
}

/**
 * The acting patient's latest prescriptions, newest first. Renewal requests travel as customer
 * conversations (spec part 2 §7), so `renewalAvailable` is false when customer messaging is not
 * allowed. Only prescriptions of `actingPatientId` are ever returned.
 */
export async function listPrescriptionSummaries(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit, renewalAvailable }: { limit: number; renewalAvailable: boolean },
): Promise<PrescriptionSummaries> {
  return prescriptionSummariesOf(await findLatestPrescriptions(db, actingPatientId, { limit }), { renewalAvailable });
}

/** The same read as an SQL expression giving a json array, for a statement that reads several modules' data at once (the front page, decision 422). */
export function prescriptionSummariesExpression(values: PatientListValues): SQL {
  return latestPrescriptionsJson(values);
}

/** The summaries of what `prescriptionSummariesExpression` read. */
export function prescriptionSummariesOf(rows: readonly LatestPrescriptionJson[], { renewalAvailable }: { renewalAvailable: boolean }): PrescriptionSummaries {
  const renewableCount = rows[0]?.renewableCount ?? 0;
  return {
    prescriptions: rows.map(({ renewableCount: _count, ...prescription }) => prescription),
    canRenewPrescriptions: renewalAvailable && renewableCount > 0,
  };
}

/**
 * How many renewal decisions (renewed or declined, per medicine) the acting patient has had since
 * `since`, as an SQL expression (the front page's one statement, decision 422).
 */
export function renewalDecisionCountExpression(values: RenewalDecisionsValues): SQL {
  return renewalDecisionCountSql(values);
}
