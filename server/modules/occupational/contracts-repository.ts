import { type SQL, and, asc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import type { Bound } from "#server/db/prepared-queries";
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

/** An employment of the patient that has begun by `on` and not ended before it. */
function employmentOn(patientId: Bound<number>, on: Bound<CalendarDate>) {
  return and(
    eq(employments.patientId, patientId),
    lte(employments.startDate, on),
    or(isNull(employments.endDate), gte(employments.endDate, on)),
  );
}

function inForceOn(patientId: Bound<number>, on: Bound<CalendarDate>) {
  return and(
    employmentOn(patientId, on),
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

/**
 * Whether any contract covers the patient on `on` (the menu's occupational items), as an SQL
 * condition, so that the menu person is read in one statement (menu-service.ts).
 */
export function occupationalCareSql(patientId: Bound<number>, on: Bound<CalendarDate>): SQL {
  return sql`exists (
    select 1 from ${employments}
    inner join ${occupationalContracts} on ${eq(occupationalContracts.employerId, employments.employerId)}
    where ${inForceOn(patientId, on)})`;
}

/** Whether any contract covers the patient on `on`. */
export async function hasOccupationalCare(db: DatabaseOrTransaction, patientId: number, on: CalendarDate): Promise<boolean> {
  const [row] = await queryRows<{ covered: boolean }>(db, sql`select ${occupationalCareSql(patientId, on)} as covered`);
  return row?.covered === true;
}

/**
 * Whether the patient is a member of an employer's sickness fund on `on` (decision 229): an
 * employment in force that day carries the membership. Index employments_patient_id_idx. An SQL
 * condition, for the menu person's one statement.
 */
export function sicknessFundMembershipSql(patientId: Bound<number>, on: Bound<CalendarDate>): SQL {
  return sql`exists (
    select 1 from ${employments}
    where ${and(employmentOn(patientId, on), eq(employments.isSicknessFundMember, true))})`;
}
