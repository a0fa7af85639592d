import { gunzipSync } from "node:zlib";
import pg from "pg";
import { identityCodeCheckCharacter } from "#domain/identity-code";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/logger";
import { prepareDatabase } from "#server/startup";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { requireBuild, startBuiltServer, stopServer } from "./built-server";
import { createFreshDatabase } from "./fresh-database";

// A patient with ten years of history (issue 36 §2): on a fresh PostgreSQL database with the demo
// data, a second patient gets 1,000 past appointments, 1,200 visits, 400 laboratory result days,
// 300 conversations of 5 messages, 208 invoices, 50 prescriptions and 60 vaccinations, copied
// from Aino's own records with their dates spread over the years. The built server (`npm run
// build` first) then answers every logged-in page and API call for both patients, one request at
// a time, the two patients interleaved, and the benchmark prints each address's p50 and p95 for
// both, the ratio of the p95s against the target (≤ 1.3×), the size of the answer and the audit
// rows one view writes. The figures are ratios measured side by side in one run.
//
//   npm run build && npm run bench:long-history
//   BENCH_ROUNDS=1000 BENCH_PORT=3340 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_CALLS=laboratory,invoices-list   (only the calls whose names contain one of these)

/** A p95 needs many samples: of 200, ten decide it, and one burst of the host's load moved it 2× (bench/README.md). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const WARM_UP = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3340);
const TARGET = 1.3;

/** How many of Aino's records each table gets for the long-history patient, and how far apart. */
const HISTORY = { appointments: 1000, visits: 1200, labDays: 400, threads: 300, messagesPerThread: 5, invoices: 208, prescriptions: 50, vaccinations: 60 };

type Client = pg.Client;

/**
 * Copies `count` rows of Aino's in `table` to `patient`, cycling through hers; `overrides` are SQL
 * expressions over the copied row `s` and its number `g` (1…count) for the columns that must differ.
 */
