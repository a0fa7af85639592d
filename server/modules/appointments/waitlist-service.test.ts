import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WaitlistJoinSchema } from "#domain/waitlist-inputs";
import { appointmentKinds, appointmentSlots, auditEvents, clinics, outboxMessages, practitioners, waitlistEntries, waitlistOffers } from "#server/db/schema";
// The held time must refuse the very statement every reservation takes it with, not only the pages.
// eslint-disable-next-line import-x/no-restricted-paths -- a test observes booking's conditional update directly
import { reserveSlot } from "#server/modules/booking/reservation-repository";
import type { PushNotice } from "#server/integrations/push/push-notices";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { offerEmail, offerSmsText } from "./waitlist-messages";
import { acceptOffer, declineOffer, joinWaitlist, leaveWaitlist, loadOffer, loadWaitlistState, type OfferContext, runWaitlistOffers } from "./waitlist-service";
import { bookTestAppointment, patientIdOf, type TestAppointment } from "./test-appointments";

// The earlier-time waitlist (decisions 341-344) at the pinned clock: joining and leaving the
// line, which free time is offered to whom and in what order, the hold, declining and lapsing
// passing the time on, and accepting moving the booking in one transaction under the booking
// rules, the released time going at once to the next in line.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const HOUR = 3_600_000;
const at = (hours: number, from = TEST_NOW) => new Date(from.getTime() + hours * HOUR);

/** The push notices the offers queued (decision 373), in order. */
const pushed: PushNotice[] = [];

function context(now = TEST_NOW): OfferContext {
  const services = createTestServices(database.handle);
  const pushNotices = {
    async queue(_tx: unknown, notice: PushNotice) {
      pushed.push(notice);
      return 1;
    },
  };
  return { now, holdMinutes: 10, deadlineHours: 24, senders: services.integrations, originOf: () => "https://portal.example", pushNotices };
}

function actorOf(patientId: number): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.1", requestId: "r" };
}

function join(patientId: number, appointmentId: number, fields: Record<string, string> = {}, now = TEST_NOW) {
  return joinWaitlist(database.db, {
    actingPatientId: patientId,
    userPatientId: patientId,
    input: WaitlistJoinSchema.parse({ intent: "joinWaitlist", appointmentId: String(appointmentId), match: "practitioner", notBefore: "2026-11-24", ...fields }),
    now,
    deadlineHours: 24,
    actor: actorOf(patientId),
  });
}

let catalogueCount = 0;

/**
 * A practitioner and a kind of visit of their own, so that the demo calendar's free times (and
 * other tests') match no entry of the test: each test's times are the only ones that can match.
 */
async function ownCatalogue(): Promise<{ practitionerId: number; kindId: string }> {
  catalogueCount += 1;
  const text = { fi: "Testikäynti", sv: "Testbesök", en: "Test visit" };
  const kindId = `WL${catalogueCount}`;
  await database.db.insert(appointmentKinds).values({ id: kindId, title: text });
  const [practitioner] = await database.db.insert(practitioners).values({ name: `Testi Lääkäri ${catalogueCount}`, title: text }).returning({ id: practitioners.id });
  return { practitionerId: practitioner!.id, kindId };
}

/** Books an appointment of the test's own catalogue. */
async function book(patientId: number, startsAt: Date, catalogue: { practitionerId: number; kindId: string }, overrides: Partial<typeof appointmentSlots.$inferInsert> = {}) {
  return bookTestAppointment(database.db, patientId, startsAt, { ...catalogue, ...overrides });
}

/** A free time like the appointment (same practitioner, clinic, kind, specialty), at another start. */
async function freeTimeLike(appointment: TestAppointment, startsAt: Date, overrides: Partial<typeof appointmentSlots.$inferInsert> = {}): Promise<number> {
  const [source] = await database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, appointment.id));
  const [row] = await database.db
    .insert(appointmentSlots)
    .values({
      kindId: source!.kindId,
      clinicId: source!.clinicId,
      practitionerId: source!.practitionerId,
      specialtyId: source!.specialtyId,
      startsAt,
      durationMinutes: source!.durationMinutes,
      locationType: source!.locationType,
      freedAt: TEST_NOW,
      ...overrides,
    })
    .returning({ id: appointmentSlots.id });
  return row!.id;
}

async function offersOf(slotId: number) {
  return database.db.select().from(waitlistOffers).where(eq(waitlistOffers.slotId, slotId)).orderBy(waitlistOffers.id);
}

async function slotOf(slotId: number) {
  const [row] = await database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId));
  return row!;
}

