import { and, desc, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, messageAttachments, messages, messagingThreads, messagingUsers, outboxMessages, questionnaireAnswers, questionnaireInvitations, threadParticipants } from "#server/db/schema";
import { MAX_ROOT_FIELDS } from "#server/modules/messaging/api";
import { countUnreadThreads } from "#server/modules/messaging/summary-repository";
import { sendProfessionalMessage } from "#server/modules/messaging/thread-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest, type TestLogin } from "#tests/sessions";
import { useTestServer } from "./test-server";

// /api/customer-messaging over real HTTP (spec part 2 §3, §4, §7; issue 13): every operation, its
// authorization with another customer's ids, the read rule with the menu's count, CSRF, limits,
// the query count of a page of threads, attachments end to end and the professional's notice.

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });

const logIn = (key: PersonaKey) => logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(login: TestLogin | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer & { status: number }> {
  const response = await server.request("POST", `/api/customer-messaging${login ? `?${login.csrf}` : ""}`, {
    cookie: login?.cookie,
    body: { query, variables },
    headers: { accept: "application/graphql-response+json, application/json" },
  });
  const body = (await response.json()) as GraphQLAnswer;
  return { ...body, status: response.status };
}

const THREADS = /* GraphQL */ `
  query MessagingThreads($pagination: PaginationInput) {
    messagingThreads(pagination: $pagination) {
      totalCount
      paginatedThreads {
        id title isActive threadType isUnread
        participants { __typename ... on CustomerUser { id firstName } ... on ProfessionalUser { id firstName title } }
        assignments { assignedAt assignee { id firstName absences { absenceeUserId startDate endDate } } }
        professionalsWithAccess { id firstName lastName }
        readStatus { readBy readAt }
        messages(pagination: { limit: 1 }) {
          totalCount
          paginatedMessages { id created content deleted author { firstName lastName } attachments { id fileName contentType } questionnaireInvitations { id answeredAt questionnaireForm { questionnaire { title } } } }
        }
      }
    }
  }
`;

const THREAD = /* GraphQL */ `
  query MessagingThreadForCustomer($id: ID!) {
    messagingThreadForCustomer(id: $id) {
      id title isUnread threadType
      messages(pagination: { limit: 9999 }) {
        totalCount
        paginatedMessages { id content deleted deletedAt deletedReason deletedBy { firstName } attachments { id fileName } }
      }
    }
  }
`;

type ThreadData = { id: string; title: string | null; isUnread: boolean; messages: { totalCount: number; paginatedMessages: { id: string; content: string; deleted: boolean; attachments: { id: string; fileName: string }[] }[] } };

async function threadsOf(login: TestLogin) {
  const answer = await gql(login, THREADS, { pagination: { limit: 9999 } });
  expect(answer.errors).toBeUndefined();
  return (answer.data?.messagingThreads as { totalCount: number; paginatedThreads: ThreadData[] });
}

async function ownThreadIds(key: PersonaKey): Promise<number[]> {
  // In insertion order: the demo data's first thread of each customer is an open one.
  const rows = await server.database.db
    .select({ id: messagingThreads.id })
    .from(messagingThreads)
    .where(eq(messagingThreads.patientId, await patientIdOf(server.database.db, key)))
    .orderBy(messagingThreads.id);
  return rows.map((row) => row.id);
}

const MARK = `mutation MarkAsRead($threadId: ID!) { markAsRead(threadId: $threadId) }`;
const SEND = `mutation SendMessage($threadId: ID!, $message: MessageInput!) { sendMessage(threadId: $threadId, message: $message) }`;
const NEW_THREAD = `mutation SendMessageInNewThread($title: String, $participantIds: [ID!]!, $firstMessage: MessageInput!) {
  sendMessageInNewThread(title: $title, type: customer, participantIds: $participantIds, firstMessage: $firstMessage)
}`;
const UPLOAD = `mutation CreateAttachmentUpload { createAttachmentUpload { key url } }`;
const DOWNLOAD = `query AttachmentDownloadUrl($id: ID!) { attachmentDownloadUrl(id: $id) }`;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function put(login: TestLogin, url: string, bytes: Buffer, contentType: string) {
  return fetch(`${server.base}${url}&${login.csrf}`, { method: "PUT", headers: { cookie: login.cookie, "content-type": contentType }, body: new Uint8Array(bytes) });
}

describe("the endpoint", () => {
  it("refuses a POST without the session's csrfToken, and a session-less one", async () => {
    const jari = await logIn("jari");
    const noToken = await server.request("POST", "/api/customer-messaging", { cookie: jari.cookie, body: { query: "{ messagingThreads { totalCount } }" } });
    expect(noToken.status).toBe(403);
    const noSession = await server.request("POST", "/api/customer-messaging?csrfToken=x", { body: { query: "{ messagingThreads { totalCount } }" } });
    expect(noSession.status).toBe(403);
  });

  it("answers nothing over GET, not even a query with the token: a cross-site page can make a GET with the cookie", async () => {
    const jari = await logIn("jari");
    for (const query of ["mutation { markAsRead(threadId: 1) }", "{ messagingThreads { paginatedThreads { title messages { paginatedMessages { content } } } } }"]) {
      for (const token of ["", `&${jari.csrf}`]) {
        const response = await server.get(`/api/customer-messaging?query=${encodeURIComponent(query)}${token}`, { cookie: jari.cookie });
        expect(response.status, `${query} ${token}`).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
        expect(await response.text()).not.toMatch(/paginatedThreads|data/);
      }
    }
  });

  it("limits the depth and the cost of a query", async () => {
    const jari = await logIn("jari");
    const deepest = `{ messagingThreads { paginatedThreads { messages { paginatedMessages { questionnaireInvitations { questionnaireForm { questionnaire { title } } } } } } } }`;
    expect((await gql(jari, deepest)).errors).toBeUndefined();
    const tooDeep = `{ messagingThreads { ${"a { ".repeat(12)}b${" }".repeat(12)} } }`;
    expect((await gql(jari, tooDeep)).errors?.[0]?.message).toMatch(/depth/i);
    const aliases = `{ ${Array.from({ length: 1000 }, (_, index) => `a${index}: messagingThreads { paginatedThreads { id title } }`).join(" ")} }`;
    expect((await gql(jari, aliases)).errors?.map((error) => error.message).join(" ")).toMatch(/cost/i);
  });

  it("refuses many aliases or root fields in one request before running any of them", async () => {
    const jari = await logIn("jari");
    const audited = async () => (await server.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
    const before = await audited();
    const reads = `{ ${Array.from({ length: 1000 }, (_, index) => `a${index}: messagingThreadForCustomer(id: "1") { title }`).join(" ")} }`;
    const marks = `mutation { ${Array.from({ length: 300 }, (_, index) => `m${index}: markAsRead(threadId: "1")`).join(" ")} }`;
    for (const query of [reads, marks]) {
      const answer = await gql(jari, query);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.map((error) => error.message).join(" ")).toMatch(/alias/i);
    }
    const fields = Array.from({ length: MAX_ROOT_FIELDS + 1 }, () => "messagingThreads { totalCount }");
    const tooMany = await gql(jari, `{ ${fields.join(" ")} }`);
    expect(tooMany.errors?.map((error) => error.message).join(" ")).toMatch(/root fields/i);
    const throughFragments = await gql(jari, `{ ...A ...A } fragment A on Query { ${fields.slice(0, 3).join(" ")} }`);
    expect(throughFragments.errors?.map((error) => error.message).join(" ")).toMatch(/root fields/i);
    expect(await audited()).toBe(before);
    // The spec's operations stay well inside: a few aliases and root fields at once still answer.
    const few = await gql(jari, `{ a: messagingThreads { totalCount } b: messagingThreads { totalCount } }`);
    expect(few.errors).toBeUndefined();
  });
});

describe("MessagingThreads", () => {
  it("lists only the customer's own threads, newest activity first, with the latest message only and one unread", async () => {
    const jari = await logIn("jari");
    const { totalCount, paginatedThreads } = await threadsOf(jari);
    // His two care conversations and two with his employer's HR.
    expect(totalCount).toBe(4);
    expect(new Set(paginatedThreads.map((thread) => Number(thread.id)))).toEqual(new Set(await ownThreadIds("jari")));
    expect(paginatedThreads.map((thread) => thread.title)).toEqual([
      "Selkävaivat ja työergonomia",
      "Työhön paluun suunnitelma",
      "Työterveystarkastuksen tulokset",
      "Työterveyskäynnit työaikana",
    ]);
    expect(paginatedThreads.map((thread) => thread.isUnread)).toEqual([true, false, false, false]);
    const [first] = paginatedThreads as [ThreadData & Record<string, unknown>];
    expect(first.messages.totalCount).toBe(4);
    expect(first.messages.paginatedMessages).toHaveLength(1);
    expect(first.messages.paginatedMessages[0]?.content).toMatch(/^Hei, sijaistan Minna Rantasta/);
    expect((first.participants as { __typename: string }[]).map((user) => user.__typename)).toEqual(["CustomerUser", "ProfessionalUser", "ProfessionalUser"]);
    // Minna Rantanen is away (Kaisa Ojala substitutes); the current assignee is Ojala.
    expect((first.assignments as { assignee: { firstName: string } }[]).map((assignment) => assignment.assignee.firstName)).toEqual(["Kaisa"]);
    expect((first.professionalsWithAccess as { lastName: string }[]).map((user) => user.lastName).sort()).toEqual(["Ojala", "Rantanen"]);
  });

  it("pages with limit and offset", async () => {
    const aino = await logIn("aino");
    const answer = await gql(aino, `query { messagingThreads(pagination: { limit: 2, offset: 2 }) { totalCount paginatedThreads { id } } }`);
    expect(answer.data?.messagingThreads).toMatchObject({ totalCount: 3, paginatedThreads: [{ id: expect.any(String) }] });
  });

  it("costs the same number of SQL statements for two threads as for three", async () => {
    const db = server.database.db as unknown as Record<string, (...args: unknown[]) => unknown>;
    let statements = 0;
    const originals = Object.fromEntries(["execute", "insert", "select", "update", "transaction"].map((name) => [name, db[name]]));
    for (const name of Object.keys(originals)) {
      const original = originals[name] as (...args: unknown[]) => unknown;
      db[name] = (...args: unknown[]) => {
        statements += 1;
        return original.apply(server.database.db, args);
      };
    }
    try {
      const counts: number[] = [];
      for (const key of ["jari", "aino"] as const) {
        const login = await logIn(key);
        statements = 0;
        await threadsOf(login);
        counts.push(statements);
      }
      expect(counts[0]).toBe(counts[1]);
      // threads page, audit, participants, assignments, professionals, read statuses, messages, attachments, invitations
      expect(counts[0]).toBeLessThanOrEqual(10);
    } finally {
      Object.assign(db, originals);
    }
  });
});

describe("MessagingThreadForCustomer", () => {
  it("gives the customer's thread with every message newest first, a deleted one without its content", async () => {
    const aino = await logIn("aino");
    const ids = await ownThreadIds("aino");
    const answers = await Promise.all(ids.map((id) => gql(aino, THREAD, { id: String(id) })));
    const threads = answers.map((answer) => answer.data?.messagingThreadForCustomer as ThreadData);
    const withDeleted = threads.find((thread) => thread.messages.paginatedMessages.some((message) => message.deleted));
    expect(withDeleted?.title).toBe("Esitiedot gynekologin käyntiä varten");
    const messages = withDeleted?.messages.paginatedMessages ?? [];
    expect(messages).toHaveLength(3);
    expect(messages[1]).toMatchObject({ deleted: true, content: "", deletedReason: "Lähetetty väärään keskusteluun", deletedBy: { firstName: expect.any(String) } });
    expect(messages[2]?.attachments.map((attachment) => attachment.fileName)).toEqual(["Ohje_irtosolunayte.pdf"]);
  });

  it("answers another customer's thread exactly like a missing one", async () => {
    const jari = await logIn("jari");
    const [ainos] = await ownThreadIds("aino");
    const other = await gql(jari, THREAD, { id: String(ainos) });
    const missing = await gql(jari, THREAD, { id: "99999999" });
    const garbage = await gql(jari, THREAD, { id: "x'1" });
    for (const answer of [other, missing, garbage]) {
      expect(answer.status).toBe(200);
      expect(answer).toEqual({ status: 200, data: { messagingThreadForCustomer: null } });
    }
  });
});

describe("MarkAsRead and the read rule", () => {
  it("marks the unread thread read; the list and the menu's count agree", async () => {
    const jari = await logIn("jari");
    const jariId = await patientIdOf(server.database.db, "jari");
    expect(await countUnreadThreads(server.database.db, jariId)).toBe(1);
    const unread = (await threadsOf(jari)).paginatedThreads.find((thread) => thread.isUnread);
    expect((await gql(jari, MARK, { threadId: unread?.id })).data).toEqual({ markAsRead: true });
    expect(await countUnreadThreads(server.database.db, jariId)).toBe(0);
    expect((await threadsOf(jari)).paginatedThreads.every((thread) => !thread.isUnread)).toBe(true);
  });

  it("makes the thread unread again when a professional writes after the read time, and sends a notice without content", async () => {
    const jari = await logIn("jari");
    const jariId = await patientIdOf(server.database.db, "jari");
    const [threadId] = await ownThreadIds("jari");
    await gql(jari, MARK, { threadId: String(threadId) });
    const [professional] = await server.database.db
      .select({ id: threadParticipants.userId })
      .from(threadParticipants)
      .innerJoin(messagingUsers, eq(messagingUsers.id, threadParticipants.userId))
      .where(and(eq(threadParticipants.threadId, threadId ?? 0), eq(messagingUsers.userType, "ProfessionalUser")));
    // The server's clock runs on from TEST_NOW; the professional writes just after the read.
    const later = new Date(server.services.clock.now().getTime() + 1);
    const result = await sendProfessionalMessage(server.database.db, {
      threadId: threadId ?? 0,
      authorUserId: professional?.id ?? 0,
      content: "Selkäsi kuvauksen tulos on valmis.",
      now: later,
      notifier: server.services.integrations.messageNotifier,
    });
    expect(result.type).toBe("success");
    expect(await countUnreadThreads(server.database.db, jariId)).toBe(1);
    const notices = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.patientId, jariId));
    const notice = notices.at(-1);
    expect(notice?.body).toMatch(/uusi viesti/);
    expect(notice?.body).toContain("/fi/viestit");
    expect(notice?.body).not.toMatch(/Selkä|kuvauksen|Ojala|Rantanen/);
  });

  it("answers another customer's thread as not found", async () => {
    const jari = await logIn("jari");
    const [ainos] = await ownThreadIds("aino");
    for (const id of [String(ainos), "99999999"]) {
      const answer = await gql(jari, MARK, { threadId: id });
      expect(answer.data).toBeNull();
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(["NOT_FOUND"]);
    }
  });
});

