import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium as playwrightChromium } from "@playwright/test";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { requireBuild, startBuiltServer, stopServer } from "./built-server";
import { createFreshDatabase, prepareDemoDatabase } from "./fresh-database";

// Lighthouse (issue 16): Lighthouse 12's default mobile profile (a Moto G Power screen, simulated
// slow 4G and a 4× slower CPU) in Debian's headless Chromium, against the built server on a fresh
// PostgreSQL database with the demo data, for the front page (anonymous and Aino's), the private
// booking list, one of Aino's appointments and the login page. Aino's session is created before the
// server starts; after the anonymous pages its cookie is put in Chromium's cookie jar, where a
// login would leave it. Prints each page's performance score, LCP, CLS and TBT
// next to the targets and, for a figure that misses its target, what Lighthouse names as the cause.
// A measurement, not a gate: it exits 0 whatever the figures.
//
//   npm run build && npm run bench:lighthouse
//   BENCH_RUNS=3 npm run bench:lighthouse                 (median of three runs per page)
//   BENCH_LIGHTHOUSE_REPORTS=reports npm run bench:lighthouse   (also writes each JSON report there)
//   CHROMIUM_PATH=/usr/bin/chromium BENCH_PORT=3330 BENCH_DATABASE_URL=postgres://… npm run bench:lighthouse

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The server listens on BENCH_PORT, Chromium's DevTools on the next port. */
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const DEVTOOLS_PORT = PORT + 1;

const TARGETS = { score: 95, lcpMs: 1800, cls: 0.05, tbtMs: 150 };

interface Page {
  name: string;
  path: string;
  loggedIn: boolean;
}

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  causes: string[];
}

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

async function startChromium(): Promise<{ process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "hoiva-bench-chromium-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      `--remote-debugging-port=${DEVTOOLS_PORT}`,
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-extensions",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium stopped (exit ${child.exitCode}); is it installed? (apt-get install chromium)`);
    try {
      if ((await fetch(`http://127.0.0.1:${DEVTOOLS_PORT}/json/version`)).ok) return { process: child, profile };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`Chromium (${CHROMIUM}) did not open its DevTools port in 60 s`);
}

async function stopChromium({ process: child, profile }: { process: ChildProcess; profile: string }): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
}

/** Puts the session cookie in the browser's cookie jar, as the login's answer would. */
async function addSessionCookie(base: string, cookie: string): Promise<void> {
  const [name, value] = cookie.split("=") as [string, string];
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${DEVTOOLS_PORT}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default browser context");
    await context.addCookies([{ name, value, url: base, httpOnly: true, sameSite: "Lax" }]);
  } finally {
    // Only the connection closes; the browser and its cookies stay.
    await browser.close();
  }
}

/** The first of Aino's appointments that her appointments list links to. */
async function firstAppointmentPath(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/fi/ajat`, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`/fi/ajat answered ${response.status}`);
  const link = /href="(\/fi\/ajat\/[^"?#]+)"/.exec(await response.text())?.[1];
  if (!link) throw new Error("Aino's appointments list links to no appointment");
  return link;
}

/** What Lighthouse names as the reason for a figure that misses its target. */
function causesOf(lhr: Result, figures: Omit<Figures, "causes">): string[] {
  const causes: string[] = [];
  const details = (id: string) => lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  const describe = (item: Record<string, unknown>): string => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    return String(node?.snippet ?? node?.selector ?? item.url ?? item.description ?? "").slice(0, 140);
  };
  if (figures.lcpMs > TARGETS.lcpMs || figures.score < TARGETS.score) {
    const lcpItems = details("largest-contentful-paint-element")?.items ?? [];
    const element = (lcpItems[0] as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
    if (element) causes.push(`LCP element: ${describe(element)}`);
    const phases = (lcpItems[1] as { items?: { phase?: string; timing?: number }[] } | undefined)?.items ?? [];
    if (phases.length) causes.push(`LCP phases: ${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(", ")}`);
    for (const item of details("render-blocking-resources")?.items ?? []) {
      causes.push(`render-blocking: ${String(item.url)} (${Math.round(Number(item.wastedMs ?? 0))} ms)`);
    }
  }
  if (figures.cls > TARGETS.cls) {
    for (const item of (details("layout-shifts")?.items ?? []).slice(0, 3)) {
      causes.push(`layout shift ${Number(item.score ?? 0).toFixed(3)}: ${describe(item)}`);
    }
    for (const item of details("unsized-images")?.items ?? []) causes.push(`image without width/height: ${describe(item)}`);
  }
  if (figures.tbtMs > TARGETS.tbtMs || figures.score < TARGETS.score) {
    for (const item of (details("bootup-time")?.items ?? []).slice(0, 3)) {
      causes.push(`script time: ${String(item.url)} ${Math.round(Number(item.total ?? 0))} ms (${Math.round(Number(item.scripting ?? 0))} ms scripting)`);
    }
    const work = details("mainthread-work-breakdown")?.items ?? [];
    if (work.length) causes.push(`main thread: ${work.slice(0, 4).map((item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration ?? 0))} ms`).join(", ")}`);
  }
  return causes;
}

