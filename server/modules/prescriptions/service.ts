import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { prescriptionValidUntil, type RenewalState } from "#domain/prescription-renewal";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, type AuditEntry, recordAudit } from "#server/modules/audit/audit-service";
import { findPrescriptions, findRenewalItems } from "./repository";

// The prescriptions list of the acting patient (spec part 2 §2 "Prescriptions", §3
// "Prescription"). Reads are audited as "prescription-list" and one "prescription" each.

export const TREATMENT_LENGTH_UNITS = ["day", "week", "month", "year"] as const;
export type TreatmentLengthUnit = (typeof TREATMENT_LENGTH_UNITS)[number];

/** A prescription as the list shows it: the spec's fields, how long it is valid and its renewal (decision 327). */
export interface Prescription {
  id: number;
  medicineName: string;
  strength: string;
  issuedDate: CalendarDate;
  isRenewable: boolean;
  medicineType: string;
  packageUnit: string;
  packageSize: number;
  packageCount: number;
  treatmentLength: number | null;
  treatmentLengthUnit: TreatmentLengthUnit | null;
  totalAmount: string;
  dosageGuide: string;
  usageGuide: string;
  /** The last day it can be dispensed. */
  validUntil: CalendarDate;
  /** Where its latest renewal request stands, if one was sent. */
  renewal: RenewalState;
}

function unitOf(value: string | null): TreatmentLengthUnit | null {
  return TREATMENT_LENGTH_UNITS.find((unit) => unit === value) ?? null;
}

/** Each prescription's latest renewal request: open ("requested") or decided, on the day it happened. */
async function latestRenewals(db: DatabaseOrTransaction, actingPatientId: number): Promise<Map<number, NonNullable<RenewalState>>> {
  const latest = new Map<number, NonNullable<RenewalState>>();
  for (const item of await findRenewalItems(db, actingPatientId)) {
    if (latest.has(item.prescriptionId)) continue;
    const decided = item.decision === "renewed" || item.decision === "declined" ? item.decision : null;
    latest.set(item.prescriptionId, {
      status: decided ?? "requested",
      date: helsinkiCalendarDate(decided && item.decidedAt ? item.decidedAt : item.requestedAt),
    });
  }
  return latest;
}

/** Every prescription of the patient, newest issued first; only `actingPatientId`'s. */
export async function listPrescriptions(
  db: DatabaseOrTransaction,
  { actingPatientId, actor }: { actingPatientId: number; actor: AuditActor },
): Promise<Prescription[]> {
  const [rows, renewals] = await Promise.all([findPrescriptions(db, actingPatientId), latestRenewals(db, actingPatientId)]);
  await recordAudit(
    db,
    actor,
    { action: "read", entity: "prescription-list" },
    ...rows.map((row): AuditEntry => ({ action: "read", entity: "prescription", entityId: row.id })),
  );
  return rows.map((row) => {
    const unit = unitOf(row.treatmentLengthUnit);
    return {
      ...row,
      treatmentLengthUnit: unit,
      treatmentLength: unit ? row.treatmentLength : null,
      validUntil: prescriptionValidUntil(row.issuedDate),
      renewal: renewals.get(row.id) ?? null,
    };
  });
}
