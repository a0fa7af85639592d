import type { SQL } from "drizzle-orm";
import type { Language, VisitKind, VisitType } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { findRecentVisits, type RecentVisitJson, type RecentVisitsValues, recentVisitsJson } from "./summary-repository";

export type { RecentVisitJson, RecentVisitsValues };

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
  return visitSummariesOf(await findRecentVisits(db, actingPatientId, { now, limit }), lang);
}

/** The same read as an SQL expression giving a json array, for a statement that reads several modules' data at once (the front page, decision 422). */
export function recentVisitSummariesExpression(values: RecentVisitsValues): SQL {
  return recentVisitsJson(values);
}

/** The summaries of what `recentVisitSummariesExpression` read. */
export function visitSummariesOf(rows: readonly RecentVisitJson[], lang: Language): VisitSummary[] {
  return rows.map((row) => ({
    id: row.id,
    dateTime: new Date(row.dateTime),
    visitKind: row.visitKind,
    visitType: row.visitType,
    practitionerName: row.practitionerName,
    specialtyName: row.specialtyName ? row.specialtyName[lang] : null,
    clinicName: row.clinicName,
  }));
}
