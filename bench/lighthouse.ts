import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium as playwrightChromium } from "@playwright/test";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { type PageKey, PAGE_KEYS, pathPattern } from "#domain/routes/route-table";
import { professionalPathPattern, WORKSPACE_PAGE_KEYS, type WorkspacePageKey } from "#domain/routes/professional-route-table";
import { openDatabase } from "#server/db/client";
import { professionalEmail } from "#server/db/demo-data/staff";
import { PROFESSIONAL_SESSION_COOKIE } from "#server/modules/professional/session-cookie";
import { establishProfessionalSession, findProfessionalByEmail, PROFESSIONAL_SESSION_MS } from "#server/modules/professional/session-service";
import { requireBuild, startBuiltServer, stopServer } from "./built-server";
import { coreSplit, pinProcessTree, postmasterPid } from "./cpu-pinning";
import { createFreshDatabase, prepareDemoDatabase } from "./fresh-database";
import { blockingOnThreadTime, mainThreadOnCpu, pageMainThreadTasks, type TraceEvent } from "./main-thread-figures";
import { isolatePageMainThreads, type PageCore } from "./page-core";
import { type ScriptFreeFloor, startScriptFreeFloor } from "./script-free-floor";

// Lighthouse (issues 16 and 36 §3): Lighthouse 12's default mobile profile (a Moto G Power screen,
// simulated slow 4G and a 4× slower CPU) in Debian's headless Chromium, against the built server
// on a fresh PostgreSQL database with the demo data, for every page kind of the route tables (one
// address each, in Finnish): anonymous pages without a cookie, patient pages with Aino's session
// (Jari's for the occupational health pages, Mikko's in the children's brand) and the workspace's
// pages with a nurse's (Laura Salminen's; a doctor's for the reason pages), put in Chromium's
// cookie jar where a login would leave it. An address with parameters is the first link of its
// kind on the page named as its source, the answer to that page's choice form, or where another
// kind's address sends a doctor outside the care team. Prints each page's performance score, LCP,
// CLS, TBT and its render-blocking stylesheets next to the targets and, for a figure that misses
// its target, what Lighthouse names as the cause; the page kinds it could not open say why. Beside
// each run of a page, a run of its script-free copy (bench/script-free-floor.ts: the same HTML and
// CSS without scripts) gives the host's floor for TBT, and the table prints how far the page is
// over it and both loads' whole main-thread work (TBT counts only the tasks between the first paint
// and the moment the page is interactive, which for a page without scripts comes at once, so the
// floor's TBT is a lower bound and the work's ratio the steadier figure). Each row also says how
// much of its tasks' time the page's main thread spent on a CPU: Lighthouse counts the tasks' wall
// time, which a host busy with other work lengthens; the TBT on thread time counts the same tasks'
// own CPU time instead, the blocking that is the page's on any host. Lighthouse assumes a host that
// runs nothing else: each renderer's main thread has core 0 to itself, and the rest of Chromium,
// the server and PostgreSQL share the others (bench/page-core.ts, decision 434; BENCH_PIN=0 lets
// every process use every core). A measurement, not a
// gate: it exits 0 whatever the figures. Every page kind three times with its floor takes an hour
// or more on two shared cores: page keys as arguments measure only those, and --no-floor leaves
// the copies out.
//
//   npm run build && npm run bench:lighthouse                     (every page kind, median of three)
//   npm run bench:lighthouse -- home appointments visit           (those page kinds only)
//   npm run bench:lighthouse -- --list                            (the page kinds and their sources)
//   BENCH_RUNS=1 npm run bench:lighthouse                         (one run per page)
//   npm run bench:lighthouse -- --no-floor                        (without the script-free copies)
//   BENCH_LIGHTHOUSE_REPORTS=reports npm run bench:lighthouse     (also writes each JSON report and its trace there)
//   BENCH_LIGHTHOUSE_CPU_PROFILE=1 BENCH_LIGHTHOUSE_REPORTS=…     (the traces with V8's samples: which functions ran)
//   CHROMIUM_PATH=/usr/bin/chromium BENCH_PORT=3330 BENCH_DATABASE_URL=postgres://… npm run bench:lighthouse

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
/**
 * BENCH_LIGHTHOUSE_CPU_PROFILE=1 adds V8's sampling profiler to the trace, so that a report's trace
 * shows which functions each task ran. The profiler costs the page CPU: for finding a task's
 * cause, not for the figures.
 */
