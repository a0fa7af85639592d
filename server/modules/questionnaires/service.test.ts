import { TEST_NOW } from "#tests/clock";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, questionnaireAnswers } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { answerQuestionnaire, listQuestionnaires, loadQuestionnaire } from "./service";

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

  it("audits the list as one event naming each invitation shown (decision 305)", async () => {
    const list = await listQuestionnaires(database.db, await input("aino", "en", "questionnaire-audit"));
    const rows = await database.db
      .select({ entity: auditEvents.entity, shownIds: auditEvents.shownIds })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, "questionnaire-audit"));
    const shown = [...list.newTaskItems, ...list.answerItems].map((item) => item.id).sort((a, b) => a - b);
    expect(rows.map((row) => row.entity)).toEqual(["questionnaire-list"]);
    expect([...(rows[0]?.shownIds?.["questionnaire-invitation"] ?? [])].map(Number).sort((a, b) => a - b)).toEqual(shown);
  });
});

describe("loadQuestionnaire and answerQuestionnaire", () => {
  async function ainosIds(key: PersonaKey = "aino") {
    const list = await listQuestionnaires(database.db, await input(key));
    return { open: list.newTaskItems[0]?.id ?? 0, answered: list.answerItems[0]?.id ?? 0 };
  }
  const complete = { lastPeriod: "2026-11-02", contraception: "pill", symptomList: ["pain", "itching"], painLevel: 4, symptoms: "Alavatsakipua" };

  it("loads the form in the page's language with its sections, and the stored answers of an answered one", async () => {
    const { open, answered } = await ainosIds();
    const view = await loadQuestionnaire(database.db, { ...(await input("aino", "sv")), invitationId: open });
    expect(view?.title).toBe("Förhandsuppgifter inför gynekologbesöket");
    expect(view?.sections.map((section) => section.title)).toEqual(["Bakgrundsuppgifter", "Symtom"]);
    expect(view?.answers).toBeNull();
    const done = await loadQuestionnaire(database.db, { ...(await input("aino")), invitationId: answered });
    expect(done?.answers).toEqual({ smoking: "no", exerciseHours: 4 });
    expect(done?.answeredAt).not.toBeNull();
  });

  it("is not found for another patient's invitation, which is audited as a refused read", async () => {
    const jaris = (await ainosIds("jari")).answered;
    expect(await loadQuestionnaire(database.db, { ...(await input("aino", "en", "foreign-questionnaire")), invitationId: jaris })).toBeNull();
    const rows = await database.db.select({ entity: auditEvents.entity, outcome: auditEvents.outcome, entityId: auditEvents.entityId }).from(auditEvents).where(eq(auditEvents.requestId, "foreign-questionnaire"));
    expect(rows).toEqual([{ entity: "questionnaire-invitation", outcome: "refused", entityId: String(jaris) }]);
    expect(await answerQuestionnaire(database.db, { ...(await input("aino")), invitationId: jaris, answers: { workAbility: 1 }, now: TEST_NOW })).toEqual({ type: "questionnaireNotFound" });
  });

  it("refuses answers that do not fit the definition, stores valid ones, and is read-only afterwards", async () => {
    const { open } = await ainosIds();
    const scope = { ...(await input("aino", "en", "answer-questionnaire")), invitationId: open, now: TEST_NOW };
    const invalid = await answerQuestionnaire(database.db, { ...scope, answers: { ...complete, painLevel: 11, lastPeriod: undefined } });
    expect(invalid).toEqual({
      type: "invalidAnswers",
      details: [
        { path: "lastPeriod", message: "validation.required" },
        { path: "painLevel", message: "validation.choice.required", values: { n: 10 } },
      ],
    });
    expect(await answerQuestionnaire(database.db, { ...scope, answers: complete })).toEqual({ type: "success" });
    const [stored] = await database.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.invitationId, open));
    expect(stored?.answers).toEqual(complete);
    expect(stored?.answeredAt).toEqual(TEST_NOW);
    const view = await loadQuestionnaire(database.db, { ...(await input("aino")), invitationId: open });
    expect(view?.answers).toEqual(complete);
    expect(await answerQuestionnaire(database.db, { ...scope, answers: complete })).toEqual({ type: "alreadyAnswered" });
    const audit = await database.db.select({ entity: auditEvents.entity, action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.requestId, "answer-questionnaire"));
    expect(audit).toEqual([{ entity: "questionnaire-answer", action: "create" }]);
  });
});
