import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageAttachments, messages } from "#server/db/schema";
import { threadIdOf } from "#tests/db/personas";
import { TEST_NOW } from "#tests/clock";
import { logInForTest, type TestLogin } from "#tests/sessions";
import { useTestServer } from "./test-server";

// Hostile input never makes the GraphQL endpoint fail (issue 17, alongside hostile-input.test.ts):
// every operation of spec part 2 §7 with each variable replaced by wrong types, control
// characters, huge, negative and deeply nested values, plus documents that are no valid request
// at all. Any 5xx, or a stack trace anywhere in the answer, fails.

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });

/** The operations of spec part 2 §7 with valid-looking variables, each to be spoiled in turn. */
const OPERATIONS: { query: string; variables: Record<string, unknown> }[] = [
  {
    query: `query MessagingThreads($pagination: PaginationInput) { messagingThreads(pagination: $pagination) { totalCount paginatedThreads { id title isUnread } } }`,
    variables: { pagination: { limit: 10, offset: 0 } },
  },
  { query: `query MessagingThreadForCustomer($id: ID!) { messagingThreadForCustomer(id: $id) { id title messages { totalCount } } }`, variables: { id: "1" } },
  {
    query: `mutation SendMessageInNewThread($title: String, $participantIds: [ID!]!, $firstMessage: MessageInput!) { sendMessageInNewThread(title: $title, type: customer, participantIds: $participantIds, firstMessage: $firstMessage) }`,
    variables: { title: "Hei", participantIds: ["1"], firstMessage: { content: "Hei" } },
  },
  { query: `mutation SendMessage($threadId: ID!, $message: MessageInput!) { sendMessage(threadId: $threadId, message: $message) }`, variables: { threadId: "1", message: { content: "Hei" } } },
  { query: `mutation MarkAsRead($threadId: ID!) { markAsRead(threadId: $threadId) }`, variables: { threadId: "1" } },
  { query: `mutation CreateAttachmentUpload { createAttachmentUpload { key url } }`, variables: {} },
  { query: `query AttachmentDownloadUrl($id: ID!) { attachmentDownloadUrl(id: $id) }`, variables: { id: "1" } },
  { query: `mutation AnswerQuestionnaire($id: ID!, $answers: String!) { answerQuestionnaire(questionnaireInvitationId: $id, answers: $answers) }`, variables: { id: "1", answers: "{}" } },
];

function nested(depth: number): unknown {
  let value: unknown = "x";
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
}

const HOSTILE_VALUES: unknown[] = [
  null,
  "",
  "\u0000",
  "\u202e../x",
  "-1",
  "1e309",
  "99999999999999999999",
  "99999999999",
  "x".repeat(100_000),
  -1,
  2 ** 53,
  1.5,
  true,
  [],
  {},
  { $gt: "" },
  nested(100),
  { content: "\u0000".repeat(10), attachments: [{ key: "../../etc/passwd", fileName: "x.pdf\u0000.exe" }], questionnaireInvitations: ["-1"] },
  { limit: -1, offset: 2 ** 31 },
  { limit: 1e9, offset: -5 },
];

/** Requests that are no valid GraphQL request at all. */
const BROKEN_REQUESTS: unknown[] = [
  {},
  { query: "" },
  { query: "{" },
  { query: 42 },
  { query: "query { __typename }", variables: "not an object" },
  { query: `query { ${"messagingThreads { totalCount } ".repeat(500)} }` },
  { query: `query { a: messagingThreads { totalCount } ${Array.from({ length: 300 }, (_, index) => `a${index}: messagingThreads { totalCount }`).join(" ")} }` },
  { query: `query { messagingThreads { paginatedThreads { ${"messages { paginatedMessages { author { __typename } } } ".repeat(50)} } } }` },
  { query: "query Unknown { nothingHere }" },
  { query: "subscription { x }" },
  [{ query: "query { __typename }" }, { query: "query { __typename }" }],
  { query: "query { __schema { types { name fields { name } } } }" },
];

