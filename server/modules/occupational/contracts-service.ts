import type { SQL } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { Bound } from "#server/db/prepared-queries";
import {
  type ContractInForce,
  findContractsInForce,
  hasOccupationalCare as hasContractInForce,
  occupationalCareSql,
  sicknessFundMembershipSql,
} from "./contracts-repository";

// Occupational health care eligibility for the other modules (booking's search, reservation and
// vaccination check, the session's health care type, the menu): they ask here, never the
// repository, whose one rule (contracts-repository.ts) stays this module's own.

export type { ContractInForce };

/** The patient's contracts in force on `on`, those that allow web reservations first. */
export function listContractsInForce(db: DatabaseOrTransaction, patientId: number, on: CalendarDate): Promise<ContractInForce[]> {
  return findContractsInForce(db, patientId, on);
}

/** Whether any contract covers the patient on `on`. */
export function hasOccupationalCare(db: DatabaseOrTransaction, patientId: number, on: CalendarDate): Promise<boolean> {
  return hasContractInForce(db, patientId, on);
}

/**
 * The same as SQL conditions, for a statement that reads several modules' facts at once (the
 * menu person, menu-service.ts): whether any contract covers the patient on `on`, and whether an
 * employment in force carries a sickness fund membership (decision 229).
 */
export function occupationalCareCondition(patientId: Bound<number>, on: Bound<CalendarDate>): SQL {
  return occupationalCareSql(patientId, on);
}

export function sicknessFundMembershipCondition(patientId: Bound<number>, on: Bound<CalendarDate>): SQL {
  return sicknessFundMembershipSql(patientId, on);
}
