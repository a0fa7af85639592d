import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { createHttpApp } from "#server/http/app";
import { createLogger } from "#server/logger";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// Errors reach an error-reporting service over Sentry's protocol when SENTRY_DSN is set, tagged
// with the area and route, and redacted as the logs are. A tiny HTTP server here plays the
// service's ingestion endpoint; the DSN points at it.

const IDENTITY_CODE = "140386-246K";
const EMAIL = "planted.person@example.com";
const PHONE = "+358401234501";

interface Received {
  path: string;
  body: string;
}
const received: Received[] = [];
const ingestion = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const raw = Buffer.concat(chunks);
    const body = req.headers["content-encoding"] === "gzip" ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
    received.push({ path: req.url ?? "", body });
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
const env: Record<string, string> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => ingestion.listen(0, "127.0.0.1", resolve));
  env.SENTRY_DSN = `http://publickey@127.0.0.1:${(ingestion.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => ingestion.close(() => resolve())));

/**
 * While `failing`, the clock answers the session lookup (the first call of a request) and then
 * fails with a message full of patient data, as a careless error might.
 */
let failing = false;
let calls = 0;
const clock = {
  now: () => {
    if (failing && (calls += 1) > 1) throw new Error(`lookup failed for ${IDENTITY_CODE} ${EMAIL} ${PHONE} params: ${IDENTITY_CODE},${EMAIL}`);
    return TEST_NOW;
  },
};
function fail() {
  failing = true;
  calls = 0;
}

const server = useTestServer({ demoDataNow: TEST_NOW, env, clock: clock as never });
const quiet = useTestServer({ demoDataNow: TEST_NOW, clock: clock as never });

async function reportsAfter(count: number, flush: () => Promise<boolean>): Promise<Received[]> {
  await flush();
  for (let waited = 0; received.length < count && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return received.splice(0);
}

describe("error reporting", () => {
  it("sends an API route's error as an envelope tagged api and the route pattern, with nothing of the patient", async () => {
    const login = await logInForTest(server.database.db, "aino");
    fail();
    const response = await server
      .get(`/api/invoices/invoice-summary?invoiceId=1&lang=fi&${login.csrf}&identityCode=${IDENTITY_CODE}&email=${encodeURIComponent(EMAIL)}`, { cookie: login.cookie })
      .finally(() => (failing = false));
    expect(response.status).toBe(500);
    const [envelope] = await reportsAfter(1, () => server.services.integrations.errorReporter.flush());
    expect(envelope?.path).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey/);
    const body = envelope!.body;
    expect(body).toContain('"type":"Error"');
    expect(body).toContain('"area":"api"');
    expect(body).toContain('"route":"/invoices/invoice-summary"');
    expect(body).toContain("lookup failed for [redacted]");
    for (const planted of [IDENTITY_CODE, EMAIL, encodeURIComponent(EMAIL), PHONE, login.session.id, login.session.csrfToken, "Aino", "Virtanen"]) {
      expect(body, planted).not.toContain(planted);
    }
  });

  it("sends a page loader's error tagged pages and the redacted path", async () => {
    const login = await logInForTest(server.database.db, "aino");
    fail();
    const response = await server.get(`/fi/laskut?email=${encodeURIComponent(EMAIL)}`, { cookie: login.cookie }).finally(() => (failing = false));
    expect(response.status).toBe(500);
    const envelopes = await reportsAfter(1, () => server.services.integrations.errorReporter.flush());
    expect(envelopes.length).toBeGreaterThan(0);
    const body = envelopes.map((envelope) => envelope.body).join("\n");
    expect(body).toContain('"area":"pages"');
    expect(body).toContain('"route":"/fi/laskut"');
    for (const planted of [IDENTITY_CODE, EMAIL, encodeURIComponent(EMAIL), PHONE, login.session.id, login.session.csrfToken]) {
      expect(body, planted).not.toContain(planted);
    }
  });

  it("sends nothing without SENTRY_DSN", async () => {
    const login = await logInForTest(quiet.database.db, "aino");
    fail();
    const response = await quiet.get(`/api/invoices/invoice-summary?invoiceId=1&lang=fi&${login.csrf}`, { cookie: login.cookie }).finally(() => (failing = false));
    expect(response.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  it("reports an error before the routers (a failing session lookup) and answers 500 without a stack, HTML for pages and JSON for the API", async () => {
    const login = await logInForTest(server.database.db, "aino");
    // The database fails every read, as a driver does: the message names the query's parameters.
    const failure = () => {
      throw new Error(`Failed query: select "id" from "sessions" where "id" = $1\nparams: ${login.session.id},${IDENTITY_CODE},${EMAIL},${PHONE}`);
    };
    const failingDb = new Proxy(server.database.db, { get: (target, name, receiver) => (name === "select" ? failure : Reflect.get(target, name, receiver)) }) as Database;
    const lines: string[] = [];
    const logger = createLogger("info", new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString("utf8")), done()) }));
    const services = { ...server.services, logger, database: { ...server.services.database, db: failingDb } };
    const app = createHttpApp(services, { mountAssets: () => {}, build: () => Promise.reject(new Error("no pages")), mode: "production" });
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
      const page = await fetch(`${base}/fi/ajat?identityCode=${IDENTITY_CODE}`, { headers: { cookie: login.cookie } });
      const pageBody = await page.text();
      expect(page.status).toBe(500);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(pageBody).toContain("The service has a disruption");
      const api = await fetch(`${base}/api/invoices/invoice-summary?invoiceId=1&lang=fi&${login.csrf}`, { headers: { cookie: login.cookie } });
      const apiBody = await api.text();
      expect(api.status).toBe(500);
      expect(JSON.parse(apiBody)).toEqual({ type: "unknownError" });
      for (const body of [pageBody, apiBody]) {
        expect(body).not.toMatch(/\n\s+at /);
        expect(body).not.toContain("Failed query");
      }
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
    const envelopes = await reportsAfter(2, () => server.services.integrations.errorReporter.flush());
    const reports = envelopes.map((envelope) => envelope.body).join("\n");
    expect(envelopes).toHaveLength(2);
    expect(reports).toContain('"area":"pages"');
    expect(reports).toContain('"route":"/fi/ajat"');
    expect(reports).toContain('"area":"api"');
    expect(reports).toContain("params: [redacted]");
    const logged = lines.join("");
    expect(logged).toContain("request failed");
    expect(logged).toContain("API request failed");
    for (const planted of [IDENTITY_CODE, EMAIL, PHONE, login.session.id, login.session.csrfToken]) {
      expect(reports, planted).not.toContain(planted);
      expect(logged, planted).not.toContain(planted);
    }
  });
});
