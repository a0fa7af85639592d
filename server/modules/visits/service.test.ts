import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, visits } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { listRecentVisitSummaries } from "./summary-service";
import { getMedicalReport, listVisits } from "./service";

// Visits and medical reports over the demo data (spec part 2 §2, §3): newest first, the report's
// practitioner, specialty, patient, diagnoses and texts, reports restricted to professionals
// never read, another patient's visit not found, a guardian's reads audited for the child.

const NOW = TEST_NOW;
const database = useTestDatabase({ demoDataNow: NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

async function input(key: PersonaKey, { actor = key, requestId = "test" }: { actor?: PersonaKey; requestId?: string } = {}) {
  const acting = await patientIdOf(key);
  const who: AuditActor = { actorPatientId: await patientIdOf(actor), actingForPatientId: acting, address: "127.0.0.1", requestId };
  return { actingPatientId: acting, lang: "en" as const, now: NOW, actor: who, run: { first: 1, last: 1 } };
}

async function restrictedVisitIds(key: PersonaKey) {
  const rows = await database.db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.patientId, await patientIdOf(key)), eq(visits.viewRestriction, "professional")));
  return rows.map((row) => row.id);
}

describe("listVisits", () => {
  it("lists the patient's past visits newest first with practitioner and specialty", async () => {
    const { items: listed } = await listVisits(database.db, await input("aino"));
    expect(listed.length).toBe(5);
    const times = listed.map((visit) => visit.dateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(listed.every((visit) => visit.practitionerName.length > 0)).toBe(true);
    expect(listed.some((visit) => visit.specialtyName !== null)).toBe(true);
  });

  it("never lists a report restricted to professionals, here or on the front page", async () => {
    const restricted = await restrictedVisitIds("aino");
    expect(restricted).toHaveLength(1);
    const { items: listed } = await listVisits(database.db, await input("aino"));
    expect(listed.map((visit) => visit.id)).not.toContain(restricted[0]);
    const aino = await patientIdOf("aino");
    const summaries = await listRecentVisitSummaries(database.db, aino, { now: NOW, lang: "en", limit: 10 });
    expect(summaries.map((visit) => visit.id)).not.toContain(restricted[0]);
    expect(await getMedicalReport(database.db, { ...(await input("aino")), visitId: restricted[0] ?? 0 })).toBeNull();
  });
});

describe("listVisits paging (decision 306) and its audit (decision 305)", () => {
  it("shows a run of pages, the last page for a page past the end, and one audit event naming the visits shown", async () => {
    const all = (await listVisits(database.db, { ...(await input("aino")), pageSize: 100 })).items.map((visit) => visit.id);
    const firstTwo = await listVisits(database.db, { ...(await input("aino", { requestId: "visit-pages" })), pageSize: 2, run: { first: 1, last: 2 } });
    expect(firstTwo.items.map((visit) => visit.id)).toEqual(all.slice(0, 4));
    expect(firstTwo).toMatchObject({ run: { first: 1, last: 2 }, pageCount: 3, pageSize: 2, total: 5 });
    const past = await listVisits(database.db, { ...(await input("aino")), pageSize: 2, run: { first: 7, last: 9 } });
    expect(past.items.map((visit) => visit.id)).toEqual(all.slice(4));
    expect(past.run).toEqual({ first: 3, last: 3 });
    const rows = await database.db
      .select({ entity: auditEvents.entity, entityId: auditEvents.entityId, shownIds: auditEvents.shownIds })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, "visit-pages"));
    expect(rows).toEqual([{ entity: "visit-list", entityId: null, shownIds: { visit: all.slice(0, 4) } }]);
  });
});

describe("getMedicalReport", () => {
  it("gives the practitioner with title, specialty, the patient, diagnoses and texts in order", async () => {
    const [newest] = (await listVisits(database.db, await input("emily"))).items;
    const report = await getMedicalReport(database.db, { ...(await input("emily")), visitId: newest?.id ?? 0 });
    expect(report?.patient).toEqual({ fullName: "Emily Carter", identityCode: "051192X482C" });
    expect(report?.practitioner.name).toBeTruthy();
    expect(report?.practitioner.title).toBeTruthy();
    expect(report?.diagnoses).toEqual([{ code: "S93.4", description: "Sprain of ankle" }]);
    expect(report?.texts.map((text) => text.title)).toEqual(["Reason for visit", "Findings", "Plan"]);
  });

  it("is null for another patient's visit and an unknown id, each refusal audited", async () => {
    const [emilys] = (await listVisits(database.db, await input("emily"))).items;
    const aino = await input("aino", { requestId: "visit-refused" });
    expect(await getMedicalReport(database.db, { ...aino, visitId: emilys?.id ?? 0 })).toBeNull();
    expect(await getMedicalReport(database.db, { ...aino, visitId: 987654321 })).toBeNull();
    const rows = await database.db
      .select({ action: auditEvents.action, entity: auditEvents.entity, entityId: auditEvents.entityId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, "visit-refused")).orderBy(auditEvents.id);
    expect(rows).toEqual([
      { action: "read", entity: "visit", entityId: String(emilys?.id), outcome: "refused" },
      { action: "read", entity: "visit", entityId: "987654321", outcome: "refused" },
    ]);
  });

  it("lets a guardian read the child's report and audits the read for the child", async () => {
    const guardian = await input("eetu", { actor: "mikko", requestId: "guardian-visit" });
    const [visit] = (await listVisits(database.db, guardian)).items;
    const report = await getMedicalReport(database.db, { ...guardian, visitId: visit?.id ?? 0 });
    expect(report?.patient.fullName).toBe("Eetu Nieminen");
    const rows = await database.db
      .select({ entity: auditEvents.entity, actor: auditEvents.actorPatientId, actingFor: auditEvents.actingForPatientId })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, "guardian-visit")).orderBy(auditEvents.id);
    expect(rows.map((row) => row.entity)).toEqual(["visit-list", "visit"]);
    expect(new Set(rows.map((row) => row.actor))).toEqual(new Set([await patientIdOf("mikko")]));
    expect(new Set(rows.map((row) => row.actingFor))).toEqual(new Set([await patientIdOf("eetu")]));
  });
});
