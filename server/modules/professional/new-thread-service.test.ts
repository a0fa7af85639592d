import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import type { DatabaseOrTransaction } from "#server/db/client";
import { auditEvents, messageAttachments, messages, messagingThreads, messagingUsers, threadParticipants } from "#server/db/schema";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import { createLocalFolderStorage } from "#server/integrations/storage/local-folder-storage";
import { attachmentDownloadUrl } from "#server/modules/messaging/attachment-service";
import { getCustomerUser } from "#server/modules/messaging/thread-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { findPatientForNewThread, mayStartThreads, PATIENT_LOOKUP_RULE, type NewThreadPatient, startThreadWithPatient } from "./new-thread-service";
import { findProfessionalByEmail, type Professional } from "./session-service";
import { replyToThread } from "./thread-service";
import type { IncomingFile } from "./uploads";

// Starting a conversation and attaching files (issue 15, decision 248): the patient is found by the
// whole identity code (audited, also when nobody is found), the thread is the professional's from
// the start, a patient without a messaging account gets one, and files pass the patients' checks
// and reach the patient's own attachment links.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.9", requestId: "new-thread-test" };
let storageRoot: string;
let storage: FileStorage;

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), "hoiva-new-thread-"));
  storage = createLocalFolderStorage(storageRoot);
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

async function staff(db: DatabaseOrTransaction, email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(db, email);
  if (!found) throw new Error(email);
  return found;
}

const pdf = (name: string, size = 64): IncomingFile => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7"));
  return { fileName: name, contentType: "application/pdf", bytes };
};

const codeOf = (key: "jari" | "eetu") => personaIdentityCode(requirePersona(key));

/** The key of the tried codes' hashes in the audit trail (AUDIT_HASH_KEY). */
const auditHashKey = "test-audit-hash-key-of-32-characters-at-least";

/** The patient of a lookup that must find one. */
async function patientOf(db: DatabaseOrTransaction, professional: Professional, identityCode: string, now = TEST_NOW): Promise<NewThreadPatient> {
  const result = await findPatientForNewThread(db, { professional, now, request, identityCode, auditHashKey });
  if (result.type !== "found") throw new Error(result.type);
  return result.patient;
}

