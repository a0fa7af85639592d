import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { requireBuild, startBuiltServer, stopServer } from "./built-server";
import { cpuSpentMs, machineBusyMs, readDatabaseBackends, readProcessTree } from "./cpu-time";
import { createFreshDatabase, prepareDemoDatabase } from "./fresh-database";
import { requireWrk, type WrkResult, wrk as runWrk } from "./wrk";

// Server rendering throughput (issue 16): the built server (`npm run build` first), started as
// `npm start` starts it, on PGlite and on PostgreSQL (a fresh database created and dropped per
// run), loaded by wrk with 16 connections for a few seconds per address. Every figure is set
// against the static-file throughput of the same server in the same run (a ratio holds on a noisy
// machine), next to its target. On PostgreSQL the server also runs with two processes
// (WEB_CONCURRENCY=2, Node's cluster behind one port). A second table gives the CPU one request
// cost during the measurement: the server's processes, PostgreSQL's backends and the whole machine
// (wrk included). With every core busy, throughput is the cores over the machine's CPU per request,
// so a page reaches a share of the static file's throughput only by costing at most the inverse
// of that share times the static file's CPU.
//
//   npm run build && npm run bench:ssr
//   BENCH_SECONDS=3 BENCH_CONNECTIONS=16 BENCH_PROCESSES=1,2 BENCH_DATABASES=pglite,postgres npm run bench:ssr
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (server to create the database on)

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PROCESSES = (process.env.BENCH_PROCESSES ?? "1,2").split(",").map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
/** Benchmark servers listen on 3310 and up. */
const PORT = Number(process.env.BENCH_PORT ?? 3310);

type Target = { kind: "static"; min: number } | { kind: "none" };

interface Scenario {
  name: string;
  path: string;
  loggedIn?: boolean;
  /**
   * Sent with a cookie that is no session (consent, say): the page is rendered for the request
   * instead of being sent again from the shared copy of decision 268.
   */
  otherCookie?: boolean;
  /** Pages are asked for as browsers ask (gzip accepted); the static file uncompressed. */
  gzip: boolean;
  /** Share of the static file's throughput this must reach on PostgreSQL. */
  target: Target;
  /** Compared with the same address on PostgreSQL: PGlite must reach half of it. */
  pgliteVsPostgres?: boolean;
}

function scenarios(staticAsset: string): Scenario[] {
  return [
    { name: "/healthz", path: "/healthz", gzip: false, target: { kind: "none" } },
    { name: `static asset (${Math.round(statSync(path.join("build/client/assets", staticAsset)).size / 1000)} kB, uncompressed)`, path: `/assets/${staticAsset}`, gzip: false, target: { kind: "none" } },
    { name: "/fi front page, anonymous", path: "/fi", gzip: true, target: { kind: "static", min: 0.5 }, pgliteVsPostgres: true },
    { name: "/en/booking landing", path: "/en/booking", gzip: true, target: { kind: "static", min: 0.5 }, pgliteVsPostgres: true },
    { name: "/fi/kirjaudu login", path: "/fi/kirjaudu", gzip: true, target: { kind: "static", min: 0.5 }, pgliteVsPostgres: true },
    // The same three rendered for every request: what a visitor with any cookie gets (decision 268).
    { name: "/fi front page, anonymous, rendered (a cookie)", path: "/fi", otherCookie: true, gzip: true, target: { kind: "none" } },
    { name: "/en/booking landing, rendered (a cookie)", path: "/en/booking", otherCookie: true, gzip: true, target: { kind: "none" } },
    { name: "/fi/kirjaudu login, rendered (a cookie)", path: "/fi/kirjaudu", otherCookie: true, gzip: true, target: { kind: "none" } },
    { name: "/fi front page, logged in (Aino)", path: "/fi", loggedIn: true, gzip: true, target: { kind: "static", min: 0.25 }, pgliteVsPostgres: true },
    { name: "/fi/ajat appointments, logged in", path: "/fi/ajat", loggedIn: true, gzip: true, target: { kind: "static", min: 0.25 }, pgliteVsPostgres: true },
    { name: "GET /api/appointments first page", path: "/api/appointments?lang=fi", gzip: true, target: { kind: "none" } },
  ];
}

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

