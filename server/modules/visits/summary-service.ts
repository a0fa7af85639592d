import type { Language, VisitKind, VisitType } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { findRecentVisits } from "./summary-repository";

/** A past visit as a summary list shows it (front page). */
export interface VisitSummary {
  id: number;
  dateTime: Date;
  visitKind: VisitKind;
  visitType: VisitType;
  practitionerName: string;
  /** In the page's language; null when the visit has no specialty. */
  specialtyName: string | null;
  clinicName: string | null;
}

/**
 * The acting patient's past visits, newest first, without the reports hidden from the patient.
 * Only visits of `actingPatientId` are ever returned.
 */
export async function listRecentVisitSummaries(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { now, lang, limit }: { now: Date; lang: Language; limit: number },
): Promise<VisitSummary[]> {
  const rows = await findRecentVisits(db, actingPatientId, { now, limit });
  return rows.map((row) => ({
    id: row.id,
    dateTime: row.dateTime,
    visitKind: row.visitKind,
    visitType: row.visitType,
    practitionerName: row.practitionerName,
    specialtyName: row.specialtyName ? row.specialtyName[lang] : null,
    clinicName: row.clinicName,
  }));
}