const CPU_PROFILE = process.env.BENCH_LIGHTHOUSE_CPU_PROFILE === "1";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The server listens on BENCH_PORT, Chromium's DevTools on the next port, the script-free copies on the one after. */
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const DEVTOOLS_PORT = PORT + 1;
const FLOOR_PORT = PORT + 2;

/** The page's main thread on a core of its own (decision 434); BENCH_PIN=0 or one core: shared with the rest. */
const CORES = coreSplit();

const TARGETS = { score: 95, lcpMs: 1800, cls: 0.05, tbtMs: 200, stylesheets: 2 };

/**
 * Patients logged in as a login would leave them (Mikko in the children's brand), and two of the
 * workspace's professionals signed in: Laura Salminen, a nurse in Aino's care team, and Antti
 * Koskela, a doctor outside it.
 */
type Persona = "aino" | "jari" | "mikko" | "laura" | "antti";

/**
 * How to open a page kind: who is logged in (null: nobody), and for an address with parameters
 * the page kind whose first link of this kind gives them. Typed over every page key, so a new page
 * cannot be left out.
 */
type PageKind =
  | {
      persona: Persona | null;
      from?: PageKey | `workspace.${WorkspacePageKey}`;
      /** The page is the answer to the source page's choice form: the first checkbox of this name, sent. */
      choose?: string;
      /** The page is where this page kind's address (found as that kind finds it) sends this persona. */
      redirectedFrom?: `workspace.${WorkspacePageKey}`;
      brand?: "kids";
    }
  | { skip: string };

const anonymous: PageKind = { persona: null };
const aino: PageKind = { persona: "aino" };
const jari: PageKind = { persona: "jari" };

const PAGE_KINDS: Record<PageKey, PageKind> = {
  home: anonymous,
  transactionPath: anonymous,
  login: anonymous,
  mfa: { skip: "opens only inside a login that asks for a second factor" },
  actFor: aino,
  smsLogin: { skip: "opens only inside a login by text message" },
  expiredSession: anonymous,
  appointments: aino,
  appointment: { persona: "aino", from: "appointments" },
  waitlistOffer: { skip: "opens only from a waitlist offer's message" },
  anonymousAppointment: { skip: "opens only from a confirmation message's link" },
  invoices: aino,
  invoicePayment: { persona: "aino", from: "invoices" },
  payVisit: aino,
  payment: { skip: "opens only during a payment" },
  invoiceSummary: { persona: "aino", from: "invoices" },
  myInformation: aino,
  accessLog: aino,
  certificates: aino,
  vaccinations: aino,
  occupationalTeam: jari,
  sicknessFund: jari,
  offline: anonymous,
  help: anonymous,
  childrensChatNotice: { persona: "mikko", brand: "kids" },
  termsOfUse: anonymous,
  bookingLanding: anonymous,
  bookingPrivate: anonymous,
  bookingInsurance: anonymous,
  bookingKela65: anonymous,
  bookingOccupational: jari,
  reservePrivate: { persona: "aino", from: "bookingPrivate" },
  reserveInsurance: { persona: "aino", from: "bookingInsurance" },
  reserveKela65: { persona: "aino", from: "bookingKela65" },
  reserveOccupational: { persona: "jari", from: "bookingOccupational" },
  reserveAnonymous: { persona: null, from: "bookingPrivate" },
  patientDataConsent: aino,
  registration: { skip: "opens only inside the login of someone who is not a customer yet" },
  newCustomer: anonymous,
  occupationalLanding: anonymous,
  occupationalVaccination: jari,
  anonymousChildrensChat: { persona: null, brand: "kids" },
  messages: aino,
  newMessage: aino,
  thread: { persona: "aino", from: "messages" },
  prescriptions: aino,
  prescriptionRenewal: { persona: "aino", from: "prescriptions", choose: "prescription" },
  imaging: aino,
  imagingReferral: { persona: "aino", from: "imaging" },
  imagingResult: { persona: "aino", from: "imaging" },
  laboratory: aino,
  laboratoryReferral: { persona: "aino", from: "laboratory" },
  laboratoryResult: { persona: "aino", from: "laboratory" },
  laboratoryTestHistory: { persona: "aino", from: "laboratoryResult" },
  visits: aino,
  visit: { persona: "aino", from: "visits" },
  questionnaires: aino,
  questionnaire: { persona: "aino", from: "questionnaires" },
  invoiceLanding: anonymous,
  paymentResult: { skip: "opens only on the return from the payment provider" },
};

