import { systemClock } from "#server/clock/clock";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { addCalendarDays } from "#domain/booking-search";
import { appointmentSearchQuerySchema, availableDatesQuerySchema, searchParamsToInput } from "#domain/booking-search-inputs";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { loadConfig } from "#server/config/config";
import { openDatabase } from "#server/db/client";
import { KINDS, SPECIALTIES } from "#server/db/demo-data/catalog-data";
import { migrateDatabase } from "#server/db/migrate";
import { createHttpApp } from "#server/http/app";
import type { PageRenderer } from "#server/http/pages";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { BENCH_SERVER_URL, createFreshDatabase } from "./fresh-database";
import { availableDatesSql, freeSlotsQuery } from "#server/modules/booking/search-repository";
import { datesCriteriaOf, searchCriteriaOf } from "#server/modules/booking/search-service";

// Appointment search under load (issue 5): a fresh PostgreSQL database with at least 1,000,000
// future slots, then the search (GET /api/appointments) and the dates call
// (GET /api/appointments/available-appointment-dates) through the real HTTP app with 16
// concurrent clients, next to the very same SQL statements run bare on a pg pool of the app's size
// with the same concurrency, in alternating slices. The ratio HTTP / bare is the figure we track:
// what the app (HTTP, validation, mapping, JSON) adds on top of the database.
//
//   npm run bench:booking-search
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SLOTS=1000000 \
//   BENCH_CLIENTS=16 BENCH_SECONDS=8 npm run bench:booking-search
//   BENCH_EXPLAIN=1 npm run bench:booking-search     (also prints the query plans)
//   BENCH_KEEP=1 npm run bench:booking-search        (keeps the database for a closer look)

