import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client";
import { auditEvents } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { listViewEntry, recordAudit, recordAuditEvents } from "./audit-service";

// The audit trail's one insert: every field of every event as given, the server's time when the
// actor carries one and the database's otherwise, nothing for no events.

const database = useTestDatabase();

async function eventsOf(requestId: string) {
  return database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId)).orderBy(asc(auditEvents.id));
}

describe("recordAudit", () => {
  it("writes a list view as one event with the records shown, by entity, leaving out kinds with none (decision 305)", async () => {
    const requestId = randomUUID();
    await recordAudit(
      database.db,
      { actorPatientId: 7, actingForPatientId: 9, address: "192.0.2.1", requestId, at: TEST_NOW },
      listViewEntry("laboratory-list", { "lab-result": [40, 39], referral: [] }),
      listViewEntry("visit-list", { visit: [] }),
    );
    const rows = await eventsOf(requestId);
    expect(rows.map((row) => ({ entity: row.entity, entityId: row.entityId, shownIds: row.shownIds }))).toEqual([
      { entity: "laboratory-list", entityId: null, shownIds: { "lab-result": [40, 39] } },
      { entity: "visit-list", entityId: null, shownIds: null },
    ]);
    // "Who saw record 39": the GIN-indexed containment finds the view.
    const seen = await database.db.select({ id: auditEvents.id }).from(auditEvents).where(sql`${auditEvents.shownIds} @> ${JSON.stringify({ "lab-result": [39] })}::jsonb`);
    expect(seen.map((row) => row.id)).toEqual([rows[0]?.id]);
  });

  it("writes one row per entry with the actor's fields, ids as text and 'allowed' unless refused", async () => {
    const requestId = randomUUID();
    const actor = { actorPatientId: 7, actingForPatientId: 9, address: "192.0.2.1", requestId, at: TEST_NOW };
    await recordAudit(
      database.db,
      actor,
      { action: "read", entity: "front-page" },
      { action: "read", entity: "appointment", entityId: 12 },
      { action: "read", entity: "invoice", entityId: "INV-1 'quoted' \"and\" ä", outcome: "refused" },
    );
    const rows = await eventsOf(requestId);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { at: TEST_NOW, actorPatientId: 7, actingForPatientId: 9, actorProfessionalId: null, actorRole: null, action: "read", entity: "front-page", entityId: null, outcome: "allowed", shownIds: null, reason: null, address: "192.0.2.1", requestId },
      { at: TEST_NOW, actorPatientId: 7, actingForPatientId: 9, actorProfessionalId: null, actorRole: null, action: "read", entity: "appointment", entityId: "12", outcome: "allowed", shownIds: null, reason: null, address: "192.0.2.1", requestId },
      { at: TEST_NOW, actorPatientId: 7, actingForPatientId: 9, actorProfessionalId: null, actorRole: null, action: "read", entity: "invoice", entityId: "INV-1 'quoted' \"and\" ä", outcome: "refused", shownIds: null, reason: null, address: "192.0.2.1", requestId },
    ]);
  });

  it("records several actors at once, a professional with their role, and the database's time for an actor without one", async () => {
    const requestId = randomUUID();
    const databaseNow = await database.db.transaction(async (tx) => {
      const nurse = { actorPatientId: null, actorProfessionalId: 40, actorRole: "Työterveyshoitaja", address: "198.51.100.2", requestId };
      await recordAuditEvents(tx, [
        { actor: { ...nurse, actingForPatientId: 3 }, entry: { action: "read", entity: "conversation", entityId: 5 } },
        { actor: { ...nurse, actingForPatientId: 4, at: TEST_NOW }, entry: { action: "update", entity: "conversation", entityId: 6 } },
      ]);
      const [row] = await queryRows<{ now: Date | string }>(tx, sql`select now() as now`);
      return new Date(row!.now);
    });
    const [first, second] = await eventsOf(requestId);
    expect(first).toMatchObject({ actingForPatientId: 3, actorProfessionalId: 40, actorRole: "Työterveyshoitaja", action: "read", entityId: "5" });
    // The database's clock (its transaction's time, as the column default gives), not the server's.
    expect(first!.at).toEqual(databaseNow);
    expect(second).toMatchObject({ actingForPatientId: 4, action: "update", entityId: "6", at: TEST_NOW });
  });

  it("writes nothing for no events", async () => {
    const requestId = randomUUID();
    await recordAuditEvents(database.db, []);
    expect(await eventsOf(requestId)).toEqual([]);
  });
});
