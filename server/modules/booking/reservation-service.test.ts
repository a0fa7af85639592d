import { TEST_NOW } from "#tests/clock";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FIXED_PRACTITIONER_RATE_CENTS } from "#domain/price";
import type { HealthCareType } from "#domain/enums";
import { createAnonymousReservationRequestSchema, ReservationRequestSchema } from "#domain/reservation-inputs";
import type { FeatureFlag } from "#domain/session-state";
import { toValidationDetails } from "#domain/validation-details";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import {
  appointmentKinds,
  appointmentSlots,
  auditEvents,
  employments,
  occupationalContracts,
  outboxMessages,
  patientConcepts,
  patients,
  practitioners,
  specialties,
} from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { useTestServices } from "#tests/services";
import { createFreeSlot, hoursAfter, patientIdOf } from "./reservation-fixtures";
import {
  brandOrigin,
  loadAnonymousReservationPage,
  loadReservationPage,
  reserveAppointment,
  reserveAppointmentAnonymously,
  type ReserveOutcome,
  type Senders,
} from "./reservation-service";

// The reservation rules (spec part 2 §4, §5, §6, §8): page states, both reservations, every
// result code, validation details, the transaction (messages and audit with the reservation).

const NOW = TEST_NOW;
const database = useTestDatabase({ demoDataNow: NOW });
const services = useTestServices(database);
const ORIGIN = "http://localhost:3000";
const FEATURES: FeatureFlag[] = ["kela65", "ohc-appointment-search"];

/** Every test books its own new slot, a few hours apart, well outside the binding windows. */
let nextHours = 24 * 5;
function freshStart(): Date {
  nextHours += 3;
  return hoursAfter(NOW, nextHours);
}

function actorFor(patientId: number | null): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.40", requestId: "test-request" };
}

const ANONYMOUS_ACTOR: AuditActor = { actorPatientId: null, actingForPatientId: null, address: "192.0.2.41", requestId: "anon-request" };

function contactOf(key: Parameters<typeof requirePersona>[0]) {
  const persona = requirePersona(key);
  return { emailAddress: persona.email, phone: persona.phone };
}

interface LoggedInOptions {
  acting: number | null;
  user?: number | null;
  brand?: "adult" | "kids";
  max?: number;
  senders?: Senders;
}

/** The body parsed as the API route does (a format error answers 400 there), then the service. */
async function reserve(body: Record<string, unknown>, options: LoggedInOptions): Promise<ReserveOutcome> {
  const payload = ReservationRequestSchema.safeParse({ internalOrganization: options.brand ?? "adult", ...body });
  if (!payload.success) return { kind: "invalid", details: toValidationDetails(payload.error) };
  return reserveAppointment(database.db, {
    brand: options.brand ?? "adult",
    features: FEATURES,
    payload: payload.data,
    now: NOW,
    maxFutureReservations: options.max ?? 50,
    actor: actorFor(options.user ?? options.acting),
    origin: ORIGIN,
    userPatientId: options.user ?? options.acting,
    actingPatientId: options.acting,
    actingRole: options.user && options.user !== options.acting ? "guardian" : "self",
    insurers: services().integrations.insurers,
    senders: options.senders ?? services().integrations,
  });
}

async function reserveAnonymously(body: Record<string, unknown>, options: { max?: number } = {}): Promise<ReserveOutcome> {
  const payload = createAnonymousReservationRequestSchema({ allowDevelopmentCodes: true }).safeParse({ internalOrganization: "adult", ...body });
  if (!payload.success) return { kind: "invalid", details: toValidationDetails(payload.error) };
  return reserveAppointmentAnonymously(database.db, {
    brand: "adult",
    features: FEATURES,
    payload: payload.data,
    now: NOW,
    maxFutureReservations: options.max ?? 50,
    actor: ANONYMOUS_ACTOR,
    origin: ORIGIN,
    senders: services().integrations,
  });
}

function anonymousBody(key: Parameters<typeof requirePersona>[0], appointmentId: number) {
  const persona = requirePersona(key);
  return {
    appointmentId,
    firstName: persona.firstName,
    lastName: persona.lastName,
    ssn: personaIdentityCode(persona),
    phone: persona.phone,
    emailAddress: persona.email,
    termsAccepted: true,
  };
}

function resultType(outcome: ReserveOutcome): string {
  return outcome.kind === "invalid" ? "ValidationError" : outcome.result.type;
}

async function slotRow(id: number) {
  const [row] = await database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, id));
  return row;
}

async function pageFor(
  appointmentId: number,
  acting: number | null,
  healthCareType: HealthCareType = "private",
  extra: { user?: number; role?: "self" | "guardian" | "mandate"; brand?: "adult" | "kids" } = {},
) {
  return loadReservationPage(database.db, {
    appointmentId,
    healthCareType,
    brand: extra.brand ?? "adult",
    features: FEATURES,
    userPatientId: extra.user ?? acting,
    actingPatientId: acting,
    actingRole: extra.role ?? "self",
    lang: "en",
    now: NOW,
    actor: actorFor(extra.user ?? acting),
  });
}

