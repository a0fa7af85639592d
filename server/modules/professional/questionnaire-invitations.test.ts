import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseOrTransaction } from "#server/db/client";
import { auditEvents, messageQuestionnaireInvitations, messages, messagingThreads, questionnaireForms, questionnaireInvitations } from "#server/db/schema";
import type { MessageNotifier, NewMessageNotice } from "#server/integrations/messaging/message-notifier";
import { loadConversation } from "#server/modules/messaging/conversation-service";
import { answerQuestionnaire } from "#server/modules/questionnaires/service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { inviteToQuestionnaire, loadThreadQuestionnaires } from "./questionnaire-invitations";
import { findProfessionalByEmail, type Professional } from "./session-service";

// Questionnaire invitations from the workspace (issue 15, decision 263): the nurse sends the
// health survey to Jari's conversation; Jari sees it in the message and answers it; the nurse
// sees the answers, which is an audited read. Closed threads, unknown forms and threads the
// sender may not open are refused, with nothing written.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.8", requestId: "questionnaire-invitation-test" };

async function staff(db: DatabaseOrTransaction, email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(db, email);
  if (!found) throw new Error(email);
  return found;
}

async function threadTitled(db: DatabaseOrTransaction, title: string): Promise<number> {
  const [row] = await db.select({ id: messagingThreads.id }).from(messagingThreads).where(eq(messagingThreads.title, title));
  return row!.id;
}

async function formTitled(db: DatabaseOrTransaction, fi: string): Promise<number> {
  const forms = await db.select({ id: questionnaireForms.id, title: questionnaireForms.title }).from(questionnaireForms);
  return forms.find((form) => form.title.fi === fi)!.id;
}

const invitationCount = async (db: DatabaseOrTransaction) => (await db.select({ n: count() }).from(questionnaireInvitations))[0]!.n;

