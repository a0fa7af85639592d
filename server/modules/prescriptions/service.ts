import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, type AuditEntry, recordAudit } from "#server/modules/audit/audit-service";
import { findPrescriptions } from "./repository";

// The prescriptions list of the acting patient (spec part 2 §2 "Prescriptions", §3
// "Prescription"). Reads are audited as "prescription-list" and one "prescription" each.

export const TREATMENT_LENGTH_UNITS = ["day", "week", "month", "year"] as const;
export type TreatmentLengthUnit = (typeof TREATMENT_LENGTH_UNITS)[number];

/** A prescription as the list shows it: exactly the spec's fields. */
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
}

function unitOf(value: string | null): TreatmentLengthUnit | null {
  return TREATMENT_LENGTH_UNITS.find((unit) => unit === value) ?? null;
}

/** Every prescription of the patient, newest issued first; only `actingPatientId`'s. */
export async function listPrescriptions(
  db: DatabaseOrTransaction,
  { actingPatientId, actor }: { actingPatientId: number; actor: AuditActor },
): Promise<Prescription[]> {
  const rows = await findPrescriptions(db, actingPatientId);
  await recordAudit(
    db,
    actor,
    { action: "read", entity: "prescription-list" },
    ...rows.map((row): AuditEntry => ({ action: "read", entity: "prescription", entityId: row.id })),
  );
  return rows.map((row) => {
    const unit = unitOf(row.treatmentLengthUnit);
    return { ...row, treatmentLengthUnit: unit, treatmentLength: unit ? row.treatmentLength : null };
  });
}
