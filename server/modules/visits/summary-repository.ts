import { and, desc, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import { clinics, practitioners, specialties, visits } from "#server/db/schema";

// The acting patient's latest visits for summaries (front page). One query on
// visits_patient_id_date_time_idx; reports restricted to professionals are never read (decision 190).

export type RecentVisitRow = Awaited<ReturnType<typeof findRecentVisits>>[number];

/** Past visits of the patient that the patient may see, newest first. */
export function findRecentVisits(db: DatabaseOrTransaction, actingPatientId: number, { now, limit }: { now: Date; limit: number }) {
  return recentVisits(db, { patientId: actingPatientId, now, limit });
}

// On every front page view: built once (decision 398).
const recentVisits = preparedQuery((db) =>
  db
    .select({
      id: visits.id,
      dateTime: visits.dateTime,
      visitKind: visits.visitKind,
      visitType: visits.visitType,
      practitionerName: practitioners.name,
      specialtyName: specialties.name,
      clinicName: clinics.name,
    })
    .from(visits)
    .innerJoin(practitioners, eq(practitioners.id, visits.practitionerId))
    .leftJoin(specialties, eq(specialties.id, visits.specialtyId))
    .leftJoin(clinics, eq(clinics.id, visits.clinicId))
    .where(
      and(
        eq(visits.patientId, sql.placeholder("patientId")),
        lte(visits.dateTime, sql.placeholder("now")),
        or(isNull(visits.viewRestriction), ne(visits.viewRestriction, "professional")),
      ),
    )
    .orderBy(desc(visits.dateTime), desc(visits.id))
    .limit(sql.placeholder("limit")),
);