const STACK = /\n\s+at [\w.<>]+ \(|"stack"/;
/** An unforeseen failure, or the SQL (and its parameters) of one: never in an answer, in any stage. */
const INTERNAL = /INTERNAL_SERVER_ERROR|Failed query|params:/i;

async function post(login: TestLogin | null, body: unknown, what: string) {
  const response = await server.request("POST", `/api/customer-messaging${login ? `?${login.csrf}` : ""}`, {
    cookie: login?.cookie,
    body,
    headers: { accept: "application/graphql-response+json, application/json" },
  });
  const text = await response.text();
  expect(response.status, `${what} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, `${what}: a stack trace`).not.toMatch(STACK);
  expect(text, `${what}: an unforeseen failure`).not.toMatch(INTERNAL);
  return text;
}

describe("hostile input to /api/customer-messaging", () => {
  it("never makes an operation fail, whatever its variables", async () => {
    const login = await logInForTest(server.database.db, "jari", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    for (const operation of OPERATIONS) {
      const name = operation.query.split(/[ ({]/)[1];
      await post(login, operation, `${name} as given`);
      for (const variable of Object.keys(operation.variables)) {
        for (const value of HOSTILE_VALUES) {
          await post(login, { ...operation, variables: { ...operation.variables, [variable]: value } }, `${name} ${variable}=${JSON.stringify(value)?.slice(0, 40)}`);
        }
      }
      await post(login, { ...operation, variables: nested(100) }, `${name} with nested variables`);
    }
  }, 180_000);

  it("never fails on a request that is no valid GraphQL, logged in or not", async () => {
    const login = await logInForTest(server.database.db, "jari", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    for (const body of BROKEN_REQUESTS) {
      const what = JSON.stringify(body).slice(0, 60);
      await post(login, body, `${what} logged in`);
      await post(null, body, `${what} anonymous`);
    }
  }, 120_000);

  it("keeps a message's text without control characters, and refuses a file name with control or direction characters", async () => {
    const login = await logInForTest(server.database.db, "jari", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const threadId = await threadIdOf(server.database.db, "jari", "Selkävaivat ja työergonomia");
    const send = (message: unknown) =>
      post(login, { query: OPERATIONS[3]!.query, variables: { threadId: String(threadId), message } }, `SendMessage ${JSON.stringify(message).slice(0, 60)}`).then(
        (text) => JSON.parse(text) as { data?: { sendMessage: string | null } | null; errors?: { message: string; extensions?: { code?: string } }[] },
      );
    const sent = await send({ content: "Nul\u0000ja\u001b sarkain\tja\r\nrivi" });
    expect(sent.errors).toBeUndefined();
    const [stored] = await server.database.db.select({ content: messages.content }).from(messages).where(eq(messages.threadId, threadId)).orderBy(desc(messages.id)).limit(1);
    expect(stored?.content).toBe("Nulja sarkain\tja\r\nrivi");

    for (const fileName of ["report\u202Efdp.png", "x\u0000.pdf", "ohje\r\n.pdf", "ohje\u0085.pdf", "\u2066ohje.pdf", "ohje\u200E.pdf"]) {
      const created = await post(login, { query: OPERATIONS[5]!.query, variables: {} }, "CreateAttachmentUpload");
      const { key, url } = (JSON.parse(created) as { data: { createAttachmentUpload: { key: string; url: string } } }).data.createAttachmentUpload;
      const put = await fetch(`${server.base}${url}&${login.csrf}`, { method: "PUT", headers: { cookie: login.cookie, "content-type": "application/pdf" }, body: new TextEncoder().encode("%PDF-1.4 x") });
      expect(put.status).toBe(200);
      const refused = await send({ content: "Liite", attachments: [{ key, fileName }] });
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(fileName)).toBe("BAD_USER_INPUT");
    }
    const names = await server.database.db.select({ fileName: messageAttachments.fileName }).from(messageAttachments);
    expect(names.filter((row) => /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(row.fileName))).toEqual([]);
  });
});
