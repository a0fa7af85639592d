// ─── Interface note for the reservation (insurance booking) ───────────────────────────────────────
// Loader: `loadInsurerChoiceContext(db, { patientId, actingRole, features, now })` gives the
//   InsurerChoice component its `context` prop ({ lahiTapiolaFlow, underageCustomer }).
// Reservation: the reservation service (reservation-service.ts) calls
//   `validateInsurerChoice(db, insurers, { patientId, actingRole, features, appointmentDate, choice, now, actor })`
//   itself for an insurance appointment, with the `insurerChoice` the page posts (the component's
//   value, as is) and the appointment's Helsinki calendar day; no route calls it first. It answers
//   - { type: "success", insurer, reimbursementOption, conceptCode, dcpContentHash, description }:
//     the reservation adds `conceptCode` (if not null) to the customer's record in its own
//     transaction (concept-service addPatientConcept) and keeps `description`;
//   - { type: "ValidationError", details }: the reservation answers 400 with these details (paths
//     are relative to the choice, e.g. "reimbursementOption", prefixed with the field it came in);
//   - { type: "error" }: the insurer's service failed (unknownError for the user).
//   `insurers` is the insurer gateway: `services.integrations.insurers` (the same instance the insurer
//   API uses, so LähiTapiola applications started there are known).
// ──────────────────────────────────────────────────────────────────────────────────────────────────
import { formatShortDate } from "#domain/date-display";
import type { Language, PickableInsurer, ReimbursementOption } from "#domain/enums";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { ageOn } from "#domain/identity-code";
import { type DirectCompensationPermit, INSURER_ADULT_AGE, INSURER_KEYS, type InsurerChoiceContext, LAHITAPIOLA_CHANNEL, conceptCodeOf, formatPermitValidTo, insurerChoiceProblems, lahiTapiolaResultOf, reimbursementOptionOf } from "#domain/insurers";
import { InsurerChoiceSchema } from "#domain/insurer-inputs";
import type { FeatureFlag } from "#domain/session-state";
import { type ValidationDetail, toValidationDetails } from "#domain/validation-details";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { ActingRole } from "#server/db/schema";
import type { InsurerGateway } from "#server/integrations/insurers/insurers";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { type InsuredPatient, findInsuredPatient } from "./insurer-repository";

// The insurer flows of an insurance booking (spec part 2 §3, §4 "LahiTapiola flow", "Pohjola
// flow", §5, §7): the choice's context, LähiTapiola's policy check, permits and permit
// application, Pohjola's check, and the server's re-validation of the whole choice.

export interface InsurerPatientInput {
  /** The acting patient (whose insurance). */
  patientId: number;
  /** "guardian" when a guardian acts for a child: the guardian can consent for the minor. */
  actingRole: ActingRole;
  features: readonly FeatureFlag[];
  now: Date;
}

function contextOf(patient: InsuredPatient, input: Pick<InsurerPatientInput, "actingRole" | "features" | "now">): InsurerChoiceContext {
  return {
    lahiTapiolaFlow: input.features.includes("lahitapiola-insurance-flow"),
    // "A customer under 18 without a guardian is immediately an underageCustomer result."
    underageCustomer: input.actingRole !== "guardian" && ageOn(patient.birthDate, input.now) < INSURER_ADULT_AGE,
  };
}

/** The InsurerChoice component's context; null when there is no such patient. */
export async function loadInsurerChoiceContext(db: DatabaseOrTransaction, input: InsurerPatientInput): Promise<InsurerChoiceContext | null> {
  const patient = await findInsuredPatient(db, input.patientId);
  return patient ? contextOf(patient, input) : null;
}

type Audited = { actor: AuditActor };

export type LahiTapiolaPolicyCheckResult =
  | { type: "success"; hasHealthcarePolicy: boolean }
  | { type: "underageCustomer" }
  | { type: "customerNotFound" }
  | { type: "error" };

/** GET /api/insurance/lahitapiola-policy-check: the acting patient's health policy at LähiTapiola today. */
export async function checkLahiTapiolaPolicy(
  db: DatabaseOrTransaction,
  insurers: InsurerGateway,
  input: InsurerPatientInput & Audited,
): Promise<LahiTapiolaPolicyCheckResult> {
  const patient = await findInsuredPatient(db, input.patientId);
  if (!patient) return { type: "customerNotFound" };
  if (contextOf(patient, input).underageCustomer) return { type: "underageCustomer" };
  try {
    const { hasHealthcarePolicy } = await insurers.lahiTapiolaPolicyCheck({ identityCode: patient.identityCode }, helsinkiCalendarDate(input.now));
    await recordAudit(db, input.actor, { action: "read", entity: "insurance-policy", entityId: "LAHITAPIOLA" });
    return { type: "success", hasHealthcarePolicy };
  } catch {
    return { type: "error" };
  }
}

