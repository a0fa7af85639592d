import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESS_REASON_VALID_HOURS } from "#domain/professional-inbox";
import type { DatabaseOrTransaction } from "#server/db/client";
import { absences, absenceSubstitutes, auditEvents, threadAssignments, threadParticipants } from "#server/db/schema";
import { sendMessageInNewThread } from "#server/modules/messaging/thread-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf, threadIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { findProfessionalByEmail, type Professional } from "./session-service";
import { loadPatientRecords, openPatientRecordsWithReason, patientRecordsAccessOf } from "./patient-records-service";

// A patient's records in the workspace (decision 376), on the demo data at TEST_NOW: the
// conversations' rule at the patient's level (decision 330). Laura Salminen saw Aino 30 days ago
// (care team); Antti Koskela has no care relationship with Aino but is in Jari's occupational
// health team; Hanna Peltonen substitutes Laura while she is away; Heidi Virta is an HR user.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.9", requestId: "patient-records-test" };
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function staff(db: DatabaseOrTransaction, email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(db, email);
  if (!found) throw new Error(`no staff member ${email}`);
  return found;
}
const koskela = (db: DatabaseOrTransaction) => staff(db, "antti.koskela@hoiva.example.com");
const peltonen = (db: DatabaseOrTransaction) => staff(db, "hanna.peltonen@hoiva.example.com");
const salminen = (db: DatabaseOrTransaction) => staff(db, "laura.salminen@hoiva.example.com");
const virta = (db: DatabaseOrTransaction) => staff(db, "heidi.virta@kivirinne.example.com");

const accessOf = (db: DatabaseOrTransaction, professional: Professional, patientId: number, now = TEST_NOW) => patientRecordsAccessOf(db, { professional, patientId, now });

async function newAinoThread(db: DatabaseOrTransaction, title: string, now: Date): Promise<number> {
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

describe("a patient's records in the workspace", () => {
  it("open to the patient's care team, an occupational health team and a substitute of one of them; an HR user never", async () => {
    const db = database.db;
    const aino = await patientIdOf(db, "aino");
    const jari = await patientIdOf(db, "jari");
    const laura = await salminen(db);
    const antti = await koskela(db);
    const hanna = await peltonen(db);
    expect(await accessOf(db, laura, aino)).toBe("open");
    expect(await accessOf(db, antti, jari)).toBe("open");
    expect(await accessOf(db, antti, aino)).toBe("reasonRequired");
    expect(await accessOf(db, await virta(db), aino)).toBe("notFound");
    expect(await accessOf(db, await virta(db), jari)).toBe("notFound");
    expect(await accessOf(db, laura, 999_999)).toBe("notFound");

    const hannaBefore = await accessOf(db, hanna, aino);
    const [absence] = await db
      .insert(absences)
      .values({ absenteeUserId: laura.id, startsAt: new Date(TEST_NOW.getTime() - HOUR), endsAt: new Date(TEST_NOW.getTime() + 2 * DAY), internalMessage: null })
      .returning({ id: absences.id });
    await db.insert(absenceSubstitutes).values({ absenceId: absence!.id, substituteUserId: hanna.id });
    try {
      expect(await accessOf(db, hanna, aino)).toBe("open");
      expect(await accessOf(db, hanna, aino, new Date(TEST_NOW.getTime() + 3 * DAY))).toBe(hannaBefore);
    } finally {
      await db.delete(absenceSubstitutes).where(eq(absenceSubstitutes.absenceId, absence!.id));
      await db.delete(absences).where(eq(absences.id, absence!.id));
    }
  });

  it("open while a conversation of the patient waits in the shared queue, then to its handler and participants", async () => {
    const db = database.db;
    const aino = await patientIdOf(db, "aino");
    const antti = await koskela(db);
    const hanna = await peltonen(db);
    const at = new Date(TEST_NOW.getTime() + HOUR);
    const threadId = await newAinoThread(db, "Kysymys tuloksista", at);
    const later = new Date(TEST_NOW.getTime() + 2 * HOUR);
    expect(await accessOf(db, antti, aino, later)).toBe("open");
    await db.insert(threadAssignments).values({ threadId, assigneeUserId: hanna.id, assignedAt: later });
    const after = new Date(TEST_NOW.getTime() + 3 * HOUR);
    expect(await accessOf(db, antti, aino, after)).toBe("reasonRequired");
    await db.insert(threadParticipants).values({ threadId, userId: antti.id, joinedAt: after });
    expect(await accessOf(db, antti, aino, after)).toBe("open");
    await db.delete(threadParticipants).where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, antti.id)));
    expect(await accessOf(db, antti, aino, after)).toBe("reasonRequired");
  });

  it("open by a stated reason for its hours, audited with the reason; refused reads are audited and show nothing", async () => {
    const db = database.db;
    const aino = await patientIdOf(db, "aino");
    const antti = await koskela(db);
    const now = new Date(TEST_NOW.getTime() + 4 * HOUR);
    const refused = await loadPatientRecords(db, { professional: antti, patientId: aino, now, request, lang: "fi", section: "labResults", run: { first: 1, last: 1 } });
    expect(refused).toEqual({ type: "reasonRequired" });
    const [refusal] = await db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, antti.id), eq(auditEvents.entity, "patient-records"), eq(auditEvents.outcome, "refused")));
    expect(refusal).toMatchObject({ entityId: String(aino), actingForPatientId: null });

    const reason = "Potilas soitti päivystykseen, hoitava lääkäri poissa.";
    expect(await openPatientRecordsWithReason(db, { professional: antti, patientId: aino, now, request, reason })).toEqual({ type: "success" });
    const [grant] = await db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, antti.id), eq(auditEvents.action, "open-with-reason"), eq(auditEvents.entity, "patient-records")));
    expect(grant).toMatchObject({ entityId: String(aino), actingForPatientId: aino, reason, outcome: "allowed" });
    expect(await accessOf(db, antti, aino, now)).toBe("open");
    expect(await accessOf(db, antti, aino, new Date(now.getTime() + ACCESS_REASON_VALID_HOURS * HOUR + 1000))).toBe("reasonRequired");

    const loaded = await loadPatientRecords(db, { professional: antti, patientId: aino, now, request, lang: "fi", section: "labResults", run: { first: 1, last: 1 } });
    if (loaded.type !== "success" || loaded.view.section !== "labResults") throw new Error(loaded.type);
    expect(loaded.patient).toMatchObject({ id: aino, name: "Aino Virtanen" });
    expect(loaded.view.laboratory.days.length).toBeGreaterThan(0);
    const [view] = await db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, antti.id), eq(auditEvents.entity, "laboratory-list")));
    expect(view).toMatchObject({ action: "read", actingForPatientId: aino, outcome: "allowed" });
    expect((view!.shownIds as Record<string, number[]>)["lab-result"]).toHaveLength(loaded.view.laboratory.days.length);
  });

  it("give an HR user no reason to state", async () => {
    const db = database.db;
    const aino = await patientIdOf(db, "aino");
    const heidi = await virta(db);
    expect(await openPatientRecordsWithReason(db, { professional: heidi, patientId: aino, now: TEST_NOW, request, reason: "Utelias" })).toEqual({ type: "patientNotFound" });
    expect(await loadPatientRecords(db, { professional: heidi, patientId: aino, now: TEST_NOW, request, lang: "en", section: "prescriptions", run: { first: 1, last: 1 } })).toEqual({ type: "notFound" });
    expect(await db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, heidi.id), eq(auditEvents.outcome, "allowed"), eq(auditEvents.entity, "prescription-list")))).toEqual([]);
  });
});
