import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESS_REASON_VALID_HOURS } from "#domain/professional-inbox";
import type { DatabaseOrTransaction } from "#server/db/client";
import { absences, absenceSubstitutes, auditEvents, employments, messageAttachments, messages, messagingUsers, threadAssignments, threadParticipants } from "#server/db/schema";
import { createLocalFolderStorage } from "#server/integrations/storage/local-folder-storage";
import { listProfessionalAccessPage } from "#server/modules/audit/access-log-service";
import { sendMessageInNewThread } from "#server/modules/messaging/thread-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf, threadIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { listInbox } from "./inbox-service";
import { inviteToQuestionnaire, loadThreadQuestionnaires } from "./questionnaire-invitations";
import { findProfessionalByEmail, type Professional } from "./session-service";
import {
  assignThread,
  deleteThreadMessage,
  loadProfessionalThread,
  openThreadWithReason,
  readThreadAttachment,
  replyToThread,
  setThreadOpen,
  threadAccessOf,
} from "./thread-service";

// Access by care relationship (issue 32, decision 330), on the demo data at TEST_NOW: each way a
// professional comes to open a patient's conversation (assigned, participant, the occupational
// health team, an appointment in the last 18 months or upcoming, a substitute of one of these, the
// shared queue, a stated reason), and that without one every read and write of the workspace
// refuses it. Antti Koskela (occupational health doctor of Jari's employer's team) has no care
// relationship with Aino; Elina Saarinen handles Aino's gynaecology pre-visit thread; Laura
// Salminen saw Aino 30 days ago; Olli Mattila is the physiotherapist of Jari's team.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.9", requestId: "care-access-test" };
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const GYN = "Esitiedot gynekologin käyntiä varten";
const BACK_PAIN = "Selkävaivat ja työergonomia";

async function staff(db: DatabaseOrTransaction, email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(db, email);
  if (!found) throw new Error(`no staff member ${email}`);
  return found;
}
const koskela = (db: DatabaseOrTransaction) => staff(db, "antti.koskela@hoiva.example.com");
const peltonen = (db: DatabaseOrTransaction) => staff(db, "hanna.peltonen@hoiva.example.com");
const mattila = (db: DatabaseOrTransaction) => staff(db, "olli.mattila@hoiva.example.com");
const salminen = (db: DatabaseOrTransaction) => staff(db, "laura.salminen@hoiva.example.com");
const saarinen = (db: DatabaseOrTransaction) => staff(db, "elina.saarinen@hoiva.example.com");
const virta = (db: DatabaseOrTransaction) => staff(db, "heidi.virta@kivirinne.example.com");

const accessOf = (db: DatabaseOrTransaction, professional: Professional, threadId: number, now = TEST_NOW) => threadAccessOf(db, { professional, threadId, now });

async function practitionerIdOf(db: DatabaseOrTransaction, professional: Professional): Promise<number> {
  const [row] = await db.select({ practitionerId: messagingUsers.practitionerId }).from(messagingUsers).where(eq(messagingUsers.id, professional.id));
  return row!.practitionerId!;
}

/** An appointment of `patientId` with the professional's calendar at `startsAt`, copied from one of the patient's. */
async function bookAppointment(db: DatabaseOrTransaction, professional: Professional, patientId: number, startsAt: Date, { cancelled = false } = {}): Promise<void> {
  const practitionerId = await practitionerIdOf(db, professional);
  await db.execute(sql`
    insert into appointment_slots (kind_id, clinic_id, practitioner_id, specialty_id, starts_at, duration_minutes, location_type, reserved_by_patient_id, reserved_at, cancelled_at)
    select kind_id, clinic_id, ${practitionerId}, specialty_id, ${startsAt.toISOString()}::timestamptz, duration_minutes, location_type, reserved_by_patient_id, reserved_at,
      ${cancelled ? TEST_NOW.toISOString() : null}::timestamptz
    from appointment_slots where reserved_by_patient_id = ${patientId} limit 1`);
}

async function removeAppointments(db: DatabaseOrTransaction, professional: Professional, patientId: number): Promise<void> {
  await db.execute(sql`delete from appointment_slots where practitioner_id = ${await practitionerIdOf(db, professional)} and reserved_by_patient_id = ${patientId}
    and not exists (select 1 from visits v where v.appointment_id = appointment_slots.id)`);
}

async function newAinoThread(db: DatabaseOrTransaction, title: string, now = new Date(TEST_NOW.getTime() + HOUR)): Promise<number> {
  const aino = await patientIdOf(db, "aino");
  const sent = await sendMessageInNewThread(db, {
    actingPatientId: aino,
    actor: { actorPatientId: aino, actingForPatientId: aino, address: "192.0.2.1", requestId: "patient" },
    now,
    input: { title, content: "Hei, kysymys hoidostani.", attachments: [], participantIds: [], separateThreadPerParticipant: false },
  });
  if (sent.type !== "success") throw new Error(sent.type);
  return threadIdOf(db, "aino", title);
}

