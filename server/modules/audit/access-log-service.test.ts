import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AccessLogFilter } from "#domain/access-log";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, messagingUsers } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { type AuditActor, recordAudit } from "./audit-service";
import { listProfessionalAccessPage } from "./access-log-service";

// Who has viewed my data (issue 15): professionals' accesses only, of the acting patient only,
// newest first, 25 a page, within whole Helsinki days. Emily and Pekka have no demo accesses, so
// the cases that need exact rows write their own.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);
const NO_FILTER: AccessLogFilter = { from: null, to: null };

function actorFor(actorPatientId: number, actingForPatientId: number): AuditActor {
  return { actorPatientId, actingForPatientId, address: "192.0.2.10", requestId: randomUUID() };
}

async function list(key: PersonaKey, { filter = NO_FILTER, page = 1, actingFor }: { filter?: AccessLogFilter; page?: number; actingFor?: PersonaKey } = {}) {
  const patientId = await patientIdOf(key);
  const actingPatientId = actingFor ? await patientIdOf(actingFor) : patientId;
  const result = await listProfessionalAccessPage(database.db, { actingPatientId, actor: actorFor(patientId, actingPatientId), filter, run: { first: page, last: page } });
  return { ...result, entries: result.items, page: result.run.last };
}

async function professional(lastName: string) {
  const [user] = await database.db
    .select({ id: messagingUsers.id, title: messagingUsers.title })
    .from(messagingUsers)
    .where(and(eq(messagingUsers.lastName, lastName), isNotNull(messagingUsers.practitionerId)));
  if (!user) throw new Error(`No professional ${lastName}`);
  return user;
}

/** Professional accesses to a patient's data at the given instants (one read of a lab result each). */
async function professionalAccesses(key: PersonaKey, instants: Date[], { outcome = "allowed" }: { outcome?: "allowed" | "refused" } = {}) {
  const patientId = await patientIdOf(key);
  const user = await professional("Salminen");
  await database.db.insert(auditEvents).values(
    instants.map((at) => ({
      at,
      actorProfessionalId: user.id,
      actorRole: "Yleislääketieteen erikoislääkäri",
      actingForPatientId: patientId,
      action: "read",
      entity: "lab-result",
      outcome,
      address: "10.0.0.1",
    })),
  );
}