async function audit(url: string, page: Page, run: number): Promise<Figures & { benchmarkIndex: number }> {
  const flags: Flags = {
    port: DEVTOOLS_PORT,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  };
  // A busy machine sometimes spoils the trace (NO_NAVSTART, NO_FCP); Lighthouse's advice is to run again.
  let lhr: Result | undefined;
  for (let attempt = 1; !lhr; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) lhr = result.lhr;
    else if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    else log(`  Lighthouse: ${result.lhr.runtimeError.code}, running again`);
  }
  // A logged-in page that sent Lighthouse to the login page would measure the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${page.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${run}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const figures = {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
    fcpMs: value("first-contentful-paint"),
  };
  return { ...figures, causes: causesOf(lhr, figures), benchmarkIndex: lhr.environment.benchmarkIndex };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (met: boolean) => (met ? "met" : "NOT met");

async function main() {
  requireBuild();
  const database = await createFreshDatabase("lighthouse");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hoiva-bench-lighthouse-"));
  let server: ChildProcess | undefined;
  let chromium: { process: ChildProcess; profile: string } | undefined;
  try {
    log(`preparing ${database.name} (demo data, Aino's session)…`);
    // The browser's clock is the machine's: the data, the session and the server's clock start now,
    // or the page would count the session as long expired.
    const now = new Date();
    const { aino: cookie } = await prepareDemoDatabase({ url: database.url }, ["aino"], now);
    server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.url }, PORT, now);
    const base = `http://localhost:${PORT}`;
    // The anonymous pages first: the session cookie joins the browser before the logged-in ones.
    const pages: Page[] = [
      { name: "front page, anonymous", path: "/fi", loggedIn: false },
      { name: "private booking list", path: "/fi/ajanvaraus/yksityisasiakas", loggedIn: false },
      { name: "login page", path: "/fi/kirjaudu", loggedIn: false },
      { name: "front page, Aino", path: "/fi", loggedIn: true },
      { name: "appointment, Aino", path: await firstAppointmentPath(base, cookie), loggedIn: true },
    ];
    chromium = await startChromium();
    const rows: { page: Page; figures: Figures }[] = [];
    const indexes: number[] = [];
    for (const page of pages) {
      if (page.loggedIn && !pages[pages.indexOf(page) - 1]?.loggedIn) await addSessionCookie(base, cookie);
      // Every page once before measuring, so that no run pays for the server's first render.
      const warm = await fetch(base + page.path, { headers: page.loggedIn ? { cookie } : {}, redirect: "manual" });
      if (warm.status !== 200) throw new Error(`${page.path} answered ${warm.status}${page.loggedIn ? " (has the session ended?)" : ""}`);
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        log(`${page.name} (${page.path}), run ${run}/${RUNS}…`);
        const measured = await audit(base + page.path, page, run);
        indexes.push(measured.benchmarkIndex);
        runs.push(measured);
      }
      // The run with the median score, as Lighthouse advises for variable machines.
      runs.sort((a, b) => a.score - b.score);
      rows.push({ page, figures: runs[Math.floor((runs.length - 1) / 2)]! });
    }

    log("");
    log(`| page | performance (≥ ${TARGETS.score}) | LCP (≤ ${seconds(TARGETS.lcpMs)}) | CLS (≤ ${TARGETS.cls}) | TBT (≤ ${TARGETS.tbtMs} ms) | FCP |`);
    log("|---|---|---|---|---|---|");
    for (const { page, figures } of rows) {
      log(
        `| ${page.name} \`${page.path}\` | ${figures.score} ${mark(figures.score >= TARGETS.score)} | ${seconds(figures.lcpMs)} ${mark(figures.lcpMs <= TARGETS.lcpMs)} | ${figures.cls.toFixed(3)} ${mark(figures.cls <= TARGETS.cls)} | ${Math.round(figures.tbtMs)} ms ${mark(figures.tbtMs <= TARGETS.tbtMs)} | ${seconds(figures.fcpMs)} |`,
      );
    }
    log("");
    for (const { page, figures } of rows) {
      if (figures.causes.length === 0) continue;
      log(`${page.name}:`);
      for (const cause of figures.causes) log(`  ${cause}`);
    }
    log("");
    log(
      `Lighthouse ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per page, mobile profile (simulated slow 4G, 4× CPU slowdown), ${CHROMIUM}; ` +
        `Lighthouse's CPU benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} ` +
        `(a lower index means a slower or busier machine); ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}.`,
    );
  } finally {
    const warn = (error: unknown) => log(`cleaning up: ${String(error)}`);
    if (chromium) await stopChromium(chromium).catch(warn);
    if (server) await stopServer(server).catch(warn);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
