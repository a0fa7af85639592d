import { TEST_NOW } from "#tests/clock";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { addCalendarDays } from "#server/db/demo-data/clock";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { createDemoMandateRegistry } from "./demo-registry";

describe("demo mandate registry", () => {
  const now = TEST_NOW;
  const database = useTestDatabase({ demoDataNow: now });
  const today = helsinkiCalendarDate(now);
  const aino = personaIdentityCode(requirePersona("aino"));

  it("gives the agent's mandates valid on the day", async () => {
    const registry = createDemoMandateRegistry(database.db);
    expect(await registry.mandatesOfAgent(aino, today)).toEqual([
      {
        principalIdentityCode: personaIdentityCode(requirePersona("raili")),
        principalFirstName: "Raili",
        principalLastName: "Hämäläinen",
        scope: "healthcare-services",
        validFrom: addCalendarDays(today, -365),
        validUntil: addCalendarDays(today, 365),
      },
    ]);
  });

  it("gives nothing outside the validity period or for another agent", async () => {
    const registry = createDemoMandateRegistry(database.db);
    expect(await registry.mandatesOfAgent(aino, addCalendarDays(today, 366))).toEqual([]);
    expect(await registry.mandatesOfAgent(aino, addCalendarDays(today, -366))).toEqual([]);
    expect(await registry.mandatesOfAgent(personaIdentityCode(requirePersona("raili")), today)).toEqual([]);
  });
});
