import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, imagingResults, laboratoryResultGroups, laboratoryTests, prescriptions, referrals, visits, visitTexts } from "#server/db/schema";
import { setActingPatient } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The health record pages as the server renders them (spec part 2 §2 "Results, referrals, visits,
// questionnaires"; decisions 190-199): the acting patient's own records, another patient's ids
// answering 404 like unknown ones, records restricted to professionals never in any page (front
// page included), and every read audited. Needs `npx react-router build` first.

const server = useTestServer({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(server.database.db, key);

/** A login in the adult brand, whose host these requests go to (Mikko's too). */
function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, brand: "adult" });
}

function daysAgo(days: number): string {
  return helsinkiCalendarDate(new Date(TEST_NOW.getTime() - days * 24 * 60 * 60_000));
}

/** The whole document: rendered content and the serialized page data both count. */
async function get(path: string, cookie: string) {
  const response = await server.request("GET", path, { cookie });
  return { status: response.status, html: await response.text() };
}

async function referralIdOf(key: PersonaKey, type: "laboratory" | "imaging"): Promise<number> {
  const [row] = await server.database.db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.patientId, await patientIdOf(key)), eq(referrals.type, type)));
  if (!row) throw new Error(`no ${type} referral of ${key}`);
  return row.id;
}

describe("laboratory and imaging pages", () => {
  it("render Aino's laboratory list, a result day, a history, the referrals and imaging", async () => {
    const { cookie } = await logIn("aino");
    const list = await get("/en/laboratory", cookie);
    expect(list.status).toBe(200);
    expect(list.html).toContain("<h1>Laboratory</h1>");
    expect(list.html).toContain(`href="/en/laboratoryresult/${daysAgo(28)}"`);

    const day = await get(`/en/laboratoryresult/${daysAgo(28)}`, cookie);
    expect(day.status).toBe(200);
    expect(day.html).toContain("Aino Virtanen");
    expect(day.html).toContain("Above the reference range");

    const history = await get("/en/laboratory/history/4515%20fP%20-Kol", cookie);
    expect(history.status).toBe(200);
    expect(history.html).toContain("Kolesteroli: results over time");
    expect(history.html).toContain('role="img"');

    const labReferral = await get(`/fi/laboratoriolahete/${await referralIdOf("aino", "laboratory")}`, cookie);
    expect(labReferral.status).toBe(200);
    expect(labReferral.html).toContain("<h1>Laboratoriolähete</h1>");
    const imagingReferral = await get(`/sv/bildbehandlingremiss/${await referralIdOf("aino", "imaging")}`, cookie);
    expect(imagingReferral.status).toBe(200);
    expect(imagingReferral.html).toContain("<h1>Bildbehandlingsremiss</h1>");

    const imaging = await get("/en/imaging", cookie);
    expect(imaging.status).toBe(200);
    expect(imaging.html).toContain("Keuhkojen natiiviröntgen (Thorax)");
    const imagingDay = await get(`/en/imaging/${daysAgo(9)}`, cookie);
    expect(imagingDay.status).toBe(200);
    expect(imagingDay.html).toContain("Doctor&#x27;s statement");
  });

  it("answer another patient's ids and days 404 like unknown and malformed ones", async () => {
    const { cookie } = await logIn("aino");
    const jarisLabReferral = await referralIdOf("jari", "laboratory");
    const ainosImagingReferral = await referralIdOf("aino", "imaging");
    const cases: [string, string][] = [
      [`/en/laboratoryresult/${daysAgo(44)}`, "Results were not found"], // Johan's day
      ["/en/laboratoryresult/2026-02-30", "Results were not found"],
      ["/en/laboratoryresult/abc", "Results were not found"],
      ["/en/laboratory/history/2143%20P%20-Krea", "Results were not found"], // Johan's test
      [`/en/laboratoryreferral/${jarisLabReferral}`, "Referral was not found"],
      [`/en/laboratoryreferral/${ainosImagingReferral}`, "Referral was not found"], // the other type
      ["/en/laboratoryreferral/987654321", "Referral was not found"],
      ["/en/imagingreferral/x1", "Referral was not found"],
      [`/en/imaging/${daysAgo(19)}`, "Results were not found"], // Emily's day
    ];
    for (const [path, heading] of cases) {
      const page = await get(path, cookie);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain(`<h1>${heading}</h1>`);
      expect(page.html, path).not.toContain("Kreatinin");
      expect(page.html, path).not.toContain("Right ankle");
    }
  });

  it("page a long history's table 20 results at a time, while the chart draws every result (decision 328)", async () => {
    const aino = await patientIdOf("aino");
    const groups = await server.database.db
      .insert(laboratoryResultGroups)
      .values(Array.from({ length: 45 }, (_, index) => ({ patientId: aino, date: daysAgo(500 + index * 30) })))
      .returning({ id: laboratoryResultGroups.id });
    await server.database.db.insert(laboratoryTests).values(
      groups.map((group, index) => ({
        groupId: group.id, patientId: aino, position: 0, code: "1234 P -Test", displayName: "Testiarvo", status: "ready" as const,
        isReady: true, unit: "g/l", referenceMin: 10, referenceMax: 20, resultNumber: 11 + (index % 7), isWithinReferenceRange: true,
      })),
    );
    const { cookie } = await logIn("aino");
    const rowsOf = (html: string) => html.match(/<tr[^>]*>\s*<th scope="row">/g)?.length ?? 0;
    const first = await get("/en/laboratory/history/1234%20P%20-Test", cookie);
    expect(first.status).toBe(200);
    expect(rowsOf(first.html)).toBe(20);
    expect(first.html).toContain("Testiarvo, every result, page 1 of 3");
    expect(first.html).toContain("Showing 20 of 45");
    expect(first.html).toContain(`href="/en/laboratory/history/1234%20P%20-Test?from=1&amp;page=2#list-page-2"`);
    // The chart's one line goes through all 45 results.
    const line = /<polyline[^>]*points="([^"]+)"/.exec(first.html)?.[1] ?? "";
    expect(line.split(" ")).toHaveLength(45);
    const last = await get("/en/laboratory/history/1234%20P%20-Test?page=3", cookie);
    expect(rowsOf(last.html)).toBe(5);
    expect(last.html).toContain(`<time dateTime="${daysAgo(500 + 44 * 30)}">`);
  });

  it("never send a record restricted to professionals: not in the lists, the days, the history or the front page", async () => {
    const { cookie } = await logIn("aino");
    const aino = await patientIdOf("aino");
    const restrictedTests = await server.database.db
      .select({ displayName: laboratoryTests.displayName, code: laboratoryTests.code })
      .from(laboratoryTests)
      .where(and(eq(laboratoryTests.patientId, aino), eq(laboratoryTests.viewRestriction, "professional")));
    const restrictedImaging = await server.database.db
      .select({ examinationName: imagingResults.examinationName, statementText: imagingResults.statementText })
      .from(imagingResults)
      .where(and(eq(imagingResults.patientId, aino), eq(imagingResults.viewRestriction, "professional")));
    expect(restrictedTests.length).toBeGreaterThan(0);
    expect(restrictedImaging.length).toBeGreaterThan(0);
    const pages = [
      "/en",
      "/en/laboratory",
      `/en/laboratoryresult/${daysAgo(28)}`,
      "/en/imaging",
      `/en/imaging/${daysAgo(9)}`,
      ...restrictedTests.map((test) => `/en/laboratory/history/${encodeURIComponent(test.code)}`),
    ];
    for (const path of pages) {
      const { html } = await get(path, cookie);
      for (const test of restrictedTests) expect(html, path).not.toContain(test.displayName);
      for (const result of restrictedImaging) {
        expect(html, path).not.toContain(result.examinationName);
        expect(html, path).not.toContain(result.statementText);
      }
    }
    // The day with nothing but a restricted test does not exist for her.
    expect((await get(`/en/laboratoryresult/${daysAgo(60)}`, cookie)).status).toBe(404);
  });

  it("audit every read with the acting patient", async () => {
    const { cookie } = await logIn("aino");
    const aino = await patientIdOf("aino");
    await get("/en/laboratory", cookie);
    await get(`/en/laboratoryresult/${daysAgo(28)}`, cookie);
    await get("/en/imaging", cookie);
    const rows = await server.database.db
      .select({ entity: auditEvents.entity })
      .from(auditEvents)
      .where(and(eq(auditEvents.actingForPatientId, aino), eq(auditEvents.action, "read"), isNull(auditEvents.entityId)));
    const entities = rows.map((row) => row.entity);
    expect(entities).toContain("laboratory-list");
    expect(entities).toContain("imaging-list");
    const dayReads = await server.database.db
      .select({ entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(and(eq(auditEvents.actingForPatientId, aino), eq(auditEvents.entity, "lab-result")));
    expect(dayReads.length).toBeGreaterThan(0);
  });

  it("send a visitor without a session to log in", async () => {
    const response = await server.request("GET", "/fi/laboratorio");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi/kirjaudu?nextPath=%2Ffi%2Flaboratorio");
  });
});

