import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { queryRows } from "#server/db/client";
import { messages, messagingThreads, messagingUsers, threadAssignments, threadReadStatuses } from "#server/db/schema";
import { isUnreadSql } from "#server/modules/messaging/read-rule";
import { listAllInvoices } from "#server/modules/invoices/invoice-service";
import { listConversationSummaries } from "#server/modules/messaging/summary-service";
import { listThreads } from "#server/modules/messaging/thread-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { loadSessionPerson } from "./menu-service";
import type { Session } from "./session-service";

const TODAY = helsinkiCalendarDate(TEST_NOW);

function sessionActingFor(actingPatientId: number): Session {
  return {
    actingPatientId,
    person: { firstName: "X", lastName: "Y" },
  } as unknown as Session;
}

describe("the menu person", () => {
  const database = useTestDatabase({ demoDataNow: TEST_NOW });

  it("names the patient, knows occupational care and sickness fund membership, and counts unread threads as the front page lists them", async () => {
    for (const key of ["aino", "jari", "mikko"] as const) {
      const patientId = await patientIdOf(database.db, key);
      const person = await loadSessionPerson(
        database.db,
        sessionActingFor(patientId),
        TODAY,
      );
      const listed = await listConversationSummaries(database.db, patientId, {
        limit: 1000,
      });
      expect(person?.unreadThreadCount, key).toBe(
        listed.filter((thread) => thread.isUnread).length,
      );
      expect(person?.hasOccupationalCare, key).toBe(key === "jari");
      // Jari's employment carries the sickness fund membership (demo data, decision 229).
      expect(person?.isSicknessFundMember, key).toBe(key === "jari");
      expect(person?.hasPatientData).toBe(true);
      expect(person?.firstName).not.toBe("X");
    }
  });

  it("knows who has a messaging user and counts open and overdue invoices as the invoice list shows them", async () => {
    for (const key of ["aino", "jari", "timo"] as const) {
      const patientId = await patientIdOf(database.db, key);
      const person = await loadSessionPerson(database.db, sessionActingFor(patientId), TODAY);
      const [user] = await database.db.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.patientId, patientId));
      expect(person?.hasMessagingUser, key).toBe(user !== undefined);
      const invoices = await listAllInvoices(database.db, {
        actingPatientId: patientId,
        now: TEST_NOW,
        actor: { actorPatientId: patientId, actingForPatientId: patientId, address: "127.0.0.1", requestId: "test" },
      });
      expect(person?.openInvoiceCount, key).toBe(invoices.filter((invoice) => invoice.status === "open" || invoice.status === "overdue").length);
    }
    // Aino (a private customer) has her messaging user and unpaid invoices.
    const aino = await loadSessionPerson(database.db, sessionActingFor(await patientIdOf(database.db, "aino")), TODAY);
    expect(aino).toMatchObject({ hasMessagingUser: true, hasOccupationalCare: false });
    expect(aino?.openInvoiceCount).toBeGreaterThan(0);
  });

  it("drops a thread from the count once the patient has read it", async () => {
    const aino = await patientIdOf(database.db, "aino");
    expect(
      (await loadSessionPerson(database.db, sessionActingFor(aino), TODAY))
        ?.unreadThreadCount,
    ).toBe(1);
    const [unread] = (
      await listConversationSummaries(database.db, aino, { limit: 100 })
    ).filter((thread) => thread.isUnread);
    const [me] = await database.db
      .select({ id: messagingUsers.id })
      .from(messagingUsers)
      .where(eq(messagingUsers.patientId, aino));
    if (!unread || !me)
      throw new Error("Aino has no unread thread or no messaging user");
    const readAt = new Date(TEST_NOW.getTime() + 60_000);
    await database.db
      .insert(threadReadStatuses)
      .values({ threadId: Number(unread.id), readByUserId: me.id, readAt })
      .onConflictDoUpdate({
        target: [threadReadStatuses.threadId, threadReadStatuses.readByUserId],
        set: { readAt },
      });
    expect(
      (await loadSessionPerson(database.db, sessionActingFor(aino), TODAY))
        ?.unreadThreadCount,
    ).toBe(0);
  });

  it("counts from the thread's kept columns exactly as the read rule does, on its edge cases (decision 308)", async () => {
    const db = database.db;
    const mikko = await patientIdOf(db, "mikko");
    const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
    const [me] = await db.insert(messagingUsers).values({ patientId: mikko, firstName: "Mikko", lastName: "Nieminen", userType: "CustomerUser" }).returning({ id: messagingUsers.id });
    const [professional] = await db.select({ id: messagingUsers.id }).from(messagingUsers).where(isNull(messagingUsers.patientId)).limit(1);
    if (!me || !professional) throw new Error("no messaging users");
    const person = async () => (await loadSessionPerson(db, sessionActingFor(mikko), TODAY))?.unreadThreadCount;
    // The rule as read-rule.ts writes it over every message and assignment, the reference.
    const byTheRule = async () => {
      const [row] = await queryRows<{ unread: number }>(
        db,
        sql`select count(*)::int as unread from messaging_threads t
          left join messaging_users me on me.patient_id = t.patient_id
          left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = me.id
          where t.patient_id = ${mikko} and ${isUnreadSql()}`,
      );
      return row?.unread;
    };
    const before = await person();
    expect(before).toBe(await byTheRule());

    // The conversation list's flag for a thread, read from the same kept columns.
    const listedAsUnread = async (threadId: number) => {
      const { threads } = await listThreads(db, { actingPatientId: mikko, actor: { actorPatientId: mikko, actingForPatientId: mikko, address: "192.0.2.1", requestId: "rule" }, limit: 100, offset: 0 });
      return threads.find((listed) => listed.id === threadId)?.isUnread;
    };
    const byTheRuleFor = async (threadId: number) => {
      const [row] = await queryRows<{ unread: boolean }>(
        db,
        sql`select ${isUnreadSql()} as unread from messaging_threads t
          left join messaging_users me on me.patient_id = t.patient_id
          left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = me.id
          where t.id = ${threadId}`,
      );
      return row?.unread;
    };

    async function thread({
      createdAt = at(0),
      messageAt = [] as Date[],
      deleted = false,
      readAt = null as Date | null,
      assignments = [] as { to: number; at: Date; ended?: Date }[],
      careTeamChangedAt = null as Date | null,
    }) {
      const [created] = await db.insert(messagingThreads).values({ patientId: mikko, threadType: "customer", createdAt, professionalUpdatedAt: careTeamChangedAt }).returning({ id: messagingThreads.id });
      const threadId = created!.id;
      for (const messageCreatedAt of messageAt) {
        await db.insert(messages).values({ threadId, patientId: mikko, authorUserId: professional!.id, content: "x", createdAt: messageCreatedAt, deletedAt: deleted ? at(30) : null });
      }
      if (readAt) await db.insert(threadReadStatuses).values({ threadId, readByUserId: me!.id, readAt });
      for (const assignment of assignments) {
        await db.insert(threadAssignments).values({ threadId, assigneeUserId: assignment.to, assignedAt: assignment.at, endedAt: assignment.ended ?? null });
      }
      return threadId;
    }
    const cases: { name: string; unread: boolean; make: Parameters<typeof thread>[0] }[] = [
      { name: "no messages, never opened", unread: false, make: {} },
      { name: "a message, never opened", unread: true, make: { messageAt: [at(1)] } },
      { name: "read exactly at the last message", unread: false, make: { messageAt: [at(1), at(2)], readAt: at(2) } },
      { name: "read a millisecond before the last message", unread: true, make: { messageAt: [at(1), at(2)], readAt: new Date(at(2).getTime() - 1) } },
      { name: "the first message at the thread's own creation, read then", unread: false, make: { createdAt: at(3), messageAt: [at(3)], readAt: at(3) } },
      { name: "a professional assigned after the patient's read", unread: false, make: { messageAt: [at(1)], readAt: at(2), assignments: [{ to: professional.id, at: at(5) }] } },
      { name: "the reader assigned after the read", unread: true, make: { messageAt: [at(1)], readAt: at(2), assignments: [{ to: me.id, at: at(5) }] } },
      { name: "the reader's ended assignment after the read", unread: false, make: { messageAt: [at(1)], readAt: at(2), assignments: [{ to: me.id, at: at(5), ended: at(6) }, { to: professional.id, at: at(6) }] } },
      { name: "a deleted message after the read", unread: true, make: { messageAt: [at(4)], deleted: true, readAt: at(2) } },
      { name: "the care team closed the thread after the read", unread: true, make: { messageAt: [at(1)], readAt: at(2), careTeamChangedAt: at(5) } },
      { name: "the care team's change before the read", unread: false, make: { messageAt: [at(1)], readAt: at(6), careTeamChangedAt: at(5) } },
      { name: "the care team's change in a thread without messages", unread: false, make: { careTeamChangedAt: at(5) } },
    ];
    let expected = before ?? 0;
    for (const testCase of cases) {
      const threadId = await thread(testCase.make);
      if (testCase.unread) expected += 1;
      expect(await person(), testCase.name).toBe(expected);
      expect(await byTheRule(), testCase.name).toBe(expected);
      expect(await byTheRuleFor(threadId), testCase.name).toBe(testCase.unread);
      expect(await listedAsUnread(threadId), testCase.name).toBe(testCase.unread);
    }
    // An assignment's trigger keeps the thread's current assignee, not its activity: the rule's
    // assignment part is read apart from last_activity_at.
    const [assigned] = await db
      .select({ lastActivityAt: messagingThreads.lastActivityAt })
      .from(messagingThreads)
      .where(and(eq(messagingThreads.patientId, mikko), eq(messagingThreads.currentAssigneeUserId, me.id)));
    expect(assigned).toEqual({ lastActivityAt: at(1) });
  });
});