interface Measured {
  rps: number;
  errors: number;
  /** CPU per request in ms: the server's processes, the PostgreSQL backends, the whole machine. */
  cpu?: { server: number; database: number | null; machine: number };
}

/** The processes whose CPU a measurement counts. */
interface Measuring {
  serverPid: number;
  /** The PostgreSQL database the server uses; none on PGlite (its statements run in the server). */
  databaseUrl?: string;
}

function wrk(url: string, headers: Record<string, string>): WrkResult {
  return runWrk(url, headers, { connections: CONNECTIONS, seconds: SECONDS });
}

async function measured(url: string, headers: Record<string, string>, measuring: Measuring): Promise<Measured> {
  const readDatabase = async () => (measuring.databaseUrl ? await readDatabaseBackends(measuring.databaseUrl) : null);
  const server = readProcessTree(measuring.serverPid);
  const database = await readDatabase();
  const machine = machineBusyMs();
  const { rps, errors, requests } = wrk(url, headers);
  const machineAfter = machineBusyMs();
  const serverAfter = readProcessTree(measuring.serverPid);
  const databaseAfter = await readDatabase();
  return {
    rps,
    errors,
    cpu: {
      server: cpuSpentMs(server, serverAfter) / requests,
      database: database && databaseAfter ? cpuSpentMs(database, databaseAfter) / requests : null,
      machine: (machineAfter - machine) / requests,
    },
  };
}

/** One request on a connection of its own (a pooled one may have been closed by the server meanwhile). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

async function measure(port: number, list: Scenario[], cookie: string, measuring: Measuring): Promise<Map<string, Measured>> {
  const results = new Map<string, Measured>();
  for (const scenario of list) {
    const headers: Record<string, string> = {};
    if (scenario.gzip) headers["Accept-Encoding"] = "gzip";
    if (scenario.loggedIn) headers.Cookie = cookie;
    if (scenario.otherCookie) headers.Cookie = "cookie_consent=necessary";
    const url = `http://127.0.0.1:${port}${scenario.path}`;
    // One request first: the address must answer 200 (not a redirect to the login page).
    const status = await statusOf(url, headers);
    if (status !== 200) throw new Error(`${scenario.path} answered ${status}`);
    wrk(url, headers); // warm-up (short: the same length again would double the run)
    results.set(scenario.name, await measured(url, headers, measuring));
  }
  return results;
}

function largestAsset(): string {
  requireBuild();
  const dir = "build/client/assets";
  const scripts = readdirSync(dir).filter((name) => name.endsWith(".js"));
  return scripts.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0]!;
}

type Column = { label: string; results: Map<string, Measured> };

function format(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "–";
}

function percent(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value * 100)}%` : "–";
}

function report(list: Scenario[], columns: Column[]) {
  const staticName = list[1]!.name;
  const pgColumn = columns.find((column) => column.label.startsWith("PostgreSQL"));
  const pgliteColumn = columns.find((column) => column.label === "PGlite");
  const header = ["what", ...columns.flatMap((column) => [`${column.label} req/s`, "of static"]), "target (PostgreSQL, 1 process)"];
  if (pgColumn && pgliteColumn) header.push("PGlite / PostgreSQL (target ≥ 50%)");
  const rows = list.map((scenario) => {
    const cells = [scenario.name];
    for (const column of columns) {
      const measured = column.results.get(scenario.name);
      const staticRps = column.results.get(staticName)?.rps ?? Number.NaN;
      cells.push(`${format(measured?.rps ?? Number.NaN)}${measured?.errors ? ` (${measured.errors} errors)` : ""}`);
      cells.push(scenario.target.kind === "none" && !scenario.otherCookie ? "" : percent((measured?.rps ?? Number.NaN) / staticRps));
    }
    if (scenario.target.kind === "static" && pgColumn) {
      const ratio = (pgColumn.results.get(scenario.name)?.rps ?? Number.NaN) / (pgColumn.results.get(staticName)?.rps ?? Number.NaN);
      cells.push(`≥ ${percent(scenario.target.min)} of static: ${ratio >= scenario.target.min ? "met" : "NOT met"}`);
    } else cells.push("");
    if (pgColumn && pgliteColumn) {
      if (scenario.pgliteVsPostgres) {
        const ratio = (pgliteColumn.results.get(scenario.name)?.rps ?? Number.NaN) / (pgColumn.results.get(scenario.name)?.rps ?? Number.NaN);
        cells.push(`${percent(ratio)} ${ratio >= 0.5 ? "met" : "NOT met"}`);
      } else cells.push("");
    }
    return cells;
  });
  log("");
  log(`| ${header.join(" | ")} |`);
  log(`|${header.map(() => "---").join("|")}|`);
  for (const row of rows) log(`| ${row.join(" | ")} |`);
  log("");
  cpuReport(list, columns);
  log("");
  log(`wrk -t1 -c${CONNECTIONS} -d${SECONDS}s per address after a warm-up; ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}.`);
}

function milliseconds(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? "–" : value.toFixed(2);
}

/**
 * CPU per request in ms, and for each target the machine CPU a page may cost to reach it: the
 * static file's divided by the share.
 */
