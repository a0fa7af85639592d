import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { HealthCareType } from "#domain/enums";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, imagingResults, invoices, kelaCardImages, messageAttachments, messages, messagingThreads, prescriptions, questionnaireInvitations, referrals, waitlistEntries, waitlistOffers } from "#server/db/schema";
import { createPaytrailClient } from "#server/integrations/payments/paytrail-client";
import { attachmentDownloadUrl } from "#server/modules/messaging/attachment-service";
import { kelaImageLink } from "#server/modules/profile/kela-card-service";
import { insertAttempt } from "#server/modules/payments/payment-repository";
import { findImagingResults, findLabResultDayItems, findLabTestHistory, findReferrals } from "#server/modules/results/repository";
import { findVisits } from "#server/modules/visits/repository";
import { findCertificates } from "#server/modules/certificates/repository";
import { PAGE_KEYS, PAGES, type PageKey, pathPattern } from "#domain/routes/route-table";
import { bookTestAppointment, minutesAfter } from "#server/modules/appointments/test-appointments";
import { createFreeSlot, hoursAfter } from "#server/modules/booking/reservation-fixtures";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { newOpenInvoice, type TestInvoice } from "#tests/payments/payment-fixtures";
import { logInForTest, type TestLogin } from "#tests/sessions";
import { apiRoutes } from "./api-routes";
import { useTestServer } from "./test-server";

// Every read of patient data writes an audit event, and so does a refused read of someone else's
// id. The walk reads the pages from the route table and the GET routes from the API router, so a
// new page or call is covered by itself: it needs a case here (its parameters, someone else's id)
// or a line in the list of what shows no patient data, with the reason.

// The test payment service calls back PUBLIC_URL: a port where nobody listens (as in payment-pages).
const server = useTestServer({ demoDataNow: TEST_NOW, env: { PUBLIC_URL: "http://localhost:9" } });

beforeAll(() => {
  const { merchantId, secret } = server.config.PAYTRAIL!;
  server.services.integrations.payments = createPaytrailClient({ apiUrl: `${server.base}/dev/paytrail`, merchantId, secret, now: () => server.services.clock.now() });
});

/** Pages that show no patient data even to a logged-in user (besides the menu's names), and why. */
const PAGES_WITHOUT_PATIENT_DATA: Partial<Record<PageKey, string>> = {
  transactionPath: "a static path guide",
  login: "sends a logged-in user on to the front page",
  mfa: "the SMS code step of a login; a valid session is sent on",
  smsLogin: "only the action of the SMS login form posts (audited by its service); a visit is sent to the front page",
  expiredSession: "says the session has ended",
  sicknessFund: "static content",
  help: "static content",
  childrensChatNotice: "static content",
  anonymousChildrensChat: "static content",
  termsOfUse: "static content",
  offline: "the service worker's offline page, the same for everyone (decision 371)",
  bookingLanding: "choice of booking type",
  bookingPrivate: "free times, the same for everyone",
  bookingInsurance: "free times, the same for everyone",
  bookingKela65: "free times, the same for everyone",
  reserveAnonymous: "the anonymous booking page: the visitor types their own details, nothing is read",
  newCustomer: "sends a registered customer on; reads nothing of a record",
  registration: "sends a registered customer on; a newcomer's page shows only what the identification gave",
  occupationalLanding: "static content",
  invoiceLanding: "the anonymous landing of an invoice notice: links to log in and pay, nothing is read",
};

/** GET calls that return no patient data, and why. */
const API_WITHOUT_PATIENT_DATA: Record<string, string> = {
  "/lahitapiola/apply-permit": "the demo insurer's own page under /dev/insurers (a development tool)",
  "/lahitapiola/decision": "the demo insurer's own page under /dev/insurers (a development tool)",
  "/payments/callback/:kind": "the payment provider's signed call without a session: answers only ok or invalid (the result it applies is audited as an update)",
  "/payments/redirect/:lang/:kind": "the payment provider's signed redirect: sends the browser on to the result page, which reads the invoice",
  "/kela-card/finish-upload": "a write the spec makes a GET: answers only success or failure; the images it stores are audited as created (kela-card-api.test.ts)",
};

