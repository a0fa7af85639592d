import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESS_REASON_MAX_LENGTH } from "#domain/professional-inbox";
import { professionalHref } from "#domain/routes/professional-route-table";
import { auditEvents, messages, messagingThreads, messagingUsers } from "#server/db/schema";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { csrfOf, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// Access by care relationship over HTTP (issue 32, decision 330): Antti Koskela, an occupational
// health doctor with no care relationship with Aino, is sent from her gynaecology pre-visit
// conversation to the reason form; every write and the attachment download refuse him as "not
// found"; the form keeps what he typed and says what is wrong; a stated reason opens the
// conversation and Aino reads it on "who has viewed my data". The inbox lists the conversation
// without subject or preview. An HR user has no reason to state.

const workspace = useStaffWorkspaceServer("care-access");
const GYN = "Esitiedot gynekologin käyntiä varten";
const GYN_MESSAGE = "täytäthän esitietolomakkeen";

async function ainoThreadId(title: string): Promise<number> {
  const aino = await patientIdOf(workspace.database.db, "aino");
  const [row] = await workspace.database.db
    .select({ id: messagingThreads.id })
    .from(messagingThreads)
    .where(and(eq(messagingThreads.patientId, aino), eq(messagingThreads.title, title)));
  return row!.id;
}

async function userIdByEmail(email: string): Promise<number> {
  const [row] = await workspace.database.db.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.emailAddress, email));
  return row!.id;
}

describe("a conversation outside the professional's care relationships", () => {
  it("is refused to every read and write until a reason is stated, which opens it and shows on the patient's access log", async () => {
    const doctor = await signInStaff(workspace, "koskela");
    const threadId = await ainoThreadId(GYN);
    const thread = `${workspace.base()}${professionalHref("thread", "en", { threadId })}`;
    const reasonPage = `${workspace.base()}${professionalHref("threadAccess", "en", { threadId })}`;

    const first = await doctor.request(thread);
    expect(first.status).toBe(303);
    expect(first.location).toBe(reasonPage);
    expect(first.body).not.toContain(GYN_MESSAGE);

    const form = await doctor.request(reasonPage);
    expect(form.status).toBe(200);
    expect(form.body).toContain("State a reason to open the conversation");
    expect(form.body).toContain(`maxLength="${ACCESS_REASON_MAX_LENGTH}"`);
    expect(form.body).not.toContain(GYN);
    expect(form.body).not.toContain("Aino");
    const csrfToken = csrfOf(form.body);

    // Writes and the download are "not found", and write nothing.
    const before = await workspace.database.db.select({ id: messages.id }).from(messages).where(eq(messages.threadId, threadId));
    const writes: Record<string, string>[] = [
      { intent: "reply", content: "Hei" },
      { intent: "assign", assigneeId: String(await userIdByEmail("antti.koskela@hoiva.example.com")) },
      { intent: "close" },
      { intent: "inviteQuestionnaire", formId: "1", content: "" },
      { intent: "deleteMessage", messageId: String(before[0]!.id), reason: "Väärä" },
    ];
    for (const write of writes) {
      const answer = await doctor.request(thread, { method: "POST", form: { csrfToken, ...write } });
      expect(answer.status, write.intent).toBe(404);
    }
    expect(await workspace.database.db.select({ id: messages.id }).from(messages).where(eq(messages.threadId, threadId))).toEqual(before);
    const [thread0] = await workspace.database.db.select({ isActive: messagingThreads.isActive, assignee: messagingThreads.currentAssigneeUserId }).from(messagingThreads).where(eq(messagingThreads.id, threadId));
    expect(thread0).toMatchObject({ isActive: true, assignee: await userIdByEmail("elina.saarinen@hoiva.example.com") });
    expect((await doctor.request(`${workspace.base()}${professionalHref("attachment", "en", { threadId, attachmentId: 1 })}`)).status).toBe(404);

    // The form: a reason is required, at most ACCESS_REASON_MAX_LENGTH characters, kept when refused.
    const blank = await doctor.request(reasonPage, { method: "POST", form: { csrfToken, intent: "openWithReason", reason: "  " } });
    expect(blank.status).toBe(400);
    expect(blank.body).toContain("This field is required");
    const long = "x".repeat(ACCESS_REASON_MAX_LENGTH + 1);
    const tooLong = await doctor.request(reasonPage, { method: "POST", form: { csrfToken, intent: "openWithReason", reason: long } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toContain(`Maximum character length is ${ACCESS_REASON_MAX_LENGTH}`);
    expect(tooLong.body).toContain(long);
    const forged = await doctor.request(reasonPage, { method: "POST", form: { csrfToken: "x", intent: "openWithReason", reason: "Potilas soitti." } });
    expect(forged.status).toBe(403);
    expect((await doctor.request(thread)).status).toBe(303);

    const reason = "Potilas soitti ja kysyi esitietolomakkeesta; hoitaja on poissa.";
    const stated = await doctor.request(reasonPage, { method: "POST", form: { csrfToken, intent: "openWithReason", reason } });
    expect(stated.status).toBe(303);
    expect(stated.location).toBe(thread);
    const opened = await doctor.request(thread);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(GYN_MESSAGE);

    const aino = await logInForTest(workspace.database.db, "aino");
    const log = await fetch(`${workspace.base()}/en/my-information/who-has-viewed-my-data`, { headers: { cookie: aino.cookie } });
    const page = await log.text();
    expect(log.status).toBe(200);
    expect(page).toContain("Opened outside a care relationship");
    expect(page).toContain(`Reason given: ${reason}`);
    expect(page).toContain("Antti Koskela");
  });

  it("lists it in the inbox without its subject or a preview, linked to the reason form", async () => {
    const nurse = await signInStaff(workspace, "peltonen");
    const threadId = await ainoThreadId(GYN);
    const inbox = await nurse.request(`${workspace.base()}${professionalHref("inbox", "en", {}, { category: "others" })}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain(`href="${professionalHref("threadAccess", "en", { threadId })}"`);
    expect(inbox.body).toContain("Conversation outside your care relationships");
    expect(inbox.body).not.toContain(GYN);
    expect(inbox.body).not.toContain("Kiitos, täytän lomakkeen");
  });

  it("gives an HR user no reason form for a care conversation, and sends a professional with a relationship straight to it", async () => {
    const hr = await signInStaff(workspace, "virta");
    const threadId = await ainoThreadId(GYN);
    expect((await hr.request(`${workspace.base()}${professionalHref("threadAccess", "en", { threadId })}`)).status).toBe(404);
    expect((await hr.request(`${workspace.base()}${professionalHref("thread", "en", { threadId })}`)).status).toBe(404);
    const nurse = await signInStaff(workspace, "saarinen");
    const direct = await nurse.request(`${workspace.base()}${professionalHref("threadAccess", "en", { threadId })}`);
    expect(direct.status).toBe(303);
    expect(direct.location).toBe(`${workspace.base()}${professionalHref("thread", "en", { threadId })}`);
    const hrId = await userIdByEmail("heidi.virta@kivirinne.example.com");
    const reasons = await workspace.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, hrId), eq(auditEvents.action, "open-with-reason")));
    expect(reasons).toEqual([]);
  });
});