describe("the logged-in reservation page", () => {
  it("shows the form: appointment, price, patient with masked identity code, contacts", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const page = await pageFor(id, aino);
    expect(page.state).toBe("available");
    if (page.state !== "available") return;
    expect(page.patient).toEqual({
      firstName: "Aino",
      lastName: "Virtanen",
      maskedIdentityCode: "140386-****",
      email: "aino.virtanen@example.com",
      phone: "+358401234501",
    });
    expect(page.user).toBeNull();
    expect(page.appointment.practitionerRate?.rateCents).toBeGreaterThan(0);
    expect(page.appointment.practitionerRate?.additionalFees.length).toBeGreaterThan(0);
    expect(page.appointment.kind.title).toBe("Doctor's appointment 30 min");
    expect(page.appointment.withinBindingWindow).toBe(false);
    expect(page.appointment.bindingHours).toBe(24);
    expect(page.internalOrganization).toBe("adult");
    const audit = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "reservation-form"), eq(auditEvents.entityId, String(id)))).orderBy(auditEvents.id);
    expect(audit).toEqual([{ action: "read" }]);
  });

  it("is not found for an unknown id, another brand's time, or a time not offered under the type", async () => {
    const aino = await patientIdOf(database.db, "aino");
    expect(await pageFor(999_999_999, aino)).toEqual({ state: "notFound" });
    const kids = await createFreeSlot(database.db, freshStart(), { brand: "kids" });
    expect(await pageFor(kids, aino)).toEqual({ state: "notFound" });
    const occupational = await createFreeSlot(database.db, freshStart(), { kindId: "TT30" });
    expect(await pageFor(occupational, aino, "private")).toEqual({ state: "notFound" });
  });

  it("says already reserved for a taken, cancelled or past time, and links one's own reservation; someone else's is a refused read", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const johan = await patientIdOf(database.db, "johan");
    const taken = await createFreeSlot(database.db, freshStart(), {}, { reservedByPatientId: johan, reservedAt: NOW });
    expect(await pageFor(taken, aino)).toEqual({ state: "alreadyReserved", ownAppointmentId: null });
    const own = await createFreeSlot(database.db, freshStart(), {}, { reservedByPatientId: aino, reservedAt: NOW });
    expect(await pageFor(own, aino)).toEqual({ state: "alreadyReserved", ownAppointmentId: own });
    const past = await createFreeSlot(database.db, hoursAfter(NOW, -2));
    expect(await pageFor(past, aino)).toEqual({ state: "alreadyReserved", ownAppointmentId: null });
    const cancelled = await createFreeSlot(database.db, freshStart(), {}, { cancelledAt: NOW });
    expect(await pageFor(cancelled, aino)).toEqual({ state: "alreadyReserved", ownAppointmentId: null });
    const audit = await database.db
      .select({ entityId: auditEvents.entityId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [taken, own, past, cancelled].map(String)));
    expect(audit).toEqual([{ entityId: String(taken), outcome: "refused" }]);
  });

  it("sends the unregistered to registration and Kalle (no consent) to the consent form", async () => {
    const id = await createFreeSlot(database.db, freshStart());
    expect(await pageFor(id, null)).toEqual({ state: "unregistered" });
    expect(await pageFor(id, await patientIdOf(database.db, "kalle"))).toEqual({ state: "consentRequired" });
  });

  it("interrupts Timo (not creditworthy) for private, insurance and kela65, but not occupational", async () => {
    const timo = await patientIdOf(database.db, "timo");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const page = await pageFor(id, timo);
    expect(page.state).toBe("bookingInterrupted");
    expect((await pageFor(id, timo, "insurance")).state).toBe("bookingInterrupted");
    // Reading that Timo is not creditworthy is a read of his record.
    const audit = await database.db
      .select({ action: auditEvents.action, actingFor: auditEvents.actingForPatientId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "reservation-form"), eq(auditEvents.entityId, String(id)))).orderBy(auditEvents.id);
    expect(audit).toEqual([
      { action: "read", actingFor: timo, outcome: "allowed" },
      { action: "read", actingFor: timo, outcome: "allowed" },
    ]);

    const jari = await patientIdOf(database.db, "jari");
    await database.db.update(patients).set({ isCreditworthy: false }).where(eq(patients.id, jari));
    try {
      const occupational = await createFreeSlot(database.db, freshStart(), { kindId: "TT30" });
      expect((await pageFor(occupational, jari, "occupational")).state).toBe("available");
    } finally {
      await database.db.update(patients).set({ isCreditworthy: true }).where(eq(patients.id, jari));
    }
  });

  it("checks the occupational agreement and its web reservation, and asks TPSG's referral confirmation", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const jari = await patientIdOf(database.db, "jari");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "TT30" });
    expect(await pageFor(id, aino, "occupational")).toEqual({ state: "noOccupationalHealthcare" });
    const page = await pageFor(id, jari, "occupational");
    expect(page.state).toBe("available");
    if (page.state === "available") {
      expect(page.occupationalConfirmation).toBe("referralOnly");
      expect(page.appointment.practitionerRate).toBeNull();
    }

    const [employment] = await database.db.select().from(employments).where(eq(employments.patientId, jari));
    await database.db
      .update(occupationalContracts)
      .set({ isWebReservationAllowed: false })
      .where(eq(occupationalContracts.employerId, employment!.employerId));
    try {
      expect(await pageFor(id, jari, "occupational")).toEqual({ state: "webReservationNotAllowed" });
    } finally {
      await database.db
        .update(occupationalContracts)
        .set({ isWebReservationAllowed: true })
        .where(eq(occupationalContracts.employerId, employment!.employerId));
    }
  });

  it("gives Raili (65+) the fixed kela65 price and Aino (under 65) the normal-price-list notice instead", async () => {
    const raili = await patientIdOf(database.db, "raili");
    const aino = await patientIdOf(database.db, "aino");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "Y65P" });
    const eligible = await pageFor(id, raili, "kela65");
    expect(eligible.state).toBe("available");
    if (eligible.state === "available") {
      expect(eligible.kela65Eligible).toBe(true);
      expect(eligible.appointment.practitionerRate?.rateCents).toBe(FIXED_PRACTITIONER_RATE_CENTS);
    }
    const younger = await pageFor(id, aino, "kela65");
    expect(younger.state).toBe("available");
    if (younger.state === "available") {
      expect(younger.kela65Eligible).toBe(false);
      expect(younger.appointment.practitionerRate).toBeNull();
    }
  });

  it("shows the kind, practitioner and specialty notices, the practitioner's not for kela65", async () => {
    const raili = await patientIdOf(database.db, "raili");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "Y65P" });
    const slot = await slotRow(id);
    const text = (en: string) => ({ fi: `${en} (fi)`, sv: `${en} (sv)`, en });
    await database.db.update(appointmentKinds).set({ reservationInfo: text("Kind notice") }).where(eq(appointmentKinds.id, "Y65P"));
    await database.db.update(practitioners).set({ reservationInfo: text("Practitioner notice") }).where(eq(practitioners.id, slot!.practitionerId));
    await database.db.update(specialties).set({ reservationInfo: text("Specialty notice") }).where(eq(specialties.id, slot!.specialtyId));
    try {
      const kela65 = await pageFor(id, raili, "kela65");
      expect(kela65.state === "available" && kela65.appointment.notices).toEqual([
        { source: "kind", text: "Kind notice" },
        { source: "specialty", text: "Specialty notice" },
      ]);
      const privateSlot = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" }, { practitionerId: slot!.practitionerId });
      const page = await pageFor(privateSlot, raili, "private");
      expect(page.state === "available" && page.appointment.notices).toEqual([{ source: "practitioner", text: "Practitioner notice" }]);
    } finally {
      await database.db.update(appointmentKinds).set({ reservationInfo: null }).where(eq(appointmentKinds.id, "Y65P"));
      await database.db.update(practitioners).set({ reservationInfo: null }).where(eq(practitioners.id, slot!.practitionerId));
      await database.db.update(specialties).set({ reservationInfo: null }).where(eq(specialties.id, slot!.specialtyId));
    }
  });

  it("does not exist for kela65 or occupational booking while their feature flags are off", async () => {
    const raili = await patientIdOf(database.db, "raili");
    const jari = await patientIdOf(database.db, "jari");
    const kela65 = await createFreeSlot(database.db, freshStart(), { kindId: "Y65P" });
    const occupational = await createFreeSlot(database.db, freshStart(), { kindId: "TT30" });
    const page = (appointmentId: number, acting: number, healthCareType: HealthCareType) =>
      loadReservationPage(database.db, {
        appointmentId,
        healthCareType,
        brand: "adult",
        features: [],
        userPatientId: acting,
        actingPatientId: acting,
        actingRole: "self",
        lang: "en",
        now: NOW,
        actor: actorFor(acting),
      });
    expect(await page(kela65, raili, "kela65")).toEqual({ state: "notFound" });
    expect(await page(occupational, jari, "occupational")).toEqual({ state: "notFound" });
    const outcome = await reserveAppointment(database.db, {
      brand: "adult",
      features: [],
      payload: ReservationRequestSchema.parse({ internalOrganization: "adult", appointmentId: kela65, healthCareType: "kela65", ...contactOf("raili") }),
      now: NOW,
      maxFutureReservations: 50,
      actor: actorFor(raili),
      origin: ORIGIN,
      userPatientId: raili,
      actingPatientId: raili,
      actingRole: "self",
      insurers: services().integrations.insurers,
      senders: services().integrations,
    });
    expect(resultType(outcome)).toBe("appointmentNotAvailable");
  });

  it("names the guardian who books for a child", async () => {
    const mikko = await patientIdOf(database.db, "mikko");
    const eetu = await patientIdOf(database.db, "eetu");
    const id = await createFreeSlot(database.db, freshStart(), { brand: "kids", kindId: "LL30" });
    const page = await pageFor(id, eetu, "private", { user: mikko, role: "guardian", brand: "kids" });
    expect(page.state).toBe("available");
    if (page.state !== "available") return;
    expect(page.patient.maskedIdentityCode).toBe("090417A****");
    expect(page.user).toEqual({ firstName: "Mikko", lastName: "Nieminen", role: "guardian" });
    expect(page.appointment.bindingHours).toBe(48);
  });
});

