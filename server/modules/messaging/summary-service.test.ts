import { TEST_NOW } from "#tests/clock";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { messagingThreads } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { EXCERPT_LENGTH, listConversationSummaries, shortenExcerpt } from "./summary-service";
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

  it("gives a patient without conversations an empty list", async () => {
    expect(await listConversationSummaries(database.db, await patientIdOf("mikko"), { limit: 3 })).toEqual([]);
  });
});
