import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { makeIdentityCode } from "#domain/identity-code";
import type { ReservationResult } from "#domain/reservation";
import { ReservationRequestSchema } from "#domain/reservation-inputs";
import { clockStartingAt } from "#server/clock/clock";
import { loadConfig } from "#server/config/config";
import { environmentFeatures, environmentName } from "#server/config/environments";
import { type Database, openDatabase } from "#server/db/client";
import { appointmentSlots, clinics, patients } from "#server/db/schema";
import { createHttpApp } from "#server/http/app";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import type { PageRenderer } from "#server/http/pages";
import { createLogger } from "#server/logger";
import { reserveAppointment } from "#server/modules/booking/reservation-service";
import { createServices } from "#server/services";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { type CpuReading, cpuSpentMs, machineBusyMs, readDatabaseBackends, readProcessTree } from "./cpu-time";
import { createFreshDatabase, prepareDemoDatabase } from "./fresh-database";
import { createBarePool, recordStatements, replaceParameters, replayStatements } from "./statement-log";

// Booking commit under load (issues 16, 36 §4): 100 customers each reserve a different free time
// at the same moment, POST /api/reserve-appointment through the real HTTP app (session, CSRF,
// validation, the reservation transaction with its confirmation messages and audit event) on a
// fresh PostgreSQL database with the demo data, its pool as the app configures it, the app in a
// process of its own (booking-commit-server.ts) so that its CPU is read without the benchmark's
// HTTP client. BENCH_WARMUP_ROUNDS rounds (5) of 100 at once to warm up, then BENCH_ROUNDS rounds
// (5) counted; p50/p95 of the server time (request in to answer out). The warm-up is long enough
// for V8 to have compiled the hot code: its optimising compiler runs on the process's background
// threads, and one round of 100 left that compilation (a one-off of a server's first minutes) in
// the counted CPU.
// Then one reservation alone through HTTP with its statement log (bench/statement-log.ts), and the
// same rounds of those statements sent bare through `pg` (each customer's ids and time in place of
// the logged ones): the CPU per reservation through HTTP against the bare statements' is the
// target (≤ 2×, issue 36 §4). The same rounds then call the reservation service alone (no HTTP),
// all at once and one at a time, to show what waiting for a connection adds. Every reservation
// must succeed.
//
//   npm run bench:booking-commit
//   BENCH_CONCURRENCY=100 BENCH_WARMUP_ROUNDS=5 BENCH_ROUNDS=5 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:booking-commit

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_ROUNDS = Math.max(1, Number(process.env.BENCH_WARMUP_ROUNDS ?? 5));
/** CPU per reservation through HTTP at most this many times the bare statements' (issue 36 §4). */
const TARGET_RATIO = 2;
/** Rounds (a warm-up and the counted ones) through HTTP, bare and through the service. */
const PHASES = 3;

interface Customer {
  patientId: number;
  cookie: string;
  csrf: string;
  /** The session's row key, as the statements name it. */
  sessionKey: string;
}

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

/** CONCURRENCY customers who have given the patient data consent, each with a session. */
async function createCustomers(db: Database): Promise<Customer[]> {
  const people = Array.from({ length: CONCURRENCY }, (_, index) => ({
    identityCode: makeIdentityCode("1966-06-16", 600 + index),
    firstName: `Asiakas${index}`,
    lastName: "Kuormitus",
  }));
  const rows = await db
    .insert(patients)
    .values(people.map((person) => ({ ...person, birthDate: "1966-06-16", patientDataConsentFormUpdated: TEST_NOW })))
    .returning({ id: patients.id });
  const customers: Customer[] = [];
  for (const [index, person] of people.entries()) {
    const login = await logInForTest(db, person, { authTokenTimeout: { amount: 1, unit: "days" } });
    customers.push({ patientId: rows[index]!.id, cookie: login.cookie, csrf: login.csrf, sessionKey: sessionKeyOf(login.session.id) });
  }
  return customers;
}

