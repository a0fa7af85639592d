import { describe, expect, it } from "vitest";
import { professionalHref } from "#domain/routes/professional-route-table";
import { questionnaireForms } from "#server/db/schema";
import { logInForTest } from "#tests/sessions";
import { csrfOf, jariThreadId, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// Sending a questionnaire from the workspace over real HTTP (issue 15, decision 263): the form's
// post answers with the done or problem notice the page then shows, and the patient's own API
// returns the invitation inside the nurse's message.

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
