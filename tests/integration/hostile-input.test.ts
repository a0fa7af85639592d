import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageAttachments, messages } from "#server/db/schema";
import { threadIdOf } from "#tests/db/personas";
import { PAGE_KEYS, PAGES, pathPattern } from "#domain/routes/route-table";
import { TEST_NOW } from "#tests/clock";
import { logInForTest, type TestLogin } from "#tests/sessions";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { apiRoutes, fillPath } from "./api-routes";
import { useTestServer } from "./test-server";

// Hostile input never makes the server fail: every API route and every page, read from the router
// and the route table (so new ones are covered by themselves), gets wrong types, impossible dates,
// control characters, huge and deeply nested values, anonymously and logged in. Any 5xx answer,
// or a stack trace in a body, fails the test.

const server = useTestServer({ demoDataNow: TEST_NOW });

const HOSTILE_STRINGS = ["abc", "-1", "0", "1e309", "99999999999999999999", "2026-02-30", "%00", "\u0000", "\u202e", "../../etc/passwd", "x".repeat(5000)];
/** Path segments as sent: the strings encoded, plus broken encodings (a lone surrogate, a cut escape). */
const HOSTILE_SEGMENTS = [...HOSTILE_STRINGS.map(encodeURIComponent), "%ED%A0%80", "%E0%A4%A", "%"];

function nested(depth: number): unknown {
  let value: unknown = "x";
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
}

/** Bodies of every wrong shape, plus the names the API reads with hostile values. */
const FIELD_NAMES = ["appointmentId", "id", "code", "lang", "phone", "emailAddress", "ssn", "firstName", "lastName", "description", "arrivalReason", "reason", "streetAddress", "zipCode", "postOffice", "pin", "date", "insurerChoice", "termsAccepted", "phoneNumber", "challengeResponseFromUser", "action", "mimetypes", "token", "guardians", "language", "next", "isGuardianHasSameAddress"];
const HOSTILE_BODIES: unknown[] = [
  [],
  "text",
  null,
  42,
  nested(200),
  Object.fromEntries(FIELD_NAMES.map((name) => [name, "\u0000"])),
  Object.fromEntries(FIELD_NAMES.map((name) => [name, { $gt: "" }])),
  Object.fromEntries(FIELD_NAMES.map((name) => [name, -Infinity])),
  Object.fromEntries(FIELD_NAMES.map((name) => [name, "x".repeat(100_000)])),
];

/** Bodies that are not JSON at all, sent as JSON. */
const MALFORMED_JSON = ["{", '{"a":', "\u0000", "x".repeat(200_000)];

const HOSTILE_QUERY = "?lang=%00&startDate=2026-02-30&endDate=abc&offset=-1&page=1e309&clinicIds=%00&clinicIds=&specialtyIds[]=x&id=../x&next=%00&nextPath=https:%2F%2Fevil.example&filename=..%2F..%2Fx&token=%00&expires=1e309&signature=%00&csrfToken=";

/** Page posts that are no form at all. */
const NOT_A_FORM: { what: string; raw?: { body: string; contentType?: string } }[] = [
  { what: "no body" },
  { what: "JSON", raw: { body: '{"intent":"reply","message":"x"}', contentType: "application/json" } },
  { what: "plain text", raw: { body: "intent=reply&message=x", contentType: "text/plain" } },
  { what: "a body of no type", raw: { body: "intent=reply&message=x" } },
  { what: "multipart without a boundary", raw: { body: "intent=reply", contentType: "multipart/form-data" } },
  { what: "a cut multipart form", raw: { body: '--raja\r\nContent-Disposition: form-data; name="intent"\r\n\r\nreply', contentType: "multipart/form-data; boundary=raja" } },
];
/** A form whose escapes are broken still reads (as the browser's URLSearchParams does): the page answers it. */
const BROKEN_ESCAPES = { what: "broken urlencoding", raw: { body: "intent=%E0%A4%A&message=%", contentType: "application/x-www-form-urlencoded" } };

/** The pages' form intents, each posted with every field holding control characters. */
const INTENTS = ["reply", "send", "answer", "arrivalReason", "saveContact", "register", "reserve", "cancel"];
const FORM_FIELD_NAMES = [...FIELD_NAMES, "message", "subject", "content", "title", "reason", "description", "emailAddress", "streetAddress", "attachments[0].key", "attachments[0].fileName"];

