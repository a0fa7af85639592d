import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeIdentityCode } from "#domain/identity-code";
import type { Database } from "#server/db/client";
import { appointmentKinds, appointmentSlots, brands, clinics, patients, practitioners, specialties, waitlistEntries, waitlistOffers } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { acceptOffer, type OfferContext, runWaitlistOffers } from "#server/modules/appointments/waitlist-service";
import type { Integrations } from "#server/services";
import { TEST_NOW } from "#tests/clock";
import { concurrencyServerUrl, openMigratedServerDatabase } from "#tests/db/postgres-server";
import { createTestServices } from "#tests/services";

// The earlier-time waitlist under contention on a real PostgreSQL server (decisions 342, 343):
// a hundred patients wait for an earlier time; when one frees, many sweeps at once make exactly
// one offer of it, a hundred acceptances at once book it exactly once, and a hold that lapses
// while its holder accepts ends one way or the other, never both.

const PATIENTS = 100;
const CONNECTIONS = 40;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR);

const serverUrl = await concurrencyServerUrl();
const state = {} as { db: Database; url: string; drop: () => Promise<void>; integrations: Integrations; patientIds: number[]; practitionerId: number };

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
  const [practitioner] = await db.insert(practitioners).values({ name: "Laura Salminen", title: text }).returning({ id: practitioners.id });
  state.practitionerId = practitioner!.id;
  const inserted = await db
    .insert(patients)
    .values(
      Array.from({ length: PATIENTS }, (_, index) => ({
        identityCode: makeIdentityCode("1980-01-01", 100 + index),
        firstName: `Asiakas${index}`,
        lastName: "Testinen",
        birthDate: "1980-01-01",
        email: `asiakas${index}@example.com`,
        phone: "+358401234599",
        patientDataConsentFormUpdated: TEST_NOW,
      })),
    )
    .returning({ id: patients.id });
  state.patientIds = inserted.map((row) => row.id);
  // Each patient has an appointment a month ahead (later ones for later patients) and waits for an
  // earlier one with the practitioner, in the order of their index.
  const appointments = await db
    .insert(appointmentSlots)
    .values(
      state.patientIds.map((patientId, index) => ({
        ...slotValues(at(24 * 30 + index)),
        reservedByPatientId: patientId,
        reservedAt: at(-24 * 7),
        reservedHealthCareType: "private" as const,
        payerType: "self" as const,
        contactEmail: `asiakas${index}@example.com`,
        contactPhone: "+358401234599",
      })),
    )
    .returning({ id: appointmentSlots.id, patientId: appointmentSlots.reservedByPatientId });
  await db.insert(waitlistEntries).values(
    appointments.map((appointment, index) => ({
      patientId: appointment.patientId!,
      joinedByPatientId: appointment.patientId!,
      appointmentId: appointment.id,
      match: "practitioner" as const,
      notBefore: "2026-11-24",
      createdAt: new Date(TEST_NOW.getTime() - (PATIENTS - index) * 60_000),
    })),
  );
}

function slotValues(startsAt: Date) {
  return { kindId: "VO30", clinicId: "HKA", practitionerId: state.practitionerId, specialtyId: "YL", startsAt, durationMinutes: 30, locationType: "physicalLocation" as const };
}

async function freeTime(startsAt: Date): Promise<number> {
  const [row] = await state.db.insert(appointmentSlots).values({ ...slotValues(startsAt), freedAt: TEST_NOW }).returning({ id: appointmentSlots.id });
  return row!.id;
}

function context(now = TEST_NOW): OfferContext {
  return { now, holdMinutes: 10, deadlineHours: 24, senders: state.integrations, originOf: () => "https://portal.example" };
}

function actor(patientId: number): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.60", requestId: randomBytes(6).toString("hex") };
}

async function offersOf(slotId: number) {
  return state.db
    .select({ id: waitlistOffers.id, status: waitlistOffers.status, patientId: waitlistEntries.patientId })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.slotId, slotId))
    .orderBy(waitlistOffers.id);
}

function tally(types: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const type of types) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

