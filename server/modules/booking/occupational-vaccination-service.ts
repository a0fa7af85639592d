import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { listContractsInForce } from "#server/modules/occupational/contracts-service";

// Occupational vaccination (spec part 2 §2 "Occupational vaccination", §4, §6, §8): statuses
// unauthorized (sign-in prompt), no-occupational-healthcare (no contract in force), ok (the
// vaccination selection). Influenza vaccination needs a contract that includes it; otherwise the
// selection shows "not allowed" with a way back. The influenza button leads to the occupational
// booking list filtered by the influenza specialty.

/** The specialty of influenza vaccination slots (demo catalogue "INFL"). */
export const INFLUENZA_SPECIALTY_ID = "INFL";

export interface OccupationalVaccination {
  id: "influenza";
  /** Included in the patient's contract. */
  allowed: boolean;
  /** Booking list filter (specialtyIds) of the vaccination's slots. */
  specialtyIds: string[];
}

export type OccupationalVaccinationState =
  | { status: "unauthorized" }
  | { status: "no-occupational-healthcare" }
  | { status: "ok"; vaccinations: OccupationalVaccination[] };

export interface LoadOccupationalVaccinationsInput {
  /** The acting patient; null for a logged-in person without a patient record. */
  patientId: number | null;
  /** The brand has occupational health care at all (the children's brand has not). */
  brandHasOccupationalCare: boolean;
  now: Date;
  actor: AuditActor;
}

/** The logged-in state; an anonymous visitor is "unauthorized" without asking (see the page loader). */
export async function loadOccupationalVaccinations(
  db: DatabaseOrTransaction,
  { patientId, brandHasOccupationalCare, now, actor }: LoadOccupationalVaccinationsInput,
): Promise<OccupationalVaccinationState> {
  if (patientId === null || !brandHasOccupationalCare) return { status: "no-occupational-healthcare" };
  const contracts = await listContractsInForce(db, patientId, helsinkiCalendarDate(now));
  await recordAudit(db, actor, { action: "read", entity: "occupational-contract", entityId: patientId });
  if (contracts.length === 0) return { status: "no-occupational-healthcare" };
  return {
    status: "ok",
    vaccinations: [
      {
        id: "influenza",
        allowed: contracts.some((contract) => contract.includesInfluenzaVaccination),
        specialtyIds: [INFLUENZA_SPECIALTY_ID],
      },
    ],
  };
}
