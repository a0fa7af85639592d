import { describe, expect, it } from "vitest";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { createDemoPopulationRegister } from "./demo-register";

describe("demo population register", () => {
  const database = useTestDatabase({ demoDataNow: new Date() });
  const code = (key: "mikko" | "eetu" | "helmi" | "aino") => personaIdentityCode(requirePersona(key));

  it("gives a guardian's children by the guardian's identity code", async () => {
    const register = createDemoPopulationRegister(database.db);
    expect(await register.childrenOfGuardian(code("mikko"))).toEqual([
      { identityCode: code("eetu"), firstName: "Eetu", lastName: "Nieminen" },
      { identityCode: code("helmi"), firstName: "Helmi", lastName: "Nieminen" },
    ]);
  });

  it("gives nobody for a person who is no guardian, or an unknown code", async () => {
    const register = createDemoPopulationRegister(database.db);
    expect(await register.childrenOfGuardian(code("aino"))).toEqual([]);
    expect(await register.childrenOfGuardian("010101-123N")).toEqual([]);
  });
});