const laura: PageKind = { persona: "laura" };

const WORKSPACE_KINDS: Record<WorkspacePageKey, PageKind> = {
  signIn: anonymous,
  inbox: laura,
  thread: { persona: "laura", from: "workspace.inbox" },
  threadAccess: { persona: "antti", redirectedFrom: "workspace.thread" },
  newThread: laura,
  absences: laura,
  patientAppointments: { persona: "laura", from: "workspace.thread" },
  patientVisits: { persona: "laura", from: "workspace.patientAppointments" },
  patientLabResults: { persona: "laura", from: "workspace.patientAppointments" },
  patientPrescriptions: { persona: "laura", from: "workspace.patientAppointments" },
  patientLabResult: { persona: "laura", from: "workspace.patientLabResults" },
  patientVisit: { persona: "laura", from: "workspace.patientVisits" },
  patientRecordsAccess: { persona: "antti", redirectedFrom: "workspace.patientAppointments" },
};

interface Page {
  name: string;
  /** The address the browser opens (the host names the brand). */
  url: string;
  persona: Persona | null;
  /** Render-blocking stylesheets of the page's HTML (issue 36 §3: two at most). */
  stylesheets: number;
  /** The page's HTML as the server sent it to this persona, for its script-free copy. */
  html: string;
}

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** All the main thread's work of the load (Lighthouse's breakdown, simulated at 4×), blocking or not. */
  mainThreadMs: number;
  /** The share of its tasks' wall time the page's main thread spent on a CPU (mainThreadOnCpu). */
  onCpu: number;
  /** Blocking time counted on the main thread's thread time (blockingOnThreadTime). */
  tbtOnCpuMs: number;
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

/** The Cookie header of a workspace session of the demo professional of this name, signed in at `now`. */
async function signInProfessional(url: string, firstName: string, lastName: string, now: Date): Promise<string> {
  const database = await openDatabase({ url });
  try {
    const professional = await findProfessionalByEmail(database.db, professionalEmail(firstName, lastName));
    if (!professional) throw new Error(`No demo professional ${firstName} ${lastName}`);
    const id = await establishProfessionalSession(database.db, { previousId: null, professionalId: professional.id, lang: "fi", now, idleMs: PROFESSIONAL_SESSION_MS });
    return `${PROFESSIONAL_SESSION_COOKIE}=${id}`;
  } finally {
    await database.close();
  }
}

/** Leaves in the browser's cookie jar only the session cookie `cookie` (none: null), as a login would. */
async function useSession(base: string, cookie: string | null): Promise<void> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${DEVTOOLS_PORT}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default browser context");
    await context.clearCookies();
    if (cookie) {
      const [name, value] = cookie.split("=") as [string, string];
      await context.addCookies([{ name, value, url: base, httpOnly: true, sameSite: "Lax" }]);
    }
  } finally {
    // Only the connection closes; the browser and its cookies stay.
    await browser.close();
  }
}

/** The keys of the page kinds: the patient pages', then the care team's ("workspace.inbox"). */
function allKinds(): { key: string; kind: PageKind; pattern: string }[] {
  return [
    ...PAGE_KEYS.map((key) => ({ key, kind: PAGE_KINDS[key], pattern: pathPattern(key, "fi") })),
    ...WORKSPACE_PAGE_KEYS.map((key) => ({ key: `workspace.${key}`, kind: WORKSPACE_KINDS[key], pattern: professionalPathPattern(key, "fi") })),
  ];
}

/**
 * Where the server answers a page kind's brand: the browser asks kids.localhost for the children's
 * brand, and this script (whose fetch cannot name a host) 127.0.0.1, which the server is told is
 * the children's brand too (BRAND_HOSTS).
 */
function baseOf(kind: { brand?: "kids" }, client: "browser" | "script"): string {
  if (kind.brand !== "kids") return `http://localhost:${PORT}`;
  return client === "browser" ? `http://kids.localhost:${PORT}` : `http://127.0.0.1:${PORT}`;
}

/**
 * The address of a page kind: its pattern, or with parameters the first such link on its source
 * page, the answer to that page's choice form, or where another kind's address redirects.
 */