describe("the anonymous reservation page", () => {
  function anonymousPage(appointmentId: number, healthCareType: HealthCareType = "private") {
    return loadAnonymousReservationPage(database.db, { appointmentId, healthCareType, brand: "adult", features: FEATURES, lang: "fi", now: NOW });
  }

  it("offers the form for a private time open to weak identification", async () => {
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const page = await anonymousPage(id);
    expect(page.state).toBe("available");
    if (page.state === "available") expect(page.appointment.kind.title).toBe("Lääkärin vastaanotto 30 min");
  });

  it("asks for strong login when the time requires it, and for insurance and kela65", async () => {
    const strong = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" }, { requiresAuthToReserve: true });
    expect(await anonymousPage(strong)).toMatchObject({ state: "loginRequired", reason: "requiresAuthToReserve" });
    const insurance = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    expect(await anonymousPage(insurance, "insurance")).toMatchObject({ state: "loginRequired", reason: "healthCareType", healthCareType: "insurance" });
    const kela65 = await createFreeSlot(database.db, freshStart(), { kindId: "Y65D" });
    expect(await anonymousPage(kela65, "kela65")).toMatchObject({ state: "loginRequired", reason: "healthCareType" });
  });

  it("is not found or already reserved like the logged-in page", async () => {
    expect(await anonymousPage(999_999_999)).toEqual({ state: "notFound" });
    const taken = await createFreeSlot(database.db, freshStart(), {}, { reservedByPatientId: await patientIdOf(database.db, "johan"), reservedAt: NOW });
    expect(await anonymousPage(taken)).toEqual({ state: "alreadyReserved" });
  });
});

