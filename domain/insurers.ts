import {
  INSURER_CONCEPT_CODES,
  type PickableInsurer,
  type ReimbursementOption,
} from "./enums";

// The insurer choice of an insurance booking (spec part 2 §3 "Insurer enumeration", "Reimbursement
// option", "Insurer concept codes"; §4 LahiTapiola and Pohjola flows; §5 booking button rules).
// The picker offers If, LahiTapiola, Pohjola (OP) and Other. What each choice means for the
// reservation (reimbursement option, concept code, permit hash) is decided here, once, for the
// picker and for the server that re-validates the choice.

/** Messages of the insurer choice (catalog keys of app/i18n/messages/insurers.ts). */
export const INSURER_KEYS = {
  insurerRequired: "insurers.validation.insurerRequired",
  reimbursementRequired: "insurers.validation.reimbursementRequired",
  directCompensationConsentRequired: "insurers.validation.directCompensationConsentRequired",
  lahiTapiolaConsentRequired: "insurers.validation.lahiTapiolaConsentRequired",
  permitRequired: "insurers.validation.permitRequired",
  permitNotValid: "insurers.validation.permitNotValid",
} as const;

/** What the choice depends on besides the user's clicks. */
export interface InsurerChoiceContext {
  /** Feature flag lahitapiola-insurance-flow: the permit flow and concept code 90021. */
  lahiTapiolaFlow: boolean;
  /** Under 18 and acting for oneself (no guardian): LahiTapiola answers underageCustomer at once. */
  underageCustomer: boolean;
}

// ---- LahiTapiola (part 2 §4) ----

/** The flow's statuses as the spec names them. */
export const LAHITAPIOLA_STATUSES = [
  "not_asked",
  "insurance_not_found",
  "insurance_found_no_permits",
  "insurance_found_with_permits",
  "denied",
  "canceled",
  "error",
] as const;
export type LahiTapiolaStatus = (typeof LAHITAPIOLA_STATUSES)[number];

/** The flow's result types as the spec names them. */
export const LAHITAPIOLA_RESULTS = [
  "pending",
  "success",
  "underageCustomer",
  "insuranceFoundNoPermit",
  "insuranceNotFound",
  "error",
] as const;
export type LahiTapiolaResult = (typeof LAHITAPIOLA_RESULTS)[number];

/** Status values the insurer sends the customer back with (query `status`, `referrer=lahitapiola`). */
export const LAHITAPIOLA_RETURN_STATUSES = ["directcompensationallowed", "directcompensationdenied", "cancel", "error"] as const;
export type LahiTapiolaReturnStatus = (typeof LAHITAPIOLA_RETURN_STATUSES)[number];
export const LAHITAPIOLA_REFERRER = "lahitapiola";
/** The apply-permit navigation's channel value (web). */
export const LAHITAPIOLA_CHANNEL = "w";
/**
 * The round-trip value of a permit application (query `state`): made by the page that starts the
 * application, kept in the tab's sessionStorage, carried to the insurer and back in the return
 * address. A return whose state is not the tab's own is ignored (a forged return link).
 */
export const LAHITAPIOLA_STATE_PARAM = "state";
/** 16 to 48 random bytes in base64url. */
export const LAHITAPIOLA_STATE_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The return address with the application's state added (query `state`). */
export function withLahiTapiolaState(returnPath: string, state: string): string {
  const url = new URL(returnPath, "http://portal.invalid");
  url.searchParams.set(LAHITAPIOLA_STATE_PARAM, state);
  return url.pathname + url.search + url.hash;
}

/** The return status of an address the insurer sent the customer back to; null when it is not one. */
export function lahiTapiolaReturnOf(search: URLSearchParams): LahiTapiolaReturnStatus | null {
  if (search.get("referrer") !== LAHITAPIOLA_REFERRER) return null;
  const status = search.get("status");
  return (LAHITAPIOLA_RETURN_STATUSES as readonly (string | null)[]).includes(status) ? (status as LahiTapiolaReturnStatus) : null;
}