async function cloneRows(client: Client, table: string, patientColumn: string, aino: number, patient: number, count: number, overrides: Record<string, string>, where = "true") {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and is_identity = 'NO' and column_name <> 'id'`,
    [table],
  );
  const columns = rows.map((row) => row.column_name).filter((column) => column !== patientColumn && !(column in overrides));
  const targets = [patientColumn, ...columns, ...Object.keys(overrides)].map((column) => `"${column}"`).join(", ");
  const values = ["$2::bigint", ...columns.map((column) => `s."${column}"`), ...Object.values(overrides)].join(", ");
  await client.query(
    `with src as (select *, row_number() over (order by id) - 1 as k from "${table}" where "${patientColumn}" = $1 and ${where}),
          n as (select count(*) as c from src)
     insert into "${table}" (${targets})
     select ${values} from generate_series(1, $3::int) g join src s on s.k = g % (select c from n)`,
    [aino, patient, count],
  );
}

async function createLongHistoryPatient(client: Client, aino: number, now: Date): Promise<{ id: number; identityCode: string }> {
  const nine = "010170" + "987";
  const identityCode = `010170-987${identityCodeCheckCharacter(nine)}`;
  const { rows: columns } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'patients' and is_generated = 'NEVER' and is_identity = 'NO'
        and column_name not in ('id', 'identity_code', 'first_name', 'last_name', 'birth_date')`,
  );
  const copied = columns.map((row) => `"${row.column_name}"`).join(", ");
  const { rows } = await client.query<{ id: string }>(
    `insert into patients (identity_code, first_name, last_name, birth_date, ${copied})
     select $2, 'Helmi', 'Pitkänen', '1970-01-01', ${copied} from patients where id = $1
     returning id`,
    [aino, identityCode],
  );
  const patient = Number(rows[0]!.id);
  // Appointments in the past, every three days back from a week ago.
  await cloneRows(client, "appointment_slots", "reserved_by_patient_id", aino, patient, HISTORY.appointments, {
    starts_at: `'${now.toISOString()}'::timestamptz - interval '7 days' - g * interval '3 days 2 hours'`,
    booked_by_patient_id: `case when s.booked_by_patient_id is null then null else ${patient} end`,
    anonymous_link_secret: `replace(gen_random_uuid()::text, '-', '')`,
  });
  await cloneRows(client, "visits", "patient_id", aino, patient, HISTORY.visits, {
    date_time: `'${now.toISOString()}'::timestamptz - g * interval '3 days 1 hour'`,
  });
  await client.query(
    `insert into laboratory_result_groups (patient_id, date)
     select $1, ($2::date - g * 9) from generate_series(1, $3::int) g`,
    [patient, now.toISOString().slice(0, 10), HISTORY.labDays],
  );
  // Each day gets Aino's single tests (not packages), their results as they are.
  await client.query(
    `insert into laboratory_tests (group_id, patient_id, position, code, display_name, status, is_ready, unit, result_number, result_prefix,
       result_text, reference_min, reference_max, is_within_reference_range)
     select grp.id, $2, t.position, t.code, t.display_name, t.status, true, t.unit, t.result_number, t.result_prefix,
       t.result_text, t.reference_min, t.reference_max, t.is_within_reference_range
     from laboratory_result_groups grp
     cross join (select distinct on (code) * from laboratory_tests
       where patient_id = $1 and package_test_id is null and view_restriction is null order by code, id limit 3) t
     where grp.patient_id = $2`,
    [aino, patient],
  );
  await cloneRows(client, "prescriptions", "patient_id", aino, patient, HISTORY.prescriptions, {
    issued_date: `s.issued_date - g * 60`,
  });
  await cloneRows(client, "vaccinations", "patient_id", aino, patient, HISTORY.vaccinations, {
    date: `s.date - g * 50`,
  });
  await cloneRows(client, "invoices", "patient_id", aino, patient, HISTORY.invoices, {
    invoice_number: `'98' || lpad(g::text, 5, '0')`,
    reference_number: `'98' || lpad(g::text, 5, '0')`,
    creation_date: `s.creation_date - g * 17`,
    due_date: `s.due_date - g * 17`,
  });
  await client.query(
    `insert into invoice_rows (invoice_id, patient_id, position, description, unit_price_cents, date)
     select i.id, $1, 0, 'Lääkärin vastaanotto', i.sum_cents, i.creation_date from invoices i where i.patient_id = $1`,
    [patient],
  );
  // Conversations: the patient's messaging user, 300 threads with a professional of Aino's, five
  // messages each, every one read but the newest three.
  const { rows: professionals } = await client.query<{ id: string }>(
    `select m.author_user_id as id from messages m join messaging_users u on u.id = m.author_user_id
     where m.patient_id = $1 and u.patient_id is null limit 1`,
    [aino],
  );
  const professional = Number(professionals[0]!.id);
  const { rows: users } = await client.query<{ id: string }>(
    `insert into messaging_users (patient_id, user_type, first_name, last_name) values ($1, 'CustomerUser', 'Helmi', 'Pitkänen') returning id`,
    [patient],
  );
  const me = Number(users[0]!.id);
  await client.query(
    `insert into messaging_threads (patient_id, title, thread_type, created_at)
     select $1, 'Keskustelu ' || g, 'customer', $2::timestamptz - g * interval '11 days' from generate_series(1, $3::int) g`,
    [patient, now.toISOString(), HISTORY.threads],
  );
  await client.query(
    `insert into thread_participants (thread_id, user_id) select t.id, u from messaging_threads t, unnest(array[$2::bigint, $3::bigint]) u where t.patient_id = $1`,
    [patient, me, professional],
  );
  await client.query(
    `insert into messages (thread_id, patient_id, author_user_id, content, created_at)
     select t.id, $1, case when k % 2 = 1 then $2::bigint else $3::bigint end, 'Viesti ' || k || ' keskustelussa ' || t.title, t.created_at + k * interval '5 hours'
     from messaging_threads t, generate_series(1, $4::int) k where t.patient_id = $1`,
    [patient, me, professional, HISTORY.messagesPerThread],
  );
  await client.query(
    `insert into thread_read_statuses (thread_id, read_by_user_id, read_at)
     select t.id, $2, t.last_activity_at + interval '1 hour' from messaging_threads t where t.patient_id = $1
     order by t.created_at desc offset 3`,
    [patient, me],
  );
  await client.query("analyze");
  return { id: patient, identityCode };
}

