import { TEST_NOW } from "#tests/clock";
import { concurrencyServerUrl, openMigratedServerDatabase } from "#tests/db/postgres-server";
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeIdentityCode } from "#domain/identity-code";
import type { Database } from "#server/db/client";
import {
  appointmentKinds,
  appointmentSlots,
  auditEvents,
  brands,
  clinics,
  outboxMessages,
  patients,
  practitioners,
  specialties,
} from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import type { Integrations } from "#server/services";
import { createTestServices } from "#tests/services";
import { reserveAppointment, reserveAppointmentAnonymously, type ReserveOutcome } from "#server/modules/booking/reservation-service";
import { createAnonymousReservationRequestSchema, ReservationRequestSchema } from "#domain/reservation-inputs";

// A slot is reserved at most once, however many customers try at the same moment (DESIGN.md
// "Concurrency"; spec part 2 issue "must never double-book"). This runs against a real PostgreSQL
// server, where the attempts truly overlap on many connections, in a fresh database of its own
// (tests/db/postgres-server.ts).

const ATTEMPTS = 60;
const CONNECTIONS = 40;

const serverUrl = await concurrencyServerUrl();

const NOW = TEST_NOW;
const ORIGIN = "http://localhost:3000";
const state = {} as {
  db: Database;
  url: string;
  integrations: Integrations;
  drop: () => Promise<void>;
  patientIds: number[];
  codes: string[];
};

/** A minimal catalogue (one brand, clinic, practitioner, specialty, kind) and ATTEMPTS customers. */
async function seed(db: Database): Promise<void> {
  await db.insert(brands).values({ id: "adult", name: "Hoiva" });
  const text = { fi: "Vastaanotto", sv: "Mottagning", en: "Appointment" };
  await db.insert(clinics).values({
    id: "HKA",
    brandId: "adult",
    name: "Hoiva Kamppi",
    cmsName: "Hoiva Kamppi",
    city: "Helsinki",
    municipality: "Helsinki",
    streetAddress: "Runeberginkatu 12",
    postalCode: "00100",
    postOffice: "HELSINKI",
  });
  await db.insert(specialties).values({ id: "YL", name: text });
  await db.insert(appointmentKinds).values({ id: "VO30", title: text });
  await db.insert(practitioners).values({ name: "Laura Salminen", title: text });
  const codes = Array.from({ length: ATTEMPTS }, (_, index) => makeIdentityCode("1980-01-01", 100 + index));
  const inserted = await db
    .insert(patients)
    .values(
      codes.map((identityCode, index) => ({
        identityCode,
        firstName: `Asiakas${index}`,
        lastName: "Testinen",
        birthDate: "1980-01-01",
        patientDataConsentFormUpdated: NOW,
      })),
    )
    .returning({ id: patients.id });
  state.patientIds = inserted.map((row) => row.id);
  state.codes = codes;
}

async function newSlot(db: Database, hoursAhead: number): Promise<number> {
  const [practitioner] = await db.select({ id: practitioners.id }).from(practitioners).limit(1);
  const [row] = await db
    .insert(appointmentSlots)
    .values({
      kindId: "VO30",
      clinicId: "HKA",
      practitionerId: practitioner!.id,
      specialtyId: "YL",
      startsAt: new Date(NOW.getTime() + hoursAhead * 3_600_000),
      durationMinutes: 30,
      locationType: "physicalLocation",
    })
    .returning({ id: appointmentSlots.id });
  return row!.id;
}

function actor(patientId: number | null): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.50", requestId: randomBytes(6).toString("hex") };
}

function reserveFor(patientId: number, appointmentId: number, max = 10): Promise<ReserveOutcome> {
  return reserveAppointment(state.db, {
    brand: "adult",
    features: [],
    payload: ReservationRequestSchema.parse({ internalOrganization: "adult", appointmentId, emailAddress: "asiakas@example.com", phone: "+358401234599" }),
    now: TEST_NOW,
    maxFutureReservations: max,
    actor: actor(patientId),
    origin: ORIGIN,
    userPatientId: patientId,
    actingPatientId: patientId,
    actingRole: "self",
    insurers: state.integrations.insurers,
    senders: state.integrations,
  });
}