const title = serverUrl
  ? "the earlier-time waitlist on a PostgreSQL server"
  : "the earlier-time waitlist on a PostgreSQL server (SKIPPED: no PostgreSQL server; set TEST_DATABASE_URL or run one on 127.0.0.1:5432)";

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    Object.assign(state, await openMigratedServerDatabase(serverUrl!, { prefix: "waitlist", connections: CONNECTIONS }));
    state.integrations = createTestServices({ db: state.db, kind: "postgres", queueConnection: { kind: "postgres", url: state.url }, close: async () => {} }).integrations;
    await seed(state.db);
  });

  afterAll(async () => {
    await state.drop?.();
  });

  it(`offers one freed time once however many sweeps run at once, and ${PATIENTS} acceptances book it exactly once`, async () => {
    const free = await freeTime(at(24 * 5));
    await Promise.all(Array.from({ length: 20 }, () => runWaitlistOffers(state.db, context())));
    const offers = await offersOf(free);
    expect(offers.map((offer) => [offer.status, offer.patientId])).toEqual([["open", state.patientIds[0]]]);

    // Everyone tries to take it at once (only the holder's offer is theirs to answer).
    const results = await Promise.all(
      state.patientIds.map((patientId) =>
        acceptOffer(state.db, { ...context(), actingPatientId: patientId, offerId: offers[0]!.id, bindingAcknowledged: true, features: [], actor: actor(patientId) }),
      ),
    );
    expect(tally(results.map((result) => result.type))).toEqual({ success: 1, offerNotFound: PATIENTS - 1 });
    const [slot] = await state.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, free));
    expect(slot).toMatchObject({ reservedByPatientId: state.patientIds[0], heldUntil: null });
    expect((await offersOf(free)).map((offer) => offer.status)).toEqual(["accepted"]);
    // The first patient's old time was released and is held for the next in line, and only for them.
    const open = await state.db.select().from(waitlistOffers).where(eq(waitlistOffers.status, "open"));
    expect(open).toHaveLength(1);
    const [next] = await state.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, open[0]!.entryId));
    expect(next?.patientId).toBe(state.patientIds[1]);
  });

  it("never books a time twice when its hold lapses while the holder accepts and the next is offered it", async () => {
    for (let round = 0; round < 5; round += 1) {
      const free = await freeTime(at(24 * 6 + round));
      await runWaitlistOffers(state.db, context());
      const [offer] = (await offersOf(free)).filter((candidate) => candidate.status === "open");
      expect(offer).toBeDefined();
      const lapse = context(new Date(TEST_NOW.getTime() + 10 * 60_000));
      const results = await Promise.all([
        acceptOffer(state.db, { ...context(new Date(TEST_NOW.getTime() + 10 * 60_000 - 1)), actingPatientId: offer!.patientId, offerId: offer!.id, bindingAcknowledged: true, features: [], actor: actor(offer!.patientId) }),
        ...Array.from({ length: 8 }, () => runWaitlistOffers(state.db, lapse)),
      ]);
      const booked = await state.db
        .select({ count: sql<number>`count(*)::int` })
        .from(appointmentSlots)
        .where(and(eq(appointmentSlots.id, free), sql`${appointmentSlots.reservedByPatientId} is not null`));
      const after = await offersOf(free);
      const openNow = after.filter((candidate) => candidate.status === "open");
      expect(openNow.length).toBeLessThanOrEqual(1);
      if (results[0]!.type === "success") {
        expect(booked[0]!.count).toBe(1);
        expect(openNow).toEqual([]);
        expect(after[0]!.status).toBe("accepted");
      } else {
        expect(results[0]).toEqual({ type: "offerClosed" });
        expect(booked[0]!.count).toBe(0);
        expect(after[0]!.status).toBe("expired");
      }
    }
    // Across everything: no time is held by two open offers, nor reserved twice.
    const doubles = await state.db
      .select({ slotId: waitlistOffers.slotId })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.status, "open"))
      .groupBy(waitlistOffers.slotId)
      .having(sql`count(*) > 1`);
    expect(doubles).toEqual([]);
    const ids = state.patientIds.slice(0, 10);
    const entries = await state.db.select().from(waitlistEntries).where(inArray(waitlistEntries.patientId, ids));
    expect(entries.filter((entry) => entry.endReason === "moved").length).toBeGreaterThan(0);
  });
});
