import { asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { patientConcepts, patients } from "#server/db/schema";

// Patient concepts (spec part 2 §3): billing concepts attached to the acting patient.

export interface PatientConceptRow {
  code: string;
  directReimbursementAllowed: boolean;
}

/** The patient's consent time, or undefined when the patient does not exist. */
export async function findPatientConsentTime(db: DatabaseOrTransaction, patientId: number): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ updated: patients.patientDataConsentFormUpdated })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return row ? row.updated : undefined;
}

/** Adds the concept, or refreshes directReimbursementAllowed when the patient has it already. */
export async function upsertPatientConcept(db: DatabaseOrTransaction, patientId: number, concept: PatientConceptRow): Promise<void> {
  await db
    .insert(patientConcepts)
    .values({ patientId, ...concept })
    .onConflictDoUpdate({
      target: [patientConcepts.patientId, patientConcepts.code],
      set: { directReimbursementAllowed: concept.directReimbursementAllowed },
    });
}

export async function findPatientConcepts(db: DatabaseOrTransaction, patientId: number): Promise<PatientConceptRow[]> {
  return db
    .select({ code: patientConcepts.code, directReimbursementAllowed: patientConcepts.directReimbursementAllowed })
    .from(patientConcepts)
    .where(eq(patientConcepts.patientId, patientId))
    .orderBy(asc(patientConcepts.createdAt), asc(patientConcepts.id));
}
