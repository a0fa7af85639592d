import type { CalendarDate } from "#domain/helsinki-time";
import { clampPageRun, type PagedList, type PageRun, pageCountOf, PRESCRIPTION_PAGE_SIZE, rowWindowOf } from "#domain/list-paging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";
import { countPrescriptions, findPrescriptions } from "./repository";

// The prescriptions list of the acting patient (spec part 2 §2 "Prescriptions", §3
// "Prescription"), a run of pages at a time (decision 306). A read is audited as one
// "prescription-list" event naming the prescriptions shown (decision 305).

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

/** The patient's prescriptions, newest issued first, the pages of `run`; only `actingPatientId`'s. */
export async function listPrescriptions(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, run, pageSize = PRESCRIPTION_PAGE_SIZE }: { actingPatientId: number; actor: AuditActor; run: PageRun; pageSize?: number },
): Promise<PagedList<Prescription>> {
  const total = await countPrescriptions(db, actingPatientId);
  const shown = clampPageRun(run, total, pageSize);
  const rows = total === 0 ? [] : await findPrescriptions(db, actingPatientId, rowWindowOf(shown, pageSize));
  await recordAudit(db, actor, listViewEntry("prescription-list", { prescription: rows.map((row) => row.id) }));
  const items = rows.map((row) => {
    const unit = unitOf(row.treatmentLengthUnit);
    return { ...row, treatmentLengthUnit: unit, treatmentLength: unit ? row.treatmentLength : null };
  });
  return { items, run: shown, pageCount: pageCountOf(total, pageSize), pageSize, total };
}
