import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { absences, auditEvents, messagingThreads, threadAssignments } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { listConversationPage, loadConversation } from "./conversation-service";

// What the conversation pages read (spec part 2 §3, §4): the list's latest message, a thread's
// participants, messages oldest first, deleted ones without text, the current assignee's
// absence, and nothing of another patient's; each read audited.

describe("conversation pages' reads", () => {
  const database = useTestDatabase({ demoDataNow: TEST_NOW });
  const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);
  const actorFor = (patientId: number) => ({ actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.10", requestId: "test" });

  async function threadTitled(key: PersonaKey, title: string) {
    const [thread] = await database.db
      .select({ id: messagingThreads.id })
      .from(messagingThreads)
      .where(and(eq(messagingThreads.patientId, await patientIdOf(key)), eq(messagingThreads.title, title)));
    return thread!.id;
  }

  it("lists a page with each conversation's latest message, 'You' for the customer's own", async () => {
    const jari = await patientIdOf("jari");
    const { conversations, totalCount } = await listConversationPage(database.db, { actingPatientId: jari, actor: actorFor(jari), limit: 10, offset: 0 });
    expect(totalCount).toBe(4);
    expect(conversations.map((item) => [item.title, item.isUnread, item.latest?.author])).toEqual([
      ["Selkävaivat ja työergonomia", true, { kind: "person", name: "Kaisa Ojala", title: null }],
      ["Työhön paluun suunnitelma", false, { kind: "customer" }],
      ["Työterveystarkastuksen tulokset", false, { kind: "customer" }],
      ["Työterveyskäynnit työaikana", false, { kind: "person", name: "Heidi Virta", title: null }],
    ]);
    expect(conversations[2]?.latest?.excerpt).toBe("Kiitos tiedosta!");
    const page2 = await listConversationPage(database.db, { actingPatientId: jari, actor: actorFor(jari), limit: 1, offset: 2 });
    expect(page2.conversations.map((item) => item.title)).toEqual(["Työterveystarkastuksen tulokset"]);
  });

  it("loads a thread: participants, messages oldest first, a deleted one without its text; audited", async () => {
    const aino = await patientIdOf("aino");
    const id = await threadTitled("aino", "Esitiedot gynekologin käyntiä varten");
    const view = await loadConversation(database.db, { actingPatientId: aino, actor: actorFor(aino), threadId: id, now: TEST_NOW });
    expect(view?.participants[0]).toEqual({ kind: "customer" });
    expect(view?.messages.map((message) => [message.deleted, message.content.slice(0, 20)])).toEqual([
      [false, "Hei, täytäthän esiti"],
      [true, ""],
      [false, "Kiitos, täytän lomak"],
    ]);
    expect(view?.messages[0]?.attachments.map((file) => file.fileName)).toEqual(["Ohje_irtosolunayte.pdf"]);
    const audits = await database.db
      .select({ entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "messaging-thread"), eq(auditEvents.actingForPatientId, aino)));
    expect(audits.map((row) => String(row.entityId))).toContain(String(id));
  });

  it("tells of the current assignee's absence going on now", async () => {
    const jari = await patientIdOf("jari");
    const id = await threadTitled("jari", "Selkävaivat ja työergonomia");
    const until = new Date(TEST_NOW.getTime() + 3 * 86_400_000);
    const [assignee] = await database.db
      .select({ userId: threadAssignments.assigneeUserId })
      .from(threadAssignments)
      .where(and(eq(threadAssignments.threadId, id), isNull(threadAssignments.endedAt)));
    await database.db.insert(absences).values({ absenteeUserId: assignee!.userId, startsAt: new Date(TEST_NOW.getTime() - 3_600_000), endsAt: until });
    const view = await loadConversation(database.db, { actingPatientId: jari, actor: actorFor(jari), threadId: id, now: TEST_NOW });
    expect(view?.absences).toEqual([{ name: "Kaisa Ojala", until }]);
  });

  it("has nothing of another patient's thread, and audits the refused read", async () => {
    const aino = await patientIdOf("aino");
    const jarisThread = await threadTitled("jari", "Selkävaivat ja työergonomia");
    expect(await loadConversation(database.db, { actingPatientId: aino, actor: actorFor(aino), threadId: jarisThread, now: TEST_NOW })).toBeNull();
    const audits = await database.db
      .select({ action: auditEvents.action, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "messaging-thread"), eq(auditEvents.entityId, String(jarisThread)), eq(auditEvents.actingForPatientId, aino)));
    expect(audits).toEqual([{ action: "read", outcome: "refused" }]);
  });
});