async function expectNoServerError(response: Response, what: string) {
  const body = await response.text();
  expect(response.status, `${what} → ${response.status} ${body.slice(0, 200)}`).toBeLessThan(500);
  expect(body, `${what}: a stack trace`).not.toMatch(/\n\s+at [\w.<>]+ \(/);
}

describe("hostile input", () => {
  it("never makes an API route fail", async () => {
    let login: TestLogin = await logInForTest(server.database.db, "aino");
    for (const route of apiRoutes(server.services)) {
      const send = async (path: string, body: unknown, loggedIn: boolean, rawJson?: string) => {
        if (loggedIn && !(await server.services.database.db.query.sessions.findFirst({ where: (s, { eq }) => eq(s.id, sessionKeyOf(login.session.id)) }))) {
          login = await logInForTest(server.database.db, "aino");
        }
        const query = loggedIn ? `${path.includes("?") ? "&" : "?"}${login.csrf}` : "";
        const what = `${route.method} /api${path.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 60)} ${loggedIn ? "logged in" : "anonymous"}`;
        const response = await server
          .request(route.method, `/api${path}${query}`, {
            cookie: loggedIn ? login.cookie : undefined,
            body: route.method === "GET" ? undefined : body,
            rawJson: route.method === "GET" ? undefined : rawJson,
          })
          .catch((error: unknown) => {
            throw new Error(`${what}: ${String(error)}`);
          });
        await expectNoServerError(response, what);
      };
      for (const loggedIn of [false, true]) {
        for (const segment of HOSTILE_SEGMENTS) if (route.pattern.includes(":")) await send(route.pattern.replace(/:(\w+)/g, segment), {}, loggedIn);
        await send(fillPath(route.pattern, "1") + HOSTILE_QUERY, {}, loggedIn);
        if (route.method !== "GET") for (const body of HOSTILE_BODIES) await send(fillPath(route.pattern, "1"), body, loggedIn);
        if (route.method !== "GET") for (const raw of MALFORMED_JSON) await send(fillPath(route.pattern, "1"), undefined, loggedIn, raw);
      }
    }
  }, 180_000);

  it("never makes a page fail", async () => {
    const login = await logInForTest(server.database.db, "aino");
    for (const key of PAGE_KEYS) {
      const pattern = pathPattern(key, "fi");
      const paths = pattern.includes(":") ? HOSTILE_SEGMENTS.map((segment) => pattern.replace(/:(\w+)\??/g, segment)) : [pattern];
      for (const path of [...paths, `${paths[0]}${HOSTILE_QUERY}`]) {
        for (const cookie of [undefined, login.cookie]) {
          const response = await server.get(path, { cookie });
          await expectNoServerError(response, `GET ${path} (${PAGES[key].access}, ${cookie ? "logged in" : "anonymous"})`);
        }
      }
    }
  }, 180_000);

  it("answers a page post that is no form with the page and 400 or 415, never 500", async () => {
    let login: TestLogin = await logInForTest(server.database.db, "aino");
    const keys = PAGE_KEYS.filter((key) => !pathPattern(key, "en").startsWith("/dev"));
    for (const key of keys) {
      const pattern = pathPattern(key, "en");
      const paths = pattern.includes(":") ? ["1", "abc"].map((segment) => pattern.replace(/:(\w+)\??/g, segment)) : [pattern];
      for (const path of paths) {
        for (const loggedIn of [false, true]) {
          if (loggedIn && !(await server.database.db.query.sessions.findFirst({ where: (s, { eq: equal }) => equal(s.id, sessionKeyOf(login.session.id)) }))) {
            login = await logInForTest(server.database.db, "aino");
          }
          const cookie = loggedIn ? login.cookie : undefined;
          for (const body of [...NOT_A_FORM, BROKEN_ESCAPES]) {
            const response = await server.request("POST", path, { cookie, raw: body.raw });
            await expectNoServerError(response, `POST ${path} ${body.what} (${loggedIn ? "logged in" : "anonymous"})`);
          }
          if (!loggedIn || path.endsWith("abc")) continue;
          for (const intent of INTENTS) {
            const form = Object.fromEntries([...FORM_FIELD_NAMES.map((name) => [name, "a\u0000b\u202e\u0085"]), ["csrfToken", login.session.csrfToken], ["intent", intent]]);
            const response = await server.request("POST", path, { cookie, form });
            await expectNoServerError(response, `POST ${path} intent=${intent} with control characters`);
          }
        }
      }
    }
  }, 600_000);

  it("answers the anonymous pages' posts that are no form with the page", async () => {
    for (const path of ["/en/expired-session", "/en/anonymous-users/available-appointments/1", "/en/appointment/abc"]) {
      for (const body of NOT_A_FORM) {
        const response = await server.request("POST", path, { raw: body.raw });
        const html = await response.text();
        expect([400, 415], `POST ${path} ${body.what}`).toContain(response.status);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(html).toContain("</html>");
      }
    }
  });

  it("keeps a patient's message without its control characters, and refuses a file name with control or direction characters", async () => {
    const jari = await logInForTest(server.database.db, "jari");
    const threadId = await threadIdOf(server.database.db, "jari", "Selkävaivat ja työergonomia");
    const page = `/en/messages/${threadId}`;
    const sent = await server.request("POST", page, { cookie: jari.cookie, form: { csrfToken: jari.session.csrfToken, intent: "reply", message: "a\u0000b\tc\r\nd\u001b" } });
    expect(sent.status).toBe(302);
    const [latest] = await server.database.db.select({ content: messages.content }).from(messages).where(eq(messages.threadId, threadId)).orderBy(desc(messages.id)).limit(1);
    expect(latest?.content).toBe("ab\tc\r\nd");

    const started = await server.request("POST", "/en/messages/new", { cookie: jari.cookie, form: { csrfToken: jari.session.csrfToken, intent: "send", subject: "Kysy\u0000mys", message: "Hei\u0000 vaan" } });
    expect(started.status).toBe(302);
    const newId = Number(/messages\/(\d+)/.exec(started.headers.get("location") ?? "")?.[1]);
    const [first] = await server.database.db.select({ content: messages.content }).from(messages).where(eq(messages.threadId, newId));
    expect(first?.content).toBe("Hei vaan");

    const refused = await server.request("POST", page, {
      cookie: jari.cookie,
      form: { csrfToken: jari.session.csrfToken, intent: "reply", message: "Liite", "attachments[0].key": "a".repeat(43), "attachments[0].fileName": "report\u202Efdp.png" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The file name has characters that are not allowed. Rename the file and try again.");
    const names = await server.database.db.select({ fileName: messageAttachments.fileName }).from(messageAttachments);
    expect(names.filter((row) => row.fileName.includes("\u202E"))).toEqual([]);
  });
});
