import { describe, expect, it } from "vitest";
import {
  ACR_VALUES,
  BANK_ACR,
  IDENTIFICATION_PROVIDERS,
  authenticateUrl,
  isAcrValue,
  isLoginActor,
  logsInThemselves,
} from "./identification-providers";

describe("identification providers", () => {
  it("are the mobile certificate and ten banks with their acr values", () => {
    expect(IDENTIFICATION_PROVIDERS.map((provider) => provider.acrValue)).toEqual([
      "fi:mobiilivarmenne",
      "fi:bank:aktia",
      "fi:bank:danske",
      "fi:bank:handelsbanken",
      "fi:bank:nordea",
      "fi:bank:omasp",
      "fi:bank:op",
      "fi:bank:pop",
      "fi:bank:spankki",
      "fi:bank:saastopankki",
      "fi:bank:alandsbanken",
    ]);
    expect(IDENTIFICATION_PROVIDERS.filter((provider) => provider.kind === "bank")).toHaveLength(10);
  });

  it("accept the general bank login and the providers' values only", () => {
    expect(ACR_VALUES).toContain(BANK_ACR);
    expect(isAcrValue("fi:bank")).toBe(true);
    expect(isAcrValue("fi:bank:op")).toBe(true);
    expect(isAcrValue("fi:bank:unknown")).toBe(false);
    expect(isAcrValue(undefined)).toBe(false);
  });

  it("know the two actors", () => {
    expect(isLoginActor("child")).toBe(true);
    expect(isLoginActor("mandate")).toBe(true);
    expect(isLoginActor("self")).toBe(false);
  });

  it("build the /oauth/authenticate link with lang, next, acr_values and an optional actor", () => {
    expect(authenticateUrl({ lang: "fi", next: "/fi/ajat?sivu=2", acrValues: "fi:bank:op" })).toBe(
      "/oauth/authenticate?lang=fi&next=%2Ffi%2Fajat%3Fsivu%3D2&acr_values=fi%3Abank%3Aop",
    );
    const url = new URL(authenticateUrl({ lang: "sv", next: "/sv", acrValues: "fi:bank", actor: "child" }), "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: "sv", next: "/sv", acr_values: "fi:bank", actor: "child" });
  });
});

describe("own login (spec part 1 §1: 12 and over log in themselves)", () => {
  // 24 November 2026 in Helsinki, whatever the UTC date: 23:30 UTC on the 23rd is already the 24th there.
  const on = new Date("2026-11-23T23:30:00Z");

  it("starts on the twelfth birthday, on the Helsinki calendar", () => {
    expect(logsInThemselves("2014-11-24", on)).toBe(true);
    expect(logsInThemselves("2014-11-25", on)).toBe(false);
    expect(logsInThemselves("2026-04-18", on)).toBe(false);
    expect(logsInThemselves("1986-03-14", on)).toBe(true);
  });
});