const SLOTS = Number(process.env.BENCH_SLOTS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
/** HTTP and bare runs alternate in this many slices. */
const ROUNDS = 4;
/** Keep the database afterwards (its URL is printed) to look at plans by hand; drop it yourself. */
const KEEP = process.env.BENCH_KEEP === "1";

/** Practitioners and clinics of the generated calendar; ten slots a day each, 125 days ahead. */
const PRACTITIONERS = 800;
const ADULT_CLINICS = 40;
const KIDS_CLINICS = 12;
const SLOTS_PER_DAY = 10;

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

// ---- Data ----

async function loadData(pool: pg.Pool, today: string) {
  const kinds = KINDS.map((kind) => ({ ...kind, types: `{${kind.healthCareTypes.join(",")}}` }));
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query(`insert into brands (id, name) values ('adult', 'Hoiva'), ('kids', 'Hoiva Junior')`);
    // Clinics A001.. (adult) and K001.. (kids); every tenth adult clinic has a related one.
    await client.query(
      `insert into clinics (id, brand_id, name, cms_name, city, municipality, street_address, postal_code, post_office, related_clinic_ids)
       select c.id, c.brand, c.name, c.name, 'Helsinki', 'Helsinki', 'Testikatu ' || c.n, '00100', 'HELSINKI',
              case when c.brand = 'adult' and c.n % 10 = 1 then array['A' || lpad((c.n + 1)::text, 3, '0')] else '{}'::text[] end
       from (
         select n, 'A' || lpad(n::text, 3, '0') as id, 'adult' as brand, 'Hoiva ' || n as name from generate_series(1, $1::int) n
         union all
         select n, 'K' || lpad(n::text, 3, '0'), 'kids', 'Hoiva Junior ' || n from generate_series(1, $2::int) n
       ) c`,
      [ADULT_CLINICS, KIDS_CLINICS],
    );
    for (const specialty of SPECIALTIES) {
      await client.query(`insert into specialties (id, name, is_hoisted) values ($1, $2, $3)`, [
        specialty.id,
        JSON.stringify(specialty.name),
        specialty.isHoisted,
      ]);
    }
    for (const kind of kinds) {
      await client.query(`insert into appointment_kinds (id, title) values ($1, $2)`, [kind.id, JSON.stringify(kind.title)]);
    }
    // Identities start at 1 in a fresh database, so practitioner n has id n.
    await client.query(
      `insert into practitioners (name, title) select 'Ammattilainen ' || n, '{"fi":"Lääkäri","sv":"Läkare","en":"Doctor"}'::jsonb
       from generate_series(1, $1::int) n`,
      [PRACTITIONERS],
    );
    // Every practitioner offers a pair of kinds: the one of their group and, for doctors, a remote kind.
    await client.query(`create temporary table bench_offer (practitioner_id bigint, slot_kind int, kind_id text) on commit drop`);
    await client.query(
      `insert into bench_offer
       select p, k, case p % 10
         when 0 then (array['VO30','VID20'])[k + 1] when 1 then (array['VO30','PUH15'])[k + 1]
         when 2 then (array['ERI30','VID20'])[k + 1] when 3 then 'SH20' when 4 then 'FT45'
         when 5 then (array['LL30','VID20'])[k + 1] when 6 then 'TT30' when 7 then (array['TT30','TTP20'])[k + 1]
         when 8 then (array['Y65P','Y65V'])[k + 1] else 'ROK15' end
       from generate_series(1, $1::int) p, generate_series(0, 1) k`,
      [PRACTITIONERS],
    );
    await client.query(
      `insert into practitioner_rates (practitioner_id, code, name, rate_cents)
       select distinct o.practitioner_id, o.kind_id, k.title, 5000 + (o.practitioner_id % 7) * 1000
       from bench_offer o join appointment_kinds k on k.id = o.kind_id
       where o.kind_id not in ('TT30', 'TTP20')`,
    );
    await client.query(
      `insert into practitioner_rate_fees (rate_id, position, code, name, rate_cents)
       select id, 1, 'TOIM', '{"fi":"Toimistomaksu","sv":"Expeditionsavgift","en":"Office fee"}'::jsonb, 1990 from practitioner_rates`,
    );
    await client.query(`insert into patients (identity_code, first_name, last_name, birth_date) values ('010101-123N', 'Varattu', 'Asiakas', '2001-01-01')`);

    // Bulk load: the secondary indexes are dropped and built again afterwards (from their own
    // definitions, so the schema stays the app's), and foreign key triggers are skipped for the
    // generated rows, which reference only rows inserted above.
    const { rows: indexes } = await client.query<{ indexdef: string; indexname: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'appointment_slots' and indexname <> 'appointment_slots_pkey'`,
    );
    for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
    await client.query(`set local session_replication_role = replica`);
    await client.query(`set local maintenance_work_mem = '256MB'`);

    const kindValues = kinds.map((kind) => `('${kind.id}', ${kind.durationMinutes}, '${kind.locationType}', '${kind.types}')`).join(", ");
    const specialtyOf = `case p % 10 when 0 then 'YL' when 1 then 'YL' when 2 then 'GYN' when 3 then 'SH' when 4 then 'FYS'
      when 5 then 'LAST' when 6 then 'TPSG' when 7 then 'TPSG' when 8 then 'Y65V' else 'ROK' end`;
    // Slot g belongs to practitioner p = g % P, is their k-th slot: day k / 10, the (k % 10)-th of
    // the day at 75-minute steps from 7:00 (shifted by practitioner). Every seventh is reserved,
    // some reserved ones cancelled. Kids practitioners (group 5) work at kids clinics.
    await client.query(
      `insert into appointment_slots (kind_id, clinic_id, practitioner_id, specialty_id, practitioner_rate_id, starts_at,
         duration_minutes, location_type, is_remote, requires_auth_to_reserve, health_care_types,
         reserved_by_patient_id, reserved_at, reserved_health_care_type, cancelled_at)
       select o.kind_id, s.clinic_id, s.p, s.specialty_id, r.id, s.starts_at, k.duration, k.location::location_type,
              k.location <> 'physicalLocation', s.g % 10 = 0, k.types::health_care_type[],
              case when s.g % 7 = 0 then 1 end, case when s.g % 7 = 0 then now() end,
              case when s.g % 7 = 0 then 'private'::health_care_type end,
              case when s.g % 70 = 0 then now() end
       from (
         select g, p, k_index, ${specialtyOf} as specialty_id,
           case when p % 10 = 5 then 'K' || lpad((1 + p % $3::int)::text, 3, '0') else 'A' || lpad((1 + p % $2::int)::text, 3, '0') end as clinic_id,
           (($5::date + (k_index / ${SLOTS_PER_DAY}))::timestamp + time '07:00'
             + ((k_index % ${SLOTS_PER_DAY}) * 75 + (p % 4) * 15) * interval '1 minute') at time zone 'Europe/Helsinki' as starts_at
         from (select g, 1 + g % $4::int as p, g / $4::int as k_index from generate_series(0, $1::int - 1) g) numbered
       ) s
       join bench_offer o on o.practitioner_id = s.p and o.slot_kind = s.k_index % 2
       join (values ${kindValues}) as k(id, duration, location, types) on k.id = o.kind_id
       left join practitioner_rates r on r.practitioner_id = s.p and r.code = o.kind_id`,
      [SLOTS, ADULT_CLINICS, KIDS_CLINICS, PRACTITIONERS, addCalendarDays(today, 1)],
    );
    await client.query(`set local session_replication_role = origin`);
    for (const index of indexes) await client.query(index.indexdef);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  await pool.query("analyze");
}

// ---- Workload ----

interface Scenario {
  name: string;
  query: string;
  host?: string;
}

function scenarios(today: string): { search: Scenario[]; dates: Scenario[] } {
  const twoWeeks = `startDate=${today}&endDate=${addCalendarDays(today, 13)}`;
  const week2 = `startDate=${addCalendarDays(today, 7)}&endDate=${addCalendarDays(today, 20)}`;
  const month = `startDate=${today}&endDate=${addCalendarDays(today, 30)}`;
  return {
    search: [
      { name: "private, no filter", query: `${twoWeeks}&lang=fi` },
      { name: "private, clinic + related", query: `${twoWeeks}&clinicIds=A011&clinicIds=A012&lang=fi` },
      { name: "private, evening", query: `${twoWeeks}&timeOfDay=evening&lang=en` },
      { name: "private, specialty, remote", query: `${twoWeeks}&specialtyIds=GYN&includeRemote=true&lang=sv` },
      { name: "private, practitioner", query: `${twoWeeks}&practitionerIds=101&includeRemote=true&lang=fi` },
      { name: "private, clinic, morning, page 3", query: `${week2}&clinicIds=A021&timeOfDay=morning&offset=40&lang=fi` },
      { name: "kela65", query: `${twoWeeks}&isKela65=true&includeRemote=true&lang=fi` },
      { name: "insurance, clinic", query: `${twoWeeks}&isInsuranceCustomer=true&clinicIds=A005&lang=fi` },
      { name: "kids brand", query: `${twoWeeks}&lang=fi`, host: "kids.localhost" },
    ],
    dates: [
      { name: "month, no filter", query: month },
      { name: "month, clinic", query: `${month}&clinicIds=A011&clinicIds=A012` },
      { name: "month, specialty, afternoon", query: `${month}&specialtyIds=GYN&timeOfDay=afternoon` },
      { name: "month, practitioner", query: `${month}&practitionerIds=101&includeRemote=true` },
      { name: "month, kela65", query: `${month}&isKela65=true&includeRemote=true` },
      { name: "month, kids brand", query: month, host: "kids.localhost" },
    ],
  };
}

/**
 * The HTTP clients run in a worker thread, so that making requests and reading answers does not
 * take turns with the server on its event loop; the server's own time is measured in the server.
 */
const CLIENT_WORKER = `
const http = require("node:http");
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ base, requests, clients, seconds }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const get = ({ path, host }) => new Promise((resolve, reject) => {
    http.get(base + path, { agent, headers: { host } }, (response) => {
      response.resume();
      response.on("end", () => response.statusCode === 200 ? resolve() : reject(new Error("HTTP " + response.statusCode + " " + path)));
    }).on("error", reject);
  });
  const end = Date.now() + seconds * 1000;
  let next = 0;
  try {
    await Promise.all(Array.from({ length: clients }, async () => {
      while (Date.now() < end) await get(requests[next++ % requests.length]);
    }));
    agent.destroy();
    parentPort.postMessage({ done: next });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

class HttpLoad {
  private readonly worker = new Worker(CLIENT_WORKER, { eval: true });

  run(base: string, requests: { path: string; host: string }[], clients: number, seconds: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.worker.once("message", (message: { done?: number; error?: string }) =>
        message.error ? reject(new Error(message.error)) : resolve(),
      );
      this.worker.postMessage({ base, requests, clients, seconds });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/** The server's p95 against the same SQL run bare (issue 16). */
const MAX_P95_RATIO = 2;

/** Runs `task` from `clients` concurrent loops for `seconds`; returns every duration in ms. */
async function underLoad(clients: number, seconds: number, task: (index: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  const end = performance.now() + seconds * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const index = counter++;
        const started = performance.now();
        await task(index);
        durations.push(performance.now() - started);
      }
    }),
  );
  return durations;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Figures {
  p50: number;
  p95: number;
  count: number;
  perSecond: number;
}

function figures(durations: number[], seconds: number): Figures {
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), count: sorted.length, perSecond: sorted.length / seconds };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

function report(call: string, httpFigures: Figures, bareFigures: Figures, single: Figures) {
  log(`\n${call}`);
  log(`  server time, ${CLIENTS} HTTP clients p50 ${ms(httpFigures.p50)}   p95 ${ms(httpFigures.p95)}   ${httpFigures.count} requests, ${httpFigures.perSecond.toFixed(0)}/s`);
  log(`  same SQL bare, ${CLIENTS} clients     p50 ${ms(bareFigures.p50)}   p95 ${ms(bareFigures.p95)}   ${bareFigures.count} queries, ${bareFigures.perSecond.toFixed(0)}/s`);
  log(`  same SQL bare, 1 client        p50 ${ms(single.p50)}   p95 ${ms(single.p95)}`);
  const p95Ratio = httpFigures.p95 / bareFigures.p95;
  // Issue 16: at 1,000,000 slots the server's p95 stays within twice the bare SQL's.
  const target = `target p95 ≤ ${MAX_P95_RATIO}×: ${p95Ratio <= MAX_P95_RATIO ? "met" : "NOT met"}`;
  log(`  ratio server / bare           p50 ${(httpFigures.p50 / bareFigures.p50).toFixed(2)}x     p95 ${p95Ratio.toFixed(2)}x   ${target}`);
}

// ---- Main ----

async function main() {
  const started = performance.now();
  const database = await createFreshDatabase("search");
  log(`booking search benchmark: ${SLOTS.toLocaleString("en")} slots, ${CLIENTS} clients, ${SECONDS} s per run, database ${database.name}`);
  const handle = await openDatabase({ url: database.url });
  const bare = new pg.Pool({ connectionString: database.url });
  let server: http.Server | undefined;
  const serverTimes: number[] = [];
  const load = new HttpLoad();
  try {
    await migrateDatabase(handle);
    const now = new Date();
    const today = helsinkiCalendarDate(now);
    await loadData(bare, today);
    const { rows } = await bare.query<{ total: string; free: string }>(
      `select count(*) as total, count(*) filter (where reserved_by_patient_id is null and cancelled_at is null) as free
       from appointment_slots where starts_at > now()`,
    );
    log(`loaded ${Number(rows[0]!.total).toLocaleString("en")} future slots (${Number(rows[0]!.free).toLocaleString("en")} free) in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const config = loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: database.url });
    const noPages: PageRenderer = { mountAssets: () => {}, build: () => Promise.reject(new Error("no pages")), mode: "production" };
    const app = createHttpApp(createServices(config, { database: handle, logger: createLogger("silent"), clock: systemClock }), noPages);
    // Server time: from the parsed request to the last byte of the answer handed to the socket.
    server = http.createServer((req, res) => {
      const received = performance.now();
      res.on("finish", () => serverTimes.push(performance.now() - received));
      app(req, res);
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // The statements the app runs for each scenario, built by the same code from the same query.
    const { search, dates } = scenarios(today);
    const dialect = new PgDialect();
    const brandOf = (scenario: Scenario) => (scenario.host === "kids.localhost" ? "kids" : "adult");
    const searchSql = search.map((scenario) => {
      const query = appointmentSearchQuerySchema(today).parse(searchParamsToInput(new URLSearchParams(scenario.query)));
      return freeSlotsQuery(handle.db, searchCriteriaOf(query, brandOf(scenario), now)).toSQL();
    });
    const datesSql = dates.map((scenario) => {
      const query = availableDatesQuerySchema(today).parse(searchParamsToInput(new URLSearchParams(scenario.query)));
      return dialect.sqlToQuery(availableDatesSql(datesCriteriaOf(query, brandOf(scenario), now)));
    });

    // Each statement alone: its answer size and its median time over five runs, one at a time.
    const alone = async (statement: { sql: string; params: unknown[] }) => {
      const times: number[] = [];
      let rowCount = 0;
      for (let run = 0; run < 5; run += 1) {
        const begun = performance.now();
        rowCount = (await bare.query(statement.sql, statement.params)).rowCount ?? 0;
        times.push(performance.now() - begun);
      }
      return { rowCount, median: times.sort((a, b) => a - b)[2]! };
    };
    for (const [index, scenario] of search.entries()) {
      const { rowCount, median } = await alone(searchSql[index] as { sql: string; params: unknown[] });
      log(`  search  ${scenario.name.padEnd(34)} ${String(rowCount).padStart(3)} rows   ${ms(median)} alone`);
    }
    for (const [index, scenario] of dates.entries()) {
      const { rowCount, median } = await alone(datesSql[index] as { sql: string; params: unknown[] });
      log(`  dates   ${scenario.name.padEnd(34)} ${String(rowCount).padStart(3)} days   ${ms(median)} alone`);
    }
    if (EXPLAIN) {
      for (const [label, statement] of [
        ["search, no filter", searchSql[0]!],
        ["search, clinic", searchSql[1]!],
        ["search, evening", searchSql[2]!],
        ["dates, no filter", datesSql[0]!],
        ["dates, specialty", datesSql[2]!],
      ] as const) {
        const plan = await bare.query(`explain (analyze, buffers) ${statement.sql}`, statement.params as unknown[]);
        log(`\nEXPLAIN ${label}\n${plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n")}`);
      }
    }

    const runs = async (
      scenarioList: Scenario[],
      statements: { sql: string; params: unknown[] }[],
      path: string,
    ): Promise<[Figures, Figures, Figures]> => {
      const requests = scenarioList.map((scenario) => ({ path: `${path}?${scenario.query}`, host: scenario.host ?? "localhost" }));
      const viaSql = (index: number) => {
        const statement = statements[index % statements.length]!;
        return bare.query(statement.sql, statement.params);
      };
      await load.run(base, requests, CLIENTS, 1); // warm-up
      await underLoad(CLIENTS, 1, viaSql);
      serverTimes.length = 0;
      // Interleaved slices, so that load from elsewhere on the machine falls on both alike.
      const bareDurations: number[] = [];
      const slice = SECONDS / ROUNDS;
      for (let round = 0; round < ROUNDS; round += 1) {
        await load.run(base, requests, CLIENTS, slice);
        bareDurations.push(...(await underLoad(CLIENTS, slice, viaSql)));
      }
      const httpFigures = figures(serverTimes, SECONDS);
      const single = figures(await underLoad(1, Math.max(2, SECONDS / 4), viaSql), Math.max(2, SECONDS / 4));
      return [httpFigures, figures(bareDurations, SECONDS), single];
    };

    const searchFigures = await runs(search, searchSql as { sql: string; params: unknown[] }[], "/api/appointments");
    const datesFigures = await runs(dates, datesSql as { sql: string; params: unknown[] }[], "/api/appointments/available-appointment-dates");
    log(`\nPostgreSQL at ${new URL(BENCH_SERVER_URL).host}; app and bare SQL each on a pool of 10 connections (pg default).`);
    report(`GET /api/appointments (mix of ${search.length} searches, 20 per page)`, ...searchFigures);
    report(`GET /api/appointments/available-appointment-dates (mix of ${dates.length}, 31 days)`, ...datesFigures);
    log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await load.close();
    if (server) await new Promise((resolve) => server!.close(resolve));
    await bare.end();
    await handle.close();
    if (KEEP) log(`kept ${database.url}`);
    else await database.drop();
  }
}

await main();