interface Fixture {
  ainoAppointment: number;
  ainoToken: string;
  johanAppointment: number;
  ainoInvoice: number;
  johanInvoice: number;
  /** A free time offered under each booking type. */
  free: Record<HealthCareType, number>;
  /** A time of each type that Johan has reserved. */
  johans: Record<HealthCareType, number>;
  /** Open invoices that can be paid online now, and a payment of each. */
  ainoPayable: TestInvoice;
  johanPayable: TestInvoice;
  ainoPayment: number;
  johanPayment: number;
  ainoVisit: number;
  johanVisit: number;
  ainoLabReferral: number;
  johanLabReferral: number;
  ainoImagingReferral: number;
  johanImagingReferral: number;
  ainoLabDate: string;
  johanLabDate: string;
  ainoImagingDate: string;
  johanImagingDate: string;
  /** A laboratory code Aino has results of, and one only Johan has. */
  ainoLabCode: string;
  johanLabCode: string;
  ainoThread: number;
  /** Johan has no conversations: Jari's is the other patient's. */
  jariThread: number;
  ainoAttachment: number;
  jariAttachment: number;
  /** Kela card front images of Aino's and Johan's. */
  ainoKelaImage: number;
  johanKelaImage: number;
  ainoRenewablePrescription: number;
  johanRenewablePrescription: number;
  ainoQuestionnaire: number;
  johanQuestionnaire: number;
  /** Johan has no certificates: Jari's is the other patient's. */
  ainoCertificate: number;
  jariCertificate: number;
  /** Earlier-time offers for Aino's and Johan's appointments. */
  ainoOffer: number;
  johanOffer: number;
}

interface PageCase {
  who?: PersonaKey;
  /** The page's parameters, for a read of the persona's own data. */
  params?: (fixture: Fixture) => Record<string, string>;
  /** The query of the read of one's own data, when the page reads what the query names. */
  search?: (fixture: Fixture) => Record<string, string>;
  /** The status of the read (200 unless said, e.g. a page that sends on). */
  status?: number;
  /** Parameters naming someone else's data: the page refuses it, and the refusal is audited. */
  foreign?: (fixture: Fixture) => Record<string, string>;
  /** The query of the foreign case. */
  foreignSearch?: (fixture: Fixture) => Record<string, string>;
  /** Why the page has no "someone else's id" case. */
  noForeignId?: string;
}