describe("questionnaire invitations from the professional workspace", () => {
  it("sends a stored form in a care team message the patient sees, answers, and the professional reads", async () => {
    const db = database.db;
    const kaisa = await staff(db, "kaisa.ojala@hoiva.example.com");
    const jari = await patientIdOf(db, "jari");
    const threadId = await threadTitled(db, "Selkävaivat ja työergonomia");
    const formId = await formTitled(db, "Terveyskysely");
    const notices: NewMessageNotice[] = [];
    const notifier: MessageNotifier = { notifyNewMessage: async (_tx, notice) => void notices.push(notice) };

    // The page offers the stored forms by title in its language.
    const before = await loadThreadQuestionnaires(db, { professional: kaisa, threadId, now: TEST_NOW, request, lang: "en" });
    expect(before.forms.map((form) => form.title)).toEqual(["Health survey", "Pre-visit information for the gynaecologist", "Work ability questionnaire"]);
    expect(before.invitations).toEqual([]);

    const sent = await inviteToQuestionnaire(db, { professional: kaisa, threadId, now: TEST_NOW, request, formId, content: "", notifier });
    if (sent.type !== "success") throw new Error(sent.type);
    const [message] = await db.select().from(messages).where(eq(messages.id, sent.messageId));
    // No text given: the default one in Jari's language (Finnish) names the form.
    expect(message).toMatchObject({ threadId, authorUserId: kaisa.id, patientId: jari, createdAt: TEST_NOW, content: 'Täytäthän kyselyn "Terveyskysely". Kysely avautuu tämän viestin linkistä.' });
    const [invitation] = await db.select().from(questionnaireInvitations).where(eq(questionnaireInvitations.id, sent.invitationId));
    expect(invitation).toMatchObject({ patientId: jari, formId, invitedAt: TEST_NOW });
    expect(await db.select().from(messageQuestionnaireInvitations).where(eq(messageQuestionnaireInvitations.messageId, sent.messageId))).toEqual([
      { messageId: sent.messageId, invitationId: sent.invitationId },
    ]);
    expect(notices).toEqual([{ patientId: jari, threadId }]);
    const created = await db
      .select({ action: auditEvents.action, entity: auditEvents.entity, entityId: auditEvents.entityId, actingForPatientId: auditEvents.actingForPatientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, request.requestId), eq(auditEvents.action, "create"))).orderBy(auditEvents.id);
    expect(created).toEqual([
      { action: "create", entity: "message", entityId: String(sent.messageId), actingForPatientId: jari },
      { action: "create", entity: "questionnaire-invitation", entityId: String(sent.invitationId), actingForPatientId: jari },
    ]);

    // Jari's conversation shows the questionnaire in the message; he answers it.
    const actor = { actorPatientId: jari, actingForPatientId: jari, address: "127.0.0.1", requestId: "jari" };
    const conversation = await loadConversation(db, { actingPatientId: jari, actor, threadId, now: TEST_NOW });
    expect(conversation!.messages.at(-1)).toMatchObject({ id: sent.messageId, questionnaires: [{ id: sent.invitationId, title: { fi: "Terveyskysely" }, answeredAt: null }] });
    const unanswered = await loadThreadQuestionnaires(db, { professional: kaisa, threadId, now: TEST_NOW, request, lang: "fi" });
    expect(unanswered.invitations).toEqual([{ id: sent.invitationId, messageId: sent.messageId, title: "Terveyskysely", answeredAt: null, answered: null }]);
    const answeredAt = new Date(TEST_NOW.getTime() + 3_600_000);
    expect(await answerQuestionnaire(db, { actingPatientId: jari, invitationId: sent.invitationId, answers: { smoking: "sometimes", exerciseHours: 3 }, now: answeredAt, actor })).toEqual({
      type: "success",
    });

    // The nurse sees the answers against the form's questions; reading them is audited.
    const answered = await loadThreadQuestionnaires(db, { professional: kaisa, threadId, now: TEST_NOW, request: { ...request, requestId: "read-answers" }, lang: "en" });
    const [shown] = answered.invitations;
    expect(shown).toMatchObject({ id: sent.invitationId, title: "Health survey", answeredAt });
    expect(shown!.answered!.answers).toEqual({ smoking: "sometimes", exerciseHours: 3 });
    expect(shown!.answered!.sections.flatMap((section) => section.questions.map((question) => question.label))).toEqual(["Do you smoke?", "Exercise hours per week"]);
    const reads = await db.select({ entity: auditEvents.entity, actor: auditEvents.actorProfessionalId, patient: auditEvents.actingForPatientId }).from(auditEvents).where(eq(auditEvents.requestId, "read-answers"));
    expect(reads).toEqual([{ entity: "questionnaire-answer", actor: kaisa.id, patient: jari }]);
  });

  it("uses the professional's own text when given", async () => {
    const db = database.db;
    const laura = await staff(db, "laura.salminen@hoiva.example.com");
    const threadId = await threadTitled(db, "Kysymys kolesterolituloksesta");
    const formId = await formTitled(db, "Työkykykysely");
    const sent = await inviteToQuestionnaire(db, { professional: laura, threadId, now: TEST_NOW, request, formId, content: "Vastaathan ennen käyntiä.", notifier: null });
    if (sent.type !== "success") throw new Error(sent.type);
    const [message] = await db.select({ content: messages.content }).from(messages).where(eq(messages.id, sent.messageId));
    expect(message?.content).toBe("Vastaathan ennen käyntiä.");
  });

  it("refuses a closed thread, an unknown form and a thread the sender may not open, writing nothing", async () => {
    const db = database.db;
    const kaisa = await staff(db, "kaisa.ojala@hoiva.example.com");
    const hr = await staff(db, "heidi.virta@kivirinne.example.com");
    const open = await threadTitled(db, "Selkävaivat ja työergonomia");
    const closed = await threadTitled(db, "Työterveystarkastuksen tulokset");
    const formId = await formTitled(db, "Terveyskysely");
    const invitations = await invitationCount(db);
    const input = { now: TEST_NOW, request: { ...request, requestId: "refused-invitations" }, content: "", notifier: null };
    expect(await inviteToQuestionnaire(db, { ...input, professional: kaisa, threadId: closed, formId })).toEqual({ type: "threadClosed" });
    expect(await inviteToQuestionnaire(db, { ...input, professional: kaisa, threadId: open, formId: 987_654 })).toEqual({ type: "formNotFound" });
    expect(await inviteToQuestionnaire(db, { ...input, professional: hr, threadId: open, formId })).toEqual({ type: "threadNotFound" });
    expect(await inviteToQuestionnaire(db, { ...input, professional: kaisa, threadId: 987_654, formId })).toEqual({ type: "threadNotFound" });
    expect(await invitationCount(db)).toBe(invitations);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.requestId, "refused-invitations"))).toEqual([]);
    // An HR user is offered no forms and shown no answers.
    expect(await loadThreadQuestionnaires(db, { ...input, professional: hr, threadId: open, lang: "fi" })).toEqual({ forms: [], invitations: [] });
  });

  it("shows the demo invitation of Aino's pre-visit conversation as not answered", async () => {
    const db = database.db;
    const elina = await staff(db, "elina.saarinen@hoiva.example.com");
    const threadId = await threadTitled(db, "Esitiedot gynekologin käyntiä varten");
    const view = await loadThreadQuestionnaires(db, { professional: elina, threadId, now: TEST_NOW, request, lang: "sv" });
    expect(view.invitations).toEqual([expect.objectContaining({ title: "Förhandsuppgifter inför gynekologbesöket", answeredAt: null, answered: null })]);
  });
});
