import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { like, sql } from "drizzle-orm";
import pg from "pg";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseHandle } from "#server/db/client";
import { outboxMessages } from "#server/db/schema";
import { loadClientKeys } from "#server/integrations/identity/keys";
import { createFreeSlot } from "#server/modules/booking/reservation-fixtures";
import { TEST_NOW } from "#tests/clock";
import { runMaintenance } from "#tests/db/test-database";
import { JPEG, PNG } from "#tests/kela-images";
import { type Answer, HttpBrowser } from "./http-browser";
import { type Backend, freePort, type LoadBalancer, startLoadBalancer, stopProcess, waitUntil } from "./load-balancer";
import { sessionStateOf } from "./test-server";

// The server keeps no state of its own (docs/operations.md, decision 360): two processes of the
// production build (`node build/server-main/main.js`, as `npm start` runs it) on different ports,
// started at the same moment against one fresh PostgreSQL database, behind HAProxy. A login begun
// on one instance finishes on the other and its session works on both; e-mail written by either is
// delivered once though both work the job queue; a Kela card image uploaded through one is read
// through the other, from the S3-compatible storage they share. Needs `npm run build`, a
// PostgreSQL server (TEST_DATABASE_URL) and HAProxy (.ci/run installs both).

const serverUrl = process.env.TEST_DATABASE_URL;
const title = serverUrl
  ? "two server processes behind a load balancer on one PostgreSQL database"
  : "two server processes behind a load balancer (SKIPPED: no PostgreSQL server; set TEST_DATABASE_URL)";

const MAIN = "build/server-main/main.js";
const BUCKET = "hoiva-shared";
const INSTANCES = ["a", "b"] as const;
type InstanceName = (typeof INSTANCES)[number];

interface Instance extends Backend {
  child: ChildProcess;
  output: string[];
}

interface ReceivedMail {
  to: string[];
  raw: string;
}

let directory: string;
let databaseName: string;
let databaseUrl: string;
let database: DatabaseHandle | undefined;
let s3: S3rver | undefined;
let smtp: SMTPServer | undefined;
let balancer: LoadBalancer | undefined;
const instances: Instance[] = [];
const received: ReceivedMail[] = [];
let base: string;
let balancerPort: number;