function cpuReport(list: Scenario[], columns: Column[]) {
  const staticName = list[1]!.name;
  const header = ["CPU per request, ms", ...columns.flatMap((column) => [`${column.label} server`, "PostgreSQL", "machine"]), "machine CPU the target allows (PostgreSQL, 1 process)"];
  const pgColumn = columns.find((column) => column.label === "PostgreSQL");
  log(`| ${header.join(" | ")} |`);
  log(`|${header.map(() => "---").join("|")}|`);
  for (const scenario of list) {
    const cells = [scenario.name];
    for (const column of columns) {
      const cpu = column.results.get(scenario.name)?.cpu;
      cells.push(milliseconds(cpu?.server), milliseconds(cpu?.database), milliseconds(cpu?.machine));
    }
    const staticCpu = pgColumn?.results.get(staticName)?.cpu?.machine;
    cells.push(scenario.target.kind === "static" && staticCpu !== undefined ? `≤ ${milliseconds(staticCpu / scenario.target.min)}` : "");
    log(`| ${cells.join(" | ")} |`);
  }
}

async function main() {
  requireWrk();
  const list = scenarios(largestAsset());
  const columns: Column[] = [];

  if (DATABASES.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "hoiva-bench-ssr-"));
    try {
      log("PGlite: preparing the database…");
      const { aino: cookie } = await prepareDemoDatabase({ dataDir: path.join(dataDir, "pglite") }, ["aino"]);
      const server = await startBuiltServer({ DATA_DIR: dataDir }, PORT);
      try {
        log("PGlite: measuring…");
        columns.push({ label: "PGlite", results: await measure(PORT, list, cookie, { serverPid: server.pid! }) });
      } finally {
        await stopServer(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (DATABASES.includes("postgres")) {
    const database = await createFreshDatabase("ssr");
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "hoiva-bench-ssr-"));
    try {
      log(`PostgreSQL (${database.name}): preparing the database…`);
      const { aino: cookie } = await prepareDemoDatabase({ url: database.url }, ["aino"]);
      for (const processes of PROCESSES) {
        const server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, WEB_CONCURRENCY: String(processes) }, PORT + 1);
        try {
          log(`PostgreSQL, ${processes} process${processes === 1 ? "" : "es"}: measuring…`);
          columns.push({ label: `PostgreSQL${processes === 1 ? "" : ` ×${processes}`}`, results: await measure(PORT + 1, list, cookie, { serverPid: server.pid!, databaseUrl: database.url }) });
        } finally {
          await stopServer(server);
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }
  report(list, columns);
}

await main();
