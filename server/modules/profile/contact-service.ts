import type { BookingContact } from "#domain/contact-info";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { type PatientContactRow, findContact, updateContact } from "./profile-repository";

// The address and contact edit of the reservation page (spec part 2 §3 "Patient", §4 "Address
// edit", §7 PUT /api/user): street address, postal code, post office, e-mail and phone of the
// acting patient.

export type PatientContact = PatientContactRow;

/** The acting patient's contact details; null when there is no such patient. The read is audited. */
export async function loadPatientContact(
  db: DatabaseOrTransaction,
  { patientId, actor }: { patientId: number; actor: AuditActor },
): Promise<PatientContact | null> {
  const contact = await findContact(db, patientId);
  if (contact) await recordAudit(db, actor, { action: "read", entity: "patient-contact-info", entityId: patientId });
  return contact;
}

export type UpdatePatientContactResult = { type: "success"; patient: PatientContact } | { type: "customerNotFound" };

/** Saves the validated contact details and audits the change in one transaction. */
export async function updatePatientContact(
  db: DatabaseOrTransaction,
  { patientId, contact, now, actor }: { patientId: number; contact: BookingContact; now: Date; actor: AuditActor },
): Promise<UpdatePatientContactResult> {
  return db.transaction(async (tx) => {
    const patient = await updateContact(tx, patientId, contact, now);
    if (!patient) return { type: "customerNotFound" } as const;
    await recordAudit(tx, actor, { action: "update", entity: "patient-contact-info", entityId: patientId });
    return { type: "success", patient } as const;
  });
}
