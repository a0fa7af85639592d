import { TEST_NOW } from "#tests/clock";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { encodeAppointmentLink } from "#domain/appointment-link";
import { appointmentSlots, auditEvents } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { listAppointments, loadAnonymousAppointment, loadAppointmentPage, saveArrivalReason } from "./appointment-service";
import { bookTestAppointment, minutesAfter, patientIdOf } from "./test-appointments";

const NOW = TEST_NOW;
const DEADLINE_HOURS = 24;
const database = useTestDatabase({ demoDataNow: NOW });

function actorFor(patientId: number | null): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.40", requestId: "test-request" };
}

async function reservedRows(patientId: number) {
  return database.db
    .select({
      id: appointmentSlots.id,
      startsAt: appointmentSlots.startsAt,
      cancelledAt: appointmentSlots.cancelledAt,
      durationMinutes: appointmentSlots.durationMinutes,
      kindId: appointmentSlots.kindId,
      secret: appointmentSlots.anonymousLinkSecret,
    })
    .from(appointmentSlots)
    .where(eq(appointmentSlots.reservedByPatientId, patientId));
}

describe("listAppointments", () => {
  it("lists the coming appointments only (no cancelled, no past), soonest first, and audits the read", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const list = await listAppointments(database.db, { actingPatientId: aino, lang: "en", now: NOW, actor: actorFor(aino) });
    const expected = (await reservedRows(aino))
      .filter((row) => row.cancelledAt === null && row.startsAt.getTime() + row.durationMinutes * 60_000 > NOW.getTime())
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((row) => row.id);
    expect(list.map((item) => item.id)).toEqual(expected);
    expect(list[0]).toMatchObject({ title: "Doctor's appointment 30 min", selfCheckInStatus: "allowed" });
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.entity, "appointment-list"));
    expect(audit).toHaveLength(1);
  });

  it("lists nothing of a child's for the guardian who booked it", async () => {
    const mikko = await patientIdOf(database.db, "mikko");
    expect(await listAppointments(database.db, { actingPatientId: mikko, lang: "fi", now: NOW, actor: actorFor(mikko) })).toEqual([]);
  });
});

describe("loadAppointmentPage", () => {
  it("shows the patient's appointments in the address's order and leaves out others' ids, audited as refused reads", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const johan = await patientIdOf(database.db, "johan");
    const ainos = (await reservedRows(aino)).filter((row) => row.cancelledAt === null && row.startsAt > NOW);
    const [johans] = (await reservedRows(johan)).filter((row) => row.startsAt > NOW);
    const [first, second] = ainos.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
    if (!first || !second || !johans) throw new Error("demo data has future appointments");
    const page = await loadAppointmentPage(database.db, {
      actingPatientId: aino,
      ids: [first.id, johans.id, second.id],
      lang: "sv",
      now: NOW,
      deadlineHours: DEADLINE_HOURS,
      actor: actorFor(aino),
    });
    expect(page.appointments.map((view) => view.id)).toEqual([first.id, second.id]);
    expect(page.checkInConsent).toBeNull();
    const audit = await database.db
      .select({ entityId: auditEvents.entityId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "appointment"), eq(auditEvents.requestId, "test-request")));
    expect(audit.filter((row) => row.entityId === String(johans.id))).toEqual([{ entityId: String(johans.id), outcome: "refused" }]);
    expect(audit.filter((row) => row.outcome === "allowed").map((row) => row.entityId)).toEqual(expect.arrayContaining([String(first.id), String(second.id)]));
  });

  it("builds the Appointment entity: practitioner, specialties, rate with fees, check-in and cancel facts", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const rows = (await reservedRows(aino)).filter((row) => row.cancelledAt === null && row.startsAt > NOW).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const [soon, insideDeadline, later] = rows;
    if (!soon || !insideDeadline || !later) throw new Error("Aino has three coming appointments");
    const { appointments } = await loadAppointmentPage(database.db, {
      actingPatientId: aino,
      ids: [soon.id, insideDeadline.id, later.id],
      lang: "en",
      now: NOW,
      deadlineHours: DEADLINE_HOURS,
      actor: actorFor(aino),
    });
    const [soonView, insideView, laterView] = appointments;
    expect(soonView).toMatchObject({
      kindId: "VO30",
      kind: { title: "Doctor's appointment 30 min" },
      locationType: "physicalLocation",
      isReserved: true,
      selfCheckInStatus: "allowed",
      mayCancel: false,
      isInsideCancellationDeadline: true,
      room: null,
      isCancelled: false,
      mayEditArrivalReason: true,
    });
    expect(soonView?.practitioner.title).toBeTruthy();
    expect(soonView?.specialtyData.specialties.length).toBeGreaterThan(0);
    expect(soonView?.clinic.cmsContent.arrivalInfo).toMatch(/check in at the reception/);
    expect(soonView?.practitionerRate?.rateCents).toBeGreaterThan(0);
    expect(soonView?.practitionerRate?.additionalFees.length).toBeGreaterThan(0);
    // A video appointment has nothing to check in to.
    expect(insideView).toMatchObject({ locationType: "videoAppointment", selfCheckInStatus: "statusNotAvailable", mayCancel: false });
    expect(laterView).toMatchObject({ mayCancel: true, isInsideCancellationDeadline: false });
  });

  it("shows the room once checked in, and the cancellation of a cancelled appointment", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const checkedIn = await bookTestAppointment(database.db, aino, minutesAfter(NOW, 10), { checkedInAt: NOW, roomLocation: "3. krs, huone 310" });
    const cancelled = await bookTestAppointment(database.db, aino, minutesAfter(NOW, 5 * 24 * 60), { cancelledAt: NOW, hasAppointeeCanceled: true });
    const { appointments } = await loadAppointmentPage(database.db, {
      actingPatientId: aino,
      ids: [checkedIn.id, cancelled.id],
      lang: "fi",
      now: NOW,
      deadlineHours: DEADLINE_HOURS,
      actor: actorFor(aino),
    });
    expect(appointments[0]).toMatchObject({ selfCheckInStatus: "checkedIn", room: { location: "3. krs, huone 310" }, mayCancel: false });
    expect(appointments[1]).toMatchObject({ isCancelled: true, hasAppointeeCanceled: true, mayCancel: false, selfCheckInStatus: "statusNotAvailable", mayEditArrivalReason: false });
  });

  it("tells a patient without consent before check-in", async () => {
    const kalle = await patientIdOf(database.db, "kalle");
    const [tomorrow] = (await reservedRows(kalle)).filter((row) => row.startsAt > NOW);
    if (!tomorrow) throw new Error("Kalle has an appointment");
    const page = await loadAppointmentPage(database.db, {
      actingPatientId: kalle,
      ids: [tomorrow.id],
      lang: "fi",
      now: NOW,
      deadlineHours: DEADLINE_HOURS,
      actor: actorFor(kalle),
    });
    expect(page.checkInConsent).toBe("confidentialityFormNotFilledAsAdult");
  });
});