describe("finding the patient", () => {
  it("finds by the whole identity code, in any case, and audits the lookup", async () => {
    const db = database.db;
    const ojala = await staff(db, "kaisa.ojala@hoiva.example.com");
    const jari = await patientIdOf(db, "jari");
    const found = await patientOf(db, ojala, ` ${codeOf("jari").toLowerCase()} `);
    expect(found).toEqual({ id: jari, name: "Jari Laine", age: 51, identityCode: codeOf("jari") });
    const [read] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorProfessionalId, ojala.id), eq(auditEvents.entity, "patient-lookup"), eq(auditEvents.actingForPatientId, jari)));
    expect(read).toMatchObject({ action: "read", outcome: "allowed" });
  });

  it("finds nobody by part of a code and records the refused lookup", async () => {
    const db = database.db;
    const ojala = await staff(db, "kaisa.ojala@hoiva.example.com");
    const result = await findPatientForNewThread(db, { professional: ojala, now: TEST_NOW, request, identityCode: codeOf("jari").slice(0, 10), auditHashKey });
    expect(result).toEqual({ type: "patientNotFound" });
    const refused = await db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, ojala.id), eq(auditEvents.entity, "patient-lookup"), eq(auditEvents.outcome, "refused")));
    expect(refused.length).toBeGreaterThan(0);
  });

  it("lets only the care team start conversations, not HR users", async () => {
    const db = database.db;
    const hr = await staff(db, "heidi.virta@kivirinne.example.com");
    expect(mayStartThreads(hr)).toBe(false);
    expect(await findPatientForNewThread(db, { professional: hr, now: TEST_NOW, request, identityCode: codeOf("jari"), auditHashKey })).toEqual({ type: "patientNotFound" });
    expect(mayStartThreads(await staff(db, "kaisa.ojala@hoiva.example.com"))).toBe(true);
  });

  it("audits every tried code as a keyed hash, never the code itself", async () => {
    const db = database.db;
    const rantanen = await staff(db, "minna.rantanen@hoiva.example.com");
    const tried = ["010101-123N", codeOf("eetu"), "010101-123N"];
    for (const identityCode of tried) await findPatientForNewThread(db, { professional: rantanen, now: TEST_NOW, request, identityCode, auditHashKey });
    const rows = await db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, rantanen.id), eq(auditEvents.entity, "patient-lookup"))).orderBy(auditEvents.id);
    expect(rows.map((row) => row.outcome)).toEqual(["refused", "allowed", "refused"]);
    expect(rows[1]?.actingForPatientId).toBe(await patientIdOf(db, "eetu"));
    const hashes = rows.map((row) => row.entityId ?? "");
    for (const hash of hashes) expect(hash).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    // The same code gives the same hash, so an auditor who knows a code finds its lookups.
    expect(hashes[0]).toBe(hashes[2]);
    expect(hashes[0]).not.toBe(hashes[1]);
    const trail = JSON.stringify(await db.select().from(auditEvents).where(eq(auditEvents.actorProfessionalId, rantanen.id)));
    for (const code of tried) {
      expect(trail).not.toContain(code);
      expect(trail).not.toContain(code.replace("-", ""));
    }
  });

  it("allows a professional 30 lookups in 15 minutes, then refuses them until the block ends, audited", async () => {
    const db = database.db;
    const koskela = await staff(db, "antti.koskela@hoiva.example.com");
    const mattila = await staff(db, "olli.mattila@hoiva.example.com");
    expect(PATIENT_LOOKUP_RULE).toEqual({ limit: 30, windowMs: 15 * 60_000, blockMs: 15 * 60_000 });
    const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
    for (let lookup = 0; lookup < 30; lookup++) {
      const result = await findPatientForNewThread(db, { professional: koskela, now: at(lookup * 0.1), request, identityCode: codeOf("jari"), auditHashKey });
      expect(result.type, `lookup ${lookup + 1}`).toBe("found");
    }
    const refused = await findPatientForNewThread(db, { professional: koskela, now: at(3.05), request, identityCode: codeOf("jari"), auditHashKey });
    expect(refused).toEqual({ type: "tooManyLookups", retryAt: at(18.05) });
    // Another professional is not held up by a colleague's lookups.
    expect((await findPatientForNewThread(db, { professional: mattila, now: at(3.05), request, identityCode: codeOf("jari"), auditHashKey })).type).toBe("found");
    expect((await findPatientForNewThread(db, { professional: koskela, now: at(18), request, identityCode: codeOf("jari"), auditHashKey })).type).toBe("tooManyLookups");
    expect((await findPatientForNewThread(db, { professional: koskela, now: at(18.1), request, identityCode: codeOf("jari"), auditHashKey })).type).toBe("found");
    const limited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorProfessionalId, koskela.id), eq(auditEvents.entity, "patient-lookup"), eq(auditEvents.outcome, "refused")));
    expect(limited).toHaveLength(2);
    expect(limited.every((row) => row.actingForPatientId === null)).toBe(true);
  });
});