async function addressOf(key: string, cookies: Record<Persona, string>, seen: string[] = []): Promise<string> {
  const entry = allKinds().find((kind) => kind.key === key);
  if (!entry || "skip" in entry.kind) throw new Error(`${key} is no page kind that opens`);
  if (!entry.pattern.includes(":")) return entry.pattern;
  const { kind } = entry;
  const { persona, from, choose, redirectedFrom } = kind;
  const source = redirectedFrom ?? from;
  if (!source || seen.includes(source)) throw new Error(`${key} has parameters and no page to find them on`);
  const sourceAddress = await addressOf(source, cookies, [...seen, key]);
  const open = (address: string) => fetch(baseOf(kind, "script") + address, { headers: persona ? { cookie: cookies[persona] } : {}, redirect: "manual" });
  /** Where an answer sends the browser (path and query), or why it sends it nowhere. */
  const redirectOf = (answer: Response, asked: string) => {
    const location = answer.headers.get("location");
    if (answer.status < 300 || answer.status > 303 || !location) throw new Error(`${asked} answered ${persona ?? "a visitor"} with ${answer.status}, not a redirect`);
    const target = new URL(location, baseOf(kind, "script"));
    return target.pathname + target.search;
  };
  // A care team member's page, opened by a professional outside the team, asks for a reason.
  if (redirectedFrom) return redirectOf(await open(sourceAddress), sourceAddress);
  const response = await open(sourceAddress);
  if (response.status !== 200) throw new Error(`${sourceAddress} (where ${key} is found) answered ${response.status}`);
  if (choose) {
    const value = new RegExp(`<input type="checkbox"[^>]*name="${choose}" value="([^"]+)"`).exec(await response.text())?.[1];
    if (!value) throw new Error(`${sourceAddress} has no "${choose}" to choose`);
    const chosen = `${sourceAddress}?${new URLSearchParams({ [choose]: value })}`;
    return redirectOf(await open(chosen), chosen);
  }
  // Patterns hold letters, digits, "/", "-" and ":name" only. A link that is another page kind's
  // own address ("/fi/viestit/uusi" beside "/fi/viestit/:threadId") is not one of this kind.
  const linkPattern = new RegExp(`href="(${entry.pattern.replace(/:[a-zA-Z]+/g, '[^/"?#]+')})[?"#]`, "g");
  const fixedAddresses = new Set(allKinds().map((kind) => kind.pattern).filter((pattern) => !pattern.includes(":")));
  const link = [...(await response.text()).matchAll(linkPattern)].map((match) => match[1]!).find((address) => !fixedAddresses.has(address));
  if (!link) throw new Error(`${sourceAddress} links to no ${entry.pattern}`);
  return link;
}

/** Stylesheets that block the first render: every <link rel="stylesheet"> but those for print. */
function renderBlockingStylesheets(html: string): number {
  return (html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).filter((tag) => !/\bmedia="print"/.test(tag)).length;
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

/** One Lighthouse run on `url`; `name` names its report. */
async function audit(url: string, name: string, run: number): Promise<Figures & { benchmarkIndex: number }> {
  const flags: Flags = {
    port: DEVTOOLS_PORT,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(CPU_PROFILE ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } : {}),
  };
  // A busy machine sometimes spoils the trace (NO_NAVSTART, NO_FCP); Lighthouse's advice is to run again.
  let lhr: Result | undefined;
  let traceEvents: readonly TraceEvent[] = [];
  for (let attempt = 1; !lhr; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) {
      lhr = result.lhr;
      traceEvents = result.artifacts.Trace.traceEvents;
    }
    else if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    else log(`  Lighthouse: ${result.lhr.runtimeError.code}, running again`);
  }
  // A logged-in page that sent Lighthouse to the login page would measure the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const file = path.join(REPORTS, `${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${run}`);
    writeFileSync(`${file}.json`, JSON.stringify(lhr));
    // The trace beside it, for DevTools' Performance panel or a script: where a task's wall time went.
    writeFileSync(`${file}.trace.json`, JSON.stringify({ traceEvents }));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const mainThreadTasks = pageMainThreadTasks(traceEvents);
  const figures = {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
    fcpMs: value("first-contentful-paint"),
    mainThreadMs: value("mainthread-work-breakdown"),
    onCpu: mainThreadOnCpu(mainThreadTasks),
    tbtOnCpuMs: blockingOnThreadTime(traceEvents, mainThreadTasks),
  };
  return { ...figures, causes: causesOf(lhr, figures), benchmarkIndex: lhr.environment.benchmarkIndex };
}