async function visitIdsOf(key: PersonaKey, restricted = false): Promise<number[]> {
  const rows = await server.database.db
    .select({ id: visits.id, restriction: visits.viewRestriction })
    .from(visits)
    .where(eq(visits.patientId, await patientIdOf(key)));
  return rows.filter((row) => (row.restriction === "professional") === restricted).map((row) => row.id);
}

describe("visit pages", () => {
  it("render the list and a medical report with its print button's page", async () => {
    const { cookie } = await logIn("aino");
    const list = await get("/fi/kaynnit", cookie);
    expect(list.status).toBe(200);
    expect(list.html).toContain("<h1>Käynnit</h1>");
    const [id] = await visitIdsOf("aino");
    const report = await get(`/fi/kaynnit/${id}`, cookie);
    expect(report.status).toBe(200);
    expect(report.html).toContain("<h1>Käyntikertomus</h1>");
    expect(report.html).toContain("140386-246K");
    expect(report.html).toContain('href="/fi/kaynnit"');
  });

  it("answer another patient's visit, a restricted report and unknown ids with 404 'Visit was not found'", async () => {
    const { cookie } = await logIn("aino");
    const [restricted] = await visitIdsOf("aino", true);
    const [emilys] = await visitIdsOf("emily");
    const [restrictedText] = await server.database.db
      .select({ body: visitTexts.body })
      .from(visitTexts)
      .where(eq(visitTexts.visitId, restricted ?? 0));
    for (const id of [String(emilys), String(restricted), "987654321", "0", "x"]) {
      const page = await get(`/en/visits/${id}`, cookie);
      expect(page.status, id).toBe(404);
      expect(page.html, id).toContain("<h1>Visit was not found</h1>");
      expect(page.html, id).not.toContain("Emily");
    }
    for (const path of ["/en/visits", "/en"]) {
      const { html } = await get(path, cookie);
      expect(html, path).not.toContain(restrictedText?.body ?? "missing");
      expect(html, path).not.toContain(`/en/visits/${restricted}"`);
    }
  });

  it("show a guardian the child's visits, and not the guardian's own", async () => {
    const { cookie, session } = await logIn("mikko");
    await setActingPatient(server.database.db, session.id, { actingPatientId: await patientIdOf("eetu"), actingRole: "guardian" });
    const [eetus] = await visitIdsOf("eetu");
    const report = await get(`/en/visits/${eetus}`, cookie);
    expect(report.status).toBe(200);
    expect(report.html).toContain("Eetu Nieminen");
    const [ainos] = await visitIdsOf("aino");
    expect((await get(`/en/visits/${ainos}`, cookie)).status).toBe(404);
    const reads = await server.database.db
      .select({ actor: auditEvents.actorPatientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "visit"), eq(auditEvents.entityId, String(eetus))));
    expect(reads.map((row) => row.actor)).toContain(await patientIdOf("mikko"));
  });
});

describe("prescriptions page", () => {
  it("lists only the acting patient's prescriptions, the non-renewable ones marked", async () => {
    const { cookie } = await logIn("aino");
    const page = await get("/en/prescriptions", cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Levotyroksiini");
    expect(page.html).toContain("Non-renewable prescription");
    const [johans] = await server.database.db
      .select({ medicineName: prescriptions.medicineName })
      .from(prescriptions)
      .where(eq(prescriptions.patientId, await patientIdOf("johan")));
    expect(page.html).not.toContain(johans?.medicineName ?? "missing");
  });

  it("says No prescriptions to a patient without any", async () => {
    const { cookie } = await logIn("emily");
    expect((await get("/en/prescriptions", cookie)).html).toContain("No prescriptions");
  });
});

describe("questionnaires page", () => {
  it("lists the acting patient's new tasks and answered questionnaires, and no one else's", async () => {
    const { cookie } = await logIn("aino");
    const page = await get("/sv/rundfraga", cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1>Rundfrågor</h1>");
    expect(page.html).toContain("Förhandsuppgifter inför gynekologbesöket");
    expect(page.html).toContain("Hälsoenkät");
    expect(page.html).not.toContain("Arbetsförmågeenkät");
  });
});
