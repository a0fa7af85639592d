import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { requireBuild, startBuiltServer, stopServer } from "./built-server";
import { coreSplit, pinProcessTree, postmasterPid } from "./cpu-pinning";
import { cpuSpentMs, readDatabaseBackends, readProcessTree } from "./cpu-time";
import { createFreshDatabase, prepareDemoDatabase } from "./fresh-database";
import { type CapturedPage, writeFloorApp } from "./framework-floor/generate";
import { requireWrk, wrk } from "./wrk";

// Hoiva against the framework floor (issue 36 §1, decision 390): the server CPU one request costs,
// Hoiva's built server on a fresh PostgreSQL database with the demo data beside a bare React Router
// 7 app on Express with the same packages, the same route table, the same loader data and the same
// page body as static JSX (bench/framework-floor/, generated in this run from Hoiva's own answers),
// for Aino's front page, her appointments and the anonymous front page rendered for the request
// (a cookie that is no session, decision 268). The two servers take turns under the same load, so
// both meet the same machine; the ratio Hoiva / floor is the figure to read (targets: ≤ 1.5×
// logged in, ≤ 1.2× anonymous): the median of each turn's ratio to the floor's next to it, which
// a burst of another tenant's load in one turn moves less than the sums do (decision 405).
//
//   npm run build && npm run bench:framework-floor
//   BENCH_SECONDS=2 BENCH_ROUNDS=8 BENCH_WARMUP=5000 BENCH_CONNECTIONS=4 BENCH_PORT=3590 npm run bench:framework-floor
//   BENCH_PAGES=front-aino,appointments-aino   (a subset of the pages)
//   BENCH_PIN=0   (the servers share the cores with PostgreSQL and wrk; decision 418)

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
/**
 * Requests each server answers for a page before its turns (decisions 415, 418): V8 compiles a
 * server's hot code on the process's background threads, whose CPU counts as the server's, and a
 * server pays that once, in its first minutes. Counted in requests, not seconds: Hoiva's CPU per
 * request settles after some 3,000 requests of a page, and ten seconds were 800 of them.
 */
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP ?? 5000);
/** Hoiva listens on BENCH_PORT, the floor on the next port. */
const PORT = Number(process.env.BENCH_PORT ?? 3590);
const FLOOR_PORT = PORT + 1;
const FLOOR_DIR = "build/framework-floor";
/** Core 0 for the server under measurement, the others for PostgreSQL and wrk (decision 418). */
const CORES = coreSplit();

interface BenchPage {
  key: string;
  name: string;
  path: string;
  session: boolean;
  target: number;
}

const PAGES: BenchPage[] = [
  { key: "front-aino", name: "front page /fi, Aino", path: "/fi", session: true, target: 1.5 },
  { key: "appointments-aino", name: "appointments /fi/ajat, Aino", path: "/fi/ajat", session: true, target: 1.5 },
  { key: "front-anonymous", name: "front page /fi, anonymous, rendered (a cookie)", path: "/fi", session: false, target: 1.2 },
];

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