export type LahiTapiolaPermitsResult =
  | { type: "success"; directCompensationPermits: DirectCompensationPermit[] }
  | { type: "underageCustomer" }
  | { type: "customerNotFound" }
  | { type: "error" };

/** GET /api/insurance/lahitapiola-direct-compensation-permits/{lang}: permits valid today. */
export async function listLahiTapiolaPermits(
  db: DatabaseOrTransaction,
  insurers: InsurerGateway,
  input: InsurerPatientInput & Audited & { lang: Language },
): Promise<LahiTapiolaPermitsResult> {
  const patient = await findInsuredPatient(db, input.patientId);
  if (!patient) return { type: "customerNotFound" };
  if (contextOf(patient, input).underageCustomer) return { type: "underageCustomer" };
  try {
    const directCompensationPermits = await insurers.lahiTapiolaPermits(
      { identityCode: patient.identityCode },
      { lang: input.lang, on: helsinkiCalendarDate(input.now) },
    );
    await recordAudit(db, input.actor, { action: "read", entity: "direct-compensation-permit", entityId: "LAHITAPIOLA" });
    return { type: "success", directCompensationPermits };
  } catch {
    return { type: "error" };
  }
}

export type ApplyPermitResult = { type: "redirect"; url: string } | { type: "underageCustomer" } | { type: "customerNotFound" } | { type: "error" };

/** Navigation to /api/insurance/lahitapiola-apply-permit: where the insurer takes the application. */
export async function startLahiTapiolaPermitApplication(
  db: DatabaseOrTransaction,
  insurers: InsurerGateway,
  input: InsurerPatientInput & Audited & { lang: Language; returnPath: string },
): Promise<ApplyPermitResult> {
  const patient = await findInsuredPatient(db, input.patientId);
  if (!patient) return { type: "customerNotFound" };
  if (contextOf(patient, input).underageCustomer) return { type: "underageCustomer" };
  try {
    const url = await insurers.lahiTapiolaApplyPermitUrl(
      { identityCode: patient.identityCode },
      { returnPath: input.returnPath, lang: input.lang, channel: LAHITAPIOLA_CHANNEL },
    );
    // The patient's identity goes to the insurer: a disclosure of patient data.
    await recordAudit(db, input.actor, { action: "read", entity: "direct-compensation-application", entityId: "LAHITAPIOLA" });
    return { type: "redirect", url };
  } catch {
    return { type: "error" };
  }
}

export type PohjolaCheckResult = { type: "success"; hasInsurance: boolean } | { type: "customerNotFound" } | { type: "error" };

/** GET /api/insurance/pohjola-check/{date}: an OP insurance valid on the appointment's day. */
export async function checkPohjolaInsurance(
  db: DatabaseOrTransaction,
  insurers: InsurerGateway,
  input: { patientId: number; date: CalendarDate } & Audited,
): Promise<PohjolaCheckResult> {
  const patient = await findInsuredPatient(db, input.patientId);
  if (!patient) return { type: "customerNotFound" };
  try {
    const { hasInsurance } = await insurers.pohjolaCheck({ identityCode: patient.identityCode }, input.date);
    await recordAudit(db, input.actor, { action: "read", entity: "insurance-policy", entityId: "OP" });
    return { type: "success", hasInsurance };
  } catch {
    return { type: "error" };
  }
}

// ---- Re-validation of the choice ----

export type ValidateInsurerChoiceResult =
  | {
      type: "success";
      insurer: PickableInsurer;
      reimbursementOption: ReimbursementOption | null;
      conceptCode: string | null;
      dcpContentHash: string | null;
      /** For the reservation's description: the date and the insurer chosen by the customer (part 2 §3). */
      description: string;
    }
  | { type: "ValidationError"; details: ValidationDetail[] }
  | { type: "customerNotFound" }
  | { type: "error" };

export interface ValidateInsurerChoiceInput extends InsurerPatientInput, Audited {
  /** The appointment's Helsinki calendar day: permits and Pohjola cover must be valid then. */
  appointmentDate: CalendarDate;
  /** The choice as the page sent it (InsurerChoiceValue); validated here. */
  choice: unknown;
}

