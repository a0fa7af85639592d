import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/config";
import { createLogger } from "#server/logger";
import { createHttpApp } from "#server/http/app";
import { buildRenderer } from "#server/http/pages";
import { openTestDatabase, type TestDatabase } from "#tests/db/test-database";

// The whole server (built pages, API, database) on a fresh test database, over real HTTP.
let server: Server;
let base: string;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: "silent" });
  const app = createHttpApp({ config, database: database.handle, logger: createLogger("silent") }, await buildRenderer());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.dispose();
});

/** GET over node:http, since fetch() may not override the Host header that picks the brand. */
function get(path: string, host = "localhost"): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(base + path, { headers: { host } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
        }
        const status = incoming.statusCode ?? 500;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers }));
      });
    });
    request.on("error", reject);
  });
}

function sessionStateOf(html: string) {
  const match = /<script id="session-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no session state in page");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("server", () => {
  it("answers health and readiness checks", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    expect(await (await get("/readyz")).json()).toEqual({ status: "ready" });
  });

  it("sends / to the Finnish front page", async () => {
    const response = await get("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi");
  });

  it("renders the front page with language, brand, session state and security headers", async () => {
    const response = await get("/sv");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    const html = await response.text();
    expect(html).toContain('<html lang="sv" data-brand="adult"');
    expect(sessionStateOf(html)).toEqual({
      environment: "adult-development",
      csrfToken: null,
      features: expect.arrayContaining(["mfa", "kela65"]),
      healthCareType: "private",
      isSessionValid: false,
      sessionScope: null,
      lang: "sv",
      sessionExpires: null,
      authTokenTimeout: { amount: 60, unit: "minutes" },
    });
  });

  it("chooses the brand by host name", async () => {
    const html = await (await get("/en", "kids.localhost")).text();
    expect(html).toContain('data-brand="kids"');
    expect(html).toContain("Hoiva Junior");
    expect(sessionStateOf(html)).toMatchObject({ environment: "kids-development", features: expect.arrayContaining(["pikkutsatti"]) });
  });

  it("renders a page not built yet as a localised placeholder inside the shell", async () => {
    const response = await get("/fi/laskut");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Tämä sivu on tulossa pian");
    expect(html).toContain("<footer");
  });

  it("answers an unknown path with a localised 404 page", async () => {
    const response = await get("/sv/finns-inte");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Sidan hittades inte");
  });

  it("answers an unknown API path with JSON 404", async () => {
    const response = await get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: "notFound" });
  });
});
