import { TEST_NOW } from "#tests/clock";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, sickLeaveCertificates } from "#server/db/schema";
import { patientIdOf } from "#tests/db/personas";
import { useTestServer } from "#tests/integration/test-server";
import { pdfText } from "#tests/pdf-text";
import { logInForTest } from "#tests/sessions";

// The certificate PDF over HTTP (decision 325): the acting patient's own certificate opens inline
// or downloads, in the language asked for; another patient's answers exactly like one that does
// not exist, and the refusal is audited.

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });

function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

async function newestCertificateOf(key: PersonaKey) {
  const patientId = await patientIdOf(server.database.db, key);
  const rows = await server.database.db
    .select({ id: sickLeaveCertificates.id, type: sickLeaveCertificates.type })
    .from(sickLeaveCertificates)
    .where(eq(sickLeaveCertificates.patientId, patientId))
    .orderBy(asc(sickLeaveCertificates.createdAt));
  const newest = rows.at(-1);
  if (!newest) throw new Error(`the demo data has a certificate of ${key}`);
  return newest;
}

describe("GET /api/certificates/{id}/pdf", () => {
  it("opens the patient's certificate as a PDF in the language asked for, or saves it", async () => {
    const { cookie } = await logIn("aino");
    const certificate = await newestCertificateOf("aino");
    const finnish = await server.request("GET", `/api/certificates/${certificate.id}/pdf?lang=fi`, { cookie });
    expect(finnish.status).toBe(200);
    expect(finnish.headers.get("content-type")).toBe("application/pdf");
    expect(finnish.headers.get("content-disposition")).toBe(`inline; filename="adult_certificate_${certificate.id}_fi.pdf"`);
    expect(finnish.headers.get("cache-control")).toBe("private, no-store");
    const text = pdfText(Buffer.from(await finnish.arrayBuffer()));
    expect(text).toContain(certificate.type === "nurse" ? "Hoitajan todistus" : "Lääkärintodistus A");
    expect(text).toContain("Aino");
    expect(text).toContain("Sairausloma");

    const swedish = await server.request("GET", `/api/certificates/${certificate.id}/pdf?lang=sv&download=1`, { cookie });
    expect(swedish.headers.get("content-disposition")).toBe(`attachment; filename="adult_certificate_${certificate.id}_sv.pdf"`);
    expect(pdfText(Buffer.from(await swedish.arrayBuffer()))).toContain("Sjukledighet");

    const english = await server.request("GET", `/api/certificates/${certificate.id}/pdf?lang=en`, { cookie });
    expect(pdfText(Buffer.from(await english.arrayBuffer()))).toContain("Sick leave");
  });

  it("answers another patient's certificate as not found and audits the refusal", async () => {
    const { cookie } = await logIn("aino");
    const jaris = await newestCertificateOf("jari");
    const response = await server.request("GET", `/api/certificates/${jaris.id}/pdf?lang=fi`, { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: "notFound" });
    const refused = await server.database.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "certificate-pdf"), eq(auditEvents.entityId, String(jaris.id))));
    expect(refused).toEqual([{ outcome: "refused" }]);
    // Her own certificate of 8.11.2021 is not listed (spec part 1 §2), so it does not open either.
    const aino = await patientIdOf(server.database.db, "aino");
    const [older] = await server.database.db
      .select({ id: sickLeaveCertificates.id })
      .from(sickLeaveCertificates)
      .where(and(eq(sickLeaveCertificates.patientId, aino), eq(sickLeaveCertificates.startDate, "2021-11-08")));
    expect((await server.request("GET", `/api/certificates/${older!.id}/pdf`, { cookie })).status).toBe(404);
  });

  it("refuses a bad id or language with a validation error, and a request without a session", async () => {
    const { cookie } = await logIn("aino");
    expect((await server.request("GET", "/api/certificates/abc/pdf", { cookie })).status).toBe(400);
    const certificate = await newestCertificateOf("aino");
    expect((await server.request("GET", `/api/certificates/${certificate.id}/pdf?lang=de`, { cookie })).status).toBe(400);
    expect((await server.request("GET", `/api/certificates/${certificate.id}/pdf`)).status).toBe(401);
  });
});