// The clinic's staff read the description in Finnish.
const INSURER_NAMES: Record<PickableInsurer, string> = { IF: "If", LAHITAPIOLA: "LähiTapiola", OP: "Pohjola (OP)", OTHER: "Muu vakuutusyhtiö" };
const OPTION_NAMES: Record<ReimbursementOption, string> = {
  USE_REIMBURSEMENT: "suorakorvaus",
  COMPANY_REIMBURSEMENT: "yrityksen vakuutus",
  PAY_AND_REIMBURSE: "asiakas maksaa ja hakee korvauksen",
};

function describeChoice(
  choice: { insurer: PickableInsurer; reimbursementOption: ReimbursementOption | null },
  extra: { permit?: DirectCompensationPermit; pohjola?: boolean },
  now: Date,
): string {
  const parts = [INSURER_NAMES[choice.insurer]];
  if (choice.reimbursementOption) parts.push(OPTION_NAMES[choice.reimbursementOption]);
  if (extra.permit) parts.push(`suorakorvauslupa: ${extra.permit.symptom}, ${extra.permit.bodyPart}, voimassa ${formatPermitValidTo(extra.permit.validTo)}`);
  if (extra.pohjola !== undefined) parts.push(extra.pohjola ? "vakuutus löytyi Pohjolasta" : "vakuutusta ei löytynyt Pohjolasta");
  return `Asiakkaan valitsema vakuutusyhtiö ${formatShortDate(now, "fi")}: ${parts.join(", ")}`;
}

/**
 * The server's check of an insurer choice: the schema, the completeness rules of part 2 §5, the
 * derived reimbursement option and concept code (a different one sent is refused), and for a
 * LähiTapiola permit that the insurer really has it for the customer, valid on the appointment's
 * day. A Pohjola check the page says it made is made again and noted in the description.
 */
export async function validateInsurerChoice(
  db: DatabaseOrTransaction,
  insurers: InsurerGateway,
  input: ValidateInsurerChoiceInput,
): Promise<ValidateInsurerChoiceResult> {
  const parsed = InsurerChoiceSchema.safeParse(input.choice ?? {});
  if (!parsed.success) return { type: "ValidationError", details: toValidationDetails(parsed.error) };
  const patient = await findInsuredPatient(db, input.patientId);
  if (!patient) return { type: "customerNotFound" };
  const context = contextOf(patient, input);
  const choice = parsed.data;

  const problems = insurerChoiceProblems(choice, context);
  if (problems.length > 0) return { type: "ValidationError", details: problems };

  const reimbursementOption = reimbursementOptionOf(choice, context);
  const conceptCode = conceptCodeOf(choice, context);
  const mismatches: ValidationDetail[] = [];
  if (choice.conceptCode !== null && choice.conceptCode !== conceptCode) {
    mismatches.push({ path: "conceptCode", message: VALIDATION_KEYS.invalidValue });
  }
  if (choice.insurer !== "IF" && choice.reimbursementOption !== null && choice.reimbursementOption !== reimbursementOption) {
    mismatches.push({ path: "reimbursementOption", message: VALIDATION_KEYS.invalidValue });
  }
  if (mismatches.length > 0) return { type: "ValidationError", details: mismatches };

  const identity = { identityCode: patient.identityCode };
  const usesPermit = choice.insurer === "LAHITAPIOLA" && context.lahiTapiolaFlow && lahiTapiolaResultOf(choice, context) === "success";
  try {
    let permit: DirectCompensationPermit | undefined;
    if (usesPermit) {
      const permits = await insurers.lahiTapiolaPermits(identity, { lang: "fi", on: input.appointmentDate });
      permit = permits.find((candidate) => candidate.contentHash === choice.dcpContentHash);
      await recordAudit(db, input.actor, { action: "read", entity: "direct-compensation-permit", entityId: "LAHITAPIOLA" });
      if (!permit) return { type: "ValidationError", details: [{ path: "dcpContentHash", message: INSURER_KEYS.permitNotValid }] };
    }
    let pohjola: boolean | undefined;
    if (choice.insurer === "OP" && (choice.pohjolaStatus === "found" || choice.pohjolaStatus === "not_found")) {
      pohjola = (await insurers.pohjolaCheck(identity, input.appointmentDate)).hasInsurance;
      await recordAudit(db, input.actor, { action: "read", entity: "insurance-policy", entityId: "OP" });
    }
    return {
      type: "success",
      insurer: choice.insurer,
      reimbursementOption,
      conceptCode,
      dcpContentHash: permit ? permit.contentHash : null,
      description: describeChoice({ insurer: choice.insurer, reimbursementOption }, { permit, pohjola }, input.now),
    };
  } catch {
    return { type: "error" };
  }
}
