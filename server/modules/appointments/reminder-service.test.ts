import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/enums";
import type { BrandId } from "#domain/session-state";
import { fixedClock } from "#server/clock/clock";
import { appointmentReminders, appointmentSlots, clinics, outboxMessages, patients } from "#server/db/schema";
import { MAX_DELIVERY_ATTEMPTS } from "#server/integrations/outbox/outbox-delivery";
import { taskHandlers } from "#server/jobs/tasks";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { cancelAppointment } from "./cancel-service";
import { reminderEmail, reminderSmsText } from "./reminder-messages";
import { bookTestAppointment, patientIdOf } from "./test-appointments";

// Appointment reminders, written by the job queue's "appointment-reminders" task at the pinned
// clock: 24 hours before by default, in the recipient's language and the appointment's brand, to
// whoever booked and a child's legal guardians, by each one's choices, once however often the task runs, never for a
// cancelled or moved appointment, and a reminder already queued is dropped when that happens.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const clock = fixedClock(TEST_NOW);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR);

function tasks() {
  const services = createTestServices(database.handle, { clock });
  return taskHandlers(services, { send: async () => {} });
}

async function messagesOf(slotIds: number[]) {
  const reminders = await database.db.select().from(appointmentReminders).where(inArray(appointmentReminders.slotId, slotIds));
  if (reminders.length === 0) return [];
  return database.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.appointmentReminderId, reminders.map((reminder) => reminder.id)));
}

async function clinicOf(brand: BrandId) {
  const [clinic] = await database.db.select().from(clinics).where(eq(clinics.brandId, brand)).limit(1);
  return clinic!;
}

describe("reminder content", () => {
  const startsAt = new Date("2026-11-25T07:30:00.000Z"); // 9.30 in Helsinki
  const base = { startsAt, clinicName: "Hoiva Kamppi", clinicAddress: "Urho Kekkosen katu 1, 00100 Helsinki", link: "https://portal.example/x" };
  const expected: Record<Language, { sms: string; subject: string; place: string; video: string }> = {
    fi: { sms: "Muistutus ajastasi 25.11.2026 klo 9:30, Hoiva Kamppi. Ilmoittaudu, peru tai katso tiedot: https://portal.example/x", subject: "muistutus ajastasi 25.11.2026", place: "Paikka: Hoiva Kamppi, Urho Kekkosen katu 1, 00100 Helsinki.", video: "Aika on videovastaanotto." },
    sv: { sms: "Påminnelse om din tid 25.11.2026 kl. 9:30, Hoiva Kamppi. Anmäl ankomst, avboka eller se uppgifterna: https://portal.example/x", subject: "påminnelse om din tid 25.11.2026", place: "Plats: Hoiva Kamppi, Urho Kekkosen katu 1, 00100 Helsinki.", video: "Tiden är en videomottagning." },
    en: { sms: "Reminder of your appointment on 25.11.2026 at 9:30, Hoiva Kamppi. Check in, cancel or see the details: https://portal.example/x", subject: "reminder of your appointment on 25.11.2026", place: "Place: Hoiva Kamppi, Urho Kekkosen katu 1, 00100 Helsinki.", video: "This is a video appointment." },
  };
  for (const lang of ["fi", "sv", "en"] as const) {
    for (const [brand, name] of [["adult", "Hoiva"], ["kids", "Hoiva Junior"]] as const) {
      it(`names time, place and the link to check in or cancel, in ${lang} for the ${brand} brand`, () => {
        const facts = { ...base, lang, brand, locationType: "physicalLocation" as const };
        expect(reminderSmsText(facts)).toBe(`${name}: ${expected[lang].sms}`);
        const email = reminderEmail(facts);
        expect(email.subject).toBe(`${name}: ${expected[lang].subject}`);
        expect(email.body).toContain(expected[lang].place);
        expect(email.body).toContain("https://portal.example/x");
        expect(email.body.endsWith(`\n${name}`)).toBe(true);
        const video = reminderEmail({ ...facts, locationType: "videoAppointment" });
        expect(video.body).toContain(expected[lang].video);
        expect(video.body).not.toContain("Hoiva Kamppi");
      });
    }
  }
});