interface Call {
  name: string;
  /** The address for a patient (some name one of the patient's own records). */
  path: (who: Who) => string;
}

interface Who {
  key: "aino" | "long";
  cookie: string;
  csrf: string;
  visitId: number;
  labDay: string;
  labCode: string;
  threadId: number;
}

const CALLS: Call[] = [
  { name: "front page /fi", path: () => "/fi" },
  { name: "appointments /fi/ajat", path: () => "/fi/ajat" },
  { name: "visits /fi/kaynnit", path: () => "/fi/kaynnit" },
  { name: "visits, Show more ×2 (?from=1&page=3)", path: () => "/fi/kaynnit?from=1&page=3" },
  { name: "a visit's report", path: (who) => `/fi/kaynnit/${who.visitId}` },
  { name: "laboratory /fi/laboratorio", path: () => "/fi/laboratorio" },
  { name: "a laboratory result day", path: (who) => `/fi/laboratoriotulos/${who.labDay}` },
  { name: "a laboratory test's history", path: (who) => `/fi/laboratorio/historia/${encodeURIComponent(who.labCode)}` },
  { name: "imaging /fi/kuvantaminen", path: () => "/fi/kuvantaminen" },
  { name: "prescriptions /fi/reseptit", path: () => "/fi/reseptit" },
  { name: "vaccinations /fi/rokotukset", path: () => "/fi/rokotukset" },
  { name: "certificates /fi/todistukset", path: () => "/fi/todistukset" },
  { name: "questionnaires /fi/kyselyt", path: () => "/fi/kyselyt" },
  { name: "invoices /fi/laskut", path: () => "/fi/laskut" },
  { name: "messages /fi/viestit", path: () => "/fi/viestit" },
  { name: "a conversation", path: (who) => `/fi/viestit/${who.threadId}` },
  { name: "my information /fi/omat-tiedot", path: () => "/fi/omat-tiedot" },
  { name: "who has viewed my data", path: () => "/fi/omat-tiedot/tietojeni-katselu" },
  { name: "API invoices-list, paged (limit=10)", path: (who) => `/api/payments/invoices-list?${who.csrf}&lang=fi&offset=0&limit=10` },
  { name: "API invoices-list, the spec's call (all)", path: (who) => `/api/payments/invoices-list?${who.csrf}&lang=fi` },
];

async function request(port: number, path: string, cookie: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie, "accept-encoding": "gzip" }, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  // fetch decodes gzip itself; the size is of the page as the browser builds it.
  const bytes = response.headers.get("content-encoding") === "gzip" && body[0] === 0x1f ? gunzipSync(body).length : body.length;
  return { ms, bytes, status: response.status };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function auditRowsOfOneView(client: Client, port: number, path: string, who: Who, patientId: number): Promise<number> {
  const before = await client.query<{ n: string }>("select count(*) as n from audit_events where acting_for_patient_id = $1", [patientId]);
  await request(port, path, who.cookie);
  const after = await client.query<{ n: string }>("select count(*) as n from audit_events where acting_for_patient_id = $1", [patientId]);
  return Number(after.rows[0]!.n) - Number(before.rows[0]!.n);
}