async function answered(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The page's HTML and its single-fetch loader data, as Hoiva answers them; the route id from the data. */
async function capture(page: BenchPage, headers: Record<string, string>): Promise<CapturedPage> {
  const base = `http://127.0.0.1:${PORT}`;
  const html = await answered(base + page.path, headers);
  const turboStream = await answered(`${base}${page.path}.data`, headers);
  const { value, done } = await decodeViaTurboStream(new Blob([turboStream]).stream(), globalThis);
  await done;
  const routeIds = Object.keys(value as object).filter((id) => id !== "root");
  if (routeIds.length !== 1) throw new Error(`${page.path}.data answered the routes ${routeIds.join(", ")}; one page route expected`);
  return { key: page.key, routeId: routeIds[0]!, html, turboStream };
}

async function startFloor(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/framework-floor/server.ts", FLOOR_DIR, String(FLOOR_PORT)], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor app stopped (exit ${child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${FLOOR_PORT}/`);
      return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error("the floor app did not listen in 60 s");
}

interface Spent {
  serverMs: number;
  databaseMs: number;
  requests: number;
  errors: number;
}

/** One turn of load on a server; its CPU and requests are added to `into`; answers the turn's server CPU per request. */
async function slice(url: string, headers: Record<string, string>, serverPid: number, databaseUrl: string | null, into: Spent): Promise<number> {
  // A server left idle while the other had its turn gets a second of load first, not measured: the
  // first second after a pause costs a server more than the rest, the larger one the more (decision 418).
  wrk(url, headers, { connections: CONNECTIONS, seconds: 1, cores: CORES?.rest });
  const server = readProcessTree(serverPid);
  const database = databaseUrl ? await readDatabaseBackends(databaseUrl) : null;
  const { requests, errors } = wrk(url, headers, { connections: CONNECTIONS, seconds: SECONDS, cores: CORES?.rest });
  const serverMs = cpuSpentMs(server, readProcessTree(serverPid));
  into.serverMs += serverMs;
  if (database && databaseUrl) into.databaseMs += cpuSpentMs(database, await readDatabaseBackends(databaseUrl));
  into.requests += requests;
  into.errors += errors;
  return serverMs / Math.max(1, requests);
}

/** Load on `url` in turns of a few seconds until it has answered `requests` requests. */
function warmUp(url: string, headers: Record<string, string>, requests: number): void {
  for (let answered = 0; answered < requests; ) {
    const turn = wrk(url, headers, { connections: CONNECTIONS, seconds: 5, cores: CORES?.rest });
    if (!(turn.requests > 0)) throw new Error(`${url} answered no request while warming up`);
    answered += turn.requests;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (text: string) => `${Math.round(Buffer.byteLength(text) / 1000)} kB`;

async function main() {
  requireBuild();
  requireWrk();
  const only = process.env.BENCH_PAGES?.split(",");
  const pages = only ? PAGES.filter((page) => only.includes(page.key)) : PAGES;
  if (pages.length === 0) throw new Error(`BENCH_PAGES names none of ${PAGES.map((page) => page.key).join(", ")}`);
  const database = await createFreshDatabase("floor");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hoiva-bench-floor-"));
  let hoiva: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  let postgres: number | null = null;
  try {
    // PostgreSQL's backends are forked by its main process, and inherit its cores.
    if (CORES) {
      postgres = await postmasterPid(database.url);
      pinProcessTree(postgres, CORES.rest);
    }
    log(`preparing ${database.name} (demo data, Aino's session)…`);
    const { aino: cookie } = await prepareDemoDatabase({ url: database.url }, ["aino"]);
    hoiva = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.url }, PORT);
    const headersOf = (page: BenchPage): Record<string, string> => ({ Cookie: page.session ? cookie : "cookie_consent=necessary" });
    log("generating the floor app from Hoiva's pages…");
    const captured: CapturedPage[] = [];
    for (const page of pages) captured.push(await capture(page, headersOf(page)));
    writeFloorApp(FLOOR_DIR, captured);
    floor = await startFloor();
    if (CORES) for (const server of [hoiva, floor]) pinProcessTree(server.pid!, CORES.server);

    const rows: string[] = [];
    for (const [index, page] of pages.entries()) {
      const hoivaUrl = `http://127.0.0.1:${PORT}${page.path}`;
      const floorUrl = `http://127.0.0.1:${FLOOR_PORT}${page.path}`;
      const floorHeaders = { ...headersOf(page), "x-floor-page": page.key };
      const floorHtml = await answered(floorUrl, floorHeaders);
      log(`${page.name}: ${captured[index]!.routeId}, Hoiva ${kb(captured[index]!.html)} of HTML, the floor ${kb(floorHtml)}; measuring…`);
      // Warm-up, then the two take turns (who goes first alternates).
      warmUp(hoivaUrl, headersOf(page), WARMUP_REQUESTS);
      warmUp(floorUrl, floorHeaders, WARMUP_REQUESTS);
      const hoivaSpent: Spent = { serverMs: 0, databaseMs: 0, requests: 0, errors: 0 };
      const floorSpent: Spent = { serverMs: 0, databaseMs: 0, requests: 0, errors: 0 };
      const turnRatios: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const hoivaSlice = () => slice(hoivaUrl, headersOf(page), hoiva!.pid!, database.url, hoivaSpent);
        const floorSlice = () => slice(floorUrl, floorHeaders, floor!.pid!, null, floorSpent);
        if (round % 2 === 0) {
          const hoivaTurn = await hoivaSlice();
          turnRatios.push(hoivaTurn / (await floorSlice()));
        } else {
          const floorTurn = await floorSlice();
          turnRatios.push((await hoivaSlice()) / floorTurn);
        }
      }
      const hoivaServer = hoivaSpent.serverMs / hoivaSpent.requests;
      const hoivaDatabase = hoivaSpent.databaseMs / hoivaSpent.requests;
      const floorServer = floorSpent.serverMs / floorSpent.requests;
      const ratio = median(turnRatios);
      const spread = `${Math.min(...turnRatios).toFixed(2)}–${Math.max(...turnRatios).toFixed(2)}×`;
      const errors = hoivaSpent.errors + floorSpent.errors;
      rows.push(
        `| ${page.name} | ${ms(hoivaServer)} | ${ms(hoivaDatabase)} | ${ms(floorServer)} | ${hoivaSpent.requests} / ${floorSpent.requests}${errors ? ` (${errors} errors)` : ""} | **${ratio.toFixed(2)}×** ≤ ${page.target}×: ${ratio <= page.target ? "met" : "NOT met"} | ${spread} | ${(hoivaServer / floorServer).toFixed(2)}× | ${((hoivaServer + hoivaDatabase) / floorServer).toFixed(2)}× |`,
      );
    }
    log("");
    log(
      "| page | Hoiva server CPU / request | its PostgreSQL CPU / request | floor server CPU / request | requests Hoiva / floor | Hoiva / floor, server: median of the turns (target) | the turns | of the sums | of the sums, with PostgreSQL |",
    );
    log("|---|---|---|---|---|---|---|---|---|");
    for (const row of rows) log(row);
    log("");
    log(
      `wrk -t1 -c${CONNECTIONS}, ${ROUNDS} turns of ${SECONDS} s each per server and page after ${WARMUP_REQUESTS} requests of warm-up; ${os.cpus().length} cores${CORES ? `, the server on core ${CORES.server}, PostgreSQL and wrk on ${CORES.rest}` : ", shared"}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}.`,
    );
  } finally {
    const warn = (error: unknown) => log(`cleaning up: ${String(error)}`);
    if (CORES && postgres) {
      try {
        pinProcessTree(postgres, CORES.all);
      } catch (error) {
        warn(error);
      }
    }
    if (floor) await stopServer(floor).catch(warn);
    if (hoiva) await stopServer(hoiva).catch(warn);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
