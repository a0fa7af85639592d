import { TEST_NOW } from "#tests/clock";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client";
import { auditEvents, appointmentSlots, patients } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { ANONYMOUS_CHECK_IN_LIMITS, anonymousCheckIn, checkInToAppointment } from "./check-in-service";
import { bookTestAppointment, minutesAfter, patientIdOf } from "./test-appointments";

const NOW = TEST_NOW;
const database = useTestDatabase({ demoDataNow: NOW });

/** A start time far from the demo calendar's own (a day ahead), one per test. */
let nextStart = minutesAfter(NOW, 24 * 60);
function freshStart(): Date {
  nextStart = minutesAfter(nextStart, 90);
  return nextStart;
}

function actorFor(patientId: number | null, address = "192.0.2.10"): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address, requestId: "test-request" };
}

describe("logged-in check-in", () => {
  it("opens exactly 30 minutes before the start: tooEarly a moment before, success at the moment", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    const opens = minutesAfter(appointment.startsAt, -30);
    const input = { actingPatientId: aino, appointmentId: appointment.id, actor: actorFor(aino) };
    expect(await checkInToAppointment(database.db, { ...input, now: new Date(opens.getTime() - 1) })).toEqual({ type: "tooEarly" });
    expect(await checkInToAppointment(database.db, { ...input, now: opens })).toEqual({ type: "success" });
    const [row] = await database.db
      .select({ checkedInAt: appointmentSlots.checkedInAt })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.id, appointment.id));
    expect(row?.checkedInAt).toEqual(opens);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "appointment"), eq(auditEvents.entityId, String(appointment.id)), eq(auditEvents.action, "check-in")));
    expect(audit).toHaveLength(1);
  });

  it("answers alreadyCheckedIn the second time", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    const input = { actingPatientId: aino, appointmentId: appointment.id, actor: actorFor(aino), now: minutesAfter(appointment.startsAt, -10) };
    expect(await checkInToAppointment(database.db, input)).toEqual({ type: "success" });
    expect(await checkInToAppointment(database.db, input)).toEqual({ type: "alreadyCheckedIn" });
  });

  it("is still possible during the appointment and not after it has ended", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const during = await bookTestAppointment(database.db, aino, freshStart());
    const after = await bookTestAppointment(database.db, aino, freshStart());
    const base = { actingPatientId: aino, actor: actorFor(aino) };
    expect(
      await checkInToAppointment(database.db, { ...base, appointmentId: during.id, now: minutesAfter(during.startsAt, during.durationMinutes - 1) }),
    ).toEqual({ type: "success" });
    expect(
      await checkInToAppointment(database.db, { ...base, appointmentId: after.id, now: minutesAfter(after.startsAt, after.durationMinutes) }),
    ).toEqual({ type: "unknownError" });
  });

  it("refuses a cancelled appointment", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const start = freshStart();
    const appointment = await bookTestAppointment(database.db, aino, start, { cancelledAt: NOW, hasAppointeeCanceled: true });
    expect(
      await checkInToAppointment(database.db, { actingPatientId: aino, appointmentId: appointment.id, actor: actorFor(aino), now: minutesAfter(start, -5) }),
    ).toEqual({ type: "unknownError" });
  });

  it("sends the customer to reception where the clinic does not allow self check-in", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart(), { selfCheckInAllowed: false });
    expect(
      await checkInToAppointment(database.db, {
        actingPatientId: aino,
        appointmentId: appointment.id,
        actor: actorFor(aino),
        now: minutesAfter(appointment.startsAt, -5),
      }),
    ).toEqual({ type: "checkInOnlyAtReception" });
  });

  it("treats someone else's appointment as not found", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const johan = await patientIdOf(database.db, "johan");
    const appointment = await bookTestAppointment(database.db, johan, freshStart());
    expect(
      await checkInToAppointment(database.db, {
        actingPatientId: aino,
        appointmentId: appointment.id,
        actor: actorFor(aino),
        now: minutesAfter(appointment.startsAt, -5),
      }),
    ).toEqual({ type: "customerNotFound" });
    expect(
      await checkInToAppointment(database.db, { actingPatientId: aino, appointmentId: 999_999_999, actor: actorFor(aino), now: NOW }),
    ).toEqual({ type: "customerNotFound" });
    const refused = await database.db
      .select({ action: auditEvents.action, entityId: auditEvents.entityId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.actingForPatientId, aino), eq(auditEvents.outcome, "refused")));
    expect(refused).toEqual(
      expect.arrayContaining([
        { action: "check-in", entityId: String(appointment.id), outcome: "refused" },
        { action: "check-in", entityId: "999999999", outcome: "refused" },
      ]),
    );
  });

  it("asks an adult without consent to fill the form as an adult, and a child's guardian to fill it", async () => {
    const kalle = await patientIdOf(database.db, "kalle");
    const adult = await bookTestAppointment(database.db, kalle, freshStart());
    expect(
      await checkInToAppointment(database.db, { actingPatientId: kalle, appointmentId: adult.id, actor: actorFor(kalle), now: minutesAfter(adult.startsAt, -5) }),
    ).toEqual({ type: "confidentialityFormNotFilledAsAdult" });

    const eetu = await patientIdOf(database.db, "eetu");
    await database.db.update(patients).set({ patientDataConsentFormUpdated: null }).where(eq(patients.id, eetu));
    const child = await bookTestAppointment(database.db, eetu, freshStart());
    expect(
      await checkInToAppointment(database.db, { actingPatientId: eetu, appointmentId: child.id, actor: actorFor(eetu), now: minutesAfter(child.startsAt, -5) }),
    ).toEqual({ type: "confidentialityFormNotFilled" });
  });

  it("asks for the form again from an adult who had consent only as a child", async () => {
    const venla = await patientIdOf(database.db, "venla");
    // Venla was born 3.2.2011; consent saved at 16, appointment after her 18th birthday.
    await database.db
      .update(patients)
      .set({ patientDataConsentFormUpdated: new Date("2027-05-01T10:00:00Z") })
      .where(eq(patients.id, venla));
    const appointment = await bookTestAppointment(database.db, venla, new Date("2029-03-01T10:00:00Z"));
    expect(
      await checkInToAppointment(database.db, {
        actingPatientId: venla,
        appointmentId: appointment.id,
        actor: actorFor(venla),
        now: minutesAfter(appointment.startsAt, -5),
      }),
    ).toEqual({ type: "confidentialityFormNotFilledAsAdult" });
  });
});