describe("loadAnonymousAppointment", () => {
  const load = (token: string, sessionActingPatientId: number | null = null) =>
    loadAnonymousAppointment(database.db, { token, lang: "en", now: NOW, deadlineHours: DEADLINE_HOURS, actor: actorFor(null), sessionActingPatientId });

  it("opens the appointment by its link, without the patient's own note, and audits for whom", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, minutesAfter(NOW, 4 * 24 * 60), { arrivalReason: "Selkäkipu" });
    const found = await load(appointment.token);
    expect(found).toMatchObject({ state: "found", appointmentId: appointment.token, sessionMayCancel: false, appointment: { id: appointment.id, mayCancel: true } });
    expect(JSON.stringify(found)).not.toContain("Selkäkipu");
    expect(await load(appointment.token, aino)).toMatchObject({ sessionMayCancel: true });
    const [audit] = await database.db
      .select({ actor: auditEvents.actorPatientId, actingFor: auditEvents.actingForPatientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "appointment"), eq(auditEvents.entityId, String(appointment.id))));
    expect(audit).toEqual({ actor: null, actingFor: aino });
  });

  it("is not found for a malformed link, a wrong secret, or a free slot's link", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, minutesAfter(NOW, 4 * 24 * 60));
    const [free] = await database.db
      .select({ id: appointmentSlots.id, secret: appointmentSlots.anonymousLinkSecret })
      .from(appointmentSlots)
      .where(isNull(appointmentSlots.reservedByPatientId))
      .limit(1);
    if (!free) throw new Error("the demo calendar has free slots");
    expect(await load("%%%")).toEqual({ state: "notFound" });
    expect(await load(encodeAppointmentLink(appointment.id, "a".repeat(32)))).toEqual({ state: "notFound" });
    expect(await load(encodeAppointmentLink(free.id, free.secret))).toEqual({ state: "notFound" });
  });

  it("says so when the appointment is cancelled", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, minutesAfter(NOW, 4 * 24 * 60), { cancelledAt: NOW, hasAppointeeCanceled: true });
    expect(await load(appointment.token)).toEqual({ state: "cancelled" });
  });
});

describe("saveArrivalReason", () => {
  it("saves the trimmed text of the patient's coming appointment and clears it with an empty text", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, minutesAfter(NOW, 6 * 24 * 60));
    const save = (arrivalReason: string) =>
      saveArrivalReason(database.db, { actingPatientId: aino, appointmentId: appointment.id, arrivalReason, now: NOW, actor: actorFor(aino) });
    expect(await save("  Polvi on kipeä.  ")).toEqual({ type: "success" });
    const read = async () =>
      (await database.db.select({ reason: appointmentSlots.arrivalReason }).from(appointmentSlots).where(eq(appointmentSlots.id, appointment.id)))[0]?.reason;
    expect(await read()).toBe("Polvi on kipeä.");
    expect(await save("x".repeat(300))).toEqual({ type: "success" });
    expect(await save("   ")).toEqual({ type: "success" });
    expect(await read()).toBeNull();
  });

  it("does not touch someone else's, a cancelled or a started appointment", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const johan = await patientIdOf(database.db, "johan");
    const johans = await bookTestAppointment(database.db, johan, minutesAfter(NOW, 6 * 24 * 60));
    const cancelled = await bookTestAppointment(database.db, aino, minutesAfter(NOW, 6 * 24 * 60), { cancelledAt: NOW });
    const started = await bookTestAppointment(database.db, aino, minutesAfter(NOW, -5));
    for (const appointment of [johans, cancelled, started]) {
      expect(
        await saveArrivalReason(database.db, { actingPatientId: aino, appointmentId: appointment.id, arrivalReason: "Hei", now: NOW, actor: actorFor(aino) }),
      ).toEqual({ type: "appointmentNotFound" });
    }
  });
});
