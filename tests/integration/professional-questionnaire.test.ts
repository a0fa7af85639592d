import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { professionalHref } from "#domain/routes/professional-route-table";
import { messageQuestionnaireInvitations, messages, questionnaireForms } from "#server/db/schema";
import { answerQuestionnaire, listQuestionnaires, loadQuestionnaire } from "#server/modules/questionnaires/service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { csrfOf, jariThreadId, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// Sending a questionnaire from the workspace over real HTTP (issue 15, decision 263): the form's
// post answers with the done or problem notice the page then shows, and the patient's own API
// returns the invitation inside the nurse's message; deleting the message withdraws an unanswered
// invitation (decision 275).

const workspace = useStaffWorkspaceServer("professional-questionnaire");

describe("a questionnaire sent from the workspace's conversation page", () => {
  it("answers the post with its notice, and the patient's API shows the invitation in the message", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const closedId = await jariThreadId(workspace.database, "Työterveystarkastuksen tulokset");
    const forms = await workspace.database.db.select({ id: questionnaireForms.id, title: questionnaireForms.title }).from(questionnaireForms);
    const workAbility = forms.find((form) => form.title.en === "Work ability questionnaire")!.id;
    const threadUrl = `${workspace.base()}${professionalHref("thread", "en", { threadId })}`;
    const page = await browser.request(threadUrl);
    expect(page.body).toContain(`<option value="${workAbility}">Work ability questionnaire</option>`);
    const csrfToken = csrfOf(page.body);
    const post = (url: string, form: Record<string, string>) => browser.request(url, { method: "POST", form: { csrfToken, intent: "inviteQuestionnaire", ...form } });

    expect((await post(threadUrl, { formId: "999999" })).location).toContain("problem=formNotFound");
    expect((await post(threadUrl, { formId: "x" })).location).toContain("problem=invalid");
    const closedUrl = `${workspace.base()}${professionalHref("thread", "en", { threadId: closedId })}`;
    expect((await post(closedUrl, { formId: String(workAbility) })).location).toContain("problem=threadClosed");
    expect((await browser.request(closedUrl)).body).not.toContain('name="formId"');

    const sent = await post(threadUrl, { formId: String(workAbility), content: "Täytäthän ennen tarkastusta." });
    expect(sent.status).toBe(303);
    expect(sent.location).toContain("done=invited");
    const after = await browser.request(sent.location!);
    expect(after.body).toContain("Questionnaire sent.");
    expect(after.body).toContain("<h3>Work ability questionnaire</h3>");

    const login = await logInForTest(workspace.database.db, "jari");
    const answer = await fetch(`http://127.0.0.1:${workspace.port}/api/customer-messaging?${login.csrf}`, {
      method: "POST",
      headers: { cookie: login.cookie, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        query: `query T($id: ID!) { messagingThreadForCustomer(id: $id) { messages(pagination: { limit: 50 }) { paginatedMessages { content questionnaireInvitations { answeredAt } } } } }`,
        variables: { id: String(threadId) },
      }),
    });
    const body = (await answer.json()) as { data: { messagingThreadForCustomer: { messages: { paginatedMessages: { content: string; questionnaireInvitations: { answeredAt: string | null }[] }[] } } } };
    const message = body.data.messagingThreadForCustomer.messages.paginatedMessages.find((candidate) => candidate.content === "Täytäthän ennen tarkastusta.");
    expect(message?.questionnaireInvitations).toEqual([{ answeredAt: null }]);
  });
});

describe("a deleted message's questionnaire", () => {
  it("is withdrawn from the patient unless answered, and the workspace says so", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const forms = await workspace.database.db.select({ id: questionnaireForms.id, title: questionnaireForms.title }).from(questionnaireForms);
    const workAbility = forms.find((form) => form.title.en === "Work ability questionnaire")!.id;
    const threadUrl = `${workspace.base()}${professionalHref("thread", "en", { threadId })}`;
    const csrfToken = csrfOf((await browser.request(threadUrl)).body);
    const post = (form: Record<string, string>) => browser.request(threadUrl, { method: "POST", form: { csrfToken, ...form } });
    /** Sends the form in a message of this text; the message's and the invitation's ids. */
    const invite = async (content: string) => {
      expect((await post({ intent: "inviteQuestionnaire", formId: String(workAbility), content })).location).toContain("done=invited");
      const [row] = await workspace.database.db
        .select({ messageId: messages.id, invitationId: messageQuestionnaireInvitations.invitationId })
        .from(messages)
        .innerJoin(messageQuestionnaireInvitations, eq(messageQuestionnaireInvitations.messageId, messages.id))
        .where(and(eq(messages.threadId, threadId), eq(messages.content, content)));
      return row!;
    };
    const remove = async (messageId: number) =>
      expect((await post({ intent: "deleteMessage", messageId: String(messageId), reason: "Lähetetty väärälle asiakkaalle" })).location).toContain("done=deleted");

    const jari = await patientIdOf(workspace.database.db, "jari");
    const scope = { actingPatientId: jari, lang: "en" as const, actor: { actorPatientId: jari, actingForPatientId: jari, address: "127.0.0.1", requestId: "withdrawn" } };
    const listed = async () => {
      const list = await listQuestionnaires(workspace.database.db, scope);
      return [...list.newTaskItems, ...list.answerItems].map((item) => item.id);
    };

    const unanswered = await invite("Täytäthän kyselyn, lähetetty erehdyksessä.");
    const answered = await invite("Täytäthän kyselyn ennen tarkastusta.");
    expect(await answerQuestionnaire(workspace.database.db, { ...scope, invitationId: answered.invitationId, answers: { workAbility: 8 }, now: TEST_NOW })).toEqual({ type: "success" });
    expect(await listed()).toEqual(expect.arrayContaining([unanswered.invitationId, answered.invitationId]));

    // Each deletion's confirmation (decision 331) warns only where an unanswered questionnaire goes with it.
    const confirmation = async (messageId: number) => (await browser.request(`${threadUrl}?delete=${messageId}`)).body;
    const before = await confirmation(unanswered.messageId);
    expect(before).toContain(`aria-describedby="withdraws-${unanswered.messageId}"`);
    expect(before).toContain("unanswered questionnaire is withdrawn with it: the patient no longer sees it.");
    expect(await confirmation(answered.messageId)).not.toContain(`withdraws-${answered.messageId}`);

    await remove(unanswered.messageId);
    await remove(answered.messageId);
    expect(await listed()).not.toContain(unanswered.invitationId);
    expect(await loadQuestionnaire(workspace.database.db, { ...scope, invitationId: unanswered.invitationId })).toBeNull();
    expect(await answerQuestionnaire(workspace.database.db, { ...scope, invitationId: unanswered.invitationId, answers: { workAbility: 5 }, now: TEST_NOW })).toEqual({
      type: "questionnaireNotFound",
    });
    // Answers given before the deletion stay the patient's to read.
    expect(await listed()).toContain(answered.invitationId);
    expect((await loadQuestionnaire(workspace.database.db, { ...scope, invitationId: answered.invitationId }))?.answers).toEqual({ workAbility: 8 });

    const page = (await browser.request(threadUrl)).body;
    expect(page.match(/>Withdrawn: the message was deleted</g)).toHaveLength(1);
  });
});
