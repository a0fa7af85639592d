import { and, asc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { employments, occupationalContracts } from "#server/db/schema";

// The one rule of occupational health care eligibility: a patient is covered on a day by every
// contract of an employer they work for that day (the employment has begun and not ended) that is
// itself valid that day. Booking, the reservation page, the vaccination check and the menu all ask here.

export interface ContractInForce {
  contractId: number;
  contractProductIds: string[];
  isWebReservationAllowed: boolean;
  includesInfluenzaVaccination: boolean;
}

function inForceOn(patientId: number, on: CalendarDate) {
  return and(
    eq(employments.patientId, patientId),
    lte(employments.startDate, on),
    or(isNull(employments.endDate), gte(employments.endDate, on)),
    lte(occupationalContracts.validFrom, on),
    or(
      isNull(occupationalContracts.validUntil),
      gte(occupationalContracts.validUntil, on),
    ),
  );
}

/** The patient's contracts in force on `on`, those that allow web reservations first. */
export async function findContractsInForce(
  db: DatabaseOrTransaction,
  patientId: number,
  on: CalendarDate,
): Promise<ContractInForce[]> {
  return db
    .select({
      contractId: occupationalContracts.id,
      contractProductIds: occupationalContracts.contractProductIds,
      isWebReservationAllowed: occupationalContracts.isWebReservationAllowed,
      includesInfluenzaVaccination:
        occupationalContracts.includesInfluenzaVaccination,
    })
    .from(employments)
    .innerJoin(
      occupationalContracts,
      eq(occupationalContracts.employerId, employments.employerId),
    )
    .where(inForceOn(patientId, on))
    .orderBy(
      sql`${occupationalContracts.isWebReservationAllowed} desc`,
      asc(occupationalContracts.id),
    );
}

/** Whether any contract covers the patient on `on` (the menu's occupational items). */
export async function hasOccupationalCare(
  db: DatabaseOrTransaction,
  patientId: number,
  on: CalendarDate,
): Promise<boolean> {
  const rows = await db
    .select({ contractId: occupationalContracts.id })
    .from(employments)
    .innerJoin(
      occupationalContracts,
      eq(occupationalContracts.employerId, employments.employerId),
    )
    .where(inForceOn(patientId, on))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the patient is a member of an employer's sickness fund on `on` (decision 229): an
 * employment in force that day carries the membership. Index employments_patient_id_idx.
 */
export async function isSicknessFundMember(db: DatabaseOrTransaction, patientId: number, on: CalendarDate): Promise<boolean> {
  const rows = await db
    .select({ id: employments.id })
    .from(employments)
    .where(
      and(
        eq(employments.patientId, patientId),
        eq(employments.isSicknessFundMember, true),
        lte(employments.startDate, on),
        or(isNull(employments.endDate), gte(employments.endDate, on)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
