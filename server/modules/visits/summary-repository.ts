import { type SQL, and, desc, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type JsonRow, jsonRows, type PatientListValues, preparedJsonValue, queryBuilder, type RowOf } from "#server/db/json-reads";
import type { Bound } from "#server/db/prepared-queries";
import { clinics, practitioners, specialties, visits } from "#server/db/schema";

// The acting patient's latest visits for summaries (front page). One query on
// visits_patient_id_date_time_idx; reports restricted to professionals are never read (decision 190).
// The front page reads it beside the other sections in one statement (decision 422).

const RECENT_VISIT_FIELDS = {
  id: visits.id,
  dateTime: visits.dateTime,
  visitKind: visits.visitKind,
  visitType: visits.visitType,
  practitionerName: practitioners.name,
  specialtyName: specialties.name,
  clinicName: clinics.name,
};

function recentVisitsQuery({ patientId, now, limit }: RecentVisitsValues) {
  return queryBuilder
    .select(RECENT_VISIT_FIELDS)
    .from(visits)
    .innerJoin(practitioners, eq(practitioners.id, visits.practitionerId))
    .leftJoin(specialties, eq(specialties.id, visits.specialtyId))
    .leftJoin(clinics, eq(clinics.id, visits.clinicId))
    .where(and(eq(visits.patientId, patientId), lte(visits.dateTime, now), or(isNull(visits.viewRestriction), ne(visits.viewRestriction, "professional"))))
    .orderBy(desc(visits.dateTime), desc(visits.id))
    .limit(limit);
}

export interface RecentVisitsValues extends PatientListValues {
  /** Visits after this instant are not past yet. */
  now: Bound<Date>;
}

/** A recent visit as `recentVisitsJson` gives it. */
export type RecentVisitJson = JsonRow<RowOf<ReturnType<typeof recentVisitsQuery>>>;

/** Past visits of the patient that the patient may see, newest first, as a json array of RecentVisitJson. */
export function recentVisitsJson(values: RecentVisitsValues): SQL {
  return jsonRows(recentVisitsQuery(values), Object.keys(RECENT_VISIT_FIELDS));
}

const recentVisits = preparedJsonValue<RecentVisitJson[]>(() =>
  recentVisitsJson({ patientId: sql.placeholder("patientId"), now: sql.placeholder("now"), limit: sql.placeholder("limit") }),
);

export function findRecentVisits(db: DatabaseOrTransaction, actingPatientId: number, { now, limit }: { now: Date; limit: number }): Promise<RecentVisitJson[]> {
  return recentVisits(db, { patientId: actingPatientId, now, limit });
}
