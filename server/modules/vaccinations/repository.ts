import { count, desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { vaccinations } from "#server/db/schema";

// The acting patient's vaccinations, a page at a time. Filtered by the acting patient id; index
// vaccinations_patient_id_date_idx serves both statements.

export async function countVaccinations(db: DatabaseOrTransaction, actingPatientId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(vaccinations).where(eq(vaccinations.patientId, actingPatientId));
  return row?.total ?? 0;
}

/** One page of the patient's vaccinations, newest first. */
export async function findVaccinationPage(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select({
      id: vaccinations.id,
      date: vaccinations.date,
      name: vaccinations.name,
      practitionerName: vaccinations.practitionerName,
      effectiveUntil: vaccinations.effectiveUntil,
    })
    .from(vaccinations)
    .where(eq(vaccinations.patientId, actingPatientId))
    .orderBy(desc(vaccinations.date), desc(vaccinations.id))
    .limit(limit)
    .offset(offset);
}
