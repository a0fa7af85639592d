import { inArray } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { patients } from "#server/db/schema";

export interface PatientIdentity {
  id: number;
  identityCode: string;
  firstName: string;
  lastName: string;
  birthDate: CalendarDate;
}

/**
 * Our patient records of the persons a register named (children, principals). The identity codes
 * come from the population register or the mandate service, never from the request, so this is
 * the one lookup that is not filtered by an acting patient: it decides who may become one.
 */
export async function findPatientsByIdentityCodes(
  db: DatabaseOrTransaction,
  identityCodes: readonly string[],
): Promise<PatientIdentity[]> {
  if (identityCodes.length === 0) return [];
  return db
    .select({
      id: patients.id,
      identityCode: patients.identityCode,
      firstName: patients.firstName,
      lastName: patients.lastName,
      birthDate: patients.birthDate,
    })
    .from(patients)
    .where(inArray(patients.identityCode, [...identityCodes]));
}
