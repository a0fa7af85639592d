import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employments, occupationalContracts } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf } from "#tests/db/personas";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import {
  findContractsInForce,
  hasOccupationalCare,
} from "./contracts-repository";

const TODAY = helsinkiCalendarDate(TEST_NOW);

describe("occupational health care in force on a day", () => {
  const database = useTestDatabase({ demoDataNow: TEST_NOW });

  it("covers Jari through his employer's contract, and Aino, who has no employment, not at all", async () => {
    const jari = await patientIdOf(database.db, "jari");
    expect(await hasOccupationalCare(database.db, jari, TODAY)).toBe(true);
    expect(
      (await findContractsInForce(database.db, jari, TODAY)).map(
        (contract) => contract.isWebReservationAllowed,
      ),
    ).toEqual([true]);
    const aino = await patientIdOf(database.db, "aino");
    expect(await hasOccupationalCare(database.db, aino, TODAY)).toBe(false);
    expect(await findContractsInForce(database.db, aino, TODAY)).toEqual([]);
  });

  it("needs both a running employment and a contract valid that day", async () => {
    const jari = await patientIdOf(database.db, "jari");
    const [employment] = await database.db
      .select()
      .from(employments)
      .where(eq(employments.patientId, jari));
    if (!employment) throw new Error("Jari has no employment");
    await database.db
      .update(occupationalContracts)
      .set({ validUntil: "2026-11-23" })
      .where(eq(occupationalContracts.employerId, employment.employerId));
    expect(await hasOccupationalCare(database.db, jari, TODAY)).toBe(false);
    expect(await hasOccupationalCare(database.db, jari, "2026-11-23")).toBe(
      true,
    );

    await database.db
      .update(employments)
      .set({ endDate: "2026-11-22" })
      .where(eq(employments.id, employment.id));
    expect(await hasOccupationalCare(database.db, jari, "2026-11-23")).toBe(
      false,
    );
  });
});