describe("reserveAppointment (strong identification)", () => {
  it("reserves, stores the contacts, confirms by e-mail and SMS with the booking link, audits", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const outcome = await reserve({ appointmentId: id, description: "Reserved 1.1.", ...contactOf("aino") }, { acting: aino });
    expect(outcome).toMatchObject({
      kind: "result",
      result: {
        type: "success",
        reservationDetails: { appointmentId: id, healthCareType: "private", emailAddress: "aino.virtanen@example.com", bookingLinkPath: null },
      },
    });
    expect(await slotRow(id)).toMatchObject({
      reservedByPatientId: aino,
      bookedByPatientId: null,
      reservedAt: NOW,
      reservedHealthCareType: "private",
      payerType: "self",
      contactEmail: "aino.virtanen@example.com",
      contactPhone: "+358401234501",
      reservationDescription: "Reserved 1.1.",
    });
    const messages = await database.db
      .select({ channel: outboxMessages.channel, recipient: outboxMessages.recipient, subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.patientId, aino));
    const email = messages.find((message) => message.channel === "email" && message.subject === "Hoiva: ajanvarauksen vahvistus");
    const sms = messages.find((message) => message.channel === "sms" && message.body.includes("varattu"));
    expect(email?.recipient).toBe("aino.virtanen@example.com");
    expect(email?.body).toMatch(new RegExp(`${ORIGIN}/fi/varaus/[A-Za-z0-9_-]+`));
    expect(sms?.recipient).toBe("+358401234501");
    const audit = await database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorPatientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "appointment-reservation"), eq(auditEvents.entityId, String(id))));
    expect(audit).toEqual([{ action: "create", actor: aino }]);
  });

  it("answers appointmentNotAvailable to the second reservation of a time, and for a past one", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const johan = await patientIdOf(database.db, "johan");
    const id = await createFreeSlot(database.db, freshStart());
    expect(resultType(await reserve({ appointmentId: id, ...contactOf("johan") }, { acting: johan }))).toBe("success");
    expect(resultType(await reserve({ appointmentId: id, ...contactOf("aino") }, { acting: aino }))).toBe("appointmentNotAvailable");
    const past = await createFreeSlot(database.db, hoursAfter(NOW, -1));
    expect(resultType(await reserve({ appointmentId: past, bindingAcknowledged: true, ...contactOf("aino") }, { acting: aino }))).toBe(
      "appointmentNotAvailable",
    );
    expect(resultType(await reserve({ appointmentId: 999_999_999, ...contactOf("aino") }, { acting: aino }))).toBe("appointmentNotAvailable");
  });

  it("answers tooManyReservations above the configured number of future reservations", async () => {
    const pekka = await patientIdOf(database.db, "pekka");
    const [first, second] = [await createFreeSlot(database.db, freshStart()), await createFreeSlot(database.db, freshStart())];
    expect(resultType(await reserve({ appointmentId: first, ...contactOf("pekka") }, { acting: pekka, max: 1 }))).toBe("success");
    expect(resultType(await reserve({ appointmentId: second, ...contactOf("pekka") }, { acting: pekka, max: 1 }))).toBe("tooManyReservations");
    expect((await slotRow(second))?.reservedByPatientId).toBeNull();
    expect(resultType(await reserve({ appointmentId: second, ...contactOf("pekka") }, { acting: pekka, max: 2 }))).toBe("success");
  });

  it("answers noPatient for an unregistered user and patientDataConsentRequired for Kalle", async () => {
    const id = await createFreeSlot(database.db, freshStart());
    expect(resultType(await reserve({ appointmentId: id, ...contactOf("aino") }, { acting: null }))).toBe("noPatient");
    const kalle = await patientIdOf(database.db, "kalle");
    expect(resultType(await reserve({ appointmentId: id, ...contactOf("kalle") }, { acting: kalle }))).toBe("patientDataConsentRequired");
  });

  it("answers notCreditworthy for Timo's private booking", async () => {
    const timo = await patientIdOf(database.db, "timo");
    const id = await createFreeSlot(database.db, freshStart());
    expect(resultType(await reserve({ appointmentId: id, ...contactOf("timo") }, { acting: timo }))).toBe("notCreditworthy");
    expect((await slotRow(id))?.reservedByPatientId).toBeNull();
  });

  it("returns 400 details for bad input, with the spec's messages", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const id = await createFreeSlot(database.db, freshStart());
    const outcome = await reserve({ appointmentId: id, emailAddress: "not an address", phone: "123" }, { acting: aino });
    expect(outcome).toEqual({
      kind: "invalid",
      details: expect.arrayContaining([
        { path: "emailAddress", message: "validation.email.invalid" },
        { path: "phone", message: "validation.phone.invalid" },
      ]),
    });
    expect(await reserve({ appointmentId: "x", ...contactOf("aino") }, { acting: aino })).toMatchObject({
      kind: "invalid",
      details: [{ path: "appointmentId", message: "validation.invalidValue" }],
    });
    const otherBrand = await reserve({ appointmentId: id, internalOrganization: "kids", ...contactOf("aino") }, { acting: aino });
    expect(otherBrand).toMatchObject({ kind: "invalid", details: [{ path: "internalOrganization" }] });
    expect(await reserve({ appointmentId: id, description: "x".repeat(501), ...contactOf("aino") }, { acting: aino })).toMatchObject({
      kind: "invalid",
      details: [{ path: "description", message: "validation.maxLength", values: { n: 500 } }],
    });
  });

  it("requires the binding acknowledgement inside the brand's binding window when the page sends it unticked", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const soon = await createFreeSlot(database.db, hoursAfter(NOW, 5));
    expect(await reserve({ appointmentId: soon, bindingAcknowledged: false, ...contactOf("aino") }, { acting: aino })).toEqual({
      kind: "invalid",
      details: [{ path: "bindingAcknowledged", message: "validation.bindingReservation.required" }],
    });
    expect(resultType(await reserve({ appointmentId: soon, bindingAcknowledged: true, ...contactOf("aino") }, { acting: aino }))).toBe("success");
  });

  it("books occupational care under Jari's contract, with the referral confirmation for TPSG", async () => {
    const jari = await patientIdOf(database.db, "jari");
    const aino = await patientIdOf(database.db, "aino");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "TT30", specialtyId: "TPSG" });
    const body = { appointmentId: id, healthCareType: "occupational", ...contactOf("jari") };
    expect(await reserve({ ...body, occupationalConfirmed: false }, { acting: jari })).toEqual({
      kind: "invalid",
      details: [{ path: "occupationalConfirmed", message: "bookingReservation.validation.occupationalConfirmationRequired" }],
    });
    expect(resultType(await reserve({ ...body, occupationalConfirmed: true }, { acting: aino }))).toBe("noOccupationalHealthcare");
    expect(resultType(await reserve({ ...body, occupationalConfirmed: true }, { acting: jari }))).toBe("success");
    expect(await slotRow(id)).toMatchObject({ reservedHealthCareType: "occupational", payerType: "occupationalHealthCare" });
  });

  it("refuses occupational booking when the contract does not allow web reservations", async () => {
    const jari = await patientIdOf(database.db, "jari");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "TT30" });
    const [employment] = await database.db.select().from(employments).where(eq(employments.patientId, jari));
    await database.db
      .update(occupationalContracts)
      .set({ isWebReservationAllowed: false })
      .where(eq(occupationalContracts.employerId, employment!.employerId));
    try {
      const outcome = await reserve({ appointmentId: id, healthCareType: "occupational", occupationalConfirmed: true, ...contactOf("jari") }, { acting: jari });
      expect(resultType(outcome)).toBe("webReservationNotAllowed");
    } finally {
      await database.db
        .update(occupationalContracts)
        .set({ isWebReservationAllowed: true })
        .where(eq(occupationalContracts.employerId, employment!.employerId));
    }
  });

  it("books kela65 with the pilot's concept for Raili, and by the normal price list for Aino", async () => {
    const raili = await patientIdOf(database.db, "raili");
    const aino = await patientIdOf(database.db, "aino");
    const [forRaili, forAino] = [
      await createFreeSlot(database.db, freshStart(), { kindId: "Y65P" }),
      await createFreeSlot(database.db, freshStart(), { kindId: "Y65P" }),
    ];
    expect(resultType(await reserve({ appointmentId: forRaili, healthCareType: "kela65", ...contactOf("raili") }, { acting: raili }))).toBe("success");
    expect(await slotRow(forRaili)).toMatchObject({ reservedHealthCareType: "kela65", conceptCode: "663" });
    const outcome = await reserve({ appointmentId: forAino, healthCareType: "kela65", ...contactOf("aino") }, { acting: aino });
    expect(outcome).toMatchObject({ kind: "result", result: { type: "success", reservationDetails: { healthCareType: "private" } } });
    expect(await slotRow(forAino)).toMatchObject({ reservedHealthCareType: "private", conceptCode: null });
    // A private-only time is not a kela65 time.
    const privateOnly = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    expect(resultType(await reserve({ appointmentId: privateOnly, healthCareType: "kela65", ...contactOf("raili") }, { acting: raili }))).toBe(
      "appointmentNotAvailable",
    );
  });

  it("requires a complete insurer choice for insurance and derives the concept code from it", async () => {
    const pekka = await patientIdOf(database.db, "pekka");
    const body = (appointmentId: number, extra: Record<string, unknown>) => ({ appointmentId, healthCareType: "insurance", ...contactOf("pekka"), ...extra });
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    expect(await reserve(body(id, {}), { acting: pekka })).toEqual({
      kind: "invalid",
      details: [{ path: "insurerChoice", message: "insurers.validation.insurerRequired" }],
    });
    expect(await reserve(body(id, { insurerChoice: { insurer: "IF" } }), { acting: pekka })).toEqual({
      kind: "invalid",
      details: [{ path: "insurerChoice.reimbursementOption", message: "insurers.validation.reimbursementRequired" }],
    });
    const ifDirect = { insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT", consent: true };
    // A concept code sent beside the choice must be the choice's own.
    expect(await reserve(body(id, { insurerChoice: ifDirect, conceptCode: "758236" }), { acting: pekka })).toEqual({
      kind: "invalid",
      details: [{ path: "conceptCode", message: "validation.invalidValue" }],
    });
    expect((await slotRow(id))?.reservedByPatientId).toBeNull();
    await database.db.delete(patientConcepts).where(eq(patientConcepts.patientId, pekka));
    const outcome = await reserve(body(id, { insurerChoice: ifDirect, description: "Selkä" }), { acting: pekka });
    expect(resultType(outcome)).toBe("success");
    const row = await slotRow(id);
    expect(row).toMatchObject({ reservedHealthCareType: "insurance", payerType: "insurance", conceptCode: "90157" });
    expect(row?.reservationDescription).toMatch(/^Asiakkaan valitsema vakuutusyhtiö .*If, suorakorvaus\nSelkä$/);
    // One service call: the insurer's concept went on Pekka's record in the reservation's transaction.
    const concepts = await database.db.select().from(patientConcepts).where(eq(patientConcepts.patientId, pekka));
    expect(concepts.map((concept) => concept.code)).toEqual(["90157"]);
    const audits = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient-concept"), eq(auditEvents.entityId, "90157")));
    expect(audits.length).toBeGreaterThan(0);
  });

  it("books the spec's payload by its concept code: If's 90157 is insurance without the page's choice, 663 kela65", async () => {
    const pekka = await patientIdOf(database.db, "pekka");
    const raili = await patientIdOf(database.db, "raili");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const outcome = await reserve({ appointmentId: id, conceptCode: "90157", description: "If", ...contactOf("pekka") }, { acting: pekka });
    expect(outcome).toMatchObject({ kind: "result", result: { type: "success", reservationDetails: { healthCareType: "insurance" } } });
    expect(await slotRow(id)).toMatchObject({ reservedHealthCareType: "insurance", payerType: "insurance", conceptCode: "90157" });
    const kela65 = await createFreeSlot(database.db, freshStart(), { kindId: "Y65P" });
    const asKela65 = await reserve({ appointmentId: kela65, conceptCode: "663", ...contactOf("raili") }, { acting: raili });
    expect(asKela65).toMatchObject({ kind: "result", result: { type: "success", reservationDetails: { healthCareType: "kela65" } } });
  });

  it("refuses LähiTapiola's code while its feature flag is off, and books nothing", async () => {
    const pekka = await patientIdOf(database.db, "pekka");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const outcome = await reserve({ appointmentId: id, conceptCode: "90021", dcpContentHash: "a".repeat(64), ...contactOf("pekka") }, { acting: pekka });
    expect(outcome).toMatchObject({ kind: "invalid" });
    expect((await slotRow(id))?.reservedByPatientId).toBeNull();
  });

  it("books insurance with another insurer without a concept code", async () => {
    const emily = await patientIdOf(database.db, "emily");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const outcome = await reserve({ appointmentId: id, healthCareType: "insurance", insurerChoice: { insurer: "OTHER" }, ...contactOf("emily") }, { acting: emily });
    expect(resultType(outcome)).toBe("success");
    expect(await slotRow(id)).toMatchObject({ reservedHealthCareType: "insurance", conceptCode: null });
  });

  it("records the guardian as the booker of a child's appointment", async () => {
    const mikko = await patientIdOf(database.db, "mikko");
    const helmi = await patientIdOf(database.db, "helmi");
    const id = await createFreeSlot(database.db, freshStart(), { brand: "kids", kindId: "LL30" });
    const outcome = await reserve({ appointmentId: id, ...contactOf("mikko") }, { acting: helmi, user: mikko, brand: "kids" });
    expect(resultType(outcome)).toBe("success");
    expect(await slotRow(id)).toMatchObject({ reservedByPatientId: helmi, bookedByPatientId: mikko });
    const [audit] = await database.db
      .select({ actor: auditEvents.actorPatientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "appointment-reservation"), eq(auditEvents.entityId, String(id))));
    expect(audit?.actor).toBe(mikko);
    const [sms] = await database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.patientId, helmi), eq(outboxMessages.channel, "sms")));
    expect(sms?.body).toMatch(/^Hoiva Junior: /);
  });

  it("rolls the reservation back when a confirmation cannot be queued", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const id = await createFreeSlot(database.db, freshStart());
    const failing: Senders = {
      email: { send: async () => {} },
      sms: {
        send: async () => {
          throw new Error("outbox down");
        },
      },
    };
    await expect(reserve({ appointmentId: id, ...contactOf("aino") }, { acting: aino, senders: failing })).rejects.toThrow("outbox down");
    expect((await slotRow(id))?.reservedByPatientId).toBeNull();
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "appointment-reservation"), eq(auditEvents.entityId, String(id))));
    expect(audit).toEqual([]);
  });
});

