import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { professionalHref } from "#domain/routes/professional-route-table";
import { messagingThreads, questionnaireForms } from "#server/db/schema";
import { createHttpApp } from "#server/http/app";
import type { PageRenderer } from "#server/http/pages";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { openTestDatabase, type TestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { logInForTest } from "#tests/sessions";
import { HttpBrowser } from "./http-browser";

// Sending a questionnaire from the workspace over real HTTP (issue 15, decision 263): the form's
// post answers with the done or problem notice the page then shows, and the patient's own API
// returns the invitation inside the nurse's message.

let server: Server;
let database: TestDatabase;
let dataDir: string;
let port: number;

const noPages: PageRenderer = {
  mountAssets: () => {},
  build: () => Promise.reject(new Error("no pages in this test")),
  mode: "production",
  errorHandler: (_error, _req, res) => void res.status(404).json({ type: "pages" }),
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hoiva-professional-questionnaire-"));
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  database = await openTestDatabase({ demoDataNow: TEST_NOW });
  const services = createTestServices(database.handle, { env: { PORT: String(port), DATA_DIR: dataDir } });
  server.on("request", createHttpApp(services, noPages));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const base = () => `http://localhost:${port}`;
const csrfOf = (body: string) => /name="csrfToken" value="([^"]+)"/.exec(body)?.[1] ?? "";

/** Signs the nurse in through the staff identity provider, as a browser would. */
async function signInNurse(): Promise<HttpBrowser> {
  const browser = new HttpBrowser(() => port);
  const started = await browser.request(`${base()}/professional/oauth/authenticate?lang=en`);
  const interactionUrl = (await browser.request(started.location!)).location!;
  await browser.request(interactionUrl);
  const submitted = await browser.request(interactionUrl, { method: "POST", form: { intent: "staff", staff: "ojala" } });
  const resumed = await browser.request(submitted.location!);
  const answer = await browser.request(resumed.location!);
  expect(answer.location).toBe(`${base()}${professionalHref("inbox", "en")}`);
  return browser;
}

async function jariThreadId(title: string): Promise<number> {
  const jari = await patientIdOf(database.db, "jari");
  const [row] = await database.db
    .select({ id: messagingThreads.id })
    .from(messagingThreads)
    .where(and(eq(messagingThreads.patientId, jari), eq(messagingThreads.title, title)));
  return row!.id;
}

describe("a questionnaire sent from the workspace's conversation page", () => {
  it("answers the post with its notice, and the patient's API shows the invitation in the message", async () => {
    const browser = await signInNurse();
    const threadId = await jariThreadId("Selkävaivat ja työergonomia");
    const closedId = await jariThreadId("Työterveystarkastuksen tulokset");
    const forms = await database.db.select({ id: questionnaireForms.id, title: questionnaireForms.title }).from(questionnaireForms);
    const workAbility = forms.find((form) => form.title.en === "Work ability questionnaire")!.id;
    const threadUrl = `${base()}${professionalHref("thread", "en", { threadId })}`;
    const page = await browser.request(threadUrl);
    expect(page.body).toContain(`<option value="${workAbility}">Work ability questionnaire</option>`);
    const csrfToken = csrfOf(page.body);
    const post = (url: string, form: Record<string, string>) => browser.request(url, { method: "POST", form: { csrfToken, intent: "inviteQuestionnaire", ...form } });

    expect((await post(threadUrl, { formId: "999999" })).location).toContain("problem=formNotFound");
    expect((await post(threadUrl, { formId: "x" })).location).toContain("problem=invalid");
    const closedUrl = `${base()}${professionalHref("thread", "en", { threadId: closedId })}`;
    expect((await post(closedUrl, { formId: String(workAbility) })).location).toContain("problem=threadClosed");
    expect((await browser.request(closedUrl)).body).not.toContain('name="formId"');

    const sent = await post(threadUrl, { formId: String(workAbility), content: "Täytäthän ennen tarkastusta." });
    expect(sent.status).toBe(303);
    expect(sent.location).toContain("done=invited");
    const after = await browser.request(sent.location!);
    expect(after.body).toContain("Questionnaire sent.");
    expect(after.body).toContain("<h3>Work ability questionnaire</h3>");

    const login = await logInForTest(database.db, "jari");
    const answer = await fetch(`http://127.0.0.1:${port}/api/customer-messaging?${login.csrf}`, {
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