describe("joining and leaving the line", () => {
  it("joins the patient's own upcoming appointment once, with a date from today to the appointment's day, and audits it", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const timo = await patientIdOf(database.db, "timo");
    const appointment = await bookTestAppointment(database.db, aino, at(24 * 10));
    expect(await join(timo, appointment.id)).toEqual({ type: "appointmentNotFound" });
    expect(await join(aino, appointment.id, { notBefore: "2026-11-23" })).toEqual({ type: "invalidDate" });
    expect(await join(aino, appointment.id, { notBefore: "2026-12-05" })).toEqual({ type: "invalidDate" });
    expect(await join(aino, appointment.id, { match: "service", clinicId: "no-such-clinic" })).toEqual({ type: "invalidClinic" });
    expect(await join(aino, appointment.id)).toEqual({ type: "success" });
    expect(await join(aino, appointment.id)).toEqual({ type: "alreadyWaiting" });

    const state = await loadWaitlistState(database.db, { patientId: aino, appointmentIds: [appointment.id], actor: actorOf(aino) });
    expect(state.entries[appointment.id]).toMatchObject({ match: "practitioner", clinicId: null, notBefore: "2026-11-24" });
    expect(await loadWaitlistState(database.db, { patientId: timo, appointmentIds: [appointment.id], actor: actorOf(timo) })).toEqual({ entries: {}, offers: {} });
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "waitlist-entry"), eq(auditEvents.actingForPatientId, timo)));
    expect(audit.map((event) => event.outcome)).toEqual(["refused"]);
  });

  it("refuses an appointment inside the cancellation deadline: it could not be moved", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const soon = await bookTestAppointment(database.db, aino, at(20));
    expect(await join(aino, soon.id)).toEqual({ type: "deadlineExceeded" });
  });

  it("leaves the line; an open offer is passed on to the next in line", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const timo = await patientIdOf(database.db, "timo");
    const cat = await ownCatalogue();
    const mine = await book(aino, at(24 * 12), cat);
    const his = await book(timo, at(24 * 12 + 1), cat);
    expect(await join(aino, mine.id)).toEqual({ type: "success" });
    expect(await join(timo, his.id)).toEqual({ type: "success" });
    const free = await freeTimeLike(mine, at(24 * 4));
    await runWaitlistOffers(database.db, context());
    expect((await offersOf(free)).map((offer) => offer.status)).toEqual(["open"]);

    expect(await leaveWaitlist(database.db, { actingPatientId: aino, appointmentId: mine.id, actor: actorOf(aino), ...context() })).toEqual({ type: "success" });
    const offers = await offersOf(free);
    expect(offers.map((offer) => offer.status)).toEqual(["declined", "open"]);
    const [entry] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, offers[1]!.entryId));
    expect(entry?.patientId).toBe(timo);
    expect(await leaveWaitlist(database.db, { actingPatientId: aino, appointmentId: mine.id, actor: actorOf(aino), ...context() })).toEqual({ type: "notWaiting" });
  });
});