describe("SendMessage", () => {
  it("adds the customer's message, newest first, and keeps the thread read", async () => {
    const jari = await logIn("jari");
    const [threadId] = await ownThreadIds("jari");
    const answer = await gql(jari, SEND, { threadId: String(threadId), message: { content: "  Kiitos, sopii hyvin.  " } });
    expect(answer.errors).toBeUndefined();
    const thread = (await gql(jari, THREAD, { id: String(threadId) })).data?.messagingThreadForCustomer as ThreadData;
    expect(thread.messages.paginatedMessages.find((message) => message.id === answer.data?.sendMessage)).toMatchObject({ content: "Kiitos, sopii hyvin." });
    expect(thread.isUnread).toBe(false);
  });

  it("refuses a blank message, a closed thread, and another customer's thread like a missing one", async () => {
    const jari = await logIn("jari");
    const [open, closed] = await ownThreadIds("jari");
    const [ainos] = await ownThreadIds("aino");
    const code = async (threadId: unknown, content: string) => (await gql(jari, SEND, { threadId: String(threadId), message: { content } })).errors?.[0]?.extensions?.code;
    expect(await code(open, "   ")).toBe("BAD_USER_INPUT");
    expect(await code(closed, "Vielä yksi kysymys")).toBe("THREAD_CLOSED");
    expect(await code(ainos, "Hei")).toBe("NOT_FOUND");
    expect(await code(99999999, "Hei")).toBe("NOT_FOUND");
  });
});

