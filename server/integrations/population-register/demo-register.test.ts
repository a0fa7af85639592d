import { TEST_NOW } from "#tests/clock";
import { describe, expect, it } from "vitest";
import { makeIdentityCode } from "#domain/identity-code";
import { personaIdentityCode, REGISTER_CHILDREN, requirePersona } from "#server/db/demo-data/personas";
import { populationRegisterGuardianships } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { createDemoPopulationRegister } from "./demo-register";

describe("demo population register", () => {
  const database = useTestDatabase({ demoDataNow: TEST_NOW });
  const code = (key: "mikko" | "eetu" | "helmi" | "aino") => personaIdentityCode(requirePersona(key));
  const aada = REGISTER_CHILDREN.find((child) => child.key === "aada")!;

  it("gives a guardian's children by the guardian's identity code, oldest first, with or without a patient record", async () => {
    const register = createDemoPopulationRegister(database.db);
    expect(await register.childrenOfGuardian(code("mikko"))).toEqual([
      { identityCode: code("eetu"), firstName: "Eetu", lastName: "Nieminen" },
      { identityCode: code("helmi"), firstName: "Helmi", lastName: "Nieminen" },
      { identityCode: personaIdentityCode(aada), firstName: "Aada", lastName: "Nieminen" },
    ]);
  });

  it("orders by the birth date in the identity code, whatever the order of the entries", async () => {
    const guardian = makeIdentityCode("1980-01-01", 953);
    await database.db.insert(populationRegisterGuardianships).values([
      { guardianIdentityCode: guardian, childIdentityCode: makeIdentityCode("2015-05-05", 918), childFirstName: "Nuorempi", childLastName: "Testi" },
      { guardianIdentityCode: guardian, childIdentityCode: makeIdentityCode("1999-05-05", 916), childFirstName: "Vanhempi", childLastName: "Testi" },
    ]);
    const register = createDemoPopulationRegister(database.db);
    expect((await register.childrenOfGuardian(guardian)).map((child) => child.firstName)).toEqual(["Vanhempi", "Nuorempi"]);
  });

  it("gives nobody for a person who is no guardian, or an unknown code", async () => {
    const register = createDemoPopulationRegister(database.db);
    expect(await register.childrenOfGuardian(code("aino"))).toEqual([]);
    expect(await register.childrenOfGuardian("010101-123N")).toEqual([]);
  });
});