describe("reserveAppointmentAnonymously (weak identification)", () => {
  it("reserves for a registered, consenting customer whose names match, and returns the booking link", async () => {
    const johan = await patientIdOf(database.db, "johan");
    const id = await createFreeSlot(database.db, freshStart(), { kindId: "VO30" });
    const outcome = await reserveAnonymously({ ...anonymousBody("johan", id), firstName: " johan ", emailAddress: "johan@example.org" });
    expect(outcome).toMatchObject({ kind: "result", result: { type: "success", reservationDetails: { appointmentId: id, healthCareType: "private" } } });
    const path = outcome.kind === "result" && outcome.result.type === "success" ? outcome.result.reservationDetails.bookingLinkPath : null;
    expect(path).toMatch(/^\/sv\/bokning\/[A-Za-z0-9_-]+$/);
    expect(await slotRow(id)).toMatchObject({ reservedByPatientId: johan, contactEmail: "johan@example.org", payerType: "self" });
    const [email] = await database.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, "johan@example.org"), eq(outboxMessages.channel, "email")));
    expect(email?.subject).toBe("Hoiva: bekräftelse av tidsbokning");
    expect(email?.body).toContain(`${ORIGIN}${path}`);
    const audit = await database.db
      .select({ action: auditEvents.action, entity: auditEvents.entity, actor: auditEvents.actorPatientId, actingFor: auditEvents.actingForPatientId })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(id))).orderBy(auditEvents.id);
    expect(audit).toEqual([
      { action: "read", entity: "reservation-identification", actor: null, actingFor: johan },
      { action: "create", entity: "appointment-reservation", actor: null, actingFor: johan },
    ]);
  });

  it("validates the form with the spec's messages (§5)", async () => {
    const id = await createFreeSlot(database.db, freshStart());
    const outcome = await reserveAnonymously({ appointmentId: id, firstName: " ", lastName: "", ssn: "010190-123X", phone: "12", emailAddress: "a@b", termsAccepted: false });
    expect(outcome.kind).toBe("invalid");
    const messages = outcome.kind === "invalid" ? Object.fromEntries(outcome.details.map((detail) => [detail.path, detail.message])) : {};
    expect(messages).toEqual({
      firstName: "validation.firstName.required",
      lastName: "validation.lastName.required",
      ssn: "validation.identityCode.invalid",
      phone: "validation.phone.invalid",
      emailAddress: "validation.email.invalid",
      termsAccepted: "validation.termsOfUse.required",
    });
  });

  it("requires the binding acknowledgement inside the binding window when the page sends it unticked", async () => {
    const soon = await createFreeSlot(database.db, hoursAfter(NOW, 20));
    expect(await reserveAnonymously({ ...anonymousBody("johan", soon), bindingAcknowledged: false })).toEqual({
      kind: "invalid",
      details: [{ path: "bindingAcknowledged", message: "validation.bindingReservation.required" }],
    });
    expect(resultType(await reserveAnonymously({ ...anonymousBody("johan", soon), bindingAcknowledged: true }))).toBe("success");
  });

  it("answers noPatient, patientDataConsentRequired and patientInfoConflict", async () => {
    const id = await createFreeSlot(database.db, freshStart());
    const stranger = { ...anonymousBody("aino", id), ssn: "010190-123M", firstName: "Outi", lastName: "Outo" };
    expect(resultType(await reserveAnonymously(stranger))).toBe("noPatient");
    expect(resultType(await reserveAnonymously(anonymousBody("kalle", id)))).toBe("patientDataConsentRequired");
    expect(resultType(await reserveAnonymously({ ...anonymousBody("aino", id), lastName: "Virtala" }))).toBe("patientInfoConflict");
    // Same digits as Johan with the classic sign: Pekka, whose names these are not.
    expect(resultType(await reserveAnonymously({ ...anonymousBody("johan", id), ssn: personaIdentityCode(requirePersona("pekka")) }))).toBe(
      "patientInfoConflict",
    );
    expect((await slotRow(id))?.reservedByPatientId).toBeNull();
  });

  it("demands strong identification for a time that requires it, a kela65 time and a customer who is not creditworthy", async () => {
    const strong = await createFreeSlot(database.db, freshStart(), {}, { requiresAuthToReserve: true });
    expect(resultType(await reserveAnonymously(anonymousBody("aino", strong)))).toBe("authenticationRequired");
    const id = await createFreeSlot(database.db, freshStart());
    expect(resultType(await reserveAnonymously(anonymousBody("timo", id)))).toBe("authenticationRequired");
    const kela65Only = await createFreeSlot(database.db, freshStart(), { kindId: "Y65D" });
    // Spec §6: kela65 and insurance need strong login; the time is free, so "reserved" would be wrong.
    expect(resultType(await reserveAnonymously(anonymousBody("raili", kela65Only)))).toBe("authenticationRequired");
    expect((await slotRow(kela65Only))?.reservedByPatientId).toBeNull();
  });

  it("answers appointmentNotAvailable and tooManyReservations", async () => {
    const id = await createFreeSlot(database.db, freshStart());
    expect(resultType(await reserveAnonymously(anonymousBody("emily", id), { max: 50 }))).toBe("success");
    expect(resultType(await reserveAnonymously(anonymousBody("aino", id)))).toBe("appointmentNotAvailable");
    const another = await createFreeSlot(database.db, freshStart());
    expect(resultType(await reserveAnonymously(anonymousBody("emily", another), { max: 1 }))).toBe("tooManyReservations");
  });
});

describe("brandOrigin", () => {
  const hosts = new Map<string, "adult" | "kids">([
    ["localhost", "adult"],
    ["kids.localhost", "kids"],
  ]);
  it("uses PUBLIC_URL for its own brand and the brand's host with its scheme and port otherwise", () => {
    const config = { PUBLIC_URL: "http://localhost:3000", BRAND_HOSTS: hosts, DEFAULT_BRAND: "adult" as const };
    expect(brandOrigin(config, "adult")).toBe("http://localhost:3000");
    expect(brandOrigin(config, "kids")).toBe("http://kids.localhost:3000");
    expect(brandOrigin({ ...config, PUBLIC_URL: "https://portal.example" }, "kids")).toBe("https://kids.localhost");
  });
});