describe("anonymous check-in with the identity code's end part", () => {
  it("answers ssnEndPartMismatch to a wrong end part and success to the right one", async () => {
    const aino = await patientIdOf(database.db, "aino"); // 140386-246K
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    const now = minutesAfter(appointment.startsAt, -20);
    const actor = actorFor(null, "192.0.2.20");
    expect(await anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart: "246X", now, actor })).toEqual({ type: "ssnEndPartMismatch" });
    expect(await anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart: "246K", now, actor })).toEqual({ type: "success" });
    const audit = await database.db
      .select({ actingFor: auditEvents.actingForPatientId, actor: auditEvents.actorPatientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(appointment.id)), eq(auditEvents.action, "check-in")));
    expect(audit).toEqual([
      { actingFor: aino, actor: null },
      { actingFor: aino, actor: null },
    ]);
  });

  it("never compares the end part of an appointment not open for check-in", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    const actor = actorFor(null, "192.0.2.21");
    const early = minutesAfter(appointment.startsAt, -31);
    expect(await anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart: "246K", now: early, actor })).toEqual({ type: "unknownError" });
    expect(await anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart: "0000", now: early, actor })).toEqual({ type: "unknownError" });
  });

  it("asks for the consent form only after the end part is right", async () => {
    const kalle = await patientIdOf(database.db, "kalle"); // 110790U519P
    const appointment = await bookTestAppointment(database.db, kalle, freshStart());
    const now = minutesAfter(appointment.startsAt, -5);
    const actor = actorFor(null, "192.0.2.22");
    expect(await anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart: "5190", now, actor })).toEqual({ type: "ssnEndPartMismatch" });
    expect(await anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart: "519P", now, actor })).toEqual({
      type: "confidentialityFormNotFilledAsAdult",
    });
  });

  it("treats a malformed, unknown or wrong-secret link as an unknown error", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    const now = minutesAfter(appointment.startsAt, -5);
    const actor = actorFor(null, "192.0.2.23");
    const wrongSecret = btoa(`${appointment.id}_${"0".repeat(32)}`).replace(/=+$/, "");
    for (const token of ["not-a-link", wrongSecret]) {
      expect(await anonymousCheckIn(database.db, { token, ssnEndPart: "246K", now, actor })).toEqual({ type: "unknownError" });
    }
  });

  it("locks an appointment after five wrong end parts, even against the right one, until the lock ends", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, freshStart());
    const now = minutesAfter(appointment.startsAt, -29);
    // A different address for each try: the appointment's own limit is what stops this.
    const attempt = (ssnEndPart: string, index: number, at = now) =>
      anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart, now: at, actor: actorFor(null, `198.51.100.${index}`) });
    for (let index = 0; index < 5; index += 1) expect(await attempt(`10${index}A`, index)).toEqual({ type: "ssnEndPartMismatch" });
    const locked = await attempt("246K", 9);
    expect(locked.type).toBe("unknownError");
    expect(locked.lockedUntil?.getTime()).toBe(now.getTime() + ANONYMOUS_CHECK_IN_LIMITS.perAppointment.blockMs);
    expect(await attempt("246K", 10, minutesAfter(now, 28))).toMatchObject({ type: "unknownError" });
    // The appointment's lock has ended 30 minutes later, still inside its time.
    expect(await attempt("246K", 11, minutesAfter(now, 30))).toEqual({ type: "success" });
  });

  it("locks an address after twenty wrong end parts across appointments", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const address = "203.0.113.50";
    const start = freshStart();
    const now = minutesAfter(start, -10);
    for (let round = 0; round < 5; round += 1) {
      const appointment = await bookTestAppointment(database.db, aino, start);
      for (let index = 0; index < 4; index += 1) {
        const result = await anonymousCheckIn(database.db, { token: appointment.token, ssnEndPart: `99${index}A`, now, actor: actorFor(null, address) });
        expect(result).toEqual({ type: "ssnEndPartMismatch" });
      }
    }
    const fresh = await bookTestAppointment(database.db, aino, start);
    const blocked = await anonymousCheckIn(database.db, { token: fresh.token, ssnEndPart: "246K", now, actor: actorFor(null, address) });
    expect(blocked.type).toBe("unknownError");
    expect(blocked.lockedUntil).toBeDefined();
    // Another address is not affected.
    expect(await anonymousCheckIn(database.db, { token: fresh.token, ssnEndPart: "246K", now, actor: actorFor(null, "203.0.113.51") })).toEqual({
      type: "success",
    });
    // The counters hold keys of appointments and addresses, never identity codes or end parts.
    const counters = await queryRows<{ key: string }>(database.db, sql`select key from rate_limit_counters where key like 'anon-check-in:%'`);
    expect(counters.map((row) => row.key)).toContain(`anon-check-in:address:${address}`);
    expect(JSON.stringify(counters)).not.toMatch(/246K|99\dA/);
  });
});
