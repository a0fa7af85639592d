import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents } from "#server/db/schema";
import { queryRows } from "#server/db/client";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// Long lists as the server renders them (issue 36 §2, issue 31 item 14; decisions 305-307): page
// sizes, the phone's "Show more" link and the run of pages it asks for, the invoice list API's
// paging parameters beside the spec's unpaged call, and one audit row per page view naming the
// records shown, whatever the history's length. Needs `npm run build` first.

const server = useTestServer({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(server.database.db, key);

function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, brand: "adult" });
}

async function get(path: string, cookie: string) {
  const response = await server.request("GET", path, { cookie });
  return { status: response.status, html: await response.text() };
}

/** The ids in the list items that start a page ("Show more" lands on them). */
const pageStarts = (html: string) => [...html.matchAll(/id="(list-page-\d+)"/g)].map((match) => match[1]);

/** The audit events of Aino's written after `afterId`. */
async function eventsSince(afterId: number, patientId: number) {
  return server.database.db
    .select({ entity: auditEvents.entity, entityId: auditEvents.entityId, shownIds: auditEvents.shownIds })
    .from(auditEvents)
    .where(and(eq(auditEvents.actingForPatientId, patientId), sql`${auditEvents.id} > ${afterId}`))
    .orderBy(auditEvents.id);
}

