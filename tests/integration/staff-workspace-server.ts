import { mkdtemp, rm } from "node:fs/promises";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Clock } from "#server/clock/clock";
import { professionalHref } from "#domain/routes/professional-route-table";
import { messagingThreads } from "#server/db/schema";
import { createHttpApp } from "#server/http/app";
import type { Services } from "#server/services";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { openTestDatabase, type TestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { HttpBrowser } from "./http-browser";
import { buildRenderer } from "#server/http/pages";

// The API and the professional workspace (its built pages too: `npm run build` first) over real
// HTTP for the workspace's tests, on the demo data: the server listens before the services are made, since the staff identity provider's
// redirects name the configured address (PORT) and the browser's cookies are for "localhost";
// uploaded files go to a temporary data directory.

export interface StaffWorkspaceServer {
  readonly port: number;
  readonly database: TestDatabase;
  readonly services: Services;
  /** http://localhost:{port} */
  base(): string;
}

/** `clock`: the server's clock (by default it starts at TEST_NOW and runs on). */
export function useStaffWorkspaceServer(name: string, { clock }: { clock?: Clock } = {}): StaffWorkspaceServer {
  let server: Server;
  let dataDir: string;
  const state = { base: () => `http://localhost:${state.port}` } as { -readonly [K in keyof StaffWorkspaceServer]: StaffWorkspaceServer[K] };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `hoiva-${name}-`));
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    state.port = (server.address() as AddressInfo).port;
    state.database = await openTestDatabase({ demoDataNow: TEST_NOW });
    state.services = createTestServices(state.database.handle, { env: { PORT: String(state.port), DATA_DIR: dataDir }, ...(clock ? { clock } : {}) });
    server.on("request", createHttpApp(state.services, await buildRenderer()));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await state.database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });
  return state;
}

/** Signs a demo staff member in through the staff identity provider, as a browser would. */
export async function signInStaff(server: StaffWorkspaceServer, staff: string, lang: "fi" | "sv" | "en" = "en"): Promise<HttpBrowser> {
  const browser = new HttpBrowser(() => server.port);
  const started = await browser.request(`${server.base()}/professional/oauth/authenticate?lang=${lang}`);
  expect(started.status).toBe(303);
  const interactionUrl = (await browser.request(started.location!)).location!;
  await browser.request(interactionUrl);
  const submitted = await browser.request(interactionUrl, { method: "POST", form: { intent: "staff", staff } });
  const resumed = await browser.request(submitted.location!);
  expect(resumed.location!.startsWith(`${server.base()}/professional/oauth/callback?`)).toBe(true);
  const answer = await browser.request(resumed.location!);
  expect(answer.status).toBe(303);
  expect(answer.location).toBe(`${server.base()}${professionalHref("inbox", lang)}`);
  return browser;
}

/** The id of one of Jari's demo conversations, by its title. */
export async function jariThreadId(database: TestDatabase, title: string): Promise<number> {
  const jari = await patientIdOf(database.db, "jari");
  const [row] = await database.db
    .select({ id: messagingThreads.id })
    .from(messagingThreads)
    .where(and(eq(messagingThreads.patientId, jari), eq(messagingThreads.title, title)));
  return row!.id;
}

/** The CSRF token of a workspace form in a page. */
export const csrfOf = (body: string) => /name="csrfToken" value="([^"]+)"/.exec(body)?.[1] ?? "";
