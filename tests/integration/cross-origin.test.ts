import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { PRODUCTION_ENV } from "#tests/services";
import { logInForTest } from "#tests/sessions";
import { apiRoutes, fillPath } from "./api-routes";
import { useTestServer } from "./test-server";

// The portal's API has one client, its own pages (decision 288): no route answers another origin
// with CORS headers, so a page elsewhere (another site, or another port of this one) can never
// read a patient's data with the patient's cookie. Walks every route of the API router and the
// GraphQL endpoint, with a preflight and with the route's own method, at the production stage
// (where the probe found it too).

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none", env: PRODUCTION_ENV });

const FOREIGN_ORIGINS = ["https://attacker.example", "http://127.0.0.1:1", "null", "http://localhost:3000"];

function corsHeadersOf(response: Response): string[] {
  return [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));
}

describe("requests from another origin", () => {
  it("get no CORS headers from any API route or the GraphQL endpoint, preflight or not", async () => {
    const aino = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const routes = [...apiRoutes(server.services), { method: "POST", pattern: "/customer-messaging" }, { method: "GET", pattern: "/customer-messaging" }];
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const path = `/api${fillPath(route.pattern, "1")}?${aino.csrf}`;
      for (const origin of FOREIGN_ORIGINS) {
        const preflight = await server.request("OPTIONS", path, {
          cookie: aino.cookie,
          headers: { origin, "access-control-request-method": route.method, "access-control-request-headers": "content-type" },
        });
        expect(corsHeadersOf(preflight), `OPTIONS ${path} from ${origin}`).toEqual([]);
        const body = ["GET", "HEAD", "DELETE"].includes(route.method) ? undefined : {};
        const response = await server.request(route.method, path, { cookie: aino.cookie, body, headers: { origin } });
        expect(corsHeadersOf(response), `${route.method} ${path} from ${origin}`).toEqual([]);
        expect(response.status, `${route.method} ${path} from ${origin}`).toBeLessThan(500);
      }
    }
  }, 120_000);

  it("cannot read a patient's conversations through GraphQL, by GET or by POST", async () => {
    const aino = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const query = `{ messagingThreads { paginatedThreads { title messages { paginatedMessages { content } } } } }`;
    const origin = "https://attacker.example";
    const byGet = await server.get(`/api/customer-messaging?query=${encodeURIComponent(query)}`, { cookie: aino.cookie, headers: { origin } });
    expect(byGet.status).toBe(405);
    expect(await byGet.text()).not.toContain("paginatedThreads");
    const byPost = await server.request("POST", `/api/customer-messaging?${aino.csrf}`, { cookie: aino.cookie, body: { query }, headers: { origin } });
    expect(byPost.status).toBe(403);
    expect(await byPost.text()).not.toContain("paginatedThreads");
    // The same request from the portal's own page answers.
    const own = await server.request("POST", `/api/customer-messaging?${aino.csrf}`, { cookie: aino.cookie, body: { query } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("paginatedThreads");
  });
});

describe("the GraphQL endpoint at the production stage", () => {
  it("suggests no field, argument or enum names", async () => {
    const jari = await logInForTest(server.database.db, "jari", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const misspelt = [
      "{ messagingThread { totalCount } }",
      "{ messagingThreads(paginaton: { limit: 1 }) { totalCount } }",
      `mutation { sendMessageInNewThread(title: "x", type: custome, participantIds: ["1"], firstMessage: { content: "x" }) }`,
      "{ __schema { types { name } } }",
    ];
    for (const query of misspelt) {
      const response = await server.request("POST", `/api/customer-messaging?${jari.csrf}`, { cookie: jari.cookie, body: { query } });
      const text = await response.text();
      expect(text, query).toMatch(/"errors"/);
      expect(text, query).not.toMatch(/Did you mean|messagingThreads"|PaginationInput|"customer"/);
    }
    const variable = await server.request("POST", `/api/customer-messaging?${jari.csrf}`, {
      cookie: jari.cookie,
      body: { query: "query T($p: PaginationInput) { messagingThreads(pagination: $p) { totalCount } }", variables: { p: { limt: 1 } } },
    });
    expect(await variable.text()).not.toMatch(/Did you mean/);
  });
});
