import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ThreadCategory } from "#domain/enums";
import { parseInboxCursor } from "#domain/professional-inbox";
import os from "node:os";
import path from "node:path";
import type { DatabaseOrTransaction } from "#server/db/client";
import { createLocalFolderStorage } from "#server/integrations/storage/local-folder-storage";
import { absences, absenceSubstitutes, auditEvents, messagingThreads } from "#server/db/schema";
import { loadConversation } from "#server/modules/messaging/conversation-service";
import { markThreadAsRead, sendMessage, sendMessageInNewThread } from "#server/modules/messaging/thread-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { listInbox } from "./inbox-service";
import { findProfessionalByEmail, type Professional } from "./session-service";
import { assignThread, deleteThreadMessage, loadProfessionalThread, replyToThread, setThreadOpen } from "./thread-service";

// The inbox's category rules, paging and unread marking, assignment, absences and substitution,
// closing, soft deletion and the audit trail of a professional's reads (issue 15), on the demo
// data at TEST_NOW: Jari's back pain thread is Kaisa Ojala's (she substitutes Minna Rantanen, who
// is away from three days ago for three weeks and took part earlier), his check-up thread is closed
// (Sari Lehtonen), Aino's cholesterol thread is Laura Salminen's.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.7", requestId: "test-request" };
const HOUR = 60 * 60_000;

async function staff(db: DatabaseOrTransaction, email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(db, email);
  if (!found) throw new Error(`no staff member ${email}`);
  return found;
}

const ojala = (db: DatabaseOrTransaction) => staff(db, "kaisa.ojala@hoiva.example.com");
const rantanen = (db: DatabaseOrTransaction) => staff(db, "minna.rantanen@hoiva.example.com");
const lehtonen = (db: DatabaseOrTransaction) => staff(db, "sari.lehtonen@hoiva.example.com");
const salminen = (db: DatabaseOrTransaction) => staff(db, "laura.salminen@hoiva.example.com");

/**
 * The subjects of a category's threads, in the list's order. A thread outside the viewer's care
 * relationships is listed without its subject (decision 330, care-access.test.ts): the subject
 * here comes from the thread itself, as the category is what these tests are about.
 */
async function titlesIn(db: DatabaseOrTransaction, professional: Professional, category: ThreadCategory, now = TEST_NOW): Promise<(string | null)[]> {
  const page = await listInbox(db, { professional, category, cursor: null, now, request, limit: 100 });
  expect(page.category).toBe(category);
  const ids = page.threads.map((thread) => thread.id);
  const rows = ids.length ? await db.select({ id: messagingThreads.id, title: messagingThreads.title }).from(messagingThreads).where(inArray(messagingThreads.id, ids)) : [];
  return ids.map((id) => rows.find((row) => row.id === id)?.title ?? null);
}

async function threadIdOf(db: DatabaseOrTransaction, title: string): Promise<number> {
  const [row] = await db.select({ id: messagingThreads.id }).from(messagingThreads).where(eq(messagingThreads.title, title));
  if (!row) throw new Error(`no thread ${title}`);
  return row.id;
}