/** `count` new free private times of the adult brand, copies of a demo one half an hour apart. */
async function createFreeSlots(db: Database, count: number, from: Date): Promise<number[]> {
  const [template] = await db
    .select()
    .from(appointmentSlots)
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .where(
      and(
        isNull(appointmentSlots.reservedByPatientId),
        isNull(appointmentSlots.cancelledAt),
        gt(appointmentSlots.startsAt, TEST_NOW),
        eq(clinics.brandId, "adult"),
        sql`'private' = any(${appointmentSlots.healthCareTypes})`,
      ),
    )
    .orderBy(asc(appointmentSlots.id))
    .limit(1);
  if (!template) throw new Error("The demo data has no free private time to copy");
  const slot = template.appointment_slots;
  const rows = await db
    .insert(appointmentSlots)
    .values(
      Array.from({ length: count }, (_, index) => ({
        kindId: slot.kindId,
        clinicId: slot.clinicId,
        practitionerId: slot.practitionerId,
        specialtyId: slot.specialtyId,
        practitionerRateId: slot.practitionerRateId,
        startsAt: new Date(from.getTime() + index * 30 * 60_000),
        durationMinutes: slot.durationMinutes,
        locationType: slot.locationType,
        isRemote: slot.isRemote,
        healthCareTypes: slot.healthCareTypes,
        roomLocation: slot.roomLocation,
      })),
    )
    .returning({ id: appointmentSlots.id });
  return rows.map((row) => row.id);
}

