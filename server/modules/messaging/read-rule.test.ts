import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isThreadRead } from "#domain/messaging";
import { queryRows } from "#server/db/client";
import { messages, messagingThreads, messagingUsers, threadAssignments } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { TEST_NOW } from "#tests/clock";
import { isUnreadSql } from "./read-rule";

// The read rule of spec part 2 §4 (decisions 183, 298), one case per branch: a thread is read when
// it has no messages, or the read time is not earlier than the latest of the last message's time,
// the professional timestamp and (only for the current assignee) the assignment time. Each case
// builds a real thread and asks both the SQL of read-rule.ts and the domain's isThreadRead.

const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

interface Case {
  name: string;
  lastMessageAt: Date | null;
  professionalTimestamp: Date | null;
  /** The thread's current assignment; `toReader` says whether the reader is the assignee. */
  assignment: { at: Date; toReader: boolean } | null;
  readAt: Date | null;
  read: boolean;
}

const CASES: Case[] = [
  { name: "no messages, never opened", lastMessageAt: null, professionalTimestamp: at(5), assignment: null, readAt: null, read: true },
  { name: "messages, never opened", lastMessageAt: at(0), professionalTimestamp: null, assignment: null, readAt: null, read: false },
  { name: "read exactly at the last message", lastMessageAt: at(0), professionalTimestamp: null, assignment: null, readAt: at(0), read: true },
  { name: "read a millisecond before the last message", lastMessageAt: at(0), professionalTimestamp: null, assignment: null, readAt: new Date(at(0).getTime() - 1), read: false },
  { name: "professional timestamp after the read (closed after it)", lastMessageAt: at(0), professionalTimestamp: at(10), assignment: null, readAt: at(5), read: false },
  { name: "professional timestamp before the read", lastMessageAt: at(0), professionalTimestamp: at(3), assignment: null, readAt: at(5), read: true },
  { name: "assigned to the reader after the read", lastMessageAt: at(0), professionalTimestamp: null, assignment: { at: at(10), toReader: true }, readAt: at(5), read: false },
  { name: "assigned to the reader before the read", lastMessageAt: at(0), professionalTimestamp: null, assignment: { at: at(3), toReader: true }, readAt: at(5), read: true },
  { name: "assigned to someone else after the read", lastMessageAt: at(0), professionalTimestamp: null, assignment: { at: at(10), toReader: false }, readAt: at(5), read: true },
];

describe("the read rule", () => {
  const database = useTestDatabase();

  async function professional(lastName: string): Promise<number> {
    const [row] = await database.db.insert(messagingUsers).values({ userType: "ProfessionalUser", firstName: "Testi", lastName }).returning({ id: messagingUsers.id });
    return row!.id;
  }

  for (const testCase of CASES) {
    it(`${testCase.name}: ${testCase.read ? "read" : "unread"}, in SQL and in TypeScript`, async () => {
      const reader = await professional("Lukija");
      const other = await professional("Toinen");
      const [thread] = await database.db
        .insert(messagingThreads)
        .values({ threadType: "hr", createdAt: at(-60), professionalUpdatedAt: testCase.professionalTimestamp })
        .returning({ id: messagingThreads.id });
      const threadId = thread!.id;
      if (testCase.lastMessageAt) {
        await database.db.insert(messages).values({ threadId, authorUserId: other, content: "Hei", createdAt: testCase.lastMessageAt });
      }
      if (testCase.assignment) {
        await database.db.insert(threadAssignments).values({ threadId, assigneeUserId: testCase.assignment.toReader ? reader : other, assignedAt: testCase.assignment.at });
      }
      const [row] = await queryRows<{ unread: boolean }>(
        database.db,
        sql`select ${isUnreadSql(sql`${testCase.readAt}::timestamptz`, sql`${threadId}::bigint`, sql`${reader}::bigint`)} as unread`,
      );
      expect(row?.unread).toBe(!testCase.read);
      const ownAssignmentAt = testCase.assignment?.toReader ? testCase.assignment.at : null;
      expect(isThreadRead({ lastMessageAt: testCase.lastMessageAt, professionalTimestamp: testCase.professionalTimestamp, ownAssignmentAt, readAt: testCase.readAt })).toBe(testCase.read);
    });
  }
});
