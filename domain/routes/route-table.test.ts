import { describe, expect, it } from "vitest";
import { href } from "./href";
import { LANGUAGES } from "../enums";
import { PAGES, PAGE_KEYS, pageOfPath, parseRouteId, pathPattern, translatePath } from "./route-table";

describe("localised route table", () => {
  it("gives every page a path in fi, sv and en", () => {
    for (const key of PAGE_KEYS) {
      for (const lang of LANGUAGES) expect(typeof PAGES[key].path[lang], `${key}.${lang}`).toBe("string");
    }
  });

  it("has no two pages on the same path in a language", () => {
    for (const lang of LANGUAGES) {
      const paths = PAGE_KEYS.map((key) => pathPattern(key, lang).replace(/:\w+/g, ":"));
      const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index);
      expect(duplicates, lang).toEqual([]);
    }
  });

  it("uses parameter names that match across languages", () => {
    for (const key of PAGE_KEYS) {
      const names = LANGUAGES.map((lang) => (PAGES[key].path[lang].match(/:\w+/g) ?? []).join(","));
      expect(new Set(names).size, key).toBe(1);
    }
  });

  it("uses the spec's words", () => {
    expect(pathPattern("login", "fi")).toBe("/fi/kirjaudu");
    expect(pathPattern("login", "sv")).toBe("/sv/loggain");
    expect(pathPattern("myInformation", "sv")).toBe("/sv/mina-uppgifter");
    expect(pathPattern("expiredSession", "fi")).toBe("/fi/katkennut-istunto");
    expect(pathPattern("transactionPath", "sv")).toBe("/sv/transaktionsbana");
    expect(pathPattern("invoiceSummary", "sv")).toBe("/sv/fakturor/oversikt/:invoiceId");
    expect(pathPattern("bookingPrivate", "sv")).toBe("/sv/tidsbokning/privat-kund");
    expect(pathPattern("patientDataConsent", "fi")).toBe("/fi/potilastietojen-kasittely");
    expect(pathPattern("prescriptionRenewal", "sv")).toBe("/sv/receptfornyelse/:ids");
    expect(pathPattern("laboratoryResult", "fi")).toBe("/fi/laboratoriotulos/:resultDate");
    expect(pathPattern("sicknessFund", "en")).toBe("/en/sairauskassa");
    expect(pathPattern("home", "en")).toBe("/en");
  });

  it("reads a route id back into page and language", () => {
    expect(parseRouteId("appointment.sv")).toEqual({ key: "appointment", lang: "sv" });
    expect(parseRouteId("not-found")).toBeNull();
    expect(parseRouteId("appointment.de")).toBeNull();
  });
});

describe("href", () => {
  it("fills parameters and encodes them", () => {
    expect(href("appointment", "fi", { ids: "12,13" })).toBe("/fi/ajat/12%2C13");
    expect(href("thread", "en", { threadId: 7 })).toBe("/en/messages/7");
  });

  it("writes arrays as repeated query keys and drops empty values", () => {
    expect(href("bookingPrivate", "en", {}, { clinicIds: [1, 2], includeRemote: true, time: undefined, x: false })).toBe(
      "/en/booking/private-customer?clinicIds=1&clinicIds=2&includeRemote=true",
    );
  });

  it("refuses a missing parameter", () => {
    expect(() => href("visit", "fi")).toThrow(/visitId/);
  });

  it("finds a path's page with its parameters, and the same page in another language", () => {
    expect(pageOfPath("/fi/ajat/12")).toEqual({ key: "appointment", lang: "fi", params: { ids: "12" } });
    expect(translatePath("/fi/vapaat-ajat/101?healthCareType=kela65", "sv")).toBe(`${href("reservePrivate", "sv", { appointmentId: 101 })}?healthCareType=kela65`);
    expect(translatePath("/fi", "en")).toBe("/en");
    expect(translatePath("/somewhere/else?x=1", "sv")).toBe("/somewhere/else?x=1");
  });
});
