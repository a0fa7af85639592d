import { TEST_NOW } from "#tests/clock";
import { randomUUID } from "node:crypto";
import { eq, ne, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "#domain/enums";
import type { FeatureFlag } from "#domain/session-state";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { PERSONAS, type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { auditEvents, invoices, mfaDevices, prescriptionRenewalItems, prescriptionRenewalRequests, prescriptions } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { FRONT_PAGE_ITEMS, type FrontPageState, loadFrontPage } from "./front-page-service";
import { insertOnboardingChallenge, insertUnverifiedDevice } from "./mfa-onboarding-repository";
import { onboardingKey } from "./mfa-onboarding-service";
import { blockRateLimit, resetRateLimit } from "./rate-limit";
import type { Session } from "./session-service";
import { logInForTest } from "#tests/sessions";
import { patientIdOf as personaPatientId } from "#tests/db/personas";

const NOW = TEST_NOW;
const ALL_FEATURES: FeatureFlag[] = ["mfa", "customer-messaging-enabled", "customer-messaging-allowed"];
/**
 * One statement for the person (with SMS login onboarding's block and pending code), every section
 * and the counts of what needs the patient now (decision 422), plus the audit insert, plus the
 * unread count when the menu's is not given.
 */
const MAX_QUERIES = 3;

const database = useTestDatabase({ demoDataNow: NOW });

afterEach(() => vi.restoreAllMocks());

const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

function sessionFor(
  person: PersonaKey | { firstName: string },
  { patientId, actingPatientId, actingRole = "self" }: Pick<Session, "patientId" | "actingPatientId"> & Partial<Pick<Session, "actingRole">>,
): Session {
  const data = typeof person === "string" ? requirePersona(person) : null;
  return {
    id: randomUUID(),
    status: "valid",
    csrfToken: "csrf-token-of-test",
    person: {
      identityCode: data ? personaIdentityCode(data) : "010101-0101",
      firstName: data?.firstName ?? (person as { firstName: string }).firstName,
      lastName: data?.lastName ?? "Testinen",
    },
    patientId,
    actingPatientId,
    actingRole,
    brand: "adult",
    authenticatedAt: NOW,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
    scope: null,
    lang: "fi",
    healthCareType: "private",
    data: {},
  };
}

async function load(
  session: Session,
  {
    features = ALL_FEATURES,
    lang = "en",
    unreadThreadCount,
    now = NOW,
  }: { features?: FeatureFlag[]; lang?: Language; unreadThreadCount?: () => Promise<number>; now?: Date } = {},
) {
  const requestId = randomUUID();
  const state = await loadFrontPage(database.db, {
    session,
    features,
    lang,
    now,
    actor: { actorPatientId: session.patientId, actingForPatientId: session.actingPatientId, address: "192.0.2.10", requestId },
    unreadThreadCount,
  });
  return { state, requestId };
}

async function loadAsSelf(key: PersonaKey, options?: Parameters<typeof load>[1]) {
  const id = await patientIdOf(key);
  return { id, ...(await load(sessionFor(key, { patientId: id, actingPatientId: id }), options)) };
}

/** Every id a front page shows, with the table and column that say whose record it is. */
function shownRecords(state: FrontPageState) {
  return [
    { table: "messaging_threads", owner: "patient_id", ids: (state.conversationSummaries ?? []).map((item) => item.id) },
    { table: "appointment_slots", owner: "reserved_by_patient_id", ids: state.appointmentSummaries.map((item) => item.id) },
    { table: "visits", owner: "patient_id", ids: state.visitSummaries.map((item) => item.id) },
    { table: "prescriptions", owner: "patient_id", ids: state.prescriptions.map((item) => item.id) },
    { table: "laboratory_result_groups", owner: "patient_id", ids: state.labResultSummaries.map((item) => item.id) },
    { table: "questionnaire_invitations", owner: "patient_id", ids: state.questionnaireSummaries.map((item) => item.id) },
    { table: "imaging_results", owner: "patient_id", ids: state.imagingSummaries.map((item) => item.id) },
  ];
}

async function ownersOf(db: DatabaseOrTransaction, table: string, owner: string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ owner: number | string }>(
    db,
    sql`select ${sql.identifier(owner)} as owner from ${sql.identifier(table)} where id in ${ids}`,
  );
  expect(rows).toHaveLength(ids.length);
  return rows.map((row) => Number(row.owner));
}

/** Counts the statements sent to the database while `run` runs (PGlite and pg both go through query). */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  try {
    const result = await run();
    return { result, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe("loadFrontPage", () => {
  it("shows Aino's own summaries: newest few per section, in each section's order", async () => {
    const { state } = await loadAsSelf("aino");
    expect(state.customer).toEqual({ firstName: "Aino" });
    expect(state.actingFor).toBeNull();
    expect(state.hasPatientData).toBe(true);
    expect(state.user).toEqual({ csrfToken: "csrf-token-of-test" });

    // Coming appointments, soonest first, none cancelled or over; the one starting in 20 minutes leads.
    expect(state.appointmentSummaries).toHaveLength(FRONT_PAGE_ITEMS);
    const starts = state.appointmentSummaries.map((item) => item.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]! - NOW.getTime()).toBeLessThan(30 * 60_000);
    for (const item of state.appointmentSummaries) {
      expect(item.startsAt.getTime() + item.durationMinutes * 60_000).toBeGreaterThan(NOW.getTime());
      expect(item.title).toEqual(expect.any(String));
    }

    // Conversations by latest activity; the renewal thread answered yesterday is the unread one.
    const conversations = state.conversationSummaries ?? [];
    expect(conversations.map((item) => item.title)).toEqual([
      "Reseptin uusimispyyntö",
      "Kysymys kolesterolituloksesta",
      "Esitiedot gynekologin käyntiä varten",
    ]);
    expect(conversations.map((item) => item.isUnread)).toEqual([true, false, false]);
    expect(conversations[0]?.latestAuthor).toEqual({ kind: "person", name: expect.any(String) });
    expect(conversations[1]?.latestAuthor).toEqual({ kind: "customer" });
    // The deleted message is never the excerpt.
    expect(conversations[2]?.latestExcerpt).toBe("Kiitos, täytän lomakkeen tällä viikolla.");

    const visitTimes = state.visitSummaries.map((item) => item.dateTime.getTime());
    expect(visitTimes).toHaveLength(FRONT_PAGE_ITEMS);
    expect(visitTimes).toEqual([...visitTimes].sort((a, b) => b - a));
    expect(Math.max(...visitTimes)).toBeLessThanOrEqual(NOW.getTime());

    expect(state.prescriptions).toHaveLength(FRONT_PAGE_ITEMS);
    expect(state.prescriptions.map((item) => item.issuedDate)).toEqual(
      state.prescriptions.map((item) => item.issuedDate).sort().reverse(),
    );
    expect(state.canRenewPrescriptions).toBe(true);

    expect(state.labResultSummaries.length).toBeGreaterThan(0);
    expect(state.labResultSummaries.some((day) => day.isReady)).toBe(true);
    expect(state.labResultSummaries.some((day) => !day.isReady)).toBe(true);

    // The questionnaire waiting for answers comes before the answered one.
    expect(state.questionnaireSummaries.map((item) => item.answeredAt === null)).toEqual([true, false]);
    expect(state.questionnaireSummaries[0]?.title).toBe("Pre-visit information for the gynaecologist");

    expect(state.imagingSummaries.length).toBeGreaterThan(0);
    expect(state.mfaOnboardingParam).toEqual({ phoneNumber: requirePersona("aino").phone, codeSentTo: null });
  });

  it("never shows a record of another patient, for any persona", async () => {
    for (const persona of PERSONAS) {
      const { id, state } = await loadAsSelf(persona.key);
      for (const { table, owner, ids } of shownRecords(state)) {
        const owners = await ownersOf(database.db, table, owner, ids);
        expect(new Set(owners), `${persona.key}: ${table}`).toEqual(new Set(owners.length ? [id] : []));
      }
    }
  });

  it("loads with a bounded number of queries, whatever the data", async () => {
    const aino = await patientIdOf("aino");
    const { queries } = await countQueries(() => load(sessionFor("aino", { patientId: aino, actingPatientId: aino })));
    expect(queries).toBe(MAX_QUERIES);
    const kalle = await patientIdOf("kalle");
    const { queries: fewData } = await countQueries(() => load(sessionFor("kalle", { patientId: kalle, actingPatientId: kalle })));
    expect(fewData).toBeLessThanOrEqual(MAX_QUERIES);
  });

  it("writes one audit event, the front page naming each record shown, for the acting patient (decision 305)", async () => {
    const { id, state, requestId } = await loadAsSelf("aino");
    const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "read", entity: "front-page", entityId: null, actorPatientId: id, actingForPatientId: id, address: "192.0.2.10" });
    const shownIds = rows[0]?.shownIds ?? {};
    expect(shownIds.appointment).toEqual(state.appointmentSummaries.map((appointment) => appointment.id));
    expect(shownIds.prescription).toEqual(state.prescriptions.map((prescription) => prescription.id));
    const shown = shownRecords(state).reduce((count, section) => count + section.ids.length, 0);
    expect(Object.values(shownIds).reduce((count, ids) => count + ids.length, 0)).toBe(shown);
  });

  it("counts the medicines of renewal requests decided in the last two weeks, only the acting patient's", async () => {
    const before = (await loadAsSelf("aino")).state.attention.renewalDecisionCount;
    const day = 86_400_000;
    const aino = await patientIdOf("aino");
    const [own] = await database.db.select({ id: prescriptions.id, patientId: prescriptions.patientId }).from(prescriptions).where(eq(prescriptions.patientId, aino)).limit(1);
    const [othersPrescription] = await database.db.select({ id: prescriptions.id, patientId: prescriptions.patientId }).from(prescriptions).where(ne(prescriptions.patientId, aino)).limit(1);
    for (const prescription of [own, othersPrescription]) {
      const patientId = prescription!.patientId;
      const decisions = [
        { decision: "renewed", decidedAt: new Date(NOW.getTime() - 2 * day) },
        { decision: "declined", decidedAt: new Date(NOW.getTime() - 13 * day) },
        { decision: "renewed", decidedAt: new Date(NOW.getTime() - 15 * day) },
        { decision: null, decidedAt: null },
      ];
      // One request a decision: a request names each medicine once.
      for (const decided of decisions) {
        const [request] = await database.db.insert(prescriptionRenewalRequests).values({ patientId, otherMedicines: "-" }).returning({ id: prescriptionRenewalRequests.id });
        await database.db
          .insert(prescriptionRenewalItems)
          .values({ requestId: request!.id, prescriptionId: prescription!.id, reason: "-", isMedicineFinished: false, hasSideEffects: false, ...decided });
      }
    }
    expect((await loadAsSelf("aino")).state.attention.renewalDecisionCount).toBe(before + 2);
  });

  it("counts two weeks of renewal decisions in Helsinki's calendar days across the clocks going forward", async () => {
    // Monday 29 March 2027 at 12:00 in Helsinki (summer time since Sunday): two weeks back is
    // Monday 15 March at 12:00 winter time, 10:00 UTC, an hour later than 14 × 24 hours back.
    const now = new Date("2027-03-29T09:00:00Z");
    const before = (await loadAsSelf("aino", { now })).state.attention.renewalDecisionCount;
    const aino = await patientIdOf("aino");
    const owned = await database.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.patientId, aino)).limit(2);
    const decidedAt = [new Date("2027-03-15T09:30:00Z"), new Date("2027-03-15T10:30:00Z")];
    for (const [index, prescription] of owned.entries()) {
      const [request] = await database.db.insert(prescriptionRenewalRequests).values({ patientId: aino, otherMedicines: "-" }).returning({ id: prescriptionRenewalRequests.id });
      await database.db.insert(prescriptionRenewalItems).values({
        requestId: request!.id,
        prescriptionId: prescription.id,
        reason: "-",
        isMedicineFinished: false,
        hasSideEffects: false,
        decision: "renewed",
        decidedAt: decidedAt[index],
      });
    }
    expect(owned).toHaveLength(2);
    expect((await loadAsSelf("aino", { now })).state.attention.renewalDecisionCount).toBe(before + 1);
  });

  it("tells what needs the patient now: unread conversations and unpaid invoices with their total, as their pages count them", async () => {
    const { id, state } = await loadAsSelf("aino");
    const unpaid = await database.db.select({ status: invoices.status, sumCents: invoices.sumCents, dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.patientId, id));
    const open = unpaid.filter((invoice) => invoice.status === "open" || invoice.status === "overdue");
    expect(open.length).toBeGreaterThan(0);
    expect(state.attention.openInvoices).toMatchObject({
      count: open.length,
      totalCents: open.reduce((sum, invoice) => sum + invoice.sumCents, 0),
      firstDueDate: open.map((invoice) => invoice.dueDate).sort()[0],
    });
    expect(state.attention.openInvoices.overdueCount).toBeGreaterThan(0);
    // Aino has one unread answer (demo data), and it is one of the conversations the page lists.
    expect(state.attention.unreadThreadCount).toBe(1);
    expect(state.attention.questionnairesToAnswer.every((questionnaire) => questionnaire.answeredAt === null)).toBe(true);
    for (const day of state.attention.newLabResults) expect(day.isReady).toBe(true);
    // Without messaging nothing is counted as unread.
    const { state: withoutMessaging } = await loadAsSelf("aino", { features: ["mfa"] });
    expect(withoutMessaging.attention.unreadThreadCount).toBe(0);
  });

  it("takes the unread count the menu read for the same request, when given, instead of counting again (decision 414)", async () => {
    const aino = await patientIdOf("aino");
    const session = sessionFor("aino", { patientId: aino, actingPatientId: aino });
    const { result, queries } = await countQueries(() => load(session, { unreadThreadCount: async () => 7 }));
    expect(result.state.attention.unreadThreadCount).toBe(7);
    expect(queries).toBe(MAX_QUERIES - 1);
    // Without messaging it is neither asked for nor shown.
    const asked = vi.fn(async () => 7);
    expect((await load(session, { features: ["mfa"], unreadThreadCount: asked })).state.attention.unreadThreadCount).toBe(0);
    expect(asked).not.toHaveBeenCalled();
  });

  it("greets a guardian by name and shows the child's matters (Mikko acting for Eetu)", async () => {
    const [mikko, eetu] = [await patientIdOf("mikko"), await patientIdOf("eetu")];
    const { state, requestId } = await load(sessionFor("mikko", { patientId: mikko, actingPatientId: eetu, actingRole: "guardian" }));
    expect(state.customer).toEqual({ firstName: "Mikko" });
    expect(state.actingFor).toEqual({ firstName: "Eetu" });
    expect(state.appointmentSummaries.length).toBeGreaterThan(0);
    expect(state.visitSummaries.length).toBeGreaterThan(0);
    for (const { table, owner, ids } of shownRecords(state)) {
      for (const ownerId of await ownersOf(database.db, table, owner, ids)) expect(ownerId, table).toBe(eetu);
    }
    // SMS login is the guardian's own: offered to Mikko with his own phone number.
    expect(state.mfaOnboardingParam).toEqual({ phoneNumber: requirePersona("mikko").phone, codeSentTo: null });
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
    expect(new Set(audit.map((row) => `${row.actorPatientId}->${row.actingForPatientId}`))).toEqual(new Set([`${mikko}->${eetu}`]));
  });

  it("shows a guardian acting for themself none of the child's data", async () => {
    const { state } = await loadAsSelf("mikko");
    expect(state.actingFor).toBeNull();
    expect(state.appointmentSummaries).toEqual([]);
    expect(state.visitSummaries).toEqual([]);
  });

  it("shows no patient data, reads nothing and audits nothing for a person without a patient record", async () => {
    const session = sessionFor({ firstName: "Uusi" }, { patientId: null, actingPatientId: null });
    const { result, queries } = await countQueries(() => load(session));
    expect(queries).toBe(0);
    expect(result.state).toMatchObject({
      customer: { firstName: "Uusi" },
      hasPatientData: false,
      mfaOnboardingParam: null,
      conversationSummaries: null,
      appointmentSummaries: [],
      prescriptions: [],
      canRenewPrescriptions: false,
    });
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.requestId, result.requestId));
    expect(audit).toEqual([]);
  });

  it("leaves out conversations and renewal without customer messaging, and onboarding without the mfa feature", async () => {
    const { state } = await loadAsSelf("aino", { features: [] });
    expect(state.conversationSummaries).toBeNull();
    expect(state.canRenewPrescriptions).toBe(false);
    expect(state.prescriptions.length).toBeGreaterThan(0);
    expect(state.mfaOnboardingParam).toBeNull();
  });

  it("offers SMS login onboarding only without SMS login and a verified device", async () => {
    // Johan has SMS login on with a verified phone.
    expect((await loadAsSelf("johan")).state.mfaOnboardingParam).toBeNull();
    // A verified device alone (SMS login switched off later) also means nothing to onboard.
    const pekka = await patientIdOf("pekka");
    await database.db.insert(mfaDevices).values({ patientId: pekka, phoneNumber: "+358401234510", verifiedAt: NOW });
    try {
      expect((await loadAsSelf("pekka")).state.mfaOnboardingParam).toBeNull();
    } finally {
      await database.db.delete(mfaDevices).where(eq(mfaDevices.patientId, pekka));
    }
    expect((await loadAsSelf("pekka")).state.mfaOnboardingParam).toEqual({ phoneNumber: "+358401234510", codeSentTo: null });
  });

  it("offers no onboarding while it is blocked, and opens on the code step while a code of this session can be entered", async () => {
    const pekka = await patientIdOf("pekka");
    const { session } = await logInForTest(database.db, "pekka");
    const loadPekka = async (now = NOW) =>
      (
        await loadFrontPage(database.db, {
          session,
          features: ALL_FEATURES,
          lang: "fi",
          now,
          actor: { actorPatientId: pekka, actingForPatientId: pekka, address: "192.0.2.10", requestId: randomUUID() },
        })
      ).mfaOnboardingParam;
    try {
      // Too many codes sent: blocked until an hour from now, offered again once the hour is over.
      await blockRateLimit(database.db, onboardingKey(pekka), new Date(NOW.getTime() + 3_600_000), NOW);
      expect(await loadPekka()).toBeNull();
      expect(await loadPekka(new Date(NOW.getTime() + 3_600_000))).toEqual({ phoneNumber: "+358401234510", codeSentTo: null });
      await resetRateLimit(database.db, onboardingKey(pekka));

      // A code sent to a new phone in this session: the panel opens on the code step, masked;
      // not once the code has expired.
      const deviceId = await insertUnverifiedDevice(database.db, { patientId: pekka, phoneNumber: "+358407654321" });
      const expiresAt = new Date(NOW.getTime() + 600_000);
      await insertOnboardingChallenge(database.db, { patientId: pekka, sessionId: session.id, deviceId, codeHash: "x", maxAttempts: 3, expiresAt });
      expect(await loadPekka()).toEqual({ phoneNumber: "+358401234510", codeSentTo: "+358 40 *** **21" });
      expect(await loadPekka(expiresAt)).toEqual({ phoneNumber: "+358401234510", codeSentTo: null });
      // Another session of the same person has no code waiting.
      const other = { ...session, id: randomUUID() };
      expect(
        (
          await loadFrontPage(database.db, {
            session: other,
            features: ALL_FEATURES,
            lang: "fi",
            now: NOW,
            actor: { actorPatientId: pekka, actingForPatientId: pekka, address: "192.0.2.10", requestId: randomUUID() },
          })
        ).mfaOnboardingParam,
      ).toEqual({ phoneNumber: "+358401234510", codeSentTo: null });
    } finally {
      await resetRateLimit(database.db, onboardingKey(pekka));
      await database.db.delete(mfaDevices).where(eq(mfaDevices.patientId, pekka));
    }
  });

  it("localises catalogue texts to the page language", async () => {
    const [fi, en] = [(await loadAsSelf("aino", { lang: "fi" })).state, (await loadAsSelf("aino", { lang: "en" })).state];
    expect(fi.questionnaireSummaries[0]?.title).toBe("Esitiedot gynekologin vastaanotolle");
    expect(fi.appointmentSummaries.map((item) => item.id)).toEqual(en.appointmentSummaries.map((item) => item.id));
    expect(fi.appointmentSummaries[0]?.title).not.toBe(en.appointmentSummaries[0]?.title);
  });
});
