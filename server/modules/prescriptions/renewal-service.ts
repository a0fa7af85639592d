import { composeRenewalMessage, PRESCRIPTION_RENEWAL_THREAD_TITLE } from "#domain/prescription-renewal";
import { type PrescriptionRenewal } from "#domain/prescription-renewal-inputs";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, type AuditEntry, recordAudit } from "#server/modules/audit/audit-service";
import { getCustomerUser, sendMessageInNewThread } from "#server/modules/messaging/thread-service";
import { findPrescriptionsByIds, hasRenewablePrescription, insertRenewalRequest } from "./repository";

// Prescription renewal (spec part 2 §4 "Prescription renewal", §5, §7): the request is delivered
// to the care team as ONE new customer thread titled "Reseptin uusimispyyntö" with one text
// message composed from the answers, through the messaging service; a renewal request record
// links the prescriptions and the thread. Only the acting patient's renewable prescriptions can be
// renewed: an id of anyone else's, a missing one or a non-renewable one answers
// "prescriptionNotFound", one answer for all (decision 200).

/** A prescription as the renewal page names it. */
export interface RenewablePrescription {
  id: number;
  medicineName: string;
  strength: string;
  medicineType: string;
  issuedDate: CalendarDate;
}

/**
 * Whether renewal is offered to the patient (isPrescriptionRenewalEnabled and
 * canRenewPrescriptions, decision 062): a customer messaging user to send with and at least one
 * renewable prescription. The environment's messaging flags are the caller's to check.
 */
export async function canRenewPrescriptions(db: DatabaseOrTransaction, actingPatientId: number): Promise<boolean> {
  const [customer, renewable] = await Promise.all([getCustomerUser(db, actingPatientId), hasRenewablePrescription(db, actingPatientId)]);
  return customer !== null && renewable;
}

/**
 * The prescriptions to renew in the order of `ids`, or null when any is not the patient's
 * renewable one (each such id written to the trail as a refused read, decision 161).
 */
export async function loadRenewablePrescriptions(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, ids }: { actingPatientId: number; actor: AuditActor; ids: readonly number[] },
): Promise<RenewablePrescription[] | null> {
  const rows = await findPrescriptionsByIds(db, actingPatientId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.map((id) => byId.get(id));
  const refused = ids.filter((id) => !byId.get(id)?.isRenewable);
  if (refused.length > 0) {
    await recordAudit(db, actor, ...refused.map((id): AuditEntry => ({ action: "read", entity: "prescription", entityId: id, outcome: "refused" })));
    return null;
  }
  const prescriptions = found.filter((row) => row !== undefined);
  await recordAudit(db, actor, ...prescriptions.map((row): AuditEntry => ({ action: "read", entity: "prescription", entityId: row.id })));
  return prescriptions.map(({ isRenewable: _renewable, ...prescription }) => prescription);
}

export type SendPrescriptionRenewalResult =
  | { type: "success"; threadId: number; requestId: number }
  | { type: "prescriptionNotFound" }
  | { type: "messagingUserNotFound" }
  | { type: "sendFailed" };

/**
 * Sends the renewal request: in one transaction the thread and its message (messaging service),
 * the request record with one item per prescription, and the audit rows.
 */
export async function sendPrescriptionRenewal(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, now, renewal }: { actingPatientId: number; actor: AuditActor; now: Date; renewal: PrescriptionRenewal },
): Promise<SendPrescriptionRenewalResult> {
  return db.transaction(async (tx) => {
    const ids = renewal.items.map((item) => item.prescriptionId);
    const rows = await findPrescriptionsByIds(tx, actingPatientId, ids);
    if (rows.length !== ids.length || rows.some((row) => !row.isRenewable)) return { type: "prescriptionNotFound" } as const;
    const sent = await sendMessageInNewThread(tx, {
      actingPatientId,
      actor,
      now,
      input: {
        title: PRESCRIPTION_RENEWAL_THREAD_TITLE,
        content: composeRenewalMessage(renewal, rows),
        attachments: [],
        participantIds: [],
        separateThreadPerParticipant: false,
      },
    });
    if (sent.type === "messagingUserNotFound") return { type: "messagingUserNotFound" } as const;
    const [threadId, ...others] = sent.type === "success" ? sent.threadIds : [];
    if (threadId === undefined || others.length > 0) return { type: "sendFailed" } as const;
    const requestId = await insertRenewalRequest(
      tx,
      {
        patientId: actingPatientId,
        requestedByPatientId: actor.actorPatientId !== null && actor.actorPatientId !== actingPatientId ? actor.actorPatientId : null,
        otherMedicines: renewal.otherMedicines,
        threadId,
        createdAt: now,
      },
      renewal.items.map((item) => ({
        prescriptionId: item.prescriptionId,
        reason: item.reason,
        isMedicineFinished: item.isMedicineFinished === "yes",
        hasSideEffects: item.hasSideEffects === "yes",
        followUp: [item.amountLeft, item.sideEffects].filter((text) => text !== null).join("\n\n") || null,
      })),
    );
    await recordAudit(tx, actor, { action: "create", entity: "prescription-renewal-request", entityId: requestId });
    return { type: "success", threadId, requestId } as const;
  });
}