/** The path, with the host for the children's brand: "kids.localhost:3330/fi/pikkutsatti". */
function shownAddress(url: string): string {
  const { host, pathname } = new URL(url);
  return host.startsWith("kids.") ? host + pathname : pathname;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (met: boolean) => (met ? "met" : "NOT met");

async function main() {
  requireBuild();
  const database = await createFreshDatabase("lighthouse");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hoiva-bench-lighthouse-"));
  let server: ChildProcess | undefined;
  let chromium: { process: ChildProcess; profile: string } | undefined;
  let floor: ScriptFreeFloor | undefined;
  let pageCore: PageCore | undefined;
  let postgres: number | undefined;
  try {
    const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
    const kinds = allKinds();
    if (process.argv.includes("--list")) {
      for (const { key, kind, pattern } of kinds) log(`${key.padEnd(32)} ${pattern.padEnd(48)} ${"skip" in kind ? `not measured: ${kind.skip}` : `${kind.persona ?? "anonymous"}${kind.from ? `, found on ${kind.from}` : ""}`}`);
      return;
    }
    const unknown = only.filter((key) => !kinds.some((kind) => kind.key === key));
    if (unknown.length) throw new Error(`No such page kinds: ${unknown.join(", ")} (--list lists them)`);
    const chosen = only.length ? kinds.filter((kind) => only.includes(kind.key)) : kinds;
    log(`preparing ${database.name} (demo data, Aino's, Jari's, Mikko's, Laura's and Antti's sessions)…`);
    // The browser's clock is the machine's: the data, the session and the server's clock start now,
    // or the page would count the session as long expired.
    const now = new Date();
    const cookies = {
      ...(await prepareDemoDatabase({ url: database.url }, ["aino", "jari", "mikko"], now)),
      laura: await signInProfessional(database.url, "Laura", "Salminen", now),
      antti: await signInProfessional(database.url, "Antti", "Koskela", now),
    };
    const brandHosts = "localhost=adult,kids.localhost=kids,127.0.0.1=kids";
    server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, BRAND_HOSTS: brandHosts }, PORT, now);
    const pages: Page[] = [];
    const notMeasured: string[] = [];
    for (const { key, kind } of chosen) {
      if ("skip" in kind) {
        notMeasured.push(`${key}: ${kind.skip}`);
        continue;
      }
      try {
        const address = await addressOf(key, cookies);
        // Every page once before measuring, so that no run pays for the server's first render.
        const warm = await fetch(baseOf(kind, "script") + address, { headers: kind.persona ? { cookie: cookies[kind.persona] } : {}, redirect: "manual" });
        if (warm.status !== 200) throw new Error(`${address} answered ${warm.status}`);
        const html = await warm.text();
        pages.push({ name: `${key}${kind.persona ? `, ${kind.persona}` : ""}`, url: baseOf(kind, "browser") + address, persona: kind.persona, stylesheets: renderBlockingStylesheets(html), html });
      } catch (error) {
        notMeasured.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    chromium = await startChromium();
    if (!process.argv.includes("--no-floor")) floor = await startScriptFreeFloor(pages, FLOOR_PORT, PORT);
    if (CORES) {
      postgres = await postmasterPid(database.url);
      // This process runs Lighthouse and the script-free copies' server.
      pageCore = isolatePageMainThreads(chromium.process.pid!, [process.pid, server.pid!, postgres], CORES);
    }
    const rows: { page: Page; figures: Figures; tbtOnCpuMs: number; floor: { tbtMs: number; mainThreadMs: number } | null }[] = [];
    const indexes: number[] = [];
    const onCpuShares: number[] = [];
    for (const page of pages) {
      await useSession(new URL(page.url).origin, page.persona ? cookies[page.persona] : null);
      const runs: Figures[] = [];
      const floorRuns: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        log(`${page.name} (${page.url}), run ${run}/${RUNS}…`);
        const measured = await audit(page.url, page.name, run);
        indexes.push(measured.benchmarkIndex);
        onCpuShares.push(measured.onCpu);
        runs.push(measured);
        // The copy right after the page, so that both meet the same moment of a noisy host.
        if (floor) {
          const floorRun = await audit(floor.addressOf(page.url), `${page.name} floor`, run);
          floorRuns.push(floorRun);
          onCpuShares.push(floorRun.onCpu);
        }
      }
      // The run with the median score, as Lighthouse advises for variable machines.
      runs.sort((a, b) => a.score - b.score);
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
      const floorFigures = floor ? { tbtMs: median(floorRuns.map((run) => run.tbtMs)), mainThreadMs: median(floorRuns.map((run) => run.mainThreadMs)) } : null;
      // The blocking on thread time is its own median: it does not follow the score.
      const tbtOnCpuMs = median(runs.map((run) => run.tbtOnCpuMs));
      rows.push({ page, figures: runs[Math.floor((runs.length - 1) / 2)]!, tbtOnCpuMs, floor: floorFigures });
    }

    log("");
    log(
      `| page | performance (≥ ${TARGETS.score}) | LCP (≤ ${seconds(TARGETS.lcpMs)}) | CLS (≤ ${TARGETS.cls}) | TBT (≤ ${TARGETS.tbtMs} ms) | TBT on thread time | script-free floor's TBT | TBT over the floor | main-thread work, page / floor | main thread on a CPU | FCP | render-blocking stylesheets (≤ ${TARGETS.stylesheets}) |`,
    );
    log("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (const { page, figures, tbtOnCpuMs, floor: floorFigures } of rows) {
      const floorColumns =
        floorFigures === null
          ? `– | – | ${Math.round(figures.mainThreadMs)} ms`
          : `${Math.round(floorFigures.tbtMs)} ms | ${Math.round(Math.max(0, figures.tbtMs - floorFigures.tbtMs))} ms | ` +
            `${Math.round(figures.mainThreadMs)} / ${Math.round(floorFigures.mainThreadMs)} ms (${(figures.mainThreadMs / floorFigures.mainThreadMs).toFixed(1)}×)`;
      log(
        `| ${page.name} \`${shownAddress(page.url)}\` | ${figures.score} ${mark(figures.score >= TARGETS.score)} | ${seconds(figures.lcpMs)} ${mark(figures.lcpMs <= TARGETS.lcpMs)} | ${figures.cls.toFixed(3)} ${mark(figures.cls <= TARGETS.cls)} | ${Math.round(figures.tbtMs)} ms ${mark(figures.tbtMs <= TARGETS.tbtMs)} | ${Math.round(tbtOnCpuMs)} ms | ${floorColumns} | ${Math.round(figures.onCpu * 100)} % | ${seconds(figures.fcpMs)} | ${page.stylesheets} ${mark(page.stylesheets <= TARGETS.stylesheets)} |`,
      );
    }
    log("");
    for (const { page, figures } of rows) {
      if (figures.causes.length === 0) continue;
      log(`${page.name}:`);
      for (const cause of figures.causes) log(`  ${cause}`);
    }
    if (notMeasured.length) {
      log("");
      log("Not measured:");
      for (const line of notMeasured) log(`  ${line}`);
    }
    log("");
    log(
      `Lighthouse ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per page, mobile profile (simulated slow 4G, 4× CPU slowdown), ${CHROMIUM}; ` +
        `Lighthouse's CPU benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} ` +
        `(a lower index means a slower or busier machine); the loads' main thread on a CPU for ` +
        `${Math.round(Math.min(...onCpuShares) * 100)}–${Math.round(Math.max(...onCpuShares) * 100)} % of its tasks' time ` +
        `(the rest the host's other work, which Lighthouse counts as the page's); ${os.cpus().length} cores, ` +
        (CORES
          ? `the pages' main threads on core ${CORES.server} of their own, the rest of Chromium, the server and PostgreSQL on ${CORES.rest} (decision 434; BENCH_PIN=0 shares them)`
          : "every process on every core") +
        `, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}.`,
    );
  } finally {
    const warn = (error: unknown) => log(`cleaning up: ${String(error)}`);
    if (pageCore) await pageCore.stop().catch(warn);
    // PostgreSQL serves more than this run: its cores back (a failure must not skip the rest).
    if (CORES && postgres) {
      try {
        pinProcessTree(postgres, CORES.all);
      } catch (error) {
        warn(error);
      }
    }
    if (floor) await floor.close().catch(warn);
    if (chromium) await stopChromium(chromium).catch(warn);
    if (server) await stopServer(server).catch(warn);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
