import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { messagingUsers, threadReadStatuses } from "#server/db/schema";
import { listAllInvoices } from "#server/modules/invoices/invoice-service";
import { listConversationSummaries } from "#server/modules/messaging/summary-service";
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
});
