import { type ConsentField, type PatientDataConsent, REGISTRATION_KEYS, consentFieldsFor, consentValuesOf } from "#domain/registration";
import { type PatientDataConsentInput } from "#domain/registration-inputs";
import type { ValidationDetail } from "#domain/validation-details";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { findConsent, updateConsent } from "./profile-repository";

// Patient data consent (spec part 1 §3 "Patient data consent", §4 "Consent form"; part 2 §2
// "Patient data consent", §4 "consent not given leads to the consent form"). The consent belongs to
// the acting patient; patientDataConsentFormUpdated null means it has never been given.

export interface ConsentForm {
  /** The fields the brand's form shows, in order (the occupational one in the adult brand only). */
  fields: ConsentField[];
  values: PatientDataConsent;
  /** ISO time of the last save; null when the consent has never been given. */
  patientDataConsentFormUpdated: string | null;
}

export interface ConsentBrand {
  /** The brand offers the consent for viewing occupational data (adult brand). */
  occupationalConsent: boolean;
}

/** The acting patient's consent form; null when there is no such patient. The read is audited. */
export async function loadConsentForm(
  db: DatabaseOrTransaction,
  { patientId, brand, actor }: { patientId: number; brand: ConsentBrand; actor: AuditActor },
): Promise<ConsentForm | null> {
  const row = await findConsent(db, patientId);
  if (!row) return null;
  await recordAudit(db, actor, { action: "read", entity: "patient-data-consent", entityId: patientId });
  const { patientDataConsentFormUpdated, ...values } = row;
  return {
    fields: consentFieldsFor(brand),
    values,
    patientDataConsentFormUpdated: patientDataConsentFormUpdated?.toISOString() ?? null,
  };
}

/** Whether the acting patient has given the consent (what booking and check-in ask for). */
export async function hasPatientDataConsent(db: DatabaseOrTransaction, patientId: number): Promise<boolean> {
  const row = await findConsent(db, patientId);
  return row?.patientDataConsentFormUpdated != null;
}

export type SaveConsentResult =
  | { type: "success"; patientDataConsentFormUpdated: string }
  | { type: "ValidationError"; details: ValidationDetail[] }
  | { type: "customerNotFound" };

/**
 * Saves the consent form, parsed by the caller with createPatientDataConsentSchema (the page
 * action, POST /api/user/consent), with its time, and audits it. The rules that depend on the
 * stored consent are checked again on the row the transaction reads: the first save needs the
 * privacy policy read, and only the fields the brand offers are saved.
 */
export async function saveConsent(
  db: DatabaseOrTransaction,
  { patientId, brand, consent, now, actor }: { patientId: number; brand: ConsentBrand; consent: PatientDataConsentInput; now: Date; actor: AuditActor },
): Promise<SaveConsentResult> {
  return db.transaction(async (tx) => {
    const current = await findConsent(tx, patientId);
    if (!current) return { type: "customerNotFound" };
    if (current.patientDataConsentFormUpdated === null && !consent.privacyPolicyRead) {
      return { type: "ValidationError", details: [{ path: "privacyPolicyRead", message: REGISTRATION_KEYS.privacyPolicyNotRead }] };
    }
    if (!(await updateConsent(tx, patientId, consentValuesOf(consent, brand), now))) return { type: "customerNotFound" };
    await recordAudit(tx, actor, { action: "update", entity: "patient-data-consent", entityId: patientId });
    return { type: "success", patientDataConsentFormUpdated: now.toISOString() };
  });
}
