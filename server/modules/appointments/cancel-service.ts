import type { CancelAppointmentResult } from "#domain/appointment-results";
import { checkCancellation } from "#domain/appointment-rules";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { EmailSender } from "#server/integrations/email/email-sender";
import type { SmsSender } from "#server/integrations/sms/sms-sender";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import {
  findCancellationRecipient,
  insertFreedSlot,
  lockPatientAppointment,
  markAppointmentCancelled,
} from "./appointment-repository";
import { dropStaleReminders } from "./reminder-service";
import { cancellationEmail, cancellationSmsText } from "./cancellation-messages";

// DELETE /api/appointments/{id} (spec part 1 §4 "Cancel", §7, §8). In one transaction: lock the
// patient's appointment, check the deadline, mark it cancelled by the appointee, release the time
// as a new free slot, queue the confirmation messages and write the audit event. Either all of it
// happens or none.

export interface CancelAppointmentInput {
  actingPatientId: number;
  appointmentId: number;
  now: Date;
  /** CANCELLATION_DEADLINE_HOURS: online cancelling ends this many hours before the start. */
  deadlineHours: number;
  actor: AuditActor;
  /** Where the confirmations go: the services container's `sms` and `email`. */
  senders: { sms: SmsSender; email: EmailSender };
}

export async function cancelAppointment(
  db: DatabaseOrTransaction,
  input: CancelAppointmentInput,
): Promise<{ type: CancelAppointmentResult }> {
  const { actingPatientId, appointmentId, now } = input;
  const { senders } = input;
  return db.transaction(async (tx) => {
    const appointment = await lockPatientAppointment(tx, actingPatientId, appointmentId);
    // Someone else's appointment (audited as refused), or one already cancelled: there is no reservation to cancel.
    if (!appointment) {
      await recordAudit(tx, input.actor, { action: "update", entity: "appointment-cancellation", entityId: appointmentId, outcome: "refused" });
      return { type: "appointmentNotFound" as const };
    }
    if (appointment.cancelledAt) return { type: "appointmentNotFound" as const };
    const check = checkCancellation(appointment, input.deadlineHours, now);
    // Checked in or started: too late as well; the customer calls customer service.
    if (check.type !== "allowed") return { type: "deadlineExceeded" as const };

    if (!(await markAppointmentCancelled(tx, actingPatientId, appointmentId, now))) return { type: "appointmentNotFound" as const };
    const freedSlotId = await insertFreedSlot(tx, actingPatientId, appointmentId, now);
    // A reminder already written for it and not yet sent is dropped with the cancellation.
    await dropStaleReminders(tx, { slotId: appointmentId });
    await sendConfirmation(tx, actingPatientId, appointmentId, senders);
    await recordAudit(
      tx,
      input.actor,
      { action: "update", entity: "appointment-cancellation", entityId: appointmentId },
      { action: "create", entity: "appointment-slot", entityId: freedSlotId },
    );
    return { type: "success" as const };
  });
}

/**
 * E-mail to the reservation's contact address (else the patient's); SMS to the reservation's
 * contact phone, else to the patient's phone when they allow booking messages by SMS.
 */
async function sendConfirmation(
  tx: DatabaseOrTransaction,
  patientId: number,
  appointmentId: number,
  senders: { sms: SmsSender; email: EmailSender },
): Promise<void> {
  const recipient = await findCancellationRecipient(tx, patientId, appointmentId);
  if (!recipient) return;
  const facts = {
    lang: recipient.language,
    brand: recipient.brandId === "kids" ? ("kids" as const) : ("adult" as const),
    startsAt: recipient.startsAt,
    clinicName: recipient.clinicName,
  };
  const email = recipient.contactEmail?.trim() || recipient.patientEmail?.trim();
  if (email) await senders.email.send(tx, { to: email, ...cancellationEmail(facts), patientId });
  const phone = recipient.contactPhone?.trim() || (recipient.allowsBookingSms ? recipient.patientPhone?.trim() : null);
  if (phone) await senders.sms.send(tx, { to: phone, body: cancellationSmsText(facts), patientId });
}