const PAGE_CASES: Partial<Record<PageKey, PageCase>> = {
  home: {},
  actFor: {},
  appointments: {},
  appointment: { params: (f) => ({ ids: String(f.ainoAppointment) }), foreign: (f) => ({ ids: String(f.johanAppointment) }) },
  anonymousAppointment: {
    params: (f) => ({ token: f.ainoToken }),
    noForeignId: "the booking link is the key: whoever has it may read the appointment (every read is audited)",
  },
  invoices: {},
  myInformation: {},
  invoiceSummary: { params: (f) => ({ invoiceId: String(f.ainoInvoice) }), foreign: (f) => ({ invoiceId: String(f.johanInvoice) }) },
  bookingOccupational: { who: "jari" },
  reservePrivate: { params: (f) => ({ appointmentId: String(f.free.private) }), foreign: (f) => ({ appointmentId: String(f.johans.private) }) },
  reserveInsurance: { who: "emily", params: (f) => ({ appointmentId: String(f.free.insurance) }), foreign: (f) => ({ appointmentId: String(f.johans.insurance) }) },
  reserveKela65: { who: "raili", params: (f) => ({ appointmentId: String(f.free.kela65) }), foreign: (f) => ({ appointmentId: String(f.johans.kela65) }) },
  reserveOccupational: { who: "jari", params: (f) => ({ appointmentId: String(f.free.occupational) }), foreign: (f) => ({ appointmentId: String(f.johans.occupational) }) },
  patientDataConsent: {},
  occupationalVaccination: { who: "jari" },
  invoicePayment: { params: (f) => ({ invoiceId: String(f.ainoPayable.id) }), foreign: (f) => ({ invoiceId: String(f.johanPayable.id) }) },
  payVisit: {},
  // One's own payment sends on to its result page.
  payment: { status: 302, params: (f) => ({ paymentId: String(f.ainoPayment) }), foreign: (f) => ({ paymentId: String(f.johanPayment) }) },
  paymentResult: {
    params: () => ({ status: "ok" }),
    search: (f) => ({ invoiceId: String(f.ainoPayable.id) }),
    foreign: () => ({ status: "ok" }),
    foreignSearch: (f) => ({ invoiceId: String(f.johanPayable.id) }),
  },
  messages: {},
  thread: { params: (f) => ({ threadId: String(f.ainoThread) }), foreign: (f) => ({ threadId: String(f.jariThread) }) },
  prescriptions: {},
  imaging: {},
  imagingReferral: { params: (f) => ({ referralId: String(f.ainoImagingReferral) }), foreign: (f) => ({ referralId: String(f.johanImagingReferral) }) },
  imagingResult: { params: (f) => ({ imagingDate: f.ainoImagingDate }), foreign: (f) => ({ imagingDate: f.johanImagingDate }) },
  laboratory: {},
  laboratoryReferral: { params: (f) => ({ referralId: String(f.ainoLabReferral) }), foreign: (f) => ({ referralId: String(f.johanLabReferral) }) },
  laboratoryResult: { params: (f) => ({ resultDate: f.ainoLabDate }), foreign: (f) => ({ resultDate: f.johanLabDate }) },
  laboratoryTestHistory: { params: (f) => ({ testCode: f.ainoLabCode }), foreign: (f) => ({ testCode: f.johanLabCode }) },
  visits: {},
  visit: { params: (f) => ({ visitId: String(f.ainoVisit) }), foreign: (f) => ({ visitId: String(f.johanVisit) }) },
  questionnaires: {},
  certificates: {},
  vaccinations: {},
  accessLog: {},
  occupationalTeam: { who: "jari" },
  // Warns of the absences in the patient's occupational health care team (decision 350): a read of the team.
  newMessage: { who: "jari" },
  prescriptionRenewal: { params: (f) => ({ ids: String(f.ainoRenewablePrescription) }), foreign: (f) => ({ ids: String(f.johanRenewablePrescription) }) },
  questionnaire: { params: (f) => ({ invitationId: String(f.ainoQuestionnaire) }), foreign: (f) => ({ invitationId: String(f.johanQuestionnaire) }) },
  waitlistOffer: { params: (f) => ({ offerId: String(f.ainoOffer) }), foreign: (f) => ({ offerId: String(f.johanOffer) }) },
};

/** A stored Kela card front image of the patient (a JPEG start is enough for the walk). */
async function kelaImageOf(patientId: number): Promise<number> {
  const [existing] = await server.database.db
    .select({ id: kelaCardImages.id })
    .from(kelaCardImages)
    .where(and(eq(kelaCardImages.patientId, patientId), eq(kelaCardImages.side, "front"), isNotNull(kelaCardImages.uploadedAt)));
  if (existing) return existing.id;
  const storageKey = `kela-card/${patientId}/audit-walk-${randomUUID()}`;
  await server.services.integrations.fileStorage.put(storageKey, { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xd9]), contentType: "image/jpeg" });
  const [row] = await server.database.db
    .insert(kelaCardImages)
    .values({ patientId, side: "front", storageKey, contentType: "image/jpeg", sizeBytes: 6, uploadToken: randomUUID(), uploadedAt: TEST_NOW })
    .returning({ id: kelaCardImages.id });
  return row!.id;
}

