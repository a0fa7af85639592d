import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents } from "#server/db/schema";
import { setActingPatient } from "#server/modules/account/session-service";
import { useTestServer } from "./test-server";
import { patientIdOf as personaPatientId } from "#tests/db/personas";

// The front page over real HTTP with a session row made directly (no identity provider round trip).
// Needs `npm run build` first (npm test does it).

const NOW = TEST_NOW;
const server = useTestServer({ demoDataNow: NOW });

function loginAs(
  person: PersonaKey | { identityCode: string; firstName: string },
  options: { authenticatedAt?: Date; mfaAvailable?: boolean } = {},
) {
  return logInForTest(server.database.db, typeof person === "string" ? person : { ...person, lastName: "Testinen" }, options);
}

/** The rendered page content (the serialized catalogs after it contain every text). */
async function mainOf(response: Response): Promise<string> {
  const html = await response.text();
  const match = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html);
  if (!match?.[1]) throw new Error("no <main> in page");
  return match[1];
}

const patientIdOf = (key: PersonaKey) => personaPatientId(server.database.db, key);

describe("front page /{lang}", () => {
  it("shows a visitor the anonymous front page", async () => {
    const response = await server.get("/fi");
    expect(response.status).toBe(200);
    const html = await mainOf(response);
    expect(html).toContain("Tervetuloa");
    expect(html).not.toContain("Ajanvaraukset</h2>");
  });

  it("shows a logged-in patient their summaries with localised 'All' links, and audits the read", async () => {
    const { session, cookie } = await loginAs("aino");
    const response = await server.get("/fi", { cookie });
    expect(response.status).toBe(200);
    const html = await mainOf(response);
    expect(html).toContain("Hei Aino");
    for (const heading of ["Viestit", "Ajanvaraukset", "Käynnit", "Reseptit", "Laboratoriotulokset", "Kyselyt", "Kuvantaminen"]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    for (const path of ["/fi/viestit", "/fi/ajat", "/fi/kaynnit", "/fi/reseptit", "/fi/laboratorio", "/fi/kyselyt", "/fi/kuvantaminen"]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain('href="/fi/viestit/uusi"');
    expect(html).toContain("Ota tekstiviestitunnistautuminen käyttöön");

    const audit = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actingForPatientId, session.patientId!), eq(auditEvents.entity, "front-page")));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0]).toMatchObject({ action: "read", actorPatientId: session.patientId });
  });

  it("shows a guardian the child's matters under their own greeting", async () => {
    const { session, cookie } = await loginAs("mikko");
    await setActingPatient(server.database.db, session.id, { actingPatientId: await patientIdOf("eetu"), actingRole: "guardian" });
    const html = await mainOf(await server.get("/en", { cookie, host: "kids.localhost" }));
    expect(html).toContain("Hello Mikko");
    expect(html).toContain("You are handling Eetu&#x27;s matters");
    expect(html).not.toContain("No appointments");
  });

  it("tells a person without a patient record that there is no data yet", async () => {
    const { cookie } = await loginAs({ identityCode: "010101-0101", firstName: "Uuno" });
    const html = await mainOf(await server.get("/en", { cookie }));
    expect(html).toContain("Hello Uuno");
    expect(html).toContain("No patient information yet");
    expect(html).not.toContain("No appointments");
  });

  it("sends an expired session to the timed-out page and one waiting for its SMS code to the MFA page", async () => {
    const expired = await loginAs("aino", { authenticatedAt: new Date(TEST_NOW.getTime() - 2 * 3_600_000) });
    const timedOut = await server.get("/fi", { cookie: expired.cookie });
    expect(timedOut.status).toBe(302);
    expect(timedOut.headers.get("location")).toBe("/fi/katkennut-istunto?next=%2Ffi");

    const pending = await loginAs("johan", { mfaAvailable: true });
    expect(pending.session.status).toBe("mfaPending");
    const mfa = await server.get("/sv", { cookie: pending.cookie });
    expect(mfa.status).toBe(302);
    expect(mfa.headers.get("location")).toBe("/sv/behorighetskontroll?next=%2Fsv");
  });
});
