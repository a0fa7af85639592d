import { describe, expect, it } from "vitest";
import { PAGE_KEYS, PAGES, pathPattern } from "#domain/routes/route-table";
import { TEST_NOW } from "#tests/clock";
import { logInForTest, type TestLogin } from "#tests/sessions";
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
        if (loggedIn && !(await server.services.database.db.query.sessions.findFirst({ where: (s, { eq }) => eq(s.id, login.session.id) }))) {
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
});
