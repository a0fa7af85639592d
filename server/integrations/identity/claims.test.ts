import { describe, expect, it } from "vitest";
import { claimsOfPerson, personFromClaims } from "./claims";

const names = { given_name: "Johan", family_name: "Lindqvist" };

describe("personFromClaims", () => {
  it("reads the identity code from the FTN claim and keeps the century sign", () => {
    const result = personFromClaims({ "urn:oid:1.2.246.21": "220879y357j", birthdate: "1979-08-22", ...names }, { allowDevelopmentCodes: false });
    expect(result).toEqual({
      ok: true,
      person: { identityCode: "220879Y357J", firstName: "Johan", lastName: "Lindqvist", birthdate: "1979-08-22" },
    });
  });

  it.each(["hetu", "personal_identity_code"])("accepts the fallback claim %s", (claim) => {
    const result = personFromClaims({ [claim]: "220879-357J", ...names }, { allowDevelopmentCodes: false });
    expect(result.ok && result.person.identityCode).toBe("220879-357J");
  });

  it("never keys on the broker's sub", () => {
    expect(personFromClaims({ sub: "220879-357J", ...names }, { allowDevelopmentCodes: false })).toEqual({
      ok: false,
      reason: "no identity code claim",
    });
  });

  it("refuses an invalid code, missing names and a birthdate that contradicts the code", () => {
    const options = { allowDevelopmentCodes: false };
    expect(personFromClaims({ hetu: "220879-357K", ...names }, options).ok).toBe(false);
    expect(personFromClaims({ hetu: "220879-357J", given_name: "Johan" }, options).ok).toBe(false);
    expect(personFromClaims({ hetu: "220879-357J", birthdate: "1979-08-23", ...names }, options).ok).toBe(false);
  });

  it("accepts development-style codes only where allowed", () => {
    const claims = { hetu: "010190-9AB1", ...names };
    expect(personFromClaims(claims, { allowDevelopmentCodes: true }).ok).toBe(true);
    expect(personFromClaims(claims, { allowDevelopmentCodes: false }).ok).toBe(false);
  });

  it("round-trips the claims a broker sends", () => {
    const person = { identityCode: "140386-246K", firstName: "Aino", lastName: "Virtanen", birthdate: "1986-03-14" };
    const claims = claimsOfPerson(person);
    expect(claims).toEqual({
      "urn:oid:1.2.246.21": "140386-246K",
      given_name: "Aino",
      family_name: "Virtanen",
      name: "Aino Virtanen",
      birthdate: "1986-03-14",
    });
    expect(personFromClaims(claims, { allowDevelopmentCodes: false })).toEqual({ ok: true, person });
  });
});
