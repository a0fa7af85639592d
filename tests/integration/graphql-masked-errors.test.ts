import { describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { threadIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// An unforeseen failure inside a GraphQL operation (decision 280): outside production too, the
// answer is yoga's masked "Unexpected error." with no SQL, no query parameters and no stack. The
// service is made to fail as a database would, with the statement and its values in the message.

const LEAK = 'Failed query: insert into "messages" ("content") values ($1)\nparams: Terveystieto, jota ei saa näyttää';

vi.mock("#server/modules/messaging/thread-service", async (original) => ({
  ...(await original<typeof import("#server/modules/messaging/thread-service")>()),
  sendMessage: () => Promise.reject(new Error(LEAK, { cause: Object.assign(new Error("invalid byte sequence"), { params: ["Terveystieto"] }) })),
}));

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });

describe("GraphQL's unexpected errors", () => {
  it("are masked outside production, without the SQL, its parameters or a stack", async () => {
    expect(server.config.HOIVA_STAGE).not.toBe("production");
    const login = await logInForTest(server.database.db, "jari", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const threadId = await threadIdOf(server.database.db, "jari", "Selkävaivat ja työergonomia");
    const response = await server.request("POST", `/api/customer-messaging?${login.csrf}`, {
      cookie: login.cookie,
      body: { query: `mutation S($id: ID!) { sendMessage(threadId: $id, message: { content: "Hei" }) }`, variables: { id: String(threadId) } },
      headers: { accept: "application/graphql-response+json, application/json" },
    });
    const text = await response.text();
    expect(response.status).toBeLessThan(500);
    const answer = JSON.parse(text) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(answer.errors[0]?.message).toBe("Unexpected error.");
    expect(answer.errors[0]?.extensions.code).toBe("INTERNAL_SERVER_ERROR");
    expect(text).not.toMatch(/Failed query|params|Terveystieto|"stack"|originalError|\n\s+at /);
  });
});