async function main() {
  requireBuild();
  const now = TEST_NOW;
  const database = await createFreshDatabase("history");
  console.log(`database ${database.name}`);
  const client = new pg.Client({ connectionString: database.url });
  let server: Awaited<ReturnType<typeof startBuiltServer>> | null = null;
  try {
    const opened = await openDatabase({ url: database.url });
    let people: Record<"aino" | "long", Who & { patientId: number }>;
    try {
      await prepareDatabase(opened, { loadDemoData: true, logger: createLogger("warn"), now });
      await client.connect();
      const ainoId = Number((await client.query<{ id: string }>("select id from patients where first_name = 'Aino' and last_name = 'Virtanen'")).rows[0]!.id);
      const started = performance.now();
      const long = await createLongHistoryPatient(client, ainoId, now);
      console.log(`long-history patient created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const ainoLogin = await logInForTest(opened.db, "aino", { now, authenticatedAt: now });
      const longLogin = await logInForTest(opened.db, { identityCode: long.identityCode, firstName: "Helmi", lastName: "Pitkänen" }, { now, authenticatedAt: now });
      const records = async (patientId: number) => {
        const one = async (statement: string) => (await client.query(statement, [patientId])).rows[0] as Record<string, unknown>;
        const visit = await one("select id from visits where patient_id = $1 and date_time <= now() and view_restriction is null order by date_time desc limit 1");
        const day = await one(`select g.date::text as date, t.code from laboratory_result_groups g join laboratory_tests t on t.group_id = g.id
          where g.patient_id = $1 and t.package_test_id is null and t.view_restriction is null and t.result_number is not null order by g.date desc limit 1`);
        const thread = await one("select id from messaging_threads where patient_id = $1 order by last_activity_at desc limit 1");
        return { visitId: Number(visit.id), labDay: String(day.date), labCode: String(day.code), threadId: Number(thread.id) };
      };
      people = {
        aino: { key: "aino", cookie: ainoLogin.cookie, csrf: ainoLogin.csrf, patientId: ainoId, ...(await records(ainoId)) },
        long: { key: "long", cookie: longLogin.cookie, csrf: longLogin.csrf, patientId: long.id, ...(await records(long.id)) },
      };
    } finally {
      await opened.close();
    }

    server = await startBuiltServer({ DATABASE_URL: database.url }, PORT, now);
    console.log(`\n${ROUNDS} requests per patient and address, one at a time, the two patients interleaved; load ${(await import("node:os")).loadavg().map((n) => n.toFixed(1)).join(" ")}\n`);
    console.log("| call | Aino p50 | Aino p95 | long history p50 | long history p95 | p50 ratio | p95 ratio (target ≤ 1.3×) | size Aino / long | audit rows per view Aino / long |");
    console.log("|---|---|---|---|---|---|---|---|---|");
    let worst = 0;
    const only = process.env.BENCH_CALLS?.split(",").filter(Boolean);
    for (const call of only ? CALLS.filter((candidate) => only.some((part) => candidate.name.includes(part))) : CALLS) {
      const times: Record<"aino" | "long", number[]> = { aino: [], long: [] };
      const sizes: Record<"aino" | "long", number> = { aino: 0, long: 0 };
      for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
        // Alternate who goes first, so neither always meets the other's warm cache.
        const order: ("aino" | "long")[] = round % 2 === 0 ? ["aino", "long"] : ["long", "aino"];
        for (const key of order) {
          const answer = await request(PORT, call.path(people[key]), people[key].cookie);
          if (answer.status !== 200) throw new Error(`${call.name} for ${key}: ${answer.status}`);
          sizes[key] = answer.bytes;
          if (round >= WARM_UP) times[key].push(answer.ms);
        }
      }
      const audit = {
        aino: await auditRowsOfOneView(client, PORT, call.path(people.aino), people.aino, people.aino.patientId),
        long: await auditRowsOfOneView(client, PORT, call.path(people.long), people.long, people.long.patientId),
      };
      const ratio = percentile(times.long, 95) / percentile(times.aino, 95);
      const medianRatio = percentile(times.long, 50) / percentile(times.aino, 50);
      worst = Math.max(worst, ratio);
      const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)} ms`;
      console.log(
        `| ${call.name} | ${ms(times.aino, 50)} | ${ms(times.aino, 95)} | ${ms(times.long, 50)} | ${ms(times.long, 95)} | ${medianRatio.toFixed(2)}× | ${ratio.toFixed(2)}× ${ratio <= TARGET ? "met" : "NOT met"} | ${(sizes.aino / 1000).toFixed(0)} / ${(sizes.long / 1000).toFixed(0)} kB | ${audit.aino} / ${audit.long} |`,
      );
    }
    console.log(`\nworst p95 ratio ${worst.toFixed(2)}× (target ≤ ${TARGET}×)`);
  } finally {
    if (server) await stopServer(server);
    await client.end().catch(() => undefined);
    if (process.env.BENCH_KEEP === "1") console.log(`kept ${database.url}`);
    else await database.drop();
  }
}

await main();
