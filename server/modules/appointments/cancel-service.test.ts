import { TEST_NOW } from "#tests/clock";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentSlots, auditEvents, outboxMessages, patients } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { useTestServices } from "#tests/services";
import { cancelAppointment } from "./cancel-service";
import { bookTestAppointment, minutesAfter, patientIdOf } from "./test-appointments";

const NOW = TEST_NOW;
const DEADLINE_HOURS = 24;
const database = useTestDatabase({ demoDataNow: NOW });
const services = useTestServices(database);

let nextStart = minutesAfter(NOW, 3 * 24 * 60);
function freshStart(): Date {
  nextStart = minutesAfter(nextStart, 90);
  return nextStart;
}

function actorFor(patientId: number): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.30", requestId: "test-request" };
}

function cancel(actingPatientId: number, appointmentId: number, now: Date) {
  return cancelAppointment(database.db, { actingPatientId, appointmentId, now, deadlineHours: DEADLINE_HOURS, actor: actorFor(actingPatientId), senders: services().integrations });
}

describe("cancelAppointment", () => {
  it("cancels, keeps the row as the customer's record, frees the time, confirms by e-mail and SMS, audits", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    expect(await cancel(aino, appointment.id, NOW)).toEqual({ type: "success" });

    const [cancelled] = await database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, appointment.id));
    expect(cancelled).toMatchObject({ cancelledAt: NOW, hasAppointeeCanceled: true, reservedByPatientId: aino });

    const freed = await database.db
      .select()
      .from(appointmentSlots)
      .where(
        and(
          eq(appointmentSlots.practitionerId, appointment.practitionerId),
          eq(appointmentSlots.startsAt, appointment.startsAt),
          isNull(appointmentSlots.reservedByPatientId),
        ),
      );
    expect(freed).toHaveLength(1);
    expect(freed[0]).toMatchObject({
      kindId: appointment.kindId,
      durationMinutes: appointment.durationMinutes,
      clinicId: cancelled?.clinicId,
      practitionerRateId: cancelled?.practitionerRateId,
      cancelledAt: null,
      arrivalReason: null,
    });
    expect(freed[0]?.anonymousLinkSecret).not.toBe(cancelled?.anonymousLinkSecret);

    const messages = await database.db.select().from(outboxMessages).where(eq(outboxMessages.patientId, aino));
    const email = messages.find((message) => message.channel === "email");
    const sms = messages.find((message) => message.channel === "sms");
    expect(email).toMatchObject({ recipient: "test.patient@example.com", subject: "Hoiva: aika peruttu" });
    expect(sms?.recipient).toBe("+358401110000");
    expect(sms?.body).toMatch(/^Hoiva: Aikasi \d{2}\.\d{2}\.\d{4} klo \d{1,2}:\d{2}, .+, on peruttu\.$/);

    const audit = await database.db
      .select({ action: auditEvents.action, entity: auditEvents.entity })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(appointment.id)));
    expect(audit).toContainEqual({ action: "update", entity: "appointment-cancellation" });
  });

  it("is allowed up to and including the deadline moment, and deadlineExceeded a moment after", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const atDeadline = await bookTestAppointment(database.db, aino, freshStart());
    const afterDeadline = await bookTestAppointment(database.db, aino, freshStart());
    expect(await cancel(aino, atDeadline.id, minutesAfter(atDeadline.startsAt, -DEADLINE_HOURS * 60))).toEqual({ type: "success" });
    expect(await cancel(aino, afterDeadline.id, new Date(minutesAfter(afterDeadline.startsAt, -DEADLINE_HOURS * 60).getTime() + 1))).toEqual({
      type: "deadlineExceeded",
    });
    const [kept] = await database.db
      .select({ cancelledAt: appointmentSlots.cancelledAt })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.id, afterDeadline.id));
    expect(kept?.cancelledAt).toBeNull();
  });

  it("answers appointmentNotFound for a cancelled, missing or someone else's appointment, changing nothing", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const johan = await patientIdOf(database.db, "johan");
    const johans = await bookTestAppointment(database.db, johan, freshStart());
    expect(await cancel(aino, johans.id, NOW)).toEqual({ type: "appointmentNotFound" });
    const [untouched] = await database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, johans.id));
    expect(untouched?.cancelledAt).toBeNull();
    // The attempt on Johan's appointment is in the audit trail as refused.
    const refused = await database.db
      .select({ action: auditEvents.action, entity: auditEvents.entity, actingFor: auditEvents.actingForPatientId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(johans.id)));
    expect(refused).toEqual([{ action: "update", entity: "appointment-cancellation", actingFor: aino, outcome: "refused" }]);

    const own = await bookTestAppointment(database.db, aino, freshStart());
    expect(await cancel(aino, own.id, NOW)).toEqual({ type: "success" });
    expect(await cancel(aino, own.id, NOW)).toEqual({ type: "appointmentNotFound" });
    expect(await cancel(aino, 999_999_999, NOW)).toEqual({ type: "appointmentNotFound" });

    const freed = await database.db
      .select({ id: appointmentSlots.id })
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.startsAt, own.startsAt), eq(appointmentSlots.practitionerId, own.practitionerId), isNull(appointmentSlots.reservedByPatientId)));
    expect(freed).toHaveLength(1);
  });

  it("refuses a checked-in appointment as too late", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart(), { checkedInAt: NOW });
    expect(await cancel(aino, appointment.id, NOW)).toEqual({ type: "deadlineExceeded" });
  });

  it("sends no SMS to the patient's own phone without consent to booking SMS", async () => {
    const kalle = await patientIdOf(database.db, "kalle");
    await database.db.update(patients).set({ allowsBookingSms: false }).where(eq(patients.id, kalle));
    const appointment = await bookTestAppointment(database.db, kalle, freshStart(), { contactPhone: null, contactEmail: null });
    expect(await cancel(kalle, appointment.id, NOW)).toEqual({ type: "success" });
    const messages = await database.db
      .select({ channel: outboxMessages.channel, recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(eq(outboxMessages.patientId, kalle));
    expect(messages).toEqual([{ channel: "email", recipient: "kalle.jarvinen@example.com" }]);
  });

  it("lets only one of two simultaneous cancellations through, freeing the time once", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    const results = await Promise.all([cancel(aino, appointment.id, NOW), cancel(aino, appointment.id, NOW)]);
    expect(results.map((result) => result.type).sort()).toEqual(["appointmentNotFound", "success"]);
    const freed = await database.db
      .select({ id: appointmentSlots.id })
      .from(appointmentSlots)
      .where(
        and(
          eq(appointmentSlots.startsAt, appointment.startsAt),
          eq(appointmentSlots.practitionerId, appointment.practitionerId),
          isNull(appointmentSlots.reservedByPatientId),
        ),
      );
    expect(freed).toHaveLength(1);
  });
});
