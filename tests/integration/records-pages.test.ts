import { and, desc, eq, gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, vaccinations } from "#server/db/schema";
import { setActingPatient } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The certificates, vaccinations and occupational health care team pages as the server renders
// them (spec part 1 §2 "Certificates, vaccinations, team, sickness fund, help", §4, §8, §9; part 2
// §3): the acting patient's own records only, the 1.1.2022 limit, 25 vaccinations a page, the
// profile links' language suffix, the temporary-api-error view, and every read audited.
// Needs `npx react-router build` first.

const server = useTestServer({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(server.database.db, key);

function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

async function get(path: string, cookie?: string, host?: string) {
  const response = await server.request("GET", path, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

/** The page's words with tags as spaces (React's text separators too), for reading a sentence across elements. */
const plainText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ,/g, ",");

async function lastAuditId(): Promise<number> {
  const [row] = await server.database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

async function readsSince(id: number) {
  return server.database.db
    .select({ entity: auditEvents.entity, entityId: auditEvents.entityId, shownIds: auditEvents.shownIds, actingFor: auditEvents.actingForPatientId, outcome: auditEvents.outcome })
    .from(auditEvents)
    .where(and(gt(auditEvents.id, id), eq(auditEvents.action, "read")));
}

describe("certificates page", () => {
  it("shows Aino's certificates since 1.1.2022 as a timeline by year, and audits the read", async () => {
    const { cookie } = await logIn("aino");
    const before = await lastAuditId();
    const page = await get("/en/certificates", cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1>Certificates</h1>");
    expect(page.html).toContain("Nurse&#x27;s certificate");
    expect(page.html).toContain("Medical certificate A");
    // 14.2.2022 is listed; the certificate of 8.11.2021 is not.
    expect(page.html).toContain("Sick leave 14.2.2022–16.2.2022 (3 days)");
    expect(page.html).not.toContain("8.11.2021");
    expect(page.html).not.toContain(">2021<");
    expect(page.html).toContain(">2022<");
    // Each opens as a PDF in English, saves, and opens in Finnish or Swedish.
    const pdfLinks = [...page.html.matchAll(/href="\/api\/certificates\/(\d+)\/pdf\?([^"]+)"/g)].map((match) => match[2]?.replaceAll("&amp;", "&"));
    expect(pdfLinks.filter((query) => query === "lang=en")).toHaveLength(4);
    expect(pdfLinks.filter((query) => query === "lang=en&download=1")).toHaveLength(4);
    expect(pdfLinks.filter((query) => query === "lang=fi")).toHaveLength(4);
    expect(pdfLinks.filter((query) => query === "lang=sv")).toHaveLength(4);
    expect(page.html).toContain("Open certificate (PDF)");
    const reads = await readsSince(before);
    // One event for the view, naming the four certificates shown (decision 305).
    const lists = reads.filter((read) => read.entity === "certificate-list");
    expect(lists).toHaveLength(1);
    expect(lists[0]?.shownIds?.certificate).toHaveLength(4);
    expect(lists[0]?.actingFor).not.toBeNull();
  });

  it("shows Jari's own certificates only, and No certificates to a patient without any", async () => {
    const jari = await get("/fi/todistukset", (await logIn("jari")).cookie);
    expect(jari.html).toContain("<h1>Todistukset</h1>");
    expect(jari.html).toContain("Hoitajan todistus");
    expect(jari.html).not.toContain("14.02.2022");
    const emily = await get("/sv/certifikat", (await logIn("emily")).cookie);
    expect(emily.html).toContain("Inga intyg");
  });

  it("sends a visitor without a session to log in", async () => {
    const page = await get("/en/certificates");
    expect(page.status).toBe(302);
    expect(page.location).toContain("/en/login?nextPath=%2Fen%2Fcertificates");
  });
});

describe("vaccinations page", () => {
  it("shows date, name, practitioner and the validity hints, and audits every row", async () => {
    const { cookie } = await logIn("aino");
    const before = await lastAuditId();
    const page = await get("/en/vaccinations", cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1>Vaccinations</h1>");
    expect(page.html).toContain("Influenssarokote");
    expect(page.html).toContain("Rokotuspiste Kamppi");
    // 15 days left: "(2 weeks)"; 105 days past: "Not valid"; no end date for hepatitis.
    expect(page.html).toContain("Valid until <time dateTime=\"2026-12-09\">9.12.2026</time> (2 weeks)");
    expect(page.html).toContain("Not valid");
    expect(page.html).toContain("No end date");
    expect(page.html).not.toContain("MPR-rokote");
    expect(page.html).not.toContain('aria-label="Pagination"');
    const reads = await readsSince(before);
    const lists = reads.filter((read) => read.entity === "vaccination-list");
    expect(lists).toHaveLength(1);
    expect(lists[0]?.shownIds?.vaccination).toHaveLength(6);
  });

  it("lists 25 a page with the pager, and a page past the end shows the last page", async () => {
    const raili = await patientIdOf("raili");
    await server.database.db.insert(vaccinations).values(
      Array.from({ length: 30 }, (_, index) => ({
        patientId: raili,
        date: `2020-01-${String(index + 1).padStart(2, "0")}`,
        name: `Testirokote ${String(index + 1).padStart(2, "0")}`,
        practitionerName: "Mari Aho",
        effectiveUntil: null,
      })),
    );
    const { cookie } = await logIn("raili");
    const first = await get("/fi/rokotukset", cookie);
    expect(first.html).toContain("Testirokote 30");
    expect(first.html).toContain("Testirokote 06");
    expect(first.html).not.toContain("Testirokote 05");
    expect(first.html).toContain('aria-label="Sivutus"');
    expect(first.html).toContain('href="/fi/rokotukset?page=2"');
    const second = await get("/fi/rokotukset?page=2", cookie);
    expect(second.html).toContain("Testirokote 05");
    expect(second.html).toContain("Testirokote 01");
    expect(second.html).not.toContain("Testirokote 06");
    expect(second.html).toContain("Rokotukset, sivu 2/2");
    const past = await get("/fi/rokotukset?page=9", cookie);
    expect(past.html).toContain("Rokotukset, sivu 2/2");
    const junk = await get("/fi/rokotukset?page=abc", cookie);
    expect(junk.html).toContain("Rokotukset, sivu 1/2");
  });

  it("shows a guardian the child's vaccinations, not another child's", async () => {
    const { cookie, session } = await logIn("mikko");
    await setActingPatient(server.database.db, session.id, { actingPatientId: await patientIdOf("helmi"), actingRole: "guardian" });
    const page = await get("/fi/rokotukset", cookie, "kids.localhost");
    expect(page.status).toBe(200);
    expect(page.html).toContain("MPR-rokote, 1. annos");
    expect(page.html).not.toContain("MPR-rokote, 2. annos");
    expect(page.html).not.toContain("nenäsumute");
  });
});

describe("occupational health care team page", () => {
  it("shows Jari's employer, doctors and nurses with titles, booking and profile links, and the absent nurse's substitute", async () => {
    const { cookie } = await logIn("jari");
    const before = await lastAuditId();
    const fi = await get("/fi/tyoterveystiimi", cookie);
    expect(fi.status).toBe(200);
    expect(fi.html).toContain("Kivirinne Rakennus Oy");
    expect(fi.html).toContain("Vastuulääkärit");
    expect(fi.html).toContain("Vastuuhoitajat");
    expect(fi.html).toMatch(/href="https:\/\/www\.hoiva\.example\/ammattilaiset\/\d+"/);
    // The nurse is away (the care team's absence) and the team names the same substitute: said once.
    expect(plainText(fi.html)).toContain("Minna Rantanen Poissa Työterveyshoitaja Poissa 12.12.2026 asti. Sijainen: Kaisa Ojala, Työterveyshoitaja");
    expect(fi.html).not.toContain("21.11.2026–12.12.2026");
    expect(fi.html).toMatch(/href="\/fi\/ajanvaraus\/tyoterveys\?practitionerIds=\d+"/);
    expect(fi.html).toContain('href="/fi/viestit/uusi"');
    // The physiotherapist is no responsible doctor or nurse.
    const reads = await readsSince(before);
    expect(reads.some((read) => read.entity === "occupational-team" && read.outcome === "allowed")).toBe(true);

    const en = await get("/en/occupational-health-care-team", cookie);
    expect(en.html).toMatch(/href="https:\/\/www\.hoiva\.example\/ammattilaiset\/\d+-2"/);
    expect(plainText(en.html)).toContain("Away until 12.12.2026. Substitute: Kaisa Ojala, Occupational health nurse");
    expect(plainText(en.html)).toContain("Occupational health physician");
    const sv = await get("/sv/foretagshalsovardsteamet", cookie);
    expect(sv.html).toMatch(/href="https:\/\/www\.hoiva\.example\/ammattilaiset\/\d+-3"/);
    expect(plainText(sv.html)).toContain("Borta till 12.12.2026. Vikarie: Kaisa Ojala, Företagshälsovårdare");
  });

  it("tells a patient without occupational care that there is no team", async () => {
    const page = await get("/en/occupational-health-care-team", (await logIn("aino")).cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("You have no occupational health care team.");
    expect(page.html).not.toContain("Kivirinne");
  });

  it("shows the generic error view with Try again when the team cannot be read", async () => {
    const { cookie } = await logIn("jari");
    await server.database.db.execute(sql`alter table ohc_team_members rename to ohc_team_members_away`);
    try {
      const page = await get("/en/occupational-health-care-team", cookie);
      expect(page.status).toBe(503);
      expect(page.html).toContain("Apologies! Something went wrong...");
      expect(page.html).toContain("Try again");
      expect(page.html).not.toContain(`id="team-doctors"`);
    } finally {
      await server.database.db.execute(sql`alter table ohc_team_members_away rename to ohc_team_members`);
    }
  });
});
