import { and, desc, eq, notLike } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseOrTransaction } from "#server/db/client";
import { auditEvents, messages, messagingThreads, prescriptionRenewalItems, prescriptions } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { findProfessionalByEmail, type Professional } from "./session-service";
import { decideRenewal, loadProfessionalThread } from "./thread-service";

// Renewal decisions (issue 15, decision 247) on Aino's demo request for levothyroxine: the thread
// lists the requested prescription; renewing gives it today's issued date and answers in the
// thread; a decided item cannot be decided again; declining needs a reply.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.7", requestId: "renewal-test" };

async function staff(db: DatabaseOrTransaction, email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(db, email);
  if (!found) throw new Error(email);
  return found;
}

async function renewalThread(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db.select({ id: messagingThreads.id }).from(messagingThreads).where(eq(messagingThreads.title, "Reseptin uusimispyyntö"));
  return row!.id;
}

describe("renewal decisions", () => {
  it("renews with today's issued date and answers the patient in the thread", async () => {
    const db = database.db;
    const laura = await staff(db, "laura.salminen@hoiva.example.com");
    const aino = await patientIdOf(db, "aino");
    const threadId = await renewalThread(db);
    const view = await loadProfessionalThread(db, { professional: laura, threadId, now: TEST_NOW, request });
    expect(view!.renewals).toEqual([expect.objectContaining({ medicineName: "Levotyroksiini", decision: null })]);
    const prescriptionId = view!.renewals[0]!.prescriptionId;

    expect(await decideRenewal(db, { professional: laura, threadId, now: TEST_NOW, request, prescriptionId, decision: "declined", reply: "", notifier: null })).toEqual({ type: "replyRequired" });
    expect(
      await decideRenewal(db, { professional: laura, threadId, now: TEST_NOW, request, prescriptionId, decision: "renewed", reply: "Resepti on uusittu vuodeksi.", notifier: null }),
    ).toEqual({ type: "success" });
    const [prescription] = await db.select({ issuedDate: prescriptions.issuedDate }).from(prescriptions).where(eq(prescriptions.id, prescriptionId));
    expect(prescription?.issuedDate).toBe("2026-11-24");
    const [item] = await db.select().from(prescriptionRenewalItems).where(eq(prescriptionRenewalItems.prescriptionId, prescriptionId));
    expect(item).toMatchObject({ decision: "renewed", decidedByUserId: laura.id, decidedAt: TEST_NOW });
    const [latest] = await db.select().from(messages).where(eq(messages.threadId, threadId)).orderBy(desc(messages.id)).limit(1);
    expect(latest).toMatchObject({ authorUserId: laura.id, patientId: aino, content: "Resepti on uusittu vuodeksi." });
    // This decision's events, not the demo data's earlier accesses of Laura's.
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorProfessionalId, laura.id), eq(auditEvents.entity, "prescription"), notLike(auditEvents.requestId, "demo-%")));
    expect(audit.map((event) => event.action).sort()).toEqual(["read", "update"]);
    expect(audit.every((event) => event.actingForPatientId === aino)).toBe(true);

    expect(await decideRenewal(db, { professional: laura, threadId, now: TEST_NOW, request, prescriptionId, decision: "declined", reply: "Ei", notifier: null })).toEqual({
      type: "renewalNotFound",
    });
    const again = await loadProfessionalThread(db, { professional: laura, threadId, now: TEST_NOW, request });
    expect(again!.renewals[0]).toMatchObject({ decision: "renewed", issuedDate: "2026-11-24" });
  });

  it("finds no request for a prescription through another thread, nor for an HR user", async () => {
    const db = database.db;
    const laura = await staff(db, "laura.salminen@hoiva.example.com");
    const hr = await staff(db, "heidi.virta@kivirinne.example.com");
    const threadId = await renewalThread(db);
    const [other] = await db.select({ id: messagingThreads.id }).from(messagingThreads).where(eq(messagingThreads.title, "Kysymys kolesterolituloksesta"));
    const [item] = await db.select({ prescriptionId: prescriptionRenewalItems.prescriptionId }).from(prescriptionRenewalItems).limit(1);
    const input = { now: TEST_NOW, request, prescriptionId: item!.prescriptionId, decision: "declined" as const, reply: "Ei", notifier: null };
    expect(await decideRenewal(db, { ...input, professional: laura, threadId: other!.id })).toEqual({ type: "renewalNotFound" });
    expect(await decideRenewal(db, { ...input, professional: hr, threadId })).toEqual({ type: "threadNotFound" });
  });
});
