import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { clampPageRun, type PagedList, type PageRun, pageCountOf, PRESCRIPTION_PAGE_SIZE, rowWindowOf } from "#domain/list-paging";
import { prescriptionValidUntil, type RenewalState } from "#domain/prescription-renewal";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";
import { countPrescriptions, findPrescriptions, findRenewalItems } from "./repository";

// The prescriptions list of the acting patient (spec part 2 §2 "Prescriptions", §3
// "Prescription"), a run of pages at a time (decision 306). A read is audited as one
// "prescription-list" event naming the prescriptions shown (decision 305).

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

/** The patient's prescriptions, newest issued first, the pages of `run`; only `actingPatientId`'s. */
export async function listPrescriptions(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, run, pageSize = PRESCRIPTION_PAGE_SIZE }: { actingPatientId: number; actor: AuditActor; run: PageRun; pageSize?: number },
): Promise<PagedList<Prescription>> {
  const total = await countPrescriptions(db, actingPatientId);
  const shown = clampPageRun(run, total, pageSize);
  const [rows, renewals] = await Promise.all([
    total === 0 ? [] : findPrescriptions(db, actingPatientId, rowWindowOf(shown, pageSize)),
    latestRenewals(db, actingPatientId),
  ]);
  await recordAudit(db, actor, listViewEntry("prescription-list", { prescription: rows.map((row) => row.id) }));
  const items = rows.map((row) => {
    const unit = unitOf(row.treatmentLengthUnit);
    return {
      ...row,
      treatmentLengthUnit: unit,
      treatmentLength: unit ? row.treatmentLength : null,
      validUntil: prescriptionValidUntil(row.issuedDate),
      renewal: renewals.get(row.id) ?? null,
    };
  });
  return { items, run: shown, pageCount: pageCountOf(total, pageSize), pageSize, total };
}
