import { TEST_NOW } from "#tests/clock";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { listQuestionnaires } from "./service";

// The questionnaire list over the demo data (spec part 2 §2): new tasks and answered items of the
// acting patient only, titles in the page's language, audited.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

async function input(key: PersonaKey, lang: "fi" | "sv" | "en" = "en", requestId = "test") {
  const id = await patientIdOf(key);
  return { actingPatientId: id, lang, actor: { actorPatientId: id, actingForPatientId: id, address: "127.0.0.1", requestId } };
}

describe("listQuestionnaires", () => {
  it("splits the patient's invitations into new tasks and answered ones", async () => {
    const list = await listQuestionnaires(database.db, await input("aino"));
    expect(list.newTaskItems.map((item) => [item.title, item.answeredAt])).toEqual([["Pre-visit information for the gynaecologist", null]]);
    expect(list.answerItems.map((item) => item.title)).toEqual(["Health survey"]);
    expect(list.answerItems[0]?.answeredAt).not.toBeNull();
    const sv = await listQuestionnaires(database.db, await input("aino", "sv"));
    expect(sv.answerItems.map((item) => item.title)).toEqual(["Hälsoenkät"]);
  });

  it("never lists another patient's invitations", async () => {
    const jari = await listQuestionnaires(database.db, await input("jari"));
    expect(jari).toMatchObject({ newTaskItems: [], answerItems: [{ title: "Work ability questionnaire" }] });
    expect(await listQuestionnaires(database.db, await input("emily"))).toEqual({ newTaskItems: [], answerItems: [] });
  });

  it("audits the list and each invitation", async () => {
    const list = await listQuestionnaires(database.db, await input("aino", "en", "questionnaire-audit"));
    const rows = await database.db.select({ entity: auditEvents.entity }).from(auditEvents).where(eq(auditEvents.requestId, "questionnaire-audit"));
    expect(rows.map((row) => row.entity)).toEqual([
      "questionnaire-list",
      ...[...list.newTaskItems, ...list.answerItems].map(() => "questionnaire-invitation"),
    ]);
  });
});