describe("who has viewed my data", () => {
  it("lists Aino's professional accesses newest first with name, title, unit, activity and kind", async () => {
    const result = await list("aino");
    expect(result.total).toBe(15);
    const times = result.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const [newest] = result.entries;
    expect(newest).toMatchObject({ professionalName: "Elina Saarinen", role: "Sairaanhoitaja", activity: "changed", kind: "messages" });
    expect(newest?.unit).toBe("Hoiva Pasila");
    const gp = result.entries.find((entry) => entry.professionalName === "Laura Salminen" && entry.kind === "prescriptions" && entry.activity === "changed");
    expect(gp).toMatchObject({ role: "Yleislääketieteen erikoislääkäri", unit: "Hoiva Kamppi" });
    // An entity the page does not know is shown as patient data in general.
    expect(result.entries.some((entry) => entry.kind === "general" && entry.activity === "changed")).toBe(true);
  });

  it("lists only professionals' accesses: not the patient's own, a guardian's or a refused one", async () => {
    const aino = await patientIdOf("aino");
    const before = (await list("aino")).total;
    await recordAudit(database.db, actorFor(aino, aino), { action: "read", entity: "lab-result", entityId: 1 });
    await professionalAccesses("aino", [new Date("2026-11-23T10:00:00Z")], { outcome: "refused" });
    const after = await list("aino");
    expect(after.total).toBe(before);
    // Reading the list is audited as the patient's own read, which the list never shows.
    const [read] = await database.db
      .select({ entity: auditEvents.entity, actor: auditEvents.actorPatientId, professional: auditEvents.actorProfessionalId })
      .from(auditEvents)
      .where(eq(auditEvents.actingForPatientId, aino))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(read).toEqual({ entity: "access-log", actor: aino, professional: null });
  });

  it("pages 25 at a time, newest first, and shows the last page for a page past the end", async () => {
    const instants = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 1 + index, 9, 0)));
    await professionalAccesses("emily", instants);
    const first = await list("emily");
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]?.at).toBe("2026-10-30T09:00:00.000Z");
    expect(first.entries[24]?.at).toBe("2026-10-06T09:00:00.000Z");
    const second = await list("emily", { page: 2 });
    expect(second.entries.map((entry) => entry.at)).toEqual([5, 4, 3, 2, 1].map((day) => `2026-10-0${day}T09:00:00.000Z`));
    expect((await list("emily", { page: 9 })).page).toBe(2);
  });

  it("reads a run of pages for a phone's Show more: both pages' entries at once", async () => {
    const instants = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 1 + index, 9, 0)));
    await professionalAccesses("emily", instants);
    const emily = await patientIdOf("emily");
    const both = await listProfessionalAccessPage(database.db, { actingPatientId: emily, actor: actorFor(emily, emily), filter: NO_FILTER, run: { first: 1, last: 2 } });
    // Other cases of this file may have written Emily's accesses too: at least these 30.
    expect(both.total).toBeGreaterThanOrEqual(30);
    expect(both.run).toEqual({ first: 1, last: 2 });
    expect(both.items).toHaveLength(Math.min(both.total, 50));
    const second = await list("emily", { page: 2 });
    expect(both.items.slice(25).map((entry) => entry.id)).toEqual(second.entries.map((entry) => entry.id));
  });

  it("filters by whole Helsinki days, both ends included, across the October DST change", async () => {
    await professionalAccesses("pekka", [
      new Date("2026-10-24T20:59:00Z"), // 24.10. 23:59 in Helsinki (summer time): before
      new Date("2026-10-24T21:00:00Z"), // 25.10. 00:00: the first day's start
      new Date("2026-10-25T21:59:00Z"), // 25.10. 23:59 (winter time since 04:00)
      new Date("2026-10-27T21:59:59Z"), // 27.10. 23:59:59: the last day's end
      new Date("2026-10-27T22:00:00Z"), // 28.10. 00:00: after
    ]);
    const filtered = await list("pekka", { filter: { from: "2026-10-25", to: "2026-10-27" } });
    expect(filtered.entries.map((entry) => entry.at)).toEqual(["2026-10-27T21:59:59.000Z", "2026-10-25T21:59:00.000Z", "2026-10-24T21:00:00.000Z"]);
    expect((await list("pekka", { filter: { from: "2026-10-28", to: null } })).entries.map((entry) => entry.at)).toEqual(["2026-10-27T22:00:00.000Z"]);
    expect((await list("pekka", { filter: { from: null, to: "2026-10-24" } })).entries.map((entry) => entry.at)).toEqual(["2026-10-24T20:59:00.000Z"]);
    expect((await list("pekka", { filter: { from: "2026-11-01", to: "2026-11-02" } })).total).toBe(0);
  });

  it("never shows another patient's accesses", async () => {
    const aino = await list("aino");
    const jari = await list("jari");
    expect(jari.total).toBe(13);
    const ainoIds = new Set(aino.entries.map((entry) => entry.id));
    expect(jari.entries.some((entry) => ainoIds.has(entry.id))).toBe(false);
    expect(jari.entries.map((entry) => entry.professionalName)).not.toContain("Laura Salminen");
    expect((await list("kalle")).entries).toEqual([]);
  });

  it("shows a guardian acting for a child the child's accesses, not under the guardian's own matters", async () => {
    const [mikko, eetuId] = [await patientIdOf("mikko"), await patientIdOf("eetu")];
    await recordAudit(database.db, actorFor(mikko, eetuId), { action: "read", entity: "visit", entityId: 1 });
    const eetu = await list("mikko", { actingFor: "eetu" });
    expect(eetu.total).toBe(5);
    expect(eetu.entries[0]).toMatchObject({ professionalName: "Anu Karjalainen", role: "Lastentautien erikoislääkäri", unit: "Hoiva Junior Itäkeskus", activity: "viewed", kind: "visits" });
    expect((await list("mikko")).total).toBe(0);
  });

  it("shows an agent by mandate acting for the principal the principal's accesses, not the agent's own", async () => {
    await professionalAccesses("raili", [new Date("2026-11-20T09:30:00Z")]);
    const raili = await list("aino", { actingFor: "raili" });
    expect(raili.entries.map((entry) => [entry.at, entry.professionalName, entry.kind])).toEqual([["2026-11-20T09:30:00.000Z", "Laura Salminen", "labResults"]]);
    expect((await list("aino")).entries.some((entry) => entry.at === "2026-11-20T09:30:00.000Z")).toBe(false);
  });
});
