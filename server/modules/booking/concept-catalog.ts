import { INSURER_CONCEPT_CODES } from "#domain/enums";
import type { FeatureFlag } from "#domain/session-state";

// The billing concepts the patient register knows (spec part 2 §3 "Patient concepts", "Insurer
// concept codes"; part 1 §9 kela65 concept 663). A concept a customer may add online is one the
// portal's own flows post before a reservation; the others are set by the clinic's staff only.

export interface ConceptDefinition {
  code: string;
  /** The register's name for the concept (staff language). */
  name: string;
  /** May be added by the customer through POST /api/concepts. */
  onlineUpdateAllowed: boolean;
  /** The clinic bills the insurer or Kela directly (patient concept's directReimbursementAllowed). */
  directReimbursementAllowed: boolean;
  /** Only while this feature flag is on (LähiTapiola's code, part 2 §3). */
  feature?: FeatureFlag;
}

export const CONCEPTS: readonly ConceptDefinition[] = [
  { code: INSURER_CONCEPT_CODES.IF.USE_REIMBURSEMENT, name: "If suorakorvaus", onlineUpdateAllowed: true, directReimbursementAllowed: true },
  { code: INSURER_CONCEPT_CODES.IF.COMPANY_REIMBURSEMENT, name: "If yritysvakuutus / maksa ja hae korvaus", onlineUpdateAllowed: true, directReimbursementAllowed: false },
  { code: INSURER_CONCEPT_CODES.OP.PAY_AND_REIMBURSE, name: "Pohjola maksa ja hae korvaus", onlineUpdateAllowed: true, directReimbursementAllowed: false },
  {
    code: INSURER_CONCEPT_CODES.LAHITAPIOLA.USE_REIMBURSEMENT,
    name: "LähiTapiola suorakorvaus",
    onlineUpdateAllowed: true,
    directReimbursementAllowed: true,
    feature: "lahitapiola-insurance-flow",
  },
  { code: "663", name: "Kela65-kokeilu (Y65V)", onlineUpdateAllowed: true, directReimbursementAllowed: true },
  // Set by the clinic only: staff benefit and a framework agreement's direct billing.
  { code: "700100", name: "Henkilöstöetu", onlineUpdateAllowed: false, directReimbursementAllowed: false },
  { code: "810010", name: "Puitesopimus, suoralaskutus", onlineUpdateAllowed: false, directReimbursementAllowed: true },
];

export function findConcept(code: string): ConceptDefinition | null {
  return CONCEPTS.find((concept) => concept.code === code) ?? null;
}
