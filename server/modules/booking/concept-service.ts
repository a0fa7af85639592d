import type { FeatureFlag } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { findConcept } from "./concept-catalog";
import { type PatientConceptRow, findPatientConcepts, findPatientConsentTime, upsertPatientConcept } from "./concept-repository";

// Inserting a patient concept (spec part 2 §3, §7 POST /api/concepts, §8 "For insert patient
// concept: conceptNotFound, conceptOnlineUpdateNotAllowed, customerDeniedAccess,
// customerNotFound"). A logged-in reservation adds its insurer's concept itself, in its own
// transaction (addPatientConcept); POST /api/concepts stays for clients that post it first.

export const INSERT_PATIENT_CONCEPT_RESULTS = [
  "success",
  "conceptNotFound",
  "conceptOnlineUpdateNotAllowed",
  "customerDeniedAccess",
  "customerNotFound",
] as const;
export type InsertPatientConceptResult = { type: (typeof INSERT_PATIENT_CONCEPT_RESULTS)[number] };

export interface InsertPatientConceptInput {
  /** The acting patient. */
  patientId: number;
  code: string;
  features: readonly FeatureFlag[];
  actor: AuditActor;
}

/**
 * - customerNotFound: no such patient (a person without a patient record is answered by the route);
 * - customerDeniedAccess: the patient has not given the patient data consent, so nothing may be
 *   added to their record online;
 * - conceptNotFound: a code the register does not know;
 * - conceptOnlineUpdateNotAllowed: a concept only the clinic sets, or LähiTapiola's code while
 *   the lahitapiola-insurance-flow flag is off.
 * Adding a concept the patient has already is a success (idempotent). Audited as a change.
 */
export async function insertPatientConcept(db: DatabaseOrTransaction, input: InsertPatientConceptInput): Promise<InsertPatientConceptResult> {
  return db.transaction((tx) => addPatientConcept(tx, input));
}

/** insertPatientConcept's rules and writes inside the caller's transaction (the reservation's). */
export async function addPatientConcept(tx: DatabaseOrTransaction, input: InsertPatientConceptInput): Promise<InsertPatientConceptResult> {
  const consentTime = await findPatientConsentTime(tx, input.patientId);
  if (consentTime === undefined) return { type: "customerNotFound" };
  if (consentTime === null) return { type: "customerDeniedAccess" };
  const concept = findConcept(input.code);
  if (!concept) return { type: "conceptNotFound" };
  if (!concept.onlineUpdateAllowed || (concept.feature && !input.features.includes(concept.feature))) {
    return { type: "conceptOnlineUpdateNotAllowed" };
  }
  await upsertPatientConcept(tx, input.patientId, { code: concept.code, directReimbursementAllowed: concept.directReimbursementAllowed });
  await recordAudit(tx, input.actor, { action: "create", entity: "patient-concept", entityId: concept.code });
  return { type: "success" };
}

/** The acting patient's concepts (the reservation form's "patient concepts"); the read is audited. */
export async function listPatientConcepts(
  db: DatabaseOrTransaction,
  { patientId, actor }: { patientId: number; actor: AuditActor },
): Promise<PatientConceptRow[]> {
  const concepts = await findPatientConcepts(db, patientId);
  await recordAudit(db, actor, { action: "read", entity: "patient-concept", entityId: patientId });
  return concepts;
}