function post(agent: http.Agent, base: string, customer: Customer, slotId: number): Promise<ReservationResult> {
  const body = JSON.stringify({ internalOrganization: "adult", appointmentId: slotId, emailAddress: "asiakas@example.com", phone: "+358401234599" });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/reserve-appointment?${customer.csrf}`,
      { method: "POST", agent, headers: { cookie: customer.cookie, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode !== 200) reject(new Error(`HTTP ${response.statusCode}: ${text}`));
          else resolve(JSON.parse(text) as ReservationResult);
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(label: string, durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  log(`${label.padEnd(44)} p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   max ${ms(sorted.at(-1) ?? Number.NaN)}   (${sorted.length})`);
}

interface CpuMark {
  own: CpuReading;
  database: CpuReading;
  machine: number;
}

async function markCpu(databaseUrl: string, pid = process.pid): Promise<CpuMark> {
  return { own: readProcessTree(pid), database: await readDatabaseBackends(databaseUrl), machine: machineBusyMs() };
}

/**
 * What one reservation cost in CPU, and the floor that puts under the p95: with every core busy,
 * the 95th of CONCURRENCY reservations begun at once cannot finish before 95 % of them have had
 * their CPU.
 */
interface CpuCost {
  line: string;
  /** This process and the PostgreSQL backends, per reservation. */
  ms: number;
}

async function cpuSummary(label: string, from: CpuMark, databaseUrl: string, reservations: number): Promise<CpuCost> {
  const to = await markCpu(databaseUrl);
  const per = (ms: number) => `${(ms / reservations).toFixed(2)} ms`;
  const own = cpuSpentMs(from.own, to.own);
  const database = cpuSpentMs(from.database, to.database);
  const machine = (to.machine - from.machine) / reservations;
  const cores = os.cpus().length;
  const floor = (Math.ceil(0.95 * CONCURRENCY) * machine) / cores;
  return {
    line: `${label.padEnd(44)} this process ${per(own)}   PostgreSQL ${per(database)}   both ${per(own + database)}   machine ${per(machine * reservations)}   (p95 floor on ${cores} cores ${floor.toFixed(0)} ms)`,
    ms: (own + database) / reservations,
  };
}

/** The same line from CPU already summed: this process, the PostgreSQL backends, the machine. */
function cpuCost(label: string, spent: { own: number; database: number; machine: number }, reservations: number): CpuCost {
  const per = (ms: number) => `${(ms / reservations).toFixed(2)} ms`;
  const cores = os.cpus().length;
  const floor = (Math.ceil(0.95 * CONCURRENCY) * (spent.machine / reservations)) / cores;
  return {
    line: `${label.padEnd(44)} this process ${per(spent.own)}   PostgreSQL ${per(spent.database)}   both ${per(spent.own + spent.database)}   machine ${per(spent.machine)}   (p95 floor on ${cores} cores ${floor.toFixed(0)} ms)`,
    ms: (spent.own + spent.database) / reservations,
  };
}

function expectSuccess(results: ReservationResult[]) {
  const failed = results.filter((result) => result.type !== "success");
  if (failed.length > 0) throw new Error(`${failed.length} reservations failed: ${[...new Set(failed.map((result) => result.type))].join(", ")}`);
}

async function main() {
  const started = performance.now();
  const database = await createFreshDatabase("commit");
  log(`booking commit benchmark: ${CONCURRENCY} concurrent reservations of different times, ${ROUNDS} rounds, database ${database.name}`);
  await prepareDemoDatabase({ url: database.url }, []);
  const handle = await openDatabase({ url: database.url });
  let server: http.Server | undefined;
  let serverProcess: ChildProcess | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const customers = await createCustomers(handle.db);
    const reservationsEach = PHASES * (WARMUP_ROUNDS + ROUNDS) + 2;
    const slots = await createFreeSlots(handle.db, CONCURRENCY * reservationsEach, new Date(TEST_NOW.getTime() + 5 * 86_400_000));
    // A customer may hold MAX_FUTURE_RESERVATIONS future times: enough for every round here.
    const config = loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: database.url, MAX_FUTURE_RESERVATIONS: String(reservationsEach) });
    const services = createServices(config, { database: handle, logger: createLogger("silent"), clock: clockStartingAt(TEST_NOW) });
    const noPages: PageRenderer = { mountAssets: () => {}, build: () => Promise.reject(new Error("no pages")), mode: "production" };
    const app = createHttpApp(services, noPages);
    const serverTimes: number[] = [];
    server = http.createServer((req, res) => {
      const received = performance.now();
      res.on("finish", () => serverTimes.push(performance.now() - received));
      app(req, res);
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The measured rounds go to the same app in its own process (the in-process one serves only
    // the reservation whose statements are logged, which needs the driver of this process).
    serverProcess = fork(new URL("./booking-commit-server.ts", import.meta.url), {
      // BENCH_CPU_PROF=<folder>: the server process writes a V8 CPU profile there as it stops.
      execArgv: ["--import", "tsx", ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
      env: { ...process.env, DATABASE_URL: database.url, MAX_FUTURE_RESERVATIONS: String(reservationsEach) },
    });
    const serverBase = await new Promise<string>((resolve, reject) => {
      serverProcess!.once("message", (message) => resolve(`http://127.0.0.1:${(message as { port: number }).port}`));
      serverProcess!.once("exit", (code) => reject(new Error(`the benchmark's server stopped (exit ${code})`)));
    });
    const serverProcessTimes = () =>
      new Promise<number[]>((resolve) => {
        serverProcess!.once("message", (message) => resolve((message as { times: number[] }).times));
        serverProcess!.send("times");
      });
    log(`prepared in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    let nextSlot = 0;
    const roundSlots = () => customers.map(() => slots[nextSlot++]!);

    // One reservation alone through HTTP, its statements logged (and the first to warm up).
    const logged = customers[0]!;
    const loggedSlot = roundSlots()[0]!;
    const { result: loggedResult, statements } = await recordStatements(() => post(agent, base, logged, loggedSlot));
    expectSuccess([loggedResult]);

    // Then rounds through HTTP and rounds of the same statements bare (each customer's session, id
    // and time in place of the logged ones, on a pool of the app's size) take turns, so that both
    // meet the same machine; the first WARMUP_ROUNDS of each warm up (connections, prepared code
    // paths, compiled code) and are not counted. CPU is summed over the counted rounds of each.
    const roundTrips: number[] = [];
    const barePool = createBarePool(database.url, 10);
    const spent = { http: { own: 0, database: 0, machine: 0 }, bare: { own: 0, database: 0, machine: 0 } };
    // The HTTP rounds count the server's process, the bare rounds this one (which sends the
    // statements as the server would).
    const measure = async <T>(kind: "http" | "bare", counted: boolean, work: () => Promise<T>): Promise<T> => {
      const pid = kind === "http" ? serverProcess!.pid! : process.pid;
      const from = await markCpu(database.url, pid);
      const result = await work();
      const to = await markCpu(database.url, pid);
      if (counted) {
        spent[kind].own += cpuSpentMs(from.own, to.own);
        spent[kind].database += cpuSpentMs(from.database, to.database);
        spent[kind].machine += to.machine - from.machine;
      }
      return result;
    };
    try {
      for (let round = 1 - WARMUP_ROUNDS; round <= ROUNDS; round += 1) {
        const counted = round > 0;
        const httpIds = roundSlots();
        if (round === 1) await serverProcessTimes();
        const results = await measure("http", counted, () =>
          Promise.all(
            customers.map(async (customer, index) => {
              const begun = performance.now();
              const result = await post(agent, serverBase, customer, httpIds[index]!);
              if (counted) roundTrips.push(performance.now() - begun);
              return result;
            }),
          ),
        );
        expectSuccess(results);

        const bareIds = roundSlots();
        await measure("bare", counted, () =>
          Promise.all(
            customers.map((customer, index) =>
              replayStatements(
                barePool,
                replaceParameters(statements, new Map<string, unknown>([
                  [String(logged.patientId), customer.patientId],
                  [String(loggedSlot), bareIds[index]!],
                  [logged.sessionKey, customer.sessionKey],
                ])),
              ),
            ),
          ),
        );
        // The bare statements did the work: every time is now the customer's.
        const reserved = await handle.db
          .select({ id: appointmentSlots.id, by: appointmentSlots.reservedByPatientId })
          .from(appointmentSlots)
          .where(inArray(appointmentSlots.id, bareIds));
        const byId = new Map(reserved.map((row) => [row.id, row.by]));
        if (customers.some((customer, index) => byId.get(bareIds[index]!) !== customer.patientId)) throw new Error("the bare statements did not reserve every time");
      }
    } finally {
      await barePool.end();
    }
    const counted = ROUNDS * CONCURRENCY;
    // The server times of the counted rounds, from the server's process (not the logged one's).
    serverTimes.splice(0, serverTimes.length, ...(await serverProcessTimes()));
    const httpCpu_ = cpuCost("CPU per reservation, through HTTP", spent.http, counted);
    const bareCpu_ = cpuCost(`CPU per reservation, its ${statements.length} statements bare`, spent.bare, counted);

    // The reservation service alone, as the endpoint calls it, on the same pool: all at once, then
    // one at a time (what one reservation costs without waiting for a connection).
    const features = environmentFeatures(environmentName("adult", config.HOIVA_STAGE));
    const serviceTimes: number[] = [];
    const oneAtATime: number[] = [];
    const reserve = (customer: Customer, slotId: number) =>
      reserveAppointment(handle.db, {
            brand: "adult",
            features,
        payload: ReservationRequestSchema.parse({ internalOrganization: "adult", appointmentId: slotId, emailAddress: "asiakas@example.com", phone: "+358401234599" }),
        now: services.clock.now(),
        maxFutureReservations: config.MAX_FUTURE_RESERVATIONS,
        actor: { actorPatientId: customer.patientId, actingForPatientId: customer.patientId, address: "127.0.0.1", requestId: randomBytes(6).toString("hex") },
        origin: config.PUBLIC_URL,
        userPatientId: customer.patientId,
        actingPatientId: customer.patientId,
        actingRole: "self",
        insurers: services.integrations.insurers,
        senders: services.integrations,
      }).then((outcome) => (outcome.kind === "result" ? outcome.result : ({ type: "unknownError" } as const)));
    let serviceCpu: CpuMark | undefined;
    for (let round = 1 - WARMUP_ROUNDS; round <= ROUNDS; round += 1) {
      const ids = roundSlots();
      if (round === 1) serviceCpu = await markCpu(database.url);
      const results = await Promise.all(
        customers.map(async (customer, index) => {
          const begun = performance.now();
          const result = await reserve(customer, ids[index]!);
          if (round > 0) serviceTimes.push(performance.now() - begun);
          return result;
        }),
      );
      expectSuccess(results);
    }
    const serviceCpu_ = await cpuSummary("CPU per reservation, service alone", serviceCpu!, database.url, ROUNDS * CONCURRENCY);
    const ids = roundSlots();
    for (const [index, customer] of customers.entries()) {
      const begun = performance.now();
      expectSuccess([await reserve(customer, ids[index]!)]);
      oneAtATime.push(performance.now() - begun);
    }

    log("");
    summary(`POST /api/reserve-appointment, server time`, serverTimes);
    summary(`POST /api/reserve-appointment, round trip`, roundTrips);
    summary(`reservation service alone (no HTTP)`, serviceTimes);
    summary(`reservation service, one at a time`, oneAtATime);
    log("");
    log(httpCpu_.line.replace("this process", "server process"));
    log(bareCpu_.line);
    log(serviceCpu_.line);
    const ratio = httpCpu_.ms / bareCpu_.ms;
    log(`CPU per reservation through HTTP / its statements bare: ${ratio.toFixed(2)}×   target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? "met" : "NOT met"}`);
    if (process.env.BENCH_STATEMENTS) for (const { config } of statements) log(`  ${config.text.replace(/\s+/g, " ").slice(0, 160)}`);
    log("");
    log(`${CONCURRENCY} reservations at once per round, ${ROUNDS} rounds after ${WARMUP_ROUNDS} to warm up; the server in a process of its own; the app's pg pool (10 connections); ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}.`);
  } finally {
    agent.destroy();
    if (serverProcess && serverProcess.exitCode === null) {
      const exited = new Promise((resolve) => serverProcess!.once("exit", resolve));
      serverProcess.send("stop");
      await exited;
    }
    if (server) await new Promise((resolve) => server!.close(resolve));
    await handle.close();
    await database.drop();
  }
}

await main();
