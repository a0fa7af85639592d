import { TEST_NOW } from "#tests/clock";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { messages, messagingThreads } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { EXCERPT_LENGTH, listConversationSummaries, shortenExcerpt } from "./summary-service";
import { findThreadPage } from "./thread-repository";
import { patientIdOf as personaPatientId } from "#tests/db/personas";

describe("shortenExcerpt", () => {
  it("keeps a short text, folding white space", () => {
    expect(shortenExcerpt("Kiitos,\n  varaan ajan.")).toBe("Kiitos, varaan ajan.");
  });

  it("cuts a long text at a word boundary with an ellipsis", () => {
    const text = `${"sana ".repeat(40)}loppu`;
    const short = shortenExcerpt(text);
    expect(short.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(short).toMatch(/sana…$/);
  });
});

describe("listConversationSummaries", () => {
  const database = useTestDatabase({ demoDataNow: TEST_NOW });

  const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

  it("lists only the patient's threads, the most recent activity first, with one unread", async () => {
    for (const key of ["aino", "jari"] as const) {
      const patientId = await patientIdOf(key);
      const listed = await listConversationSummaries(database.db, patientId, { limit: 50 });
      const own = await database.db.select({ id: messagingThreads.id }).from(messagingThreads).where(eq(messagingThreads.patientId, patientId));
      expect(new Set(listed.map((item) => item.id)), key).toEqual(new Set(own.map((item) => item.id)));
      const times = listed.map((item) => item.latestActivityAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(listed.filter((item) => item.isUnread), key).toHaveLength(1);
    }
  });

  it("shows the conversation list's first threads, in its order and with its times, also after a thread's newest message is deleted (decision 424)", async () => {
    const patientId = await patientIdOf("aino");
    const listed = async () => (await findThreadPage(database.db, patientId, { limit: 50, offset: 0 })).threads;
    const summaries = async () => listConversationSummaries(database.db, patientId, { limit: 3 });
    const sameAsList = async () => {
      const [threads, shown] = await Promise.all([listed(), summaries()]);
      expect(shown.map((item) => [item.id, item.latestActivityAt.toISOString()])).toEqual(
        threads.slice(0, 3).map((thread) => [thread.id, thread.latestActivityAt.toISOString()]),
      );
      return shown;
    };
    await sameAsList();
    // The care team deletes the newest message of the most recent thread: the thread keeps its place
    // (its activity stands), and its excerpt is the newest message still shown.
    const [first] = await listed();
    const [newest] = await database.db
      .select({ id: messages.id, content: messages.content })
      .from(messages)
      .where(eq(messages.threadId, first!.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1);
    await database.db.update(messages).set({ deletedAt: TEST_NOW }).where(eq(messages.id, newest!.id));
    const shown = await sameAsList();
    expect(shown[0]?.id).toBe(first!.id);
    expect(shown[0]?.latestExcerpt).not.toBe(shortenExcerpt(newest!.content));
  });

  it("gives a patient without conversations an empty list", async () => {
    expect(await listConversationSummaries(database.db, await patientIdOf("mikko"), { limit: 3 })).toEqual([]);
  });
});