describe("starting a conversation", () => {
  it("creates the thread assigned to the professional, with the first message and its file, audited", async () => {
    const db = database.db;
    const ojala = await staff(db, "kaisa.ojala@hoiva.example.com");
    const jari = await patientIdOf(db, "jari");
    const result = await startThreadWithPatient(db, {
      professional: ojala,
      now: TEST_NOW,
      request,
      patient: await patientOf(db, ojala, codeOf("jari")),
      title: "Ergonomiakartoitus",
      content: "Hei Jari, liitteenä ohjeet työpisteen säätöön.",
      files: [pdf("Työpiste.pdf")],
      storage,
      notifier: null,
    });
    if (result.type !== "success") throw new Error(result.type);
    const [thread] = await db.select().from(messagingThreads).where(eq(messagingThreads.id, result.threadId));
    expect(thread).toMatchObject({ patientId: jari, title: "Ergonomiakartoitus", threadType: "customer", isActive: true, currentAssigneeUserId: ojala.id });
    const participants = await db.select({ userId: threadParticipants.userId }).from(threadParticipants).where(eq(threadParticipants.threadId, result.threadId));
    const customer = await getCustomerUser(db, jari);
    expect(participants.map((row) => row.userId).sort()).toEqual([customer!.id, ojala.id].sort());
    const [message] = await db.select().from(messages).where(eq(messages.threadId, result.threadId));
    expect(message).toMatchObject({ authorUserId: ojala.id, patientId: jari, content: "Hei Jari, liitteenä ohjeet työpisteen säätöön." });
    const [attachment] = await db.select().from(messageAttachments).where(eq(messageAttachments.messageId, message!.id));
    expect(attachment).toMatchObject({ fileName: "Työpiste.pdf", contentType: "application/pdf", patientId: jari, uploadedByUserId: ojala.id, sizeBytes: 64 });
    expect((await storage.get(attachment!.storagePath))?.bytes).toEqual(pdf("x").bytes);
    // The patient's own download link works for it.
    expect(await attachmentDownloadUrl(db, { actingPatientId: jari, sessionId: "s".repeat(43), now: TEST_NOW, attachmentId: attachment!.id })).not.toBeNull();
    const created = await db.select({ entity: auditEvents.entity }).from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, ojala.id), eq(auditEvents.action, "create"), eq(auditEvents.actingForPatientId, jari)));
    expect(created.map((row) => row.entity)).toEqual(expect.arrayContaining(["messaging-thread", "message", "message-attachment"]));
  });

  it("gives a patient who has not used messaging a messaging account", async () => {
    const db = database.db;
    const ojala = await staff(db, "kaisa.ojala@hoiva.example.com");
    const eetu = await patientIdOf(db, "eetu");
    expect(await getCustomerUser(db, eetu)).toBeNull();
    const patient = await patientOf(db, ojala, codeOf("eetu"));
    const result = await startThreadWithPatient(db, { professional: ojala, now: TEST_NOW, request, patient, title: "", content: "Rokotusaika", files: [], storage, notifier: null });
    expect(result.type).toBe("success");
    const [account] = await db.select().from(messagingUsers).where(eq(messagingUsers.patientId, eetu));
    expect(account).toMatchObject({ userType: "CustomerUser", firstName: "Eetu" });
  });

  it("refuses files the patients' rules refuse, and creates nothing", async () => {
    const db = database.db;
    const ojala = await staff(db, "kaisa.ojala@hoiva.example.com");
    const before = await db.select({ id: messagingThreads.id }).from(messagingThreads);
    const patient = await patientOf(db, ojala, codeOf("jari"));
    const start = (files: IncomingFile[]) =>
      startThreadWithPatient(db, { professional: ojala, now: TEST_NOW, request, patient, title: "", content: "Hei", files, storage, notifier: null });
    const text = (name: string): IncomingFile => ({ fileName: name, contentType: "text/plain", bytes: new TextEncoder().encode("hello") });
    expect(await start([{ ...text("notes.pdf"), contentType: "application/pdf" }])).toEqual({ type: "attachmentTypeNotAllowed" });
    expect(await start([text("script.exe")])).toEqual({ type: "attachmentTypeNotAllowed" });
    expect(await start(Array.from({ length: 11 }, (_, index) => text(`note-${index}.txt`)))).toEqual({ type: "tooManyAttachments" });
    expect(await start([pdf("a.pdf", 5_000_000), pdf("b.pdf", 4_437_185)])).toEqual({ type: "attachmentsTooLarge" });
    expect(await db.select({ id: messagingThreads.id }).from(messagingThreads)).toHaveLength(before.length);
  });
});

describe("replying with files", () => {
  it("links the files to the reply; a text-less reply with a file is a reply", async () => {
    const db = database.db;
    const ojala = await staff(db, "kaisa.ojala@hoiva.example.com");
    const jari = await patientIdOf(db, "jari");
    const [thread] = await db.select({ id: messagingThreads.id }).from(messagingThreads).where(and(eq(messagingThreads.patientId, jari), eq(messagingThreads.isActive, true))).limit(1);
    const result = await replyToThread(db, { professional: ojala, threadId: thread!.id, now: TEST_NOW, request, content: "", files: [pdf("Ohje.pdf")], storage, notifier: null });
    expect(result).toEqual({ type: "success" });
    const [attachment] = await db.select().from(messageAttachments).where(eq(messageAttachments.fileName, "Ohje.pdf"));
    const [message] = await db.select().from(messages).where(eq(messages.id, attachment!.messageId!));
    expect(message).toMatchObject({ threadId: thread!.id, authorUserId: ojala.id, content: "" });
  });
});
