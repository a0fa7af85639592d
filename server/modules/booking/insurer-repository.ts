import { eq } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { patients } from "#server/db/schema";

// What the insurer flows need of the acting patient: the identity code the insurers know the
// customer by, and the birth date for the underage rule. Filtered by the acting patient's id.

export interface InsuredPatient {
  identityCode: string;
  birthDate: CalendarDate;
}

export async function findInsuredPatient(db: DatabaseOrTransaction, patientId: number): Promise<InsuredPatient | null> {
  const [row] = await db
    .select({ identityCode: patients.identityCode, birthDate: patients.birthDate })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return row ?? null;
}