function reserveAnonymouslyFor(index: number, appointmentId: number): Promise<ReserveOutcome> {
  return reserveAppointmentAnonymously(state.db, {
    brand: "adult",
    features: [],
    payload: createAnonymousReservationRequestSchema({ allowDevelopmentCodes: false }).parse({
      internalOrganization: "adult",
      appointmentId,
      firstName: `Asiakas${index}`,
      lastName: "Testinen",
      ssn: state.codes[index],
      phone: "+358401234599",
      emailAddress: "asiakas@example.com",
      termsAccepted: true,
    }),
    now: TEST_NOW,
    maxFutureReservations: 10,
    actor: actor(null),
    origin: ORIGIN,
    senders: state.integrations,
  });
}

function typeOf(outcome: ReserveOutcome): string {
  return outcome.kind === "invalid" ? "ValidationError" : outcome.result.type;
}

function tally(outcomes: ReserveOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[typeOf(outcome)] = (counts[typeOf(outcome)] ?? 0) + 1;
  return counts;
}

const title = serverUrl
  ? "concurrent reservations on a PostgreSQL server"
  : "concurrent reservations (SKIPPED: no PostgreSQL server; set TEST_DATABASE_URL or run one on 127.0.0.1:5432)";

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    // Many connections, so that the attempts really run side by side in the server.
    Object.assign(state, await openMigratedServerDatabase(serverUrl!, { prefix: "reservation", connections: CONNECTIONS }));
    state.integrations = createTestServices({ db: state.db, kind: "postgres", queueConnection: { kind: "postgres", url: state.url }, close: async () => {} }).integrations;
    await seed(state.db);
  });

  afterAll(async () => {
    await state.drop?.();
  });

  it(`lets exactly one of ${ATTEMPTS} customers reserve the same slot at once`, async () => {
    const slotId = await newSlot(state.db, 72);
    const outcomes = await Promise.all(state.patientIds.map((patientId) => reserveFor(patientId, slotId)));
    expect(tally(outcomes)).toEqual({ success: 1, appointmentNotAvailable: ATTEMPTS - 1 });

    const winnerIndex = outcomes.findIndex((outcome) => typeOf(outcome) === "success");
    const winner = state.patientIds[winnerIndex]!;
    const [slot] = await state.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId));
    expect(slot).toMatchObject({ reservedByPatientId: winner, reservedHealthCareType: "private" });
    // The loser's transactions left nothing behind: one audit event, one e-mail and one SMS.
    const audit = await state.db
      .select({ actor: auditEvents.actorPatientId })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(slotId)));
    expect(audit).toEqual([{ actor: winner }]);
    const messages = await state.db
      .select({ channel: outboxMessages.channel, patientId: outboxMessages.patientId })
      .from(outboxMessages)
      .where(inArray(outboxMessages.patientId, state.patientIds));
    expect(messages.map((message) => message.channel).sort()).toEqual(["email", "sms"]);
    expect(new Set(messages.map((message) => message.patientId))).toEqual(new Set([winner]));
  });

  it("lets exactly one succeed when weak and strong identification race for one slot", async () => {
    const slotId = await newSlot(state.db, 96);
    const attempts = state.patientIds.map((patientId, index) =>
      index % 2 === 0 ? reserveFor(patientId, slotId, 100) : reserveAnonymouslyFor(index, slotId),
    );
    const outcomes = await Promise.all(attempts);
    expect(tally(outcomes)).toEqual({ success: 1, appointmentNotAvailable: ATTEMPTS - 1 });
    const [{ reserved } = { reserved: -1 }] = await state.db
      .select({ reserved: sql<number>`count(*)::int` })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.id, slotId));
    expect(reserved).toBe(1);
  });

  it("counts one customer's simultaneous reservations one at a time (tooManyReservations)", async () => {
    const customer = state.patientIds[0]!;
    const [{ held } = { held: 0 }] = await state.db
      .select({ held: sql<number>`count(*)::int` })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.reservedByPatientId, customer));
    const max = held + 3;
    const slots: number[] = [];
    for (let index = 0; index < 30; index += 1) slots.push(await newSlot(state.db, 120 + index));
    const outcomes = await Promise.all(slots.map((slotId) => reserveFor(customer, slotId, max)));
    expect(tally(outcomes)).toEqual({ success: 3, tooManyReservations: 27 });
  });
});