/** The query string without the insurer's return parameters and the state ("" or "?..."), for cleaning the URL. */
export function withoutLahiTapiolaReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("referrer");
  params.delete("status");
  params.delete(LAHITAPIOLA_STATE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * The flow status a return leads to. "directcompensationallowed" needs the permits fetched again
 * first (the new permit is at the insurer), so it has no status of its own here.
 */
export function statusOfLahiTapiolaReturn(status: Exclude<LahiTapiolaReturnStatus, "directcompensationallowed">): LahiTapiolaStatus {
  const map = { directcompensationdenied: "denied", cancel: "canceled", error: "error" } as const;
  return map[status];
}

/**
 * The result of the flow: a customer under 18 without a guardian is underageCustomer at once; a
 * chosen permit is success; a denied or cancelled application leaves the insurance without a permit.
 */
export function lahiTapiolaResultOf(
  value: Pick<InsurerChoiceValue, "lahiTapiolaStatus" | "dcpContentHash">,
  context: Pick<InsurerChoiceContext, "underageCustomer">,
): LahiTapiolaResult {
  if (context.underageCustomer) return "underageCustomer";
  if (value.dcpContentHash) return "success";
  switch (value.lahiTapiolaStatus) {
    case "insurance_not_found":
      return "insuranceNotFound";
    case "insurance_found_no_permits":
    case "denied":
    case "canceled":
      return "insuranceFoundNoPermit";
    case "error":
      return "error";
    case "not_asked":
    case "insurance_found_with_permits":
      return "pending";
  }
}

// ---- Pohjola (part 2 §4) ----

/**
 * The Pohjola check: "unverified" is the spec's undefined (no check yet), then found, not_found,
 * canceled (the customer withdrew a found insurance; may verify again or go back) or error.
 */
export const POHJOLA_STATUSES = ["unverified", "found", "not_found", "canceled", "error"] as const;
export type PohjolaStatus = (typeof POHJOLA_STATUSES)[number];

export type PohjolaEvent = { type: "checked"; hasInsurance: boolean } | { type: "failed" } | { type: "cancel" } | { type: "reset" };

/** The allowed transitions; any other event leaves the status as it is. */
export function nextPohjolaStatus(status: PohjolaStatus, event: PohjolaEvent): PohjolaStatus {
  switch (event.type) {
    case "checked":
    case "failed":
      if (!canVerifyPohjola(status)) return status;
      return event.type === "failed" ? "error" : event.hasInsurance ? "found" : "not_found";
    case "cancel":
      return status === "found" ? "canceled" : status;
    case "reset":
      return status === "canceled" ? "unverified" : status;
  }
}

/** The verify button: before any check, after a cancel, and to retry after not found or an error. */
export function canVerifyPohjola(status: PohjolaStatus): boolean {
  return status !== "found";
}

// ---- The choice ----

/** What the picker holds and hands to the reservation page (InsurerChoice value/onChange). */
export interface InsurerChoiceValue {
  insurer: PickableInsurer | null;
  reimbursementOption: ReimbursementOption | null;
  /** The insurer's billing concept, which the reservation adds to the customer's record in its own transaction; derived with conceptCodeOf(). */
  conceptCode: string | null;
  /**
   * If with USE_REIMBURSEMENT: the direct-compensation consent. LahiTapiola: the consent to ask
   * the insurer for the policy and permits (ticked before continuing).
   */
  consent: boolean;
  /** LahiTapiola: content hash of the chosen direct compensation permit (dcpContentHash). */
  dcpContentHash: string | null;
  lahiTapiolaStatus: LahiTapiolaStatus;
  pohjolaStatus: PohjolaStatus;
}

export const EMPTY_INSURER_CHOICE: InsurerChoiceValue = {
  insurer: null,
  reimbursementOption: null,
  conceptCode: null,
  consent: false,
  dcpContentHash: null,
  lahiTapiolaStatus: "not_asked",
  pohjolaStatus: "unverified",
};

/** The reimbursement options an insurer offers, in screen order (If asks; the others decide). */
export function reimbursementOptionsFor(insurer: PickableInsurer, context: Pick<InsurerChoiceContext, "lahiTapiolaFlow">): ReimbursementOption[] {
  switch (insurer) {
    case "IF":
      return ["USE_REIMBURSEMENT", "COMPANY_REIMBURSEMENT", "PAY_AND_REIMBURSE"];
    case "LAHITAPIOLA":
      return context.lahiTapiolaFlow ? ["USE_REIMBURSEMENT", "PAY_AND_REIMBURSE"] : ["PAY_AND_REIMBURSE"];
    case "OP":
      return ["PAY_AND_REIMBURSE"];
    case "OTHER":
      return [];
  }
}

/**
 * The reimbursement option that follows from the choice: If's is the customer's pick; LahiTapiola
 * uses the permit (USE_REIMBURSEMENT) when one is chosen and otherwise pay-and-reimburse; Pohjola
 * is pay-and-reimburse; Other has none.
 */
export function reimbursementOptionOf(value: InsurerChoiceValue, context: InsurerChoiceContext): ReimbursementOption | null {
  switch (value.insurer) {
    case null:
    case "OTHER":
      return null;
    case "IF":
      return value.reimbursementOption;
    case "OP":
      return "PAY_AND_REIMBURSE";
    case "LAHITAPIOLA":
      return context.lahiTapiolaFlow && lahiTapiolaResultOf(value, context) === "success" ? "USE_REIMBURSEMENT" : "PAY_AND_REIMBURSE";
  }
}

/** The concept code of the choice (part 2 §3); LahiTapiola's 90021 only with the feature flag. */
export function conceptCodeOf(value: InsurerChoiceValue, context: InsurerChoiceContext): string | null {
  const option = reimbursementOptionOf(value, context);
  switch (value.insurer) {
    case "IF":
      return option ? INSURER_CONCEPT_CODES.IF[option] : null;
    case "OP":
      return INSURER_CONCEPT_CODES.OP.PAY_AND_REIMBURSE;
    case "LAHITAPIOLA":
      return option === "USE_REIMBURSEMENT" ? INSURER_CONCEPT_CODES.LAHITAPIOLA.USE_REIMBURSEMENT : null;
    case "OTHER":
    case null:
      return null;
  }
}

/** The value with its derived fields (reimbursement option, concept code) brought up to date. */
export function normaliseInsurerChoice(value: InsurerChoiceValue, context: InsurerChoiceContext): InsurerChoiceValue {
  return { ...value, reimbursementOption: reimbursementOptionOf(value, context), conceptCode: conceptCodeOf(value, context) };
}

/** A reason the choice is not complete yet, as a catalog key with the field it concerns. */
export interface InsurerChoiceProblem {
  path: "insurer" | "reimbursementOption" | "consent" | "dcpContentHash";
  message: string;
}

/**
 * Why the booking button must stay disabled (part 2 §5): no insurer; If without a reimbursement
 * option, or with USE_REIMBURSEMENT but no direct-compensation consent; LahiTapiola (permit flow)
 * without consent or while no permit is chosen and the insurer has not answered that none can be.
 * An empty list means the choice is complete.
 */
export function insurerChoiceProblems(value: InsurerChoiceValue, context: InsurerChoiceContext): InsurerChoiceProblem[] {
  switch (value.insurer) {
    case null:
      return [{ path: "insurer", message: INSURER_KEYS.insurerRequired }];
    case "IF": {
      if (!value.reimbursementOption || !reimbursementOptionsFor("IF", context).includes(value.reimbursementOption)) {
        return [{ path: "reimbursementOption", message: INSURER_KEYS.reimbursementRequired }];
      }
      if (value.reimbursementOption === "USE_REIMBURSEMENT" && !value.consent) {
        return [{ path: "consent", message: INSURER_KEYS.directCompensationConsentRequired }];
      }
      return [];
    }
    case "LAHITAPIOLA": {
      if (!context.lahiTapiolaFlow) return [];
      const result = lahiTapiolaResultOf(value, context);
      if (result === "underageCustomer" || result === "insuranceNotFound" || result === "insuranceFoundNoPermit") return [];
      if (!value.consent) return [{ path: "consent", message: INSURER_KEYS.lahiTapiolaConsentRequired }];
      if (result === "success") return [];
      return [{ path: "dcpContentHash", message: INSURER_KEYS.permitRequired }];
    }
    case "OP":
    case "OTHER":
      return [];
  }
}

export function isInsurerChoiceComplete(value: InsurerChoiceValue, context: InsurerChoiceContext): boolean {
  return insurerChoiceProblems(value, context).length === 0;
}

/** Direct compensation permit (part 2 §3): validTo is yyyy-MM-dd, shown d.M.yyyy. */
export interface DirectCompensationPermit {
  symptom: string;
  bodyPart: string;
  validTo: string;
  contentHash: string;
}

/** Under 18 counts as underage for the insurer's direct compensation (part 2 §4). */
export const INSURER_ADULT_AGE = 18;

/** A permit's validTo ("yyyy-MM-dd") as the spec shows it, d.M.yyyy in every language ("2025-03-05" → "5.3.2025"). */
export function formatPermitValidTo(validTo: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(validTo);
  if (!match) return validTo;
  const [, year, month, day] = match;
  return `${Number(day)}.${Number(month)}.${year}`;
}

// ---- The spec's payload: the concept code decides ----

/**
 * The insurer choice a concept code stands for (part 2 §3 "Insurer concept codes"), for a
 * reservation posted with the spec's payload (conceptCode, dcpContentHash) instead of the page's
 * insurer choice; null for a code that is no insurer's. The client's booking button required the
 * consent before it let the customer book (§5), so the choice carries it; If's 758236 stands for
 * both of its pay-yourself options, which bill alike. The server validates the result like any
 * choice: LähiTapiola's permit must be the insurer's, valid on the appointment's day.
 */
export function insurerChoiceOfConceptCode(code: string, dcpContentHash: string | null): InsurerChoiceValue | null {
  const choice = { ...EMPTY_INSURER_CHOICE, conceptCode: code, consent: true };
  switch (code) {
    case INSURER_CONCEPT_CODES.IF.USE_REIMBURSEMENT:
      return { ...choice, insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT" };
    case INSURER_CONCEPT_CODES.IF.COMPANY_REIMBURSEMENT:
      return { ...choice, insurer: "IF", reimbursementOption: "COMPANY_REIMBURSEMENT" };
    case INSURER_CONCEPT_CODES.OP.PAY_AND_REIMBURSE:
      return { ...choice, insurer: "OP", reimbursementOption: "PAY_AND_REIMBURSE" };
    case INSURER_CONCEPT_CODES.LAHITAPIOLA.USE_REIMBURSEMENT:
      return { ...choice, insurer: "LAHITAPIOLA", reimbursementOption: "USE_REIMBURSEMENT", dcpContentHash, lahiTapiolaStatus: "insurance_found_with_permits" };
    default:
      return null;
  }
}