describe("SendMessageInNewThread", () => {
  it("starts a customer thread and answers its address", async () => {
    const jari = await logIn("jari");
    const answer = await gql(jari, NEW_THREAD, { title: "Rokotus", participantIds: [], firstMessage: { content: "Tarvitsenko tehosterokotteen?" } });
    expect(answer.errors).toBeUndefined();
    const [url] = answer.data?.sendMessageInNewThread as string[];
    expect(url).toMatch(/^\/fi\/viestit\/\d+$/);
    const id = url?.split("/").at(-1);
    const thread = (await gql(jari, THREAD, { id })).data?.messagingThreadForCustomer as ThreadData;
    expect(thread).toMatchObject({ title: "Rokotus", isUnread: false, messages: { totalCount: 1 } });
  });

  it("refuses a subject over 70 characters, and a professional the customer has no conversation with like a missing one", async () => {
    const jari = await logIn("jari");
    const long = await gql(jari, NEW_THREAD, { title: "x".repeat(71), participantIds: [], firstMessage: { content: "Hei" } });
    expect(long.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const ainos = await server.database.db
      .selectDistinct({ id: threadParticipants.userId })
      .from(threadParticipants)
      .innerJoin(messagingThreads, eq(messagingThreads.id, threadParticipants.threadId))
      .innerJoin(messagingUsers, eq(messagingUsers.id, threadParticipants.userId))
      .where(and(eq(messagingThreads.patientId, await patientIdOf(server.database.db, "aino")), eq(messagingUsers.userType, "ProfessionalUser")));
    const answer = await gql(jari, NEW_THREAD, { title: "Hei", participantIds: [String(ainos[0]?.id)], firstMessage: { content: "Hei" } });
    expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("attachments", () => {
  it("uploads once to a signed address, attaches to the author's message and downloads back for the same session only", async () => {
    const jari = await logIn("jari");
    const [threadId] = await ownThreadIds("jari");
    const upload = (await gql(jari, UPLOAD)).data?.createAttachmentUpload as { key: string; url: string };
    expect(upload.url).toMatch(/^\/api\/customer-messaging\/uploads\//);
    expect((await put(jari, upload.url, PDF, "application/pdf")).status).toBe(200);
    expect((await put(jari, upload.url, PDF, "application/pdf")).status).toBe(409);
    const sent = await gql(jari, SEND, { threadId: String(threadId), message: { content: "", attachments: [{ key: upload.key, fileName: "lausunto.PDF" }] } });
    expect(sent.errors).toBeUndefined();
    const thread = (await gql(jari, THREAD, { id: String(threadId) })).data?.messagingThreadForCustomer as ThreadData;
    const attachment = thread.messages.paginatedMessages.find((message) => message.id === sent.data?.sendMessage)?.attachments[0];
    expect(attachment?.fileName).toBe("lausunto.PDF");
    const url = (await gql(jari, DOWNLOAD, { id: attachment?.id })).data?.attachmentDownloadUrl as string;
    const download = await fetch(`${server.base}${url}`, { headers: { cookie: jari.cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get("content-disposition")).toContain("lausunto.PDF");
    // Another session of the same person cannot use the address.
    const again = await logIn("jari");
    expect((await fetch(`${server.base}${url}`, { headers: { cookie: again.cookie } })).status).toBe(404);
  });

  it("takes the spec's PUT to the address as given (no csrfToken): the signature proves it; unsigned, another session's or another site's PUT is refused", async () => {
    const jari = await logIn("jari");
    const upload = (await gql(jari, UPLOAD)).data?.createAttachmentUpload as { key: string; url: string };
    const specPut = (url: string, headers: Record<string, string> = {}, cookie = jari.cookie) =>
      fetch(`${server.base}${url}`, { method: "PUT", headers: { cookie, "content-type": "application/pdf", ...headers }, body: new Uint8Array(PDF) });
    const unsigned = upload.url.replace(/signature=[^&]+/, "signature=forged");
    expect((await specPut(unsigned)).status).toBe(404);
    expect((await specPut(upload.url, { origin: "https://evil.example" })).status).toBe(403);
    expect((await specPut(upload.url, {}, (await logIn("jari")).cookie)).status).toBe(404);
    expect((await specPut(upload.url)).status).toBe(200);
    // Single use.
    expect((await specPut(upload.url)).status).toBe(409);
  });

  it("checks the bytes against the content type, the type list and the 9 MiB limit", async () => {
    const jari = await logIn("jari");
    const fresh = async () => (await gql(jari, UPLOAD)).data?.createAttachmentUpload as { key: string; url: string };
    expect((await put(jari, (await fresh()).url, Buffer.from("not a pdf"), "application/pdf")).status).toBe(415);
    expect((await put(jari, (await fresh()).url, Buffer.from("MZ\x90\x00"), "application/x-msdownload")).status).toBe(415);
    expect((await put(jari, (await fresh()).url, Buffer.from("sarake1;sarake2\n1;2\n"), "text/csv")).status).toBe(200);
    const big = Buffer.concat([PDF, Buffer.alloc(9_437_184 - PDF.length + 1, 0x20)]);
    expect((await put(jari, (await fresh()).url, big, "application/pdf")).status).toBe(413);
  });

  it("lets a message refer only to its author's own uploads, with an allowed name", async () => {
    const jari = await logIn("jari");
    const aino = await logIn("aino");
    const [ainosThread] = await ownThreadIds("aino");
    const [jarisThread] = await ownThreadIds("jari");
    const upload = (await gql(jari, UPLOAD)).data?.createAttachmentUpload as { key: string; url: string };
    expect((await put(jari, upload.url, PDF, "application/pdf")).status).toBe(200);
    // Aino's session cannot PUT to Jari's address.
    const other = (await gql(jari, UPLOAD)).data?.createAttachmentUpload as { key: string; url: string };
    expect((await put(aino, other.url, PDF, "application/pdf")).status).toBe(404);
    const byAino = await gql(aino, SEND, { threadId: String(ainosThread), message: { content: "x", attachments: [{ key: upload.key, fileName: "a.pdf" }] } });
    expect(byAino.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const wrongName = await gql(jari, SEND, { threadId: String(jarisThread), message: { content: "x", attachments: [{ key: upload.key, fileName: "a.exe" }] } });
    expect(wrongName.errors?.[0]?.extensions?.code).toBe("ATTACHMENT_TYPE_NOT_ALLOWED");
    const [stillPending] = await server.database.db.select({ messageId: messageAttachments.messageId }).from(messageAttachments).where(eq(messageAttachments.key, upload.key));
    expect(stillPending?.messageId).toBeNull();
  });

  it("answers another customer's attachment exactly like a missing one", async () => {
    const jari = await logIn("jari");
    const ainoId = await patientIdOf(server.database.db, "aino");
    const [ainos] = await server.database.db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(and(eq(messageAttachments.patientId, ainoId), isNotNull(messageAttachments.messageId)));
    for (const id of [String(ainos?.id), "99999999"]) {
      expect(await gql(jari, DOWNLOAD, { id })).toEqual({ status: 200, data: { attachmentDownloadUrl: null } });
    }
  });
});

describe("AnswerQuestionnaire", () => {
  const ANSWER = /* GraphQL */ `
    mutation AnswerQuestionnaire($id: ID!, $answers: String!) {
      answerQuestionnaire(questionnaireInvitationId: $id, answers: $answers)
    }
  `;

  async function invitationOf(key: PersonaKey, answered: boolean) {
    const rows = await server.database.db
      .select({ id: questionnaireInvitations.id, answerId: questionnaireAnswers.id })
      .from(questionnaireInvitations)
      .leftJoin(questionnaireAnswers, eq(questionnaireAnswers.invitationId, questionnaireInvitations.id))
      .where(eq(questionnaireInvitations.patientId, await patientIdOf(server.database.db, key)));
    const row = rows.find((candidate) => (candidate.answerId !== null) === answered);
    if (!row) throw new Error(`${key} has no ${answered ? "answered" : "open"} invitation`);
    return String(row.id);
  }

  it("stores valid answers once: then the questionnaire is read-only", async () => {
    const aino = await logIn("aino");
    const id = await invitationOf("aino", false);
    const invalid = await gql(aino, ANSWER, { id, answers: JSON.stringify({ contraception: "pill" }) });
    expect(invalid.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await gql(aino, ANSWER, { id, answers: "not json" })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const answers = { lastPeriod: "2026-11-02", contraception: "pill", painLevel: 2 };
    expect(await gql(aino, ANSWER, { id, answers: JSON.stringify(answers) })).toEqual({ status: 200, data: { answerQuestionnaire: true } });
    const [stored] = await server.database.db.select({ answers: questionnaireAnswers.answers }).from(questionnaireAnswers).where(eq(questionnaireAnswers.invitationId, Number(id)));
    expect(stored?.answers).toEqual(answers);
    const again = await gql(aino, ANSWER, { id, answers: JSON.stringify(answers) });
    expect(again.errors?.[0]).toMatchObject({ message: "alreadyAnswered", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("answers another customer's invitation and a missing one as not found", async () => {
    const jari = await logIn("jari");
    const ainos = await invitationOf("aino", true);
    for (const id of [ainos, "99999999"]) {
      const answer = await gql(jari, ANSWER, { id, answers: "{}" });
      expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });
});

describe("the development tool POST /api/dev/messaging/care-team-answer", () => {
  const TITLE = "Selkävaivat ja työergonomia";

  it("has the care team member who wrote last answer in the conversation, which is unread again", async () => {
    const jari = await logIn("jari");
    const thread = (await threadsOf(jari)).paginatedThreads.find((candidate) => candidate.title === TITLE);
    expect(thread).toBeDefined();
    const [lastProfessional] = await server.database.db
      .select({ firstName: messagingUsers.firstName, lastName: messagingUsers.lastName })
      .from(messages)
      .innerJoin(messagingUsers, and(eq(messagingUsers.id, messages.authorUserId), eq(messagingUsers.userType, "ProfessionalUser")))
      .where(eq(messages.threadId, Number(thread?.id)))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1);
    expect(lastProfessional).toBeDefined();
    await gql(jari, MARK, { threadId: thread?.id });
    // The server's clock runs on: the answer comes after the read time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await server.request("POST", `/api/dev/messaging/care-team-answer?${jari.csrf}`, { cookie: jari.cookie, body: { title: TITLE, content: "Tiistai klo 10 sopii." } });
    expect(response.status).toBe(201);
    const answered = (await threadsOf(jari)).paginatedThreads.find((candidate) => candidate.id === thread?.id);
    expect(answered?.isUnread).toBe(true);
    const latest = answered?.messages.paginatedMessages[0] as { content: string; author: { firstName: string; lastName: string } } | undefined;
    expect(latest?.content).toBe("Tiistai klo 10 sopii.");
    expect(latest?.author).toEqual(lastProfessional);
  });

  it("finds only the acting patient's conversations, and checks its input", async () => {
    const aino = await logIn("aino");
    const answer = (body: unknown) => server.request("POST", `/api/dev/messaging/care-team-answer?${aino.csrf}`, { cookie: aino.cookie, body });
    const others = await answer({ title: TITLE, content: "Hei" });
    expect(others.status).toBe(404);
    expect(await others.json()).toEqual({ type: "threadNotFound" });
    expect((await answer({ title: TITLE, content: " " })).status).toBe(400);
    expect((await answer({ title: "x".repeat(71), content: "Hei" })).status).toBe(400);
    // A closed conversation of her own: found, but it takes no new messages.
    const [closed] = await server.database.db
      .update(messagingThreads)
      .set({ isActive: false })
      .where(eq(messagingThreads.id, (await ownThreadIds("aino"))[0] ?? 0))
      .returning({ title: messagingThreads.title });
    const refused = await answer({ title: closed?.title, content: "Hei" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ type: "threadClosed" });
    expect((await server.request("POST", `/api/dev/messaging/care-team-answer?${aino.csrf}`, { body: { title: TITLE, content: "Hei" } })).status).toBe(403);
  });
});