async function lastEventId(): Promise<number> {
  const [row] = await server.database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

/** Gives Aino `count` more past visits, copies of her newest visible one a day apart further back. */
async function addVisits(count: number) {
  const aino = await patientIdOf("aino");
  await queryRows(
    server.database.db,
    sql`insert into visits (patient_id, practitioner_id, date_time, visit_kind, visit_type, specialty_id, clinic_id)
      select v.patient_id, v.practitioner_id, v.date_time - g * interval '1 day', v.visit_kind, v.visit_type, v.specialty_id, v.clinic_id
      from (select * from visits where patient_id = ${aino} and view_restriction is null and date_time <= ${TEST_NOW} order by date_time limit 1) v,
        generate_series(1, ${count}) g`,
  );
}

describe("the visits list in pages", () => {
  it("shows twenty visits a page, Show more to the next twenty, and one audit row per view naming them", async () => {
    await addVisits(20); // Aino's five visible visits and twenty more: 25, two pages.
    const aino = await patientIdOf("aino");
    const { cookie } = await logIn("aino");

    const before = await lastEventId();
    const first = await get("/en/visits", cookie);
    expect(first.status).toBe(200);
    const firstVisits = [...first.html.matchAll(/href="\/en\/visits\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(new Set(firstVisits).size).toBe(20);
    expect(first.html).toContain('href="/en/visits?from=1&amp;page=2#list-page-2"');
    expect(first.html).toContain(">Show more<");
    expect(first.html).toContain("Showing 20 of 25");
    expect(pageStarts(first.html)).toEqual(["list-page-1"]);
    const events = await eventsSince(before, aino);
    expect(events).toEqual([{ entity: "visit-list", entityId: null, shownIds: { visit: [...new Set(firstVisits)] } }]);

    const more = await get("/en/visits?from=1&page=2", cookie);
    const allVisits = new Set([...more.html.matchAll(/href="\/en\/visits\/(\d+)"/g)].map((match) => Number(match[1])));
    expect(allVisits.size).toBe(25);
    expect(pageStarts(more.html)).toEqual(["list-page-1", "list-page-2"]);
    expect(more.html).not.toContain(">Show more<");

    const second = await get("/fi/kaynnit?page=2", cookie);
    const secondVisits = new Set([...second.html.matchAll(/href="\/fi\/kaynnit\/(\d+)"/g)].map((match) => Number(match[1])));
    expect(secondVisits.size).toBe(5);
    // A phone that opened page 2 alone can go back to the first twenty.
    expect(second.html).toContain('href="/fi/kaynnit?from=1&amp;page=2#list-page-1"');
    expect(second.html).toContain(">Näytä aiemmat<");
  });
});

describe("the invoice and vaccination lists on a phone", () => {
  it("offers Show more past the tenth invoice, and the run with the 11th to 13th", async () => {
    const { cookie } = await logIn("aino");
    const first = await get("/sv/fakturor", cookie);
    expect(first.html.match(/class="list-row invoice-list__item"/g)).toHaveLength(10);
    expect(first.html).toContain('href="/sv/fakturor?from=1&amp;page=2#list-page-2"');
    expect(first.html).toContain(">Visa fler<");
    const more = await get("/sv/fakturor?from=1&page=2", cookie);
    expect(more.html.match(/class="list-row invoice-list__item"/g)).toHaveLength(13);
    expect(more.html).not.toContain(">Visa fler<");
  });

  it("keeps the pager's single pages, and a page past the end shows the last one", async () => {
    const { cookie } = await logIn("aino");
    const past = await get("/en/invoices?from=5&page=9", cookie);
    expect(past.status).toBe(200);
    expect(past.html.match(/class="list-row invoice-list__item"/g)).toHaveLength(3);
    expect(past.html).toContain('aria-current="page"');
  });
});

describe("GET /api/payments/invoices-list", () => {
  async function call(query: string) {
    const { cookie, csrf } = await logIn("aino");
    const response = await server.request("GET", `/api/payments/invoices-list?${csrf}&lang=en${query}`, { cookie });
    return { status: response.status, body: (await response.json()) as { invoices?: { id: number }[]; totalCount?: number; type?: string } };
  }

  it("answers the spec's call with every invoice and exactly { invoices }", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["invoices"]);
    expect(body.invoices).toHaveLength(13);
  });

  it("pages by offset and limit with the total, newest first", async () => {
    const all = (await call("")).body.invoices!.map((invoice) => invoice.id);
    const first = await call("&offset=0&limit=10");
    expect(first.body.invoices!.map((invoice) => invoice.id)).toEqual(all.slice(0, 10));
    expect(first.body.totalCount).toBe(13);
    const rest = await call("&offset=10&limit=10");
    expect(rest.body.invoices!.map((invoice) => invoice.id)).toEqual(all.slice(10));
    expect((await call("&offset=40&limit=10")).body).toEqual({ invoices: [], totalCount: 13 });
  });

  it("refuses a limit outside 1-100 and a non-numeric offset with the validation error", async () => {
    for (const query of ["&limit=0", "&limit=101", "&offset=-1", "&offset=x"]) {
      const { status, body } = await call(query);
      expect(status, query).toBe(400);
      expect(body.type, query).toBe("ValidationError");
    }
  });

  it("writes one audit event naming the invoices answered", async () => {
    const aino = await patientIdOf("aino");
    const before = await lastEventId();
    const page = await call("&offset=0&limit=10");
    const events = (await eventsSince(before, aino)).filter((event) => event.entity === "invoice-list");
    expect(events).toEqual([{ entity: "invoice-list", entityId: null, shownIds: { invoice: page.body.invoices!.map((invoice) => invoice.id) } }]);
  });
});

describe("one audit row per page view", () => {
  it("for the lists of visits, laboratory results, prescriptions, vaccinations, certificates and invoices", async () => {
    const aino = await patientIdOf("aino");
    const { cookie } = await logIn("aino");
    const lists: [string, string, string][] = [
      ["/en/laboratory", "laboratory-list", "lab-result"],
      ["/en/prescriptions", "prescription-list", "prescription"],
      ["/en/vaccinations", "vaccination-list", "vaccination"],
      ["/en/certificates", "certificate-list", "certificate"],
      ["/en/invoices", "invoice-list", "invoice"],
    ];
    for (const [path, entity, shown] of lists) {
      const before = await lastEventId();
      expect((await get(path, cookie)).status, path).toBe(200);
      const events = await eventsSince(before, aino);
      expect(events, path).toHaveLength(1);
      expect(events[0]?.entity, path).toBe(entity);
      expect(events[0]?.shownIds?.[shown]?.length, path).toBeGreaterThan(0);
    }
  });
});