async function fixtureOf(): Promise<Fixture> {
  const db = server.database.db;
  const aino = await patientIdOf(db, "aino");
  const johan = await patientIdOf(db, "johan");
  const ainos = await bookTestAppointment(db, aino, minutesAfter(TEST_NOW, 3 * 24 * 60));
  const johans = await bookTestAppointment(db, johan, minutesAfter(TEST_NOW, 3 * 24 * 60));
  const invoiceOf = async (patientId: number) => {
    const [row] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.patientId, patientId), eq(invoices.hasPdf, true))).limit(1);
    if (!row) throw new Error("the demo data has an invoice for the persona");
    return row.id;
  };
  const ainoPayable = await newOpenInvoice(db, "aino");
  const johanPayable = await newOpenInvoice(db, "johan");
  const paymentOf = (patientId: number, invoice: TestInvoice) =>
    insertAttempt(db, { patientId, invoiceId: invoice.id, stamp: randomUUID(), reference: invoice.referenceNumber, amountCents: invoice.sumCents, now: TEST_NOW });
  const first = <T>(rows: T[], what: string): T => {
    const row = rows[0];
    if (row === undefined) throw new Error(`the demo data has ${what}`);
    return row;
  };
  // Johan has no referrals or imaging results in the demo data: one of each, on a day Aino has none.
  const johanReferral = async (type: "laboratory" | "imaging") => {
    const [row] = await db
      .insert(referrals)
      .values({ patientId: johan, type, title: "Remiss", creationDate: "2026-10-01", validUntil: "2027-04-01", patientInstructionsUrl: "https://www.example.com/ohjeet" })
      .returning({ id: referrals.id });
    return row!.id;
  };
  const johanImagingDate = "2025-02-03";
  expect(await findImagingResults(db, aino, johanImagingDate)).toEqual([]);
  await db.insert(imagingResults).values({ patientId: johan, imagingDate: johanImagingDate, examinationName: "Thorax", statementText: "Normala fynd." });
  const ainoLabDays = await findLabResultDayItems(db, aino);
  const johanLabDays = await findLabResultDayItems(db, johan);
  const ainoLabCode = first(
    ainoLabDays.length === 0 ? [] : (await Promise.all(ainoLabDays.map(async (day) => ((await findLabTestHistory(db, aino, day.code)).length > 0 ? [day.code] : [])))).flat(),
    "a laboratory code with results of Aino's",
  );
  const johanLabCode = first(
    (await Promise.all(johanLabDays.map(async (day) => ((await findLabTestHistory(db, aino, day.code)).length === 0 ? [day.code] : [])))).flat(),
    "a laboratory code of Johan's that Aino has no results of",
  );
  const threadOf = async (patientId: number) =>
    first(await db.select({ id: messagingThreads.id }).from(messagingThreads).where(eq(messagingThreads.patientId, patientId)).orderBy(asc(messagingThreads.id)), "a conversation").id;
  const jari = await patientIdOf(db, "jari");
  const [ainoAttachment] = await db
    .select({ id: messageAttachments.id, storagePath: messageAttachments.storagePath, contentType: messageAttachments.contentType })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.patientId, aino), isNotNull(messageAttachments.messageId)))
    .limit(1);
  if (!ainoAttachment) throw new Error("the demo data has an attachment of Aino's");
  // The demo data names the attachment's file but does not store it.
  await server.services.integrations.fileStorage.put(ainoAttachment.storagePath, { bytes: new TextEncoder().encode("%PDF-1.4\n"), contentType: ainoAttachment.contentType });
  const jarisMessage = first(
    await db.select({ id: messages.id, authorUserId: messages.authorUserId }).from(messages).where(eq(messages.patientId, jari)).limit(1),
    "a message of Jari's",
  );
  const [jariAttachment] = await db
    .insert(messageAttachments)
    .values({
      key: `audit-walk-${randomUUID()}`,
      messageId: jarisMessage.id,
      patientId: jari,
      uploadedByUserId: jarisMessage.authorUserId,
      fileName: "lausunto.pdf",
      contentType: "application/pdf",
      sizeBytes: 9,
      storagePath: "attachments/audit-walk/jari",
    })
    .returning({ id: messageAttachments.id });
  const renewableOf = async (patientId: number) => {
    const [row] = await db.select({ id: prescriptions.id }).from(prescriptions).where(and(eq(prescriptions.patientId, patientId), eq(prescriptions.isRenewable, true))).limit(1);
    if (!row) throw new Error("the demo data has a renewable prescription for the persona");
    return row.id;
  };
  const [ainosQuestionnaire] = await db.select({ id: questionnaireInvitations.id }).from(questionnaireInvitations).where(eq(questionnaireInvitations.patientId, aino)).limit(1);
  // Johan has no questionnaire in the demo data: Jari's stands for "someone else's".
  const [othersQuestionnaire] = await db.select({ id: questionnaireInvitations.id }).from(questionnaireInvitations).where(eq(questionnaireInvitations.patientId, await patientIdOf(db, "jari"))).limit(1);
  if (!ainosQuestionnaire || !othersQuestionnaire) throw new Error("the demo data has questionnaires for Aino and Jari");
  return {
    ainoPayable,
    johanPayable,
    ainoPayment: await paymentOf(aino, ainoPayable),
    johanPayment: await paymentOf(johan, johanPayable),
    ainoVisit: first(await findVisits(db, aino, { now: TEST_NOW }), "a visit of Aino's").id,
    johanVisit: first(await findVisits(db, johan, { now: TEST_NOW }), "a visit of Johan's").id,
    ainoLabReferral: first(await findReferrals(db, aino, "laboratory"), "a laboratory referral of Aino's").id,
    johanLabReferral: await johanReferral("laboratory"),
    ainoImagingReferral: first(await findReferrals(db, aino, "imaging"), "an imaging referral of Aino's").id,
    johanImagingReferral: await johanReferral("imaging"),
    ainoLabDate: first(ainoLabDays, "a result day of Aino's").date,
    johanLabDate: first(
      johanLabDays.filter((day) => !ainoLabDays.some((own) => own.date === day.date)),
      "a result day of Johan's that is not Aino's",
    ).date,
    ainoImagingDate: first(await findImagingResults(db, aino), "an imaging result of Aino's").imagingDate,
    johanImagingDate,
    ainoLabCode,
    johanLabCode,
    ainoThread: await threadOf(aino),
    jariThread: await threadOf(jari),
    ainoAttachment: ainoAttachment.id,
    jariAttachment: jariAttachment!.id,
    ainoKelaImage: await kelaImageOf(aino),
    johanKelaImage: await kelaImageOf(await patientIdOf(db, "johan")),
    ainoRenewablePrescription: await renewableOf(aino),
    johanRenewablePrescription: await renewableOf(johan),
    ainoQuestionnaire: ainosQuestionnaire.id,
    johanQuestionnaire: othersQuestionnaire.id,
    ainoCertificate: first(await findCertificates(db, aino), "a certificate of Aino's").id,
    jariCertificate: first(await findCertificates(db, jari), "a certificate of Jari's").id,
    ainoOffer: await offerOf(aino, ainos.id),
    johanOffer: await offerOf(johan, johans.id),
    ainoAppointment: ainos.id,
    ainoToken: ainos.token,
    johanAppointment: johans.id,
    ainoInvoice: await invoiceOf(aino),
    johanInvoice: await invoiceOf(johan),
    free: await slotsByType((type) => createFreeSlot(db, hoursAfter(TEST_NOW, 5 * 24), { healthCareType: type })),
    johans: await slotsByType((type) =>
      createFreeSlot(db, hoursAfter(TEST_NOW, 6 * 24), { healthCareType: type }, { reservedByPatientId: johan, reservedAt: TEST_NOW }),
    ),
  };
}