describe("offers", () => {
  it("offers a freed matching time to the first in line only, holds it, and tells them by SMS and e-mail without health details", async () => {
    const [emily, pekka] = await Promise.all([patientIdOf(database.db, "emily"), patientIdOf(database.db, "pekka")]);
    const cat = await ownCatalogue();
    const first = await book(emily, at(24 * 20), cat);
    const second = await book(pekka, at(24 * 21), cat);
    expect(await join(emily, first.id, {}, at(-2))).toEqual({ type: "success" });
    expect(await join(pekka, second.id, {}, at(-1))).toEqual({ type: "success" });

    // Not offered: free from the start or freed before they joined, later than the appointment, too soon.
    const fromTheStart = await freeTimeLike(first, at(24 * 5), { freedAt: null });
    const beforeJoining = await freeTimeLike(first, at(24 * 5.5), { freedAt: at(-3) });
    const later = await freeTimeLike(first, at(24 * 22));
    const tooSoon = await freeTimeLike(first, at(1));
    const free = await freeTimeLike(first, at(24 * 6));
    pushed.length = 0;
    await runWaitlistOffers(database.db, context());
    await runWaitlistOffers(database.db, context());

    expect(await offersOf(fromTheStart)).toEqual([]);
    expect(await offersOf(beforeJoining)).toEqual([]);
    expect(await offersOf(later)).toEqual([]);
    expect(await offersOf(tooSoon)).toEqual([]);
    const offers = await offersOf(free);
    expect(offers).toHaveLength(1);
    const [entry] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, offers[0]!.entryId));
    expect(entry?.patientId).toBe(emily);
    expect(offers[0]!.expiresAt).toEqual(new Date(TEST_NOW.getTime() + 10 * 60_000));
    expect((await slotOf(free)).heldUntil).toEqual(offers[0]!.expiresAt);

    // Held: no one else reserves it meanwhile.
    const reserved = await database.db.transaction((tx) =>
      reserveSlot(tx, { slotId: free, patientId: pekka, bookedByPatientId: null, healthCareType: "private", payerType: "self", conceptCode: null, description: null, contactEmail: "x@example.com", contactPhone: "+358401234599", now: TEST_NOW }),
    );
    expect(reserved).toBeNull();

    const messages = await database.db.select().from(outboxMessages).where(and(eq(outboxMessages.patientId, emily), inArray(outboxMessages.channel, ["sms", "email"])));
    const sms = messages.filter((message) => message.body.includes(`/appointments/time-offer/${offers[0]!.id}`) || message.body.includes(`/ajat/aikatarjous/${offers[0]!.id}`));
    expect(sms.map((message) => message.channel).sort()).toEqual(["email", "sms"]);
    // And to Emily's devices: the offer's page and how long it holds, nothing more.
    expect(pushed).toEqual([{ kind: "waitlistOffer", patientId: emily, page: { key: "waitlistOffer", params: { offerId: String(offers[0]!.id) } }, holdSeconds: 600 }]);
    // The time and place only: no practitioner, no kind of visit.
    expect(sms.every((message) => !message.body.includes("Testi Lääkäri") && !message.body.includes("Test"))).toBe(true);
  });

  it("offers a service match at any clinic of the brand when the patient picked any", async () => {
    const kalle = await patientIdOf(database.db, "kalle");
    const cat = await ownCatalogue();
    const appointment = await book(kalle, at(24 * 25), cat);
    const source = await slotOf(appointment.id);
    const [other] = await database.db.select().from(clinics).where(and(eq(clinics.brandId, "adult")));
    expect(await join(kalle, appointment.id, { match: "service", clinicId: "any" })).toEqual({ type: "success" });
    const elsewhere = await freeTimeLike(appointment, at(24 * 7), { clinicId: other!.id === source.clinicId ? source.clinicId : other!.id, practitionerId: source.practitionerId });
    await runWaitlistOffers(database.db, context());
    expect((await offersOf(elsewhere)).map((offer) => offer.status)).toEqual(["open"]);
  });

  it("passes a declined or lapsed time to the next in line, never twice to the same entry", async () => {
    const [jari, raili] = await Promise.all([patientIdOf(database.db, "jari"), patientIdOf(database.db, "raili")]);
    const cat = await ownCatalogue();
    const a = await book(jari, at(24 * 30), cat);
    const b = await book(raili, at(24 * 31), cat);
    await join(jari, a.id, {}, at(-2));
    await join(raili, b.id, {}, at(-1));
    const free = await freeTimeLike(a, at(24 * 8));
    await runWaitlistOffers(database.db, context());
    const [first] = await offersOf(free);
    expect(await declineOffer(database.db, { actingPatientId: raili, offerId: first!.id, actor: actorOf(raili), ...context() })).toEqual({ type: "offerNotFound" });
    expect(await declineOffer(database.db, { actingPatientId: jari, offerId: first!.id, actor: actorOf(jari), ...context() })).toEqual({ type: "success", appointmentId: a.id });
    const afterDecline = await offersOf(free);
    expect(afterDecline.map((offer) => offer.status)).toEqual(["declined", "open"]);

    // Raili lets the hold lapse: the time is free again, and Jari, who declined it, is not asked again.
    const later = context(at(0.2));
    await runWaitlistOffers(database.db, later);
    expect((await offersOf(free)).map((offer) => offer.status)).toEqual(["declined", "expired"]);
    expect((await slotOf(free)).heldUntil).toBeNull();
  });
});