describe("a care relationship opens the patient's conversations", () => {
  it("opens a thread to its assignee and to its participants, and to nobody else but by a reason", async () => {
    const db = database.db;
    const hanna = await peltonen(db);
    const antti = await koskela(db);
    const threadId = await newAinoThread(db, "Vain käsittelijälle");
    // Out of the shared queue: handled by Hanna, who has taken no part in it.
    await db.insert(threadAssignments).values({ threadId, assigneeUserId: hanna.id, assignedAt: new Date(TEST_NOW.getTime() + 2 * HOUR) });
    const later = new Date(TEST_NOW.getTime() + 3 * HOUR);
    expect(await accessOf(db, hanna, threadId, later)).toBe("open");
    expect(await accessOf(db, antti, threadId, later)).toBe("reasonRequired");
    await db.insert(threadParticipants).values({ threadId, userId: antti.id, joinedAt: later });
    expect(await accessOf(db, antti, threadId, later)).toBe("open");
  });

  it("opens the patient's threads to the occupational health team of a contract in force, not after the employment ends", async () => {
    const db = database.db;
    const olli = await mattila(db);
    const threadId = await threadIdOf(db, "jari", BACK_PAIN);
    // Olli is the team's physiotherapist: no appointment with Jari, no part in the thread.
    expect(await accessOf(db, olli, threadId)).toBe("open");
    const jari = await patientIdOf(db, "jari");
    await db.update(employments).set({ endDate: "2026-11-01" }).where(eq(employments.patientId, jari));
    try {
      expect(await accessOf(db, olli, threadId)).toBe("reasonRequired");
    } finally {
      await db.update(employments).set({ endDate: null }).where(eq(employments.patientId, jari));
    }
  });

  it("opens the patient's threads to a professional with an appointment in the last 18 months or upcoming, not an older or cancelled one", async () => {
    const db = database.db;
    const antti = await koskela(db);
    const aino = await patientIdOf(db, "aino");
    const threadId = await threadIdOf(db, "aino", GYN);
    expect(await accessOf(db, antti, threadId)).toBe("reasonRequired");
    // Laura saw Aino 30 days ago: the gynaecology thread is not hers, yet she is Aino's doctor.
    expect(await accessOf(db, await salminen(db), threadId)).toBe("open");
    try {
      await bookAppointment(db, antti, aino, new Date(TEST_NOW.getTime() - 19 * 30 * DAY));
      expect(await accessOf(db, antti, threadId)).toBe("reasonRequired");
      await bookAppointment(db, antti, aino, new Date(TEST_NOW.getTime() + 7 * DAY), { cancelled: true });
      expect(await accessOf(db, antti, threadId)).toBe("reasonRequired");
      await bookAppointment(db, antti, aino, new Date(TEST_NOW.getTime() + 7 * DAY));
      expect(await accessOf(db, antti, threadId)).toBe("open");
      await removeAppointments(db, antti, aino);
      await bookAppointment(db, antti, aino, new Date(TEST_NOW.getTime() - 17 * 30 * DAY));
      expect(await accessOf(db, antti, threadId)).toBe("open");
    } finally {
      await removeAppointments(db, antti, aino);
    }
  });

  it("opens an absent professional's patients to their substitute while the absence lasts", async () => {
    const db = database.db;
    const laura = await salminen(db);
    const hanna = await peltonen(db);
    const threadId = await threadIdOf(db, "aino", GYN);
    expect(await accessOf(db, hanna, threadId)).toBe("reasonRequired");
    const [absence] = await db
      .insert(absences)
      .values({ absenteeUserId: laura.id, startsAt: new Date(TEST_NOW.getTime() - HOUR), endsAt: new Date(TEST_NOW.getTime() + 2 * DAY), internalMessage: null })
      .returning({ id: absences.id });
    await db.insert(absenceSubstitutes).values({ absenceId: absence!.id, substituteUserId: hanna.id });
    try {
      // Laura's relationship (her appointment with Aino) is Hanna's while she substitutes her.
      expect(await accessOf(db, hanna, threadId)).toBe("open");
      expect(await accessOf(db, hanna, threadId, new Date(TEST_NOW.getTime() + 3 * DAY))).toBe("reasonRequired");
    } finally {
      await db.delete(absences).where(eq(absences.id, absence!.id));
    }
  });

  it("opens a thread waiting unassigned in the shared queue to every professional, until someone takes it", async () => {
    const db = database.db;
    const antti = await koskela(db);
    const threadId = await newAinoThread(db, "Jonossa odottava");
    const later = new Date(TEST_NOW.getTime() + 2 * HOUR);
    expect(await accessOf(db, antti, threadId, later)).toBe("open");
    expect(await assignThread(db, { professional: await saarinen(db), threadId, now: later, request, assigneeId: (await saarinen(db)).id })).toEqual({ type: "success" });
    expect(await accessOf(db, antti, threadId, later)).toBe("reasonRequired");
  });
});

