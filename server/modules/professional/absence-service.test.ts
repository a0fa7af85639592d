import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { deleteAbsence, listOwnAbsences, recordAbsence } from "./absence-service";
import { listInbox } from "./inbox-service";
import { findProfessionalByEmail, type Professional } from "./session-service";

// Absences with substitutes (issue 15): whole Helsinki days, substitutes of the same kind, and the
// absent person's threads under the substitutes' "substitutions" exactly while the absence lasts.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.7", requestId: "absence-test" };

async function staff(email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(database.db, email);
  if (!found) throw new Error(email);
  return found;
}

describe("absences", () => {
  it("records an absence from the first to the end of the last Helsinki day; the substitute gets the threads", async () => {
    const db = database.db;
    const elina = await staff("elina.saarinen@hoiva.example.com");
    const hanna = await staff("hanna.peltonen@hoiva.example.com");
    expect(
      await recordAbsence(db, { professional: elina, now: TEST_NOW, firstDay: "2026-11-30", lastDay: "2026-12-04", substituteIds: [hanna.id], internalMessage: "Koulutus" }),
    ).toEqual({ type: "success" });
    const { absences, colleagues } = await listOwnAbsences(db, elina, TEST_NOW);
    expect(absences).toEqual([
      {
        id: expect.any(Number),
        startsAt: new Date("2026-11-29T22:00:00Z"),
        endsAt: new Date("2026-12-04T22:00:00Z"),
        internalMessage: "Koulutus",
        substitutes: ["Hanna Peltonen"],
      },
    ]);
    expect(colleagues.map((colleague) => colleague.name)).toContain("Hanna Peltonen");
    expect(colleagues.map((colleague) => colleague.name)).not.toContain("Elina Saarinen");
    expect(colleagues.map((colleague) => colleague.name)).not.toContain("Heidi Virta");

    const during = new Date("2026-12-01T10:00:00Z");
    const page = await listInbox(db, { professional: hanna, category: "substitutions", cursor: null, now: during, request });
    expect(page.threads.map((thread) => thread.title).sort()).toEqual(["Esitiedot gynekologin käyntiä varten", "Reseptin uusimispyyntö"]);
    const before = await listInbox(db, { professional: hanna, category: "substitutions", cursor: null, now: TEST_NOW, request });
    expect(before.threads).toEqual([]);
    const after = await listInbox(db, { professional: hanna, category: "substitutions", cursor: null, now: new Date("2026-12-04T22:00:00Z"), request });
    expect(after.threads).toEqual([]);

    expect(await deleteAbsence(db, { professional: hanna, absenceId: absences[0]!.id })).toEqual({ type: "absenceNotFound" });
    expect(await deleteAbsence(db, { professional: elina, absenceId: absences[0]!.id })).toEqual({ type: "success" });
    expect((await listOwnAbsences(db, elina, TEST_NOW)).absences).toEqual([]);
  });

  it("refuses a past or reversed period, oneself, an HR user or an unknown substitute", async () => {
    const db = database.db;
    const elina = await staff("elina.saarinen@hoiva.example.com");
    const hanna = await staff("hanna.peltonen@hoiva.example.com");
    const heidi = await staff("heidi.virta@kivirinne.example.com");
    const base = { professional: elina, now: TEST_NOW, internalMessage: "" };
    expect(await recordAbsence(db, { ...base, firstDay: "2026-11-20", lastDay: "2026-11-23", substituteIds: [hanna.id] })).toEqual({ type: "invalidPeriod" });
    expect(await recordAbsence(db, { ...base, firstDay: "2026-12-05", lastDay: "2026-12-01", substituteIds: [hanna.id] })).toEqual({ type: "invalidPeriod" });
    expect(await recordAbsence(db, { ...base, firstDay: "2026-02-30", lastDay: "2026-03-01", substituteIds: [hanna.id] })).toEqual({ type: "invalidPeriod" });
    for (const substituteIds of [[elina.id], [heidi.id], [999_999]]) {
      expect(await recordAbsence(db, { ...base, firstDay: "2026-12-01", lastDay: "2026-12-02", substituteIds })).toEqual({ type: "substituteNotFound" });
    }
    // Today counts while it lasts.
    expect(await recordAbsence(db, { ...base, firstDay: "2026-11-24", lastDay: "2026-11-24", substituteIds: [hanna.id] })).toEqual({ type: "success" });
  });
});