describe("accepting an offer", () => {
  it("moves the booking in one transaction and offers the released time to the next in line", async () => {
    const [aino, timo] = await Promise.all([patientIdOf(database.db, "aino"), patientIdOf(database.db, "timo")]);
    const cat = await ownCatalogue();
    const old = await book(aino, at(24 * 40), cat, { contactEmail: "aino.move@example.com" });
    const waiting = await book(timo, at(24 * 41), cat);
    await join(aino, old.id, {}, at(-2));
    await join(timo, waiting.id, {}, at(-1));
    const free = await freeTimeLike(old, at(24 * 9));
    await runWaitlistOffers(database.db, context());
    const [offer] = await offersOf(free);
    const view = await loadOffer(database.db, { patientId: aino, offerId: offer!.id, now: TEST_NOW, actor: actorOf(aino) });
    expect(view).toMatchObject({ offer: { appointmentId: old.id, startDate: at(24 * 9).toISOString() }, isOpen: true, withinBindingWindow: false, bindingHours: 24 });
    expect(await loadOffer(database.db, { patientId: timo, offerId: offer!.id, now: TEST_NOW, actor: actorOf(timo) })).toBeNull();

    const accept = (patientId: number) =>
      acceptOffer(database.db, { ...context(), actingPatientId: patientId, offerId: offer!.id, bindingAcknowledged: false, features: [], actor: actorOf(patientId) });
    expect(await accept(timo)).toEqual({ type: "offerNotFound" });
    const result = await accept(aino);
    expect(result).toEqual({ type: "success", appointmentId: free });
    expect(await accept(aino)).toEqual({ type: "offerClosed" });

    const moved = await slotOf(free);
    expect(moved).toMatchObject({ reservedByPatientId: aino, reservedHealthCareType: "private", contactEmail: "aino.move@example.com", heldUntil: null });
    expect((await slotOf(old.id)).cancelledAt).toEqual(TEST_NOW);
    const [entry] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.appointmentId, old.id));
    expect(entry).toMatchObject({ endReason: "moved" });
    // The released copy of the old time (same start) went to Timo, who waits for an earlier time than his.
    const released = await database.db
      .select()
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.startsAt, at(24 * 40)), eq(appointmentSlots.practitionerId, moved.practitionerId)));
    const freedCopy = released.find((slot) => slot.reservedByPatientId === null);
    expect(freedCopy).toBeDefined();
    const next = await offersOf(freedCopy!.id);
    expect(next.map((candidate) => candidate.status)).toEqual(["open"]);
  });

  it("needs the binding acknowledgement for a time inside the binding window, and changes nothing without it", async () => {
    const pekka = await patientIdOf(database.db, "pekka");
    const cat = await ownCatalogue();
    const old = await book(pekka, at(24 * 45), cat);
    await join(pekka, old.id);
    const free = await freeTimeLike(old, at(6));
    await runWaitlistOffers(database.db, context());
    const [offer] = await offersOf(free);
    const accept = (bindingAcknowledged: boolean) =>
      acceptOffer(database.db, { ...context(), actingPatientId: pekka, offerId: offer!.id, bindingAcknowledged, features: [], actor: actorOf(pekka) });
    expect(await accept(false)).toEqual({ type: "bindingNotAcknowledged" });
    expect((await slotOf(free)).reservedByPatientId).toBeNull();
    expect((await slotOf(old.id)).cancelledAt).toBeNull();
    expect(await accept(true)).toEqual({ type: "success", appointmentId: free });
  });

  it("refuses a lapsed hold", async () => {
    const emily = await patientIdOf(database.db, "emily");
    const cat = await ownCatalogue();
    const old = await book(emily, at(24 * 50), cat);
    await join(emily, old.id);
    const free = await freeTimeLike(old, at(24 * 11));
    await runWaitlistOffers(database.db, context());
    const [offer] = await offersOf(free);
    const late = await acceptOffer(database.db, { ...context(at(0.25)), actingPatientId: emily, offerId: offer!.id, bindingAcknowledged: true, features: [], actor: actorOf(emily) });
    expect(late).toEqual({ type: "offerExpired" });
    expect((await slotOf(old.id)).cancelledAt).toBeNull();
  });
});

describe("offer messages", () => {
  const facts = { brand: "adult" as const, startsAt: new Date("2026-11-25T07:30:00.000Z"), clinicName: "Hoiva Kamppi", heldUntil: new Date("2026-11-24T08:10:00.000Z"), link: "https://portal.example/o" };
  it("say when, where, until when it is held and where to answer, in each language", () => {
    expect(offerSmsText({ ...facts, lang: "en" })).toBe("Hoiva: An earlier time is free: 25.11.2026 at 9:30, Hoiva Kamppi. We hold it for you until 10:10. Take it or pass: https://portal.example/o");
    expect(offerSmsText({ ...facts, lang: "fi" })).toBe("Hoiva: Aiempi aika vapautui: 25.11.2026 klo 9:30, Hoiva Kamppi. Pidämme sen sinulle klo 10:10 asti. Ota aika tai ohita se: https://portal.example/o");
    expect(offerSmsText({ ...facts, lang: "sv" })).toContain("kl. 10:10");
    for (const lang of ["fi", "sv", "en"] as const) expect(offerEmail({ ...facts, lang }).body).toContain("https://portal.example/o");
  });
});