/** An open earlier-time offer of a free time for the patient's appointment. */
async function offerOf(patientId: number, appointmentId: number): Promise<number> {
  const db = server.database.db;
  const slotId = await createFreeSlot(db, hoursAfter(TEST_NOW, 2 * 24), { healthCareType: "private" });
  const [entry] = await db
    .insert(waitlistEntries)
    .values({ patientId, joinedByPatientId: patientId, appointmentId, match: "practitioner", notBefore: "2026-11-24", createdAt: TEST_NOW })
    .returning({ id: waitlistEntries.id });
  const [offer] = await db
    .insert(waitlistOffers)
    .values({ entryId: entry!.id, slotId, offeredAt: TEST_NOW, expiresAt: hoursAfter(TEST_NOW, 1) })
    .returning({ id: waitlistOffers.id });
  return offer!.id;
}

async function slotsByType(create: (type: HealthCareType) => Promise<number>): Promise<Record<HealthCareType, number>> {
  const types = ["private", "insurance", "kela65", "occupational"] as const;
  const ids = await Promise.all(types.map(create));
  return Object.fromEntries(types.map((type, index) => [type, ids[index]!])) as Record<HealthCareType, number>;
}

function fill(pattern: string, params: Record<string, string>, search: Record<string, string> = {}): string {
  const path = pattern.replace(/:(\w+)\??/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${pattern}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

async function lastAuditId(): Promise<number> {
  const [row] = await server.database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

async function eventsSince(id: number) {
  return server.database.db
    .select({ action: auditEvents.action, entity: auditEvents.entity, entityId: auditEvents.entityId, outcome: auditEvents.outcome })
    .from(auditEvents)
    .where(gt(auditEvents.id, id));
}

const logins = new Map<PersonaKey, TestLogin>();
async function loginOf(who: PersonaKey): Promise<TestLogin> {
  const known = logins.get(who);
  if (known) return known;
  const login = await logInForTest(server.database.db, who);
  logins.set(who, login);
  return login;
}

/** The pages that may show patient data: those not listed as showing none. */
function patientDataPages(): PageKey[] {
  return PAGE_KEYS.filter((key) => PAGES_WITHOUT_PATIENT_DATA[key] === undefined);
}

describe("audit of every patient-data page", () => {
  it("has a case for every page that may show patient data, and no stale entries", () => {
    const missing = patientDataPages().filter((key) => PAGE_CASES[key] === undefined);
    expect(missing, "pages needing a case in PAGE_CASES (or a reason in PAGES_WITHOUT_PATIENT_DATA)").toEqual([]);
    const stale = [...Object.keys(PAGE_CASES), ...Object.keys(PAGES_WITHOUT_PATIENT_DATA)].filter(
      (key) => !(key in PAGES),
    );
    expect(stale).toEqual([]);
    for (const key of patientDataPages()) {
      const pageCase = PAGE_CASES[key]!;
      if (pathPattern(key, "fi").includes(":")) {
        expect(pageCase.params, `${key} needs params`).toBeDefined();
        expect(pageCase.foreign !== undefined || pageCase.noForeignId !== undefined, `${key}: someone else's id, or why not`).toBe(true);
      }
    }
  });

  it("writes an audit event for every page read of one's own data, in every language", async () => {
    const fixture = await fixtureOf();
    for (const key of patientDataPages()) {
      const pageCase = PAGE_CASES[key] ?? {};
      const login = await loginOf(pageCase.who ?? "aino");
      for (const lang of ["fi", "sv", "en"] as const) {
        const path = fill(pathPattern(key, lang), pageCase.params?.(fixture) ?? {}, pageCase.search?.(fixture));
        const before = await lastAuditId();
        const response = await server.get(path, { cookie: login.cookie });
        expect(response.status, `GET ${path}`).toBe(pageCase.status ?? 200);
        const events = await eventsSince(before);
        expect(
          events.filter((event) => event.outcome === "allowed" && event.action === "read").length,
          `GET ${path} (${pageCase.who ?? "aino"}) wrote no read event`,
        ).toBeGreaterThan(0);
      }
    }
  }, 120_000);

  it("writes a refused read for someone else's id on every page that takes one", async () => {
    const fixture = await fixtureOf();
    for (const key of patientDataPages()) {
      const pageCase = PAGE_CASES[key];
      if (!pageCase?.foreign) continue;
      const login = await loginOf(pageCase.who ?? "aino");
      const path = fill(pathPattern(key, "en"), pageCase.foreign(fixture), pageCase.foreignSearch?.(fixture));
      const before = await lastAuditId();
      const response = await server.get(path, { cookie: login.cookie });
      expect([200, 404], `GET ${path}`).toContain(response.status);
      const body = await response.text();
      expect(body, `GET ${path} shows nothing of Johan`).not.toContain("Lindqvist");
      const events = await eventsSince(before);
      expect(events, `GET ${path}`).toEqual(expect.arrayContaining([expect.objectContaining({ action: "read", outcome: "refused" })]));
      expect(events.filter((event) => event.outcome === "allowed"), `GET ${path} read nothing`).toEqual([]);
    }
  }, 60_000);
});

// ---- The API ----

interface ApiCase {
  who?: PersonaKey;
  /** The path below /api with its query, for a read of the persona's own data. */
  path: (fixture: Fixture, csrf: string, login: TestLogin) => string | Promise<string>;
  /** The same call naming someone else's data. */
  foreign?: (fixture: Fixture, csrf: string, login: TestLogin) => string | Promise<string>;
  /** The status of the read (200 unless said). */
  status?: number;
}

const API_CASES: Record<string, ApiCase> = {
  // The searches read the customer's occupational agreement when they are occupational ones.
  "/appointments": { who: "jari", path: () => "/appointments?isOccupationalHealthcare=true" },
  "/appointments/available-appointment-dates": { who: "jari", path: () => "/appointments/available-appointment-dates?isOccupationalHealthcare=true" },
  "/appointments/specialty": { who: "jari", path: () => "/appointments/specialty?id=YL&lang=fi&isOccupationalHealthcare=true" },
  // The user's own SMS login status (with the confirmed phone): Johan has it on. No id to ask for someone else's.
  "/mfa": { who: "johan", path: () => "/mfa" },
  "/payments/invoices-list": { path: (_f, csrf) => `/payments/invoices-list?lang=fi&${csrf}` },
  "/invoices/invoice-summary": {
    path: (f, csrf) => `/invoices/invoice-summary?invoiceId=${f.ainoInvoice}&lang=fi&${csrf}`,
    foreign: (f, csrf) => `/invoices/invoice-summary?invoiceId=${f.johanInvoice}&lang=fi&${csrf}`,
  },
  "/certificates/:id/pdf": { path: (f) => `/certificates/${f.ainoCertificate}/pdf?lang=fi`, foreign: (f) => `/certificates/${f.jariCertificate}/pdf?lang=fi` },
  "/invoices/:id/pdf": { path: (f) => `/invoices/${f.ainoInvoice}/pdf?filename=adult_invoice_1`, foreign: (f) => `/invoices/${f.johanInvoice}/pdf?filename=adult_invoice_1` },
  "/insurance/lahitapiola-policy-check": { who: "emily", path: () => "/insurance/lahitapiola-policy-check" },
  "/insurance/lahitapiola-direct-compensation-permits/:lang": { who: "emily", path: () => "/insurance/lahitapiola-direct-compensation-permits/fi" },
  "/insurance/lahitapiola-apply-permit": {
    who: "emily",
    status: 303,
    path: (_f, csrf) => `/insurance/lahitapiola-apply-permit?redirectTo=%2Fen&channel=w&lang=en&state=${"s".repeat(22)}&${csrf}`,
  },
  "/insurance/pohjola-check/:date": { who: "johan", path: () => "/insurance/pohjola-check/2026-12-01" },
  "/dev/appointment-links": { path: () => "/dev/appointment-links?identityCode=140386-246K" },
  "/payments/good-sign-invoice": {
    path: (f) => `/payments/good-sign-invoice?invoiceNumber=${f.ainoPayable.invoiceNumber}`,
    foreign: (f) => `/payments/good-sign-invoice?invoiceNumber=${f.johanPayable.invoiceNumber}`,
  },
  "/appointments/:id/calendar.ics": {
    path: (f) => `/appointments/${f.ainoAppointment}/calendar.ics?lang=fi`,
    foreign: (f) => `/appointments/${f.johanAppointment}/calendar.ics?lang=fi`,
  },
  "/anon/appointments/:token/calendar.ics": { path: (f) => `/anon/appointments/${f.ainoToken}/calendar.ics?lang=fi` },
  // The download address is signed for the session: Aino's own, and the same address with Jari's attachment's id.
  "/customer-messaging/attachments/:id": {
    path: async (f, _csrf, login) => ownAttachmentAddress(f, login),
    foreign: async (f, _csrf, login) =>
      (await ownAttachmentAddress(f, login)).replace(`/attachments/${f.ainoAttachment}?`, `/attachments/${f.jariAttachment}?`),
  },
  "/kela-card": { path: (_f, csrf) => `/kela-card?${csrf}` },
  // The image link is signed for the session: Aino's own, and the same link with Johan's image's id.
  "/kela-card/images/:id": {
    path: async (f, _csrf, login) => ownKelaImageAddress(f, login),
    foreign: async (f, _csrf, login) => (await ownKelaImageAddress(f, login)).replace(`/images/${f.ainoKelaImage}?`, `/images/${f.johanKelaImage}?`),
  },
};

async function ownKelaImageAddress(fixture: Fixture, login: TestLogin): Promise<string> {
  const scope = { actingPatientId: await patientIdOf(server.database.db, "aino"), sessionId: login.session.id, now: server.services.clock.now() };
  return kelaImageLink(scope, fixture.ainoKelaImage).replace(/^\/api/, "");
}

async function ownAttachmentAddress(fixture: Fixture, login: TestLogin): Promise<string> {
  const url = await attachmentDownloadUrl(server.database.db, {
    actingPatientId: await patientIdOf(server.database.db, "aino"),
    sessionId: login.session.id,
    now: server.services.clock.now(),
    attachmentId: fixture.ainoAttachment,
  });
  if (!url) throw new Error("Aino's attachment has a download address");
  return url.replace(/^\/api/, "");
}

describe("audit of every API read of patient data", () => {
  const getRoutes = () => [...new Set(apiRoutes(server.services).filter((route) => route.method === "GET").map((route) => route.pattern))];

  it("has a case for every GET call, or the reason it returns no patient data", () => {
    const missing = getRoutes().filter((pattern) => API_CASES[pattern] === undefined && API_WITHOUT_PATIENT_DATA[pattern] === undefined);
    expect(missing, "GET calls needing a case in API_CASES (or a reason in API_WITHOUT_PATIENT_DATA)").toEqual([]);
    const stale = [...Object.keys(API_CASES), ...Object.keys(API_WITHOUT_PATIENT_DATA)].filter((pattern) => !getRoutes().includes(pattern));
    expect(stale).toEqual([]);
  });

  it("writes an audit event for every call that returns patient data, and a refused read for someone else's id", async () => {
    const fixture = await fixtureOf();
    for (const [pattern, apiCase] of Object.entries(API_CASES)) {
      const login = await loginOf(apiCase.who ?? "aino");
      const before = await lastAuditId();
      const response = await server.get(`/api${await apiCase.path(fixture, login.csrf, login)}`, { cookie: login.cookie });
      expect(response.status, `GET ${pattern}`).toBe(apiCase.status ?? 200);
      const events = await eventsSince(before);
      expect(events.filter((event) => event.outcome === "allowed").length, `GET ${pattern} wrote no audit event`).toBeGreaterThan(0);
      if (!apiCase.foreign) continue;
      const start = await lastAuditId();
      const refused = await server.get(`/api${await apiCase.foreign(fixture, login.csrf, login)}`, { cookie: login.cookie });
      expect(refused.status, `GET ${pattern} with someone else's id`).toBe(404);
      expect(await eventsSince(start), `GET ${pattern} with someone else's id`).toEqual([expect.objectContaining({ action: "read", outcome: "refused" })]);
    }
  }, 60_000);
});
