import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { ThreadCategory } from "#domain/enums";
import { type InboxSearch, type InboxSort, parseInboxCursor, parseInboxSearch, PROFESSIONAL_CATEGORIES } from "#domain/professional-inbox";
import { openDatabase } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import { listInbox } from "#server/modules/professional/inbox-service";
import { findProfessionalByEmail, type Professional } from "#server/modules/professional/session-service";

// The professional inbox with 100,000 threads (issue 15): a fresh PostgreSQL database, 200
// professionals, 20,000 customers, 100,000 threads (one in sixteen closed, one in seven unassigned) with three
// messages each, participants, read statuses and a current absence with a substitute; then
// listInbox (category counts, one page, the page's audit events) for a mix of viewers, every
// category, first and second pages, from one client and from concurrent clients. Prints p50/p95
// per category and overall. Then the search (decision 380): by a patient's name, a whole identity
// code and words of the subject (rare and common), newest first and longest waiting first, and
// prints its p50/p95 and its p95 as a ratio of the category lists' p95 in the same run.
//
//   npm run bench:professional-inbox
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_THREADS=100000 \
//   BENCH_CLIENTS=8 BENCH_SECONDS=6 npm run bench:professional-inbox
//   BENCH_KEEP=1 npm run bench:professional-inbox      (keeps the database; drop it yourself)

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const THREADS = Number(process.env.BENCH_THREADS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const KEEP = process.env.BENCH_KEEP === "1";
const PROFESSIONALS = 200;
const CUSTOMERS = 20_000;
const NOW = new Date("2026-11-24T08:00:00Z");

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

async function maintenance(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function loadData(pool: pg.Pool) {
  const now = NOW.toISOString();
  const statements = [
    // Bulk load: the activity and assignee columns are set once at the end instead of per row.
    `alter table messages disable trigger messages_touch_thread`,
    `alter table thread_assignments disable trigger thread_assignments_sync_thread`,
    `insert into patients (identity_code, first_name, last_name, birth_date)
       select 'B' || lpad(i::text, 10, '0'), 'Asiakas' || i, 'Sukunimi' || (i % 977), date '1950-01-01' + (i % 20000)
       from generate_series(1, ${CUSTOMERS}) i`,
    `insert into messaging_users (user_type, first_name, last_name, title, email_address)
       select 'ProfessionalUser', 'Ammattilainen' || i, 'Hoitaja' || i, 'Sairaanhoitaja', 'pro' || i || '@bench.example'
       from generate_series(1, ${PROFESSIONALS}) i`,
    `insert into messaging_users (user_type, patient_id, first_name, last_name)
       select 'CustomerUser', p.id, p.first_name, p.last_name from patients p`,
    `create temporary table bench_pros as select row_number() over (order by id) as n, id from messaging_users where user_type = 'ProfessionalUser'`,
    `create temporary table bench_customers as select row_number() over (order by id) as n, id, patient_id from messaging_users where user_type = 'CustomerUser'`,
    `insert into messaging_threads (patient_id, title, thread_type, is_active, created_at)
       select c.patient_id, 'Kysymys ' || i, 'customer', (hashint4(i) & 15) <> 0, timestamptz '${now}' - (i * interval '5 minutes')
       from generate_series(1, ${THREADS}) i join bench_customers c on c.n = 1 + i % ${CUSTOMERS}`,
    `create temporary table bench_threads as
       select t.id, row_number() over (order by t.id) as n, t.patient_id, t.created_at from messaging_threads t`,
    `insert into thread_assignments (thread_id, assignee_user_id, assigned_at)
       select t.id, p.id, t.created_at from bench_threads t join bench_pros p on p.n = 1 + t.n % ${PROFESSIONALS} where t.n % 7 <> 0`,
    `insert into thread_participants (thread_id, user_id, joined_at)
       select t.id, c.id, t.created_at from bench_threads t join bench_customers c on c.patient_id = t.patient_id`,
    `insert into thread_participants (thread_id, user_id, joined_at)
       select t.id, p.id, t.created_at from bench_threads t join bench_pros p on p.n = 1 + (t.n + 3) % ${PROFESSIONALS}`,
    `insert into messages (thread_id, patient_id, author_user_id, content, created_at)
       select t.id, t.patient_id, case when k = 2 then p.id else c.id end, 'Viesti ' || k, t.created_at + k * interval '1 hour'
       from bench_threads t
       join bench_customers c on c.patient_id = t.patient_id
       join bench_pros p on p.n = 1 + (t.n + 3) % ${PROFESSIONALS}
       cross join generate_series(1, 3) k`,
    `insert into thread_read_statuses (thread_id, read_by_user_id, read_at)
       select a.thread_id, a.assignee_user_id, t.created_at + interval '2 hours' from thread_assignments a join bench_threads t on t.id = a.thread_id`,
    `update messaging_threads t set
       last_activity_at = (select max(m.created_at) from messages m where m.thread_id = t.id),
       current_assignee_user_id = (select a.assignee_user_id from thread_assignments a where a.thread_id = t.id and a.ended_at is null)`,
    `alter table messages enable trigger messages_touch_thread`,
    `alter table thread_assignments enable trigger thread_assignments_sync_thread`,
    // Professional 1 is away now; professional 2 substitutes.
    `insert into absences (absentee_user_id, starts_at, ends_at, internal_message)
       select id, timestamptz '${now}' - interval '2 days', timestamptz '${now}' + interval '5 days', 'Loma' from bench_pros where n = 1`,
    `insert into absence_substitutes (absence_id, substitute_user_id) select a.id, p.id from absences a, bench_pros p where p.n = 2`,
    `analyze`,
  ];
  for (const statement of statements) await pool.query(statement);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function main() {
  const name = `hoiva_bench_${randomBytes(4).toString("hex")}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const started = performance.now();
  log(`professional inbox benchmark: ${THREADS.toLocaleString("en")} threads, ${CLIENTS} clients, ${SECONDS} s, database ${name}`);
  await maintenance(`create database "${name}"`);
  const handle = await openDatabase({ url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString() });
  try {
    await migrateDatabase(handle);
    await loadData(pool);
    log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const db = handle.db;
    const viewers: Professional[] = [];
    for (const n of [2, 3, 50, 120]) {
      const found = await findProfessionalByEmail(db, `pro${n}@bench.example`);
      if (found) viewers.push(found);
    }
    const request = { address: "127.0.0.1", requestId: "bench" };
    // Every viewer × category, first page and the page after it.
    const scenarios: { professional: Professional; category: ThreadCategory; after: string | null }[] = [];
    for (const professional of viewers) {
      for (const category of PROFESSIONAL_CATEGORIES) {
        const first = await listInbox(db, { professional, category, cursor: null, now: NOW, request });
        scenarios.push({ professional, category, after: null });
        if (first.nextCursor) scenarios.push({ professional, category, after: first.nextCursor });
      }
    }
    const counts = await listInbox(db, { professional: viewers[0]!, category: "others", cursor: null, now: NOW, request });
    log(`viewer 2 sees: ${Object.entries(counts.counts).map(([category, count]) => `${category} ${count}`).join(", ")}`);

    type Scenario = { key: string; professional: Professional; category: ThreadCategory | null; search: InboxSearch | null; sort: InboxSort; after: string | null };
    const run = async (list: readonly Scenario[], clients: number, seconds: number) => {
      const durations = new Map<string, number[]>();
      const end = performance.now() + seconds * 1000;
      let counter = 0;
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() < end) {
            const scenario = list[counter++ % list.length]!;
            const t0 = performance.now();
            await listInbox(db, { ...scenario, cursor: parseInboxCursor(scenario.after), now: NOW, request });
            const measured = durations.get(scenario.key) ?? [];
            measured.push(performance.now() - t0);
            durations.set(scenario.key, measured);
          }
        }),
      );
      return durations;
    };
    /** Prints each key's p50/p95 and all of them together; answers the overall p95. */
    const report = (durations: Map<string, number[]>): number => {
      const all: number[] = [];
      for (const [key, list] of durations) {
        const sorted = [...list].sort((a, b) => a - b);
        all.push(...list);
        log(`  ${key.padEnd(16)} p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   ${sorted.length} calls`);
      }
      const sorted = all.sort((a, b) => a - b);
      log(`  ${"all".padEnd(16)} p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   ${sorted.length} calls, ${(sorted.length / SECONDS).toFixed(0)}/s`);
      return percentile(sorted, 95);
    };
    const categoryScenarios: Scenario[] = scenarios.map((scenario) => ({ ...scenario, key: scenario.category, search: null, sort: "newest" }));
    // The search: names (one patient's, and a first name's prefix shared by a hundred and more),
    // a whole identity code (the bench's codes are no valid ones, so the search is given as parsed),
    // a rare subject and one every thread has; newest first and longest waiting first.
    const searches: { key: string; search: InboxSearch }[] = [
      { key: "search name", search: parseInboxSearch("Asiakas4242 Sukunimi")! },
      { key: "search prefix", search: parseInboxSearch("asiakas12")! },
      { key: "search code", search: { kind: "identityCode", code: `B${"4242".padStart(10, "0")}` } },
      { key: "search subject", search: parseInboxSearch("kysymys 4242")! },
      { key: "search common", search: parseInboxSearch("kysymys")! },
    ];
    const searchScenarios: Scenario[] = viewers.flatMap((professional) =>
      searches.flatMap(({ key, search }) => (["newest", "waiting"] as const).map((sort) => ({ key, professional, category: null, search, sort, after: null }))),
    );
    const found = await listInbox(db, { professional: viewers[0]!, category: null, search: searches[0]!.search, cursor: null, now: NOW, request });
    log(`viewer 2 finds ${found.threads.length} threads of "Asiakas4242 Sukunimi"`);
    for (const clients of [1, CLIENTS]) {
      log(`\nlistInbox (counts of 6 categories + a page of 25 + its audit events), ${clients} client${clients === 1 ? "" : "s"}:`);
      const listP95 = report(await run(categoryScenarios, clients, SECONDS));
      log(`\nlistInbox with a search (counts + what it finds, 25 a page + audit events), ${clients} client${clients === 1 ? "" : "s"}:`);
      const searchP95 = report(await run(searchScenarios, clients, SECONDS));
      log(`  search p95 / category list p95: ${(searchP95 / listP95).toFixed(2)}×`);
    }
    log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await pool.end();
    await handle.close();
    if (KEEP) log(`kept ${url.toString()}`);
    else await maintenance(`drop database if exists "${name}" with (force)`);
  }
}

await main();