/** Starts the built server; resolves once it answers /readyz on its own port. */
async function startInstance(name: InstanceName, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = path.join(directory, `data-${name}`);
  const output: string[] = [];
  const child = spawn(process.execPath, ["--enable-source-maps", MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      // Each process its own data folder: nothing on local disk is shared.
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const instance: Instance = { name, port, child, output };
  instances.push(instance);
  try {
    await waitUntil(async () => {
      if (child.exitCode !== null) throw new Error(`instance ${name} stopped (exit ${child.exitCode}):\n${output.join("")}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
      } catch {
        return false;
      }
    }, 240_000, `instance ${name} did not become ready`);
  } catch (error) {
    // What the instance was waiting on: its own log and the database's sessions.
    throw new Error(`${(error as Error).message}\n${output.join("")}\n${await databaseActivity()}`, { cause: error });
  }
  return instance;
}

/** The scale-out database's sessions and what each waits on, for a start that timed out. */
async function databaseActivity(): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    const { rows } = await client.query(
      "select pid, state, wait_event_type, wait_event, now() - query_start as running, left(query, 120) as query from pg_stat_activity where datname = $1",
      [databaseName],
    );
    return JSON.stringify(rows, null, 1);
  } catch (error) {
    return `pg_stat_activity: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A browser whose every request goes through the load balancer, optionally asking for one instance. */
class Browser extends HttpBrowser {
  constructor() {
    super(() => balancerPort);
  }

  on(instance: InstanceName | null, url: string, options: Parameters<HttpBrowser["request"]>[1] = {}): Promise<Answer> {
    const headers = instance ? { ...options.headers, "x-use-instance": instance } : options.headers;
    return this.request(url.startsWith("http") ? url : `${base}${url}`, { ...options, headers });
  }
}

function servedBy(answer: Answer): string {
  const name = answer.headers["x-served-by"];
  if (typeof name !== "string") throw new Error("the load balancer did not name the instance");
  return name;
}

/** Logs Aino in through the built-in identity provider: started on `begin`, called back on `end`. */
async function logInAino(browser: Browser, begin: InstanceName, end: InstanceName) {
  const started = await browser.on(begin, `/oauth/authenticate?${new URLSearchParams({ lang: "fi", next: "/fi", acr_values: "fi:bank:op" })}`);
  expect(started.status).toBe(303);
  expect(servedBy(started)).toBe(begin);
  expect(started.location!.startsWith(`${base}/dev/idp/`)).toBe(true);
  const toInteraction = await browser.on(null, started.location!);
  expect(toInteraction.status).toBe(303);
  const interaction = toInteraction.location!;
  expect((await browser.on(null, interaction)).status).toBe(200);
  const submitted = await browser.on(null, interaction, { method: "POST", form: { intent: "persona", persona: "aino" } });
  expect(submitted.status).toBe(303);
  const resumed = await browser.on(null, submitted.location!);
  expect(resumed.status).toBe(303);
  expect(resumed.location!.startsWith(`${base}/oauth/callback?`)).toBe(true);
  const callback = await browser.on(end, resumed.location!);
  expect(servedBy(callback)).toBe(end);
  return callback;
}

describe.skipIf(!serverUrl)(title, () => {
  const browser = new Browser();
  let csrf = "";

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error('No production build: run "npm run build" first');
    directory = await mkdtemp(path.join(os.tmpdir(), "hoiva-scale-out-"));
    databaseName = `hoiva_scale_out_${process.pid}_${randomBytes(4).toString("hex")}`;
    await runMaintenance(serverUrl!, `create database "${databaseName}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();

    // The file storage both share, as in production: an S3-compatible service.
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(directory, "s3"), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const s3Address: AddressInfo = await s3.run();
    // The e-mail provider both deliver to, which counts what it receives.
    smtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    // Every instance signs its requests to the identity provider with the one registered key set.
    const clientKeysFile = path.join(directory, "oidc-client-keys.json");
    await loadClientKeys(clientKeysFile, { createIfMissing: true });

    balancerPort = await freePort();
    base = `http://localhost:${balancerPort}`;
    const env = {
      DATABASE_URL: databaseUrl,
      // Browsers reach the portal through the load balancer only.
      PUBLIC_URL: base,
      CLOCK_START: TEST_NOW.toISOString(),
      OIDC_CLIENT_KEYS_FILE: clientKeysFile,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      S3_REGION: "eu-north-1",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      EMAIL_FROM: "Hoiva <hoiva@example.com>",
      MAX_FUTURE_RESERVATIONS: "50",
    };
    // Both at once on the empty database, as a deploy starts them: they take turns to migrate
    // and load the demo data.
    await Promise.all(INSTANCES.map((name) => startInstance(name, env)));
    balancer = await startLoadBalancer({ port: balancerPort, backends: instances, pinned: ["/dev/idp"], directory });
    database = await openDatabase({ url: databaseUrl });
  }, 600_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    await database?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await s3?.close();
    if (databaseName) await runMaintenance(serverUrl!, `drop database if exists "${databaseName}" with (force)`);
    if (directory) await rm(directory, { recursive: true, force: true });
  }, 60_000);

  it("loads the demo data once though both instances started on the empty database together", async () => {
    const [counts] = await queryRows<{ brands: number; patients: number }>(database!.db, sql`select (select count(*)::int from brands) as brands, (select count(*)::int from patients where first_name = 'Aino' and last_name = 'Virtanen') as patients`);
    expect(counts).toEqual({ brands: 2, patients: 1 });
  });

  it("finishes on one instance a login begun on the other, and the session works on both", async () => {
    const callback = await logInAino(browser, "a", "b");
    expect(callback.status).toBe(303);
    expect(callback.location).toBe(`${base}/fi`);
    const pages = [];
    for (const instance of [...INSTANCES, ...INSTANCES, null, null]) pages.push(await browser.on(instance, "/fi"));
    expect(new Set(pages.map(servedBy))).toEqual(new Set(INSTANCES));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(sessionStateOf(page.body)).toMatchObject({ isSessionValid: true });
      expect(page.body).toContain("Aino Virtanen");
    }
    csrf = `csrfToken=${encodeURIComponent(String(sessionStateOf(pages[0]!.body).csrfToken))}`;
  });

  it("delivers each confirmation e-mail once though both instances work the job queue", async () => {
    const recipients = Array.from({ length: 6 }, (_, index) => `aino.scale${index}@example.com`);
    const slots = await Promise.all(recipients.map((_, index) => createFreeSlot(database!.db, new Date(TEST_NOW.getTime() + (6 * 24 + 2 * index) * 3_600_000))));
    const answers = await Promise.all(
      recipients.map((emailAddress, index) =>
        browser.on(INSTANCES[index % 2]!, `/api/reserve-appointment?${csrf}`, {
          method: "POST",
          json: { internalOrganization: "adult", appointmentId: slots[index], emailAddress, phone: "+358401234501" },
        }),
      ),
    );
    expect(new Set(answers.map(servedBy))).toEqual(new Set(INSTANCES));
    for (const answer of answers) expect(JSON.parse(answer.body)).toMatchObject({ type: "success" });

    const sent = async () =>
      (await database!.db.select({ sentAt: outboxMessages.sentAt }).from(outboxMessages).where(like(outboxMessages.recipient, "aino.scale%@example.com")));
    await waitUntil(async () => {
      const rows = await sent();
      return rows.length === recipients.length && rows.every((row) => row.sentAt !== null);
    }, 60_000, "the confirmations were not delivered");
    // Time for a second delivery, were there one: both instances poll the queue every 2 s.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const delivered = received.flatMap((mail) => mail.to).filter((to) => to.startsWith("aino.scale"));
    expect(delivered.sort()).toEqual([...recipients].sort());
  }, 120_000);

  it("reads through one instance a Kela card image uploaded through the other", async () => {
    const init = await browser.on("a", `/api/kela-card/init-upload?${csrf}`, { method: "POST", json: { mimetypes: { front: "image/jpeg", back: "image/png" } } });
    expect(init.status).toBe(200);
    const started = JSON.parse(init.body) as { front: { url: string; headers: Record<string, string> }; back: { url: string; headers: Record<string, string> }; token: string };
    // The browser puts the bytes straight into the shared storage.
    expect(started.front.url.startsWith(`${new URL(started.front.url).origin}/${BUCKET}/`)).toBe(true);
    for (const [side, bytes] of [["front", JPEG], ["back", PNG]] as const) {
      const put = await fetch(started[side].url, { method: "PUT", headers: started[side].headers, body: Buffer.from(bytes) });
      expect(put.status).toBe(200);
    }
    const finished = await browser.on("b", `/api/kela-card/finish-upload?${csrf}&token=${encodeURIComponent(started.token)}`);
    expect(JSON.parse(finished.body)).toEqual({ success: true });

    const links = await browser.on("a", `/api/kela-card?${csrf}`);
    const { imageUrl } = JSON.parse(links.body) as { imageUrl: { front: string; back: string } };
    for (const instance of INSTANCES) {
      const front = await browser.on(instance, imageUrl.front);
      expect(servedBy(front)).toBe(instance);
      expect(front.status).toBe(200);
      expect(front.headers["content-type"]).toBe("image/jpeg");
      expect(new Uint8Array(front.bytes)).toEqual(JPEG);
    }
    const back = await browser.on("b", imageUrl.back);
    expect(new Uint8Array(back.bytes)).toEqual(PNG);
  });
});
