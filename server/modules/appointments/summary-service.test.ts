import { TEST_NOW } from "#tests/clock";
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { appointmentSlots } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { listUpcomingAppointmentSummaries } from "./summary-service";
import { patientIdOf as personaPatientId } from "#tests/db/personas";

const NOW = TEST_NOW;
const database = useTestDatabase({ demoDataNow: NOW });

const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

describe("listUpcomingAppointmentSummaries", () => {
  it("lists the patient's coming appointments only: no cancelled, no past, soonest first", async () => {
    const aino = await patientIdOf("aino");
    const listed = await listUpcomingAppointmentSummaries(database.db, aino, { now: NOW, lang: "en", limit: 50 });
    const reserved = await database.db
      .select({ id: appointmentSlots.id, startsAt: appointmentSlots.startsAt, cancelledAt: appointmentSlots.cancelledAt })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.reservedByPatientId, aino));
    const expected = reserved
      .filter((slot) => slot.cancelledAt === null && slot.startsAt.getTime() > NOW.getTime())
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((slot) => slot.id);
    expect(listed.map((item) => item.id)).toEqual(expected);
    expect(reserved.some((slot) => slot.cancelledAt !== null)).toBe(true);
    expect(reserved.some((slot) => slot.startsAt.getTime() < NOW.getTime())).toBe(true);
  });

  it("keeps an appointment under way until it ends", async () => {
    const aino = await patientIdOf("aino");
    const [soonest] = await listUpcomingAppointmentSummaries(database.db, aino, { now: NOW, lang: "fi", limit: 1 });
    if (!soonest) throw new Error("Aino has a coming appointment");
    const duringIt = new Date(soonest.startsAt.getTime() + (soonest.durationMinutes - 1) * 60_000);
    const afterIt = new Date(soonest.startsAt.getTime() + soonest.durationMinutes * 60_000);
    expect((await listUpcomingAppointmentSummaries(database.db, aino, { now: duringIt, lang: "fi", limit: 1 }))[0]?.id).toBe(soonest.id);
    expect((await listUpcomingAppointmentSummaries(database.db, aino, { now: afterIt, lang: "fi", limit: 1 }))[0]?.id).not.toBe(soonest.id);
  });

  it("says whether check-in is open, by the same rule as the appointment page", async () => {
    const aino = await patientIdOf("aino");
    const [soonest] = await listUpcomingAppointmentSummaries(database.db, aino, { now: NOW, lang: "fi", limit: 1 });
    if (!soonest) throw new Error("Aino has a coming appointment");
    const at = (minutesBeforeStart: number) => new Date(soonest.startsAt.getTime() - minutesBeforeStart * 60_000);
    const statusAt = async (now: Date) => (await listUpcomingAppointmentSummaries(database.db, aino, { now, lang: "fi", limit: 1 }))[0]?.selfCheckInStatus;
    expect(await statusAt(at(31))).toBe(soonest.isRemote ? "statusNotAvailable" : "tooEarly");
    if (!soonest.isRemote) expect(await statusAt(at(30))).toBe("allowed");
  });

  it("never lists another patient's appointment, not even one booked by the user for a child", async () => {
    const mikko = await patientIdOf("mikko");
    const bookedByMikko = await database.db
      .select({ id: appointmentSlots.id })
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.bookedByPatientId, mikko), isNotNull(appointmentSlots.reservedByPatientId)));
    expect(bookedByMikko.length).toBeGreaterThan(0);
    expect(await listUpcomingAppointmentSummaries(database.db, mikko, { now: NOW, lang: "fi", limit: 50 })).toEqual([]);
  });
});
