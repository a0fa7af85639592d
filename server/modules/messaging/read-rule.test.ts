import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isThreadRead } from "#domain/messaging";
import { queryRows } from "#server/db/client";
import { useTestDatabase } from "#tests/db/test-database";
import { TEST_NOW } from "#tests/clock";

// The read rule of spec part 2 §4 (decision 183) on its edge cases: the domain function, and
// PostgreSQL's greatest()/null semantics that read-rule.ts relies on (greatest ignores a missing
// assignment; no messages means no deadline). The shared SQL itself is exercised end to end on the
// demo threads by tests/integration/customer-messaging-api.test.ts (list, thread and menu count).

const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

const CASES: { name: string; lastMessageAt: Date | null; ownAssignmentAt: Date | null; readAt: Date | null; read: boolean }[] = [
  { name: "no messages, never opened", lastMessageAt: null, ownAssignmentAt: null, readAt: null, read: true },
  { name: "messages, never opened", lastMessageAt: at(0), ownAssignmentAt: null, readAt: null, read: false },
  { name: "read exactly at the last message", lastMessageAt: at(0), ownAssignmentAt: null, readAt: at(0), read: true },
  { name: "read a millisecond before the last message", lastMessageAt: at(0), ownAssignmentAt: null, readAt: new Date(at(0).getTime() - 1), read: false },
  { name: "read after the last message", lastMessageAt: at(0), ownAssignmentAt: null, readAt: at(5), read: true },
  { name: "assigned to the reader after the read", lastMessageAt: at(0), ownAssignmentAt: at(10), readAt: at(5), read: false },
  { name: "assigned to the reader before the read", lastMessageAt: at(0), ownAssignmentAt: at(3), readAt: at(5), read: true },
];

describe("the read rule", () => {
  const database = useTestDatabase();

  for (const testCase of CASES) {
    it(`${testCase.name}: ${testCase.read ? "read" : "unread"}, in TypeScript and in SQL`, async () => {
      expect(isThreadRead({ ...testCase, professionalTimestamp: null })).toBe(testCase.read);
      const [row] = await queryRows<{ unread: boolean }>(
        database.db,
        sql`with msg(created_at) as (select ${testCase.lastMessageAt}::timestamptz),
          deadline(at) as (select case when (select created_at from msg) is null then null
            else greatest((select created_at from msg), ${testCase.ownAssignmentAt}::timestamptz) end)
          select ((select at from deadline) is not null and (${testCase.readAt}::timestamptz is null or ${testCase.readAt}::timestamptz < (select at from deadline))) as unread`,
      );
      expect(row?.unread).toBe(!testCase.read);
    });
  }
});