describe("without a care relationship", () => {
  it("refuses every read and write of the workspace, which opens only after a stated reason", async () => {
    const db = database.db;
    const antti = await koskela(db);
    const aino = await patientIdOf(db, "aino");
    const threadId = await threadIdOf(db, "aino", GYN);
    const scope = { professional: antti, threadId, now: TEST_NOW, request };
    const storage = createLocalFolderStorage(path.join(os.tmpdir(), "hoiva-unused-storage"));
    const [attachment] = await db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(eq(messages.threadId, threadId));
    const [careTeamMessage] = await db.select({ id: messages.id }).from(messages).where(and(eq(messages.threadId, threadId), sql`${messages.deletedAt} is null`, sql`${messages.authorUserId} <> (select id from messaging_users where patient_id = ${aino})`));

    expect(await loadProfessionalThread(db, scope)).toBeNull();
    expect(await loadThreadQuestionnaires(db, { ...scope, lang: "fi" })).toEqual({ forms: [], invitations: [] });
    expect(await readThreadAttachment(db, storage, { ...scope, attachmentId: attachment!.id })).toBeNull();
    expect(await replyToThread(db, { ...scope, content: "Hei", files: [], storage, notifier: null })).toEqual({ type: "threadNotFound" });
    expect(await assignThread(db, { ...scope, assigneeId: antti.id })).toEqual({ type: "threadNotFound" });
    expect(await setThreadOpen(db, { ...scope, open: false })).toEqual({ type: "threadNotFound" });
    expect(await deleteThreadMessage(db, { ...scope, messageId: careTeamMessage!.id, reason: "Väärä" })).toEqual({ type: "threadNotFound" });
    expect(await inviteToQuestionnaire(db, { ...scope, formId: 1, content: "", notifier: null })).toEqual({ type: "threadNotFound" });
    const refused = await db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, antti.id), eq(auditEvents.outcome, "refused")));
    expect(refused.map((event) => event.entity)).toEqual(expect.arrayContaining(["thread", "message-attachment"]));

    // The reason: recorded, shown to Aino, and the thread opens for ACCESS_REASON_VALID_HOURS.
    const reason = "Potilas soitti ja kysyi esitietolomakkeesta; hoitaja on poissa.";
    expect(await openThreadWithReason(db, { ...scope, request: { ...request, requestId: "break-glass" }, reason })).toEqual({ type: "success" });
    const [statement] = await db.select().from(auditEvents).where(eq(auditEvents.requestId, "break-glass"));
    expect(statement).toMatchObject({ actorProfessionalId: antti.id, actingForPatientId: aino, action: "open-with-reason", entity: "thread", entityId: String(threadId), reason });
    expect(await accessOf(db, antti, threadId)).toBe("open");
    const view = await loadProfessionalThread(db, scope);
    expect(view?.title).toBe(GYN);
    expect(await accessOf(db, antti, threadId, new Date(TEST_NOW.getTime() + ACCESS_REASON_VALID_HOURS * HOUR + 1))).toBe("reasonRequired");

    const log = await listProfessionalAccessPage(db, {
      actingPatientId: aino,
      actor: { actorPatientId: aino, actingForPatientId: aino, address: "192.0.2.1", requestId: "access-log" },
      filter: { from: null, to: null },
      run: { first: 1, last: 1 },
    });
    expect(log.items.find((entry) => entry.activity === "openedWithReason")).toMatchObject({ professionalName: "Antti Koskela", kind: "messages", reason });
  });

  it("lists such a thread in the inbox without its subject or a preview", async () => {
    const db = database.db;
    const hanna = await peltonen(db);
    const threadId = await threadIdOf(db, "aino", GYN);
    const page = await listInbox(db, { professional: hanna, category: "others", cursor: null, now: TEST_NOW, request, limit: 100 });
    const row = page.threads.find((thread) => thread.id === threadId);
    expect(row).toMatchObject({ mayOpen: false, title: null, patientFirstName: "Aino", latest: expect.objectContaining({ preview: null }) });
    const own = page.threads.find((thread) => thread.title === BACK_PAIN);
    expect(own).toMatchObject({ mayOpen: true, latest: expect.objectContaining({ preview: expect.any(String) }) });
  });

  it("keeps HR users to HR threads and professionals out of them, with no reason to state", async () => {
    const db = database.db;
    const heidi = await virta(db);
    const antti = await koskela(db);
    const care = await threadIdOf(db, "jari", BACK_PAIN);
    const hr = await threadIdOf(db, "jari", "Työhön paluun suunnitelma");
    expect(await accessOf(db, heidi, care)).toBe("notFound");
    expect(await openThreadWithReason(db, { professional: heidi, threadId: care, now: TEST_NOW, request, reason: "Uteliaisuus" })).toEqual({ type: "threadNotFound" });
    expect(await loadProfessionalThread(db, { professional: heidi, threadId: care, now: TEST_NOW, request })).toBeNull();
    expect(await accessOf(db, heidi, hr)).toBe("open");
    expect(await accessOf(db, antti, hr)).toBe("notFound");
    expect(await openThreadWithReason(db, { professional: antti, threadId: hr, now: TEST_NOW, request, reason: "Työkykyneuvottelu" })).toEqual({ type: "threadNotFound" });
    expect(await accessOf(db, antti, 987_654_321)).toBe("notFound");
  });
});