const patientActor = (patientId: number) => ({ actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.1", requestId: "patient" });

describe("inbox categories", () => {
  it("puts each open thread in one category of the viewer, in order", async () => {
    const db = database.db;
    const kaisa = await ojala(db);
    expect(await titlesIn(db, kaisa, "assignedToMe")).toEqual(["Selkävaivat ja työergonomia"]);
    // Minna takes part in the thread Kaisa now handles.
    expect(await titlesIn(db, await rantanen(db), "participant")).toEqual(["Selkävaivat ja työergonomia"]);
    expect(await titlesIn(db, await rantanen(db), "assignedToMe")).toEqual([]);
    const sari = await lehtonen(db);
    expect(await titlesIn(db, sari, "closed")).toEqual(["Työterveystarkastuksen tulokset"]);
    expect(await titlesIn(db, sari, "others")).toEqual(
      expect.arrayContaining(["Selkävaivat ja työergonomia", "Kysymys kolesterolituloksesta", "Reseptin uusimispyyntö"]),
    );
    expect(await titlesIn(db, sari, "others")).not.toContain("Työterveystarkastuksen tulokset");
    // Kaisa took no part in the closed check-up thread.
    expect(await titlesIn(db, kaisa, "closed")).toEqual([]);
  });

  it("shows the HR user the employer's HR threads under the hr categories, and the care team none of them", async () => {
    const db = database.db;
    const heidi = await staff(db, "heidi.virta@kivirinne.example.com");
    const open = await listInbox(db, { professional: heidi, category: null, cursor: null, now: TEST_NOW, request });
    expect(open.categories).toEqual(["hrOpen", "hrSubstitutions", "hrClosed"]);
    expect(open.threads.map((thread) => [thread.title, thread.isUnread])).toEqual([["Työhön paluun suunnitelma", true]]);
    expect(await titlesIn(db, heidi, "hrClosed")).toEqual(["Työterveyskäynnit työaikana"]);
    expect(await titlesIn(db, heidi, "hrSubstitutions")).toEqual([]);
    const sari = await lehtonen(db);
    for (const category of ["others", "closed", "unassigned"] as const) {
      expect(await titlesIn(db, sari, category)).not.toContain("Työhön paluun suunnitelma");
    }
    expect(await loadProfessionalThread(db, { professional: sari, threadId: await threadIdOf(db, "Työhön paluun suunnitelma"), now: TEST_NOW, request })).toBeNull();
  });

  it("counts every category and pages newest first with a cursor, without repeats", async () => {
    const db = database.db;
    const sari = await lehtonen(db);
    const first = await listInbox(db, { professional: sari, category: "others", cursor: null, now: TEST_NOW, request, limit: 1 });
    expect(first.categories).toEqual(["assignedToMe", "unassigned", "substitutions", "participant", "others", "closed"]);
    expect(first.counts.closed).toBe(1);
    const seen: number[] = [];
    let page = first;
    for (;;) {
      seen.push(...page.threads.map((thread) => thread.id));
      if (!page.nextCursor) break;
      page = await listInbox(db, { professional: sari, category: "others", cursor: parseInboxCursor(page.nextCursor), now: TEST_NOW, request, limit: 1 });
    }
    expect(seen).toHaveLength(first.counts.others!);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await listInbox(db, { professional: sari, category: "others", cursor: null, now: TEST_NOW, request, limit: 100 });
    expect(all.threads.map((thread) => thread.id)).toEqual(seen);
    const times = all.threads.map((thread) => thread.lastActivityAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("shows a thread sent to nobody under unassigned to every professional, until one takes it", async () => {
    const db = database.db;
    const jari = await patientIdOf(db, "jari");
    const sent = await sendMessageInNewThread(db, {
      actingPatientId: jari,
      actor: patientActor(jari),
      now: new Date(TEST_NOW.getTime() + HOUR),
      input: { title: "Rokotusasia", content: "Tarvitsenko jäykkäkouristusrokotteen?", attachments: [], participantIds: [], separateThreadPerParticipant: false },
    });
    expect(sent.type).toBe("success");
    const later = new Date(TEST_NOW.getTime() + 2 * HOUR);
    for (const who of [ojala, lehtonen, salminen]) expect(await titlesIn(db, await who(db), "unassigned", later)).toEqual(["Rokotusasia"]);
    const sari = await lehtonen(db);
    const listed = await listInbox(db, { professional: sari, category: "unassigned", cursor: null, now: later, request });
    expect(listed.threads[0]?.isUnread).toBe(true);

    const threadId = await threadIdOf(db, "Rokotusasia");
    expect(await assignThread(db, { professional: sari, threadId, now: later, request, assigneeId: sari.id })).toEqual({ type: "success" });
    expect(await titlesIn(db, sari, "assignedToMe", later)).toContain("Rokotusasia");
    expect(await titlesIn(db, await ojala(db), "unassigned", later)).toEqual([]);
    expect(await titlesIn(db, await ojala(db), "others", later)).toContain("Rokotusasia");
    // Opening the thread reads it.
    await loadProfessionalThread(db, { professional: sari, threadId, now: later, request });
    const after = await listInbox(db, { professional: sari, category: "assignedToMe", cursor: null, now: later, request });
    expect(after.threads.find((thread) => thread.id === threadId)?.isUnread).toBe(false);
    // The patient's next message makes it unread again.
    await sendMessage(db, { actingPatientId: jari, actor: patientActor(jari), now: new Date(later.getTime() + HOUR), threadId, content: "Lisäkysymys", attachments: [] });
    const again = await listInbox(db, { professional: sari, category: "assignedToMe", cursor: null, now: new Date(later.getTime() + 2 * HOUR), request });
    expect(again.threads.find((thread) => thread.id === threadId)?.isUnread).toBe(true);
  });

  it("sends an absent professional's threads to the substitutes while the absence lasts", async () => {
    const db = database.db;
    const laura = await salminen(db);
    const minna = await rantanen(db);
    const kaisa = await ojala(db);
    const threadId = await threadIdOf(db, "Kysymys kolesterolituloksesta");
    // Handed to Minna, who is away with Kaisa as her substitute.
    expect(await assignThread(db, { professional: laura, threadId, now: TEST_NOW, request, assigneeId: minna.id })).toEqual({ type: "success" });
    expect(await titlesIn(db, kaisa, "substitutions")).toEqual(["Kysymys kolesterolituloksesta"]);
    expect(await titlesIn(db, kaisa, "others")).not.toContain("Kysymys kolesterolituloksesta");
    expect(await titlesIn(db, laura, "participant")).toContain("Kysymys kolesterolituloksesta");
    expect(await titlesIn(db, minna, "assignedToMe")).toContain("Kysymys kolesterolituloksesta");
    // After the absence (it ends in 19 days) the thread is just someone else's.
    const back = new Date(TEST_NOW.getTime() + 30 * 24 * HOUR);
    expect(await titlesIn(db, kaisa, "substitutions", back)).toEqual([]);
    expect(await titlesIn(db, kaisa, "others", back)).toContain("Kysymys kolesterolituloksesta");
    // A new absence with substitutes works the same way.
    const [absence] = await db
      .insert(absences)
      .values({ absenteeUserId: laura.id, startsAt: back, endsAt: new Date(back.getTime() + 48 * HOUR), internalMessage: "Koulutus" })
      .returning({ id: absences.id });
    await db.insert(absenceSubstitutes).values({ absenceId: absence!.id, substituteUserId: kaisa.id });
    await assignThread(db, { professional: laura, threadId, now: back, request, assigneeId: laura.id });
    expect(await titlesIn(db, kaisa, "substitutions", new Date(back.getTime() + HOUR))).toEqual(["Kysymys kolesterolituloksesta"]);
  });

  it("refuses an assignee who is not a professional", async () => {
    const db = database.db;
    const laura = await salminen(db);
    const threadId = await threadIdOf(db, "Kysymys kolesterolituloksesta");
    const hr = await staff(db, "heidi.virta@kivirinne.example.com");
    expect(await assignThread(db, { professional: laura, threadId, now: TEST_NOW, request, assigneeId: hr.id })).toEqual({ type: "assigneeNotFound" });
  });

  it("gives an HR user the HR categories only, and no care thread", async () => {
    const db = database.db;
    const hr = await staff(db, "heidi.virta@kivirinne.example.com");
    const page = await listInbox(db, { professional: hr, category: "others", cursor: null, now: TEST_NOW, request });
    expect(page.categories).toEqual(["hrOpen", "hrSubstitutions", "hrClosed"]);
    expect(page.category).toBe("hrOpen");
    expect(page.counts).toEqual({ hrOpen: 1, hrSubstitutions: 0, hrClosed: 1 });
    const threadId = await threadIdOf(db, "Selkävaivat ja työergonomia");
    expect(await loadProfessionalThread(db, { professional: hr, threadId, now: TEST_NOW, request })).toBeNull();
  });
});

describe("a conversation's changes", () => {
  it("closes and reopens: a closed thread takes no reply and moves to closed", async () => {
    const db = database.db;
    const kaisa = await ojala(db);
    const threadId = await threadIdOf(db, "Selkävaivat ja työergonomia");
    expect(await setThreadOpen(db, { professional: kaisa, threadId, now: TEST_NOW, request, open: false })).toEqual({ type: "success" });
    expect(await titlesIn(db, kaisa, "closed")).toContain("Selkävaivat ja työergonomia");
    expect(await replyToThread(db, { professional: kaisa, threadId, now: TEST_NOW, request, content: "Hei", files: [], storage: createLocalFolderStorage(path.join(os.tmpdir(), "hoiva-unused-storage")), notifier: null })).toEqual({ type: "threadClosed" });
    expect(await setThreadOpen(db, { professional: kaisa, threadId, now: TEST_NOW, request, open: true })).toEqual({ type: "success" });
    expect(await titlesIn(db, kaisa, "assignedToMe")).toContain("Selkävaivat ja työergonomia");
  });

  it("makes the thread unread for the customer when it is closed after their read: the professional timestamp (decision 298)", async () => {
    const db = database.db;
    const kaisa = await ojala(db);
    const jari = await patientIdOf(db, "jari");
    const threadId = await threadIdOf(db, "Selkävaivat ja työergonomia");
    const later = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR);
    const unreadFor = async (now: Date) => (await loadConversation(db, { actingPatientId: jari, actor: patientActor(jari), threadId, now }))!.wasUnread;
    await markThreadAsRead(db, { actingPatientId: jari, actor: patientActor(jari), now: later(1), threadId });
    expect(await unreadFor(later(1))).toBe(false);
    expect(await setThreadOpen(db, { professional: kaisa, threadId, now: later(2), request, open: false })).toEqual({ type: "success" });
    expect(await unreadFor(later(2))).toBe(true);
    await markThreadAsRead(db, { actingPatientId: jari, actor: patientActor(jari), now: later(3), threadId });
    expect(await unreadFor(later(3))).toBe(false);
    await setThreadOpen(db, { professional: kaisa, threadId, now: later(4), request, open: true });
  });

  it("deletes a care team message with a reason; the patient sees it deleted; the patient's own stay", async () => {
    const db = database.db;
    const kaisa = await ojala(db);
    const jari = await patientIdOf(db, "jari");
    const threadId = await threadIdOf(db, "Selkävaivat ja työergonomia");
    const view = await loadProfessionalThread(db, { professional: kaisa, threadId, now: TEST_NOW, request });
    const own = view!.messages.find((message) => !message.fromPatient)!;
    const patients = view!.messages.find((message) => message.fromPatient)!;
    expect(await deleteThreadMessage(db, { professional: kaisa, threadId, now: TEST_NOW, request, messageId: patients.id, reason: "Väärä" })).toEqual({ type: "messageNotFound" });
    expect(await deleteThreadMessage(db, { professional: kaisa, threadId, now: TEST_NOW, request, messageId: own.id, reason: "Väärä potilas" })).toEqual({ type: "success" });
    const seen = await loadProfessionalThread(db, { professional: kaisa, threadId, now: TEST_NOW, request });
    expect(seen!.messages.find((message) => message.id === own.id)).toMatchObject({ content: null, deletedReason: "Väärä potilas" });
    const patientView = await loadConversation(db, { actingPatientId: jari, actor: patientActor(jari), threadId, now: TEST_NOW });
    expect(patientView!.messages.find((message) => message.id === own.id)).toMatchObject({ deleted: true, content: "" });
    // Another thread's message is not found through this one (Kaisa substitutes Minna, of Jari's care team).
    const other = await threadIdOf(db, "Työterveystarkastuksen tulokset");
    expect(await deleteThreadMessage(db, { professional: kaisa, threadId: other, now: TEST_NOW, request, messageId: own.id, reason: "x" })).toEqual({ type: "messageNotFound" });
  });
});

describe("audit trail", () => {
  it("records the professional, role and patient for the inbox page and the thread with its messages", async () => {
    const db = database.db;
    const sari = await lehtonen(db);
    const jari = await patientIdOf(db, "jari");
    const threadId = await threadIdOf(db, "Työterveystarkastuksen tulokset");
    await listInbox(db, { professional: sari, category: "closed", cursor: null, now: TEST_NOW, request: { ...request, requestId: "inbox-read" } });
    const listed = await db.select().from(auditEvents).where(eq(auditEvents.requestId, "inbox-read"));
    expect(listed).toEqual([
      expect.objectContaining({ actorProfessionalId: sari.id, actorRole: "Työterveyslääkäri", actingForPatientId: jari, action: "read", entity: "thread-summary", entityId: String(threadId), address: "192.0.2.7" }),
    ]);
    const view = await loadProfessionalThread(db, { professional: sari, threadId, now: TEST_NOW, request: { ...request, requestId: "thread-read" } });
    const read = await db.select().from(auditEvents).where(and(eq(auditEvents.requestId, "thread-read"), eq(auditEvents.actorProfessionalId, sari.id)));
    expect(read.map((event) => `${event.entity}:${event.entityId}`).sort()).toEqual(
      [`thread:${threadId}`, ...view!.messages.map((message) => `message:${message.id}`)].sort(),
    );
    expect(read.every((event) => event.actingForPatientId === jari && event.actorPatientId === null)).toBe(true);
  });
});