describe("the reminder task", () => {
  it("reminds of an appointment 24 hours ahead by SMS and e-mail, once however often the task runs, in the patient's language", async () => {
    const emily = await patientIdOf(database.db, "emily");
    await database.db.update(patients).set({ language: "en" }).where(eq(patients.id, emily));
    const due = await bookTestAppointment(database.db, emily, at(23.5), { contactEmail: "emily@example.com", contactPhone: "+358401234001" });
    const later = await bookTestAppointment(database.db, emily, at(24.5));

    await tasks()["appointment-reminders"]({});
    await tasks()["appointment-reminders"]({});

    const sent = await messagesOf([due.id, later.id]);
    expect(sent.map((message) => [message.channel, message.recipient]).sort()).toEqual([
      ["email", "emily@example.com"],
      ["sms", "+358401234001"],
    ]);
    expect(sent.find((message) => message.channel === "sms")?.body).toMatch(/^Hoiva: Reminder of your appointment on /);
    expect(sent.every((message) => message.patientId === emily)).toBe(true);
  });

  it("reminds a guardian of their child's appointment in the children's brand, in the guardian's language", async () => {
    const eetu = await patientIdOf(database.db, "eetu");
    const mikko = await patientIdOf(database.db, "mikko");
    await database.db.update(patients).set({ language: "sv" }).where(eq(patients.id, mikko));
    const kids = await clinicOf("kids");
    const appointment = await bookTestAppointment(database.db, eetu, at(23), {
      clinicId: kids.id,
      bookedByPatientId: mikko,
      contactEmail: "mikko@example.com",
      contactPhone: "+358401234002",
    });

    await tasks()["appointment-reminders"]({});

    const sent = await messagesOf([appointment.id]);
    expect(sent.map((message) => message.recipient).sort()).toEqual(["+358401234002", "mikko@example.com"]);
    expect(sent.find((message) => message.channel === "email")?.subject).toMatch(/^Hoiva Junior: påminnelse om din tid /);
    await database.db.update(patients).set({ language: "fi" }).where(eq(patients.id, mikko));
  });

  it("reminds a child's legal guardian of an appointment the clinic booked, by the guardian's own choices, once per address", async () => {
    const eetu = await patientIdOf(database.db, "eetu");
    const mikko = await patientIdOf(database.db, "mikko");
    await database.db.update(patients).set({ remindersBySms: false, language: "en" }).where(eq(patients.id, mikko));
    const kids = await clinicOf("kids");
    const appointment = await bookTestAppointment(database.db, eetu, at(22), { clinicId: kids.id, contactEmail: null, contactPhone: null });

    await tasks()["appointment-reminders"]({});

    const sent = await messagesOf([appointment.id]);
    // Eetu (8) has no choices of his own; Mikko turned SMS off and reads English.
    expect(sent.map((message) => [message.channel, message.recipient])).toEqual([["email", "mikko.nieminen@example.com"]]);
    expect(sent[0]?.subject).toMatch(/^Hoiva Junior: reminder of your appointment on /);
    expect(sent[0]?.body).toContain("/en/");
    await database.db.update(patients).set({ remindersBySms: true, language: "fi" }).where(eq(patients.id, mikko));
  });

  it("follows the recipient's choices: e-mail off sends the SMS only, both off sends nothing", async () => {
    const timo = await patientIdOf(database.db, "timo");
    await database.db.update(patients).set({ remindersByEmail: false }).where(eq(patients.id, timo));
    const smsOnly = await bookTestAppointment(database.db, timo, at(21.5));
    await tasks()["appointment-reminders"]({});
    expect((await messagesOf([smsOnly.id])).map((message) => message.channel)).toEqual(["sms"]);

    await database.db.update(patients).set({ remindersBySms: false }).where(eq(patients.id, timo));
    const none = await bookTestAppointment(database.db, timo, at(21.6));
    await tasks()["appointment-reminders"]({});
    expect(await messagesOf([none.id])).toEqual([]);
    await database.db.update(patients).set({ remindersBySms: true, remindersByEmail: true }).where(eq(patients.id, timo));
  });

  it("sends nothing for a cancelled appointment, nor for one booked inside the reminder time", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const cancelled = await bookTestAppointment(database.db, aino, at(23), { cancelledAt: at(-1) });
    const bookedLate = await bookTestAppointment(database.db, aino, at(20), { reservedAt: at(-1) });

    await tasks()["appointment-reminders"]({});

    expect(await messagesOf([cancelled.id, bookedLate.id])).toEqual([]);
  });

  it("drops a reminder already queued when the appointment is cancelled, and one whose appointment moved before delivery", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const cancelled = await bookTestAppointment(database.db, aino, at(22));
    const moved = await bookTestAppointment(database.db, aino, at(21), { contactEmail: "moved@example.com", contactPhone: "+358401234003" });
    await tasks()["appointment-reminders"]({});
    expect(await messagesOf([cancelled.id, moved.id])).toHaveLength(4);

    const services = createTestServices(database.handle, { clock });
    const result = await cancelAppointment(database.db, {
      actingPatientId: aino,
      appointmentId: cancelled.id,
      now: TEST_NOW,
      deadlineHours: 0,
      senders: services.integrations,
      actor: { actorPatientId: aino, actingForPatientId: aino, address: "192.0.2.1", requestId: "r1" },
    });
    expect(result).toEqual({ type: "success" });
    const afterCancel = await messagesOf([cancelled.id]);
    expect(afterCancel.map((message) => [message.sentAt, message.attempts, message.lastError])).toEqual([
      [null, MAX_DELIVERY_ATTEMPTS, "dropped: the appointment was cancelled or moved"],
      [null, MAX_DELIVERY_ATTEMPTS, "dropped: the appointment was cancelled or moved"],
    ]);

    // Moved to another time after its reminder was written: the delivery job drops it unsent.
    await database.db.update(appointmentSlots).set({ startsAt: at(30) }).where(eq(appointmentSlots.id, moved.id));
    for (const message of await messagesOf([moved.id])) await tasks()["outbox-delivery"]({ messageId: message.id });
    const afterMove = await messagesOf([moved.id]);
    expect(afterMove.every((message) => message.sentAt === null && message.lastError === "dropped: the appointment was cancelled or moved")).toBe(true);
    // Its new time is reminded of when that comes due.
    clock.set(at(7));
    await tasks()["appointment-reminders"]({});
    expect(await messagesOf([moved.id])).toHaveLength(4);
    clock.set(TEST_NOW);
  });

  it("follows APPOINTMENT_REMINDER_HOURS", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const appointment = await bookTestAppointment(database.db, aino, at(47));
    const services = createTestServices(database.handle, { clock, env: { APPOINTMENT_REMINDER_HOURS: "48" } });
    await taskHandlers(services, { send: async () => {} })["appointment-reminders"]({});
    expect(await messagesOf([appointment.id])).toHaveLength(2);
  });
});
