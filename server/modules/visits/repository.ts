import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { clinics, patients, practitioners, specialties, visitDiagnoses, visits, visitTexts } from "#server/db/schema";

// The acting patient's visits and medical reports. Every function takes the acting patient id and
// filters by it; reports whose view restriction is "professional" are never read (decision 190).
// Indexes: visits_patient_id_date_time_idx, visit_diagnoses_visit_id_position_key,
// visit_texts_visit_id_position_key. A report is three statements whatever its length.

const visibleVisit = or(isNull(visits.viewRestriction), ne(visits.viewRestriction, "professional"));

const pastVisibleVisitOf = (actingPatientId: number, now: Date) => and(eq(visits.patientId, actingPatientId), lte(visits.dateTime, now), visibleVisit);

/** How many past visits the patient may see. */
export async function countVisits(db: DatabaseOrTransaction, actingPatientId: number, { now }: { now: Date }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(visits).where(pastVisibleVisitOf(actingPatientId, now));
  return row?.total ?? 0;
}

/** Past visits of the patient that the patient may see, newest first; a window of them with `limit` and `offset`. */
export async function findVisits(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { now, limit = null, offset = 0 }: { now: Date; limit?: number | null; offset?: number },
) {
  const query = db
    .select({
      id: visits.id,
      dateTime: visits.dateTime,
      practitionerName: practitioners.name,
      specialtyName: specialties.name,
      clinicName: clinics.name,
    })
    .from(visits)
    .innerJoin(practitioners, eq(practitioners.id, visits.practitionerId))
    .leftJoin(specialties, eq(specialties.id, visits.specialtyId))
    .leftJoin(clinics, eq(clinics.id, visits.clinicId))
    .where(pastVisibleVisitOf(actingPatientId, now))
    .orderBy(desc(visits.dateTime), desc(visits.id))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
}

/** One visible visit of the patient with the practitioner, specialty and the patient's name; null for any other id. */
export async function findVisit(db: DatabaseOrTransaction, actingPatientId: number, visitId: number) {
  const [row] = await db
    .select({
      id: visits.id,
      dateTime: visits.dateTime,
      practitionerName: practitioners.name,
      practitionerTitle: practitioners.title,
      profileImageUrl: practitioners.profileImageUrl,
      specialtyName: specialties.name,
      firstName: patients.firstName,
      lastName: patients.lastName,
      identityCode: patients.identityCode,
    })
    .from(visits)
    .innerJoin(practitioners, eq(practitioners.id, visits.practitionerId))
    .innerJoin(patients, eq(patients.id, visits.patientId))
    .leftJoin(specialties, eq(specialties.id, visits.specialtyId))
    .where(and(eq(visits.patientId, actingPatientId), eq(visits.id, visitId), visibleVisit))
    .limit(1);
  return row ?? null;
}

/** The diagnoses and texts of the patient's visit, in their order. */
export async function findVisitEntries(db: DatabaseOrTransaction, actingPatientId: number, visitIds: number[]) {
  if (visitIds.length === 0) return { diagnoses: [], texts: [] };
  const [diagnoses, texts] = await Promise.all([
    db
      .select({ visitId: visitDiagnoses.visitId, code: visitDiagnoses.code, description: visitDiagnoses.description })
      .from(visitDiagnoses)
      .where(and(eq(visitDiagnoses.patientId, actingPatientId), inArray(visitDiagnoses.visitId, visitIds)))
      .orderBy(asc(visitDiagnoses.visitId), asc(visitDiagnoses.position)),
    db
      .select({ visitId: visitTexts.visitId, title: visitTexts.title, body: visitTexts.body })
      .from(visitTexts)
      .where(and(eq(visitTexts.patientId, actingPatientId), inArray(visitTexts.visitId, visitIds)))
      .orderBy(asc(visitTexts.visitId), asc(visitTexts.position)),
  ]);
  return { diagnoses, texts };
}
