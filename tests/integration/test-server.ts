import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "#server/config/config";
import { createHttpApp } from "#server/http/app";
import { buildRenderer, type PageRenderer } from "#server/http/pages";
import type { Services } from "#server/services";
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from "#tests/db/test-database";
import { createTestServices, type TestServicesOptions } from "#tests/services";

// The whole server (built pages, API, database) on a fresh test database, over real HTTP.
// Needs `npm run build` first (npm test does it). The one way tests start the HTTP server: the
// services container as the server builds it (tests/services.ts), clock pinned to TEST_NOW.

export interface TestServer {
  base: string;
  database: TestDatabase;
  config: Config;
  services: Services;
  /** A request over node:http, since fetch() may not override the Host header that picks the brand. */
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
}

export interface RequestOptions {
  host?: string;
  cookie?: string;
  body?: unknown;
  /** A browser's form post (urlencoded) instead of a JSON body. */
  form?: Record<string, string>;
  /** A body sent exactly as given, as JSON (e.g. malformed JSON). */
  rawJson?: string;
  /** A body sent exactly as given with this content type, or none (e.g. text/plain, a broken multipart form). */
  raw?: { body: string; contentType?: string };
  headers?: Record<string, string>;
}

export interface TestServerOptions extends TestDatabaseOptions, TestServicesOptions {
  /**
   * "built" (default) serves the built pages (`npm run build` first); "none" serves only the API
   * and the other Express routes, a page request answering 404 `{ type: "pages" }`, for API tests
   * that must not depend on a build.
   */
  pages?: "built" | "none";
}

class NoPagesError extends Error {}

/** For API tests: pages are not served (a request that reaches them is answered 404 `{ type: "pages" }`). */
export const noPages: PageRenderer = {
  mountAssets: () => {},
  build: () => Promise.reject(new NoPagesError("no pages in this test")),
  mode: "production",
  errorHandler: (error, _req, res, next) => (error instanceof NoPagesError ? void res.status(404).json({ type: "pages" }) : next(error)),
};

export function useTestServer(options: TestServerOptions = {}): TestServer {
  let server: Server;
  const state = {} as TestServer;
  beforeAll(async () => {
    state.database = await openTestDatabase(options);
    state.services = createTestServices(state.database.handle, options);
    state.config = state.services.config;
    const app = createHttpApp(state.services, options.pages === "none" ? noPages : await buildRenderer());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await state.database.dispose();
  });
  state.request = (method, path, requestOptions = {}) => sendRequest(state.base, method, path, requestOptions);
  state.get = (path, requestOptions = {}) => sendRequest(state.base, "GET", path, requestOptions);
  return state;
}

function sendRequest(base: string, method: string, path: string, options: RequestOptions): Promise<Response> {
  const body = options.raw !== undefined
    ? options.raw.body
    : options.rawJson !== undefined
    ? options.rawJson
    : options.form
    ? new URLSearchParams(options.form).toString()
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: options.host ?? "localhost", ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) {
    if (options.raw === undefined) headers["content-type"] = options.form ? "application/x-www-form-urlencoded" : "application/json";
    else if (options.raw.contentType !== undefined) headers["content-type"] = options.raw.contentType;
    // As browsers do: a known length, so a server that answers before reading the body (a refused
    // write) does not cut a chunked upload short.
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(base + path, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value === undefined) continue;
          for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, item);
        }
        const status = incoming.statusCode ?? 500;
        const responseBody = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(responseBody, { status, headers: responseHeaders }));
      });
    });
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** The session state embedded in a page (spec part 1 §1). */
export function sessionStateOf(html: string): Record<string, unknown> {
  const match = /<script id="session-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no session state in page");
  return JSON.parse(match[1]) as Record<string, unknown>;
}
