import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../enums";
import { PROFESSIONAL_PAGE_KEYS, professionalHref, professionalLangOfPath, professionalPathPattern } from "./professional-route-table";
import { PAGE_KEYS, pathPattern } from "./route-table";

describe("the professional workspace's paths", () => {
  it("lie under one prefix per language that no patient page uses", () => {
    for (const lang of LANGUAGES) {
      const patientPaths = PAGE_KEYS.map((key) => pathPattern(key, lang));
      for (const key of PROFESSIONAL_PAGE_KEYS) {
        const path = professionalPathPattern(key, lang);
        expect(professionalLangOfPath(path)).toBe(lang);
        const prefix = path.split("/").slice(0, 3).join("/");
        expect(patientPaths.filter((patient) => patient === prefix || patient.startsWith(`${prefix}/`)), path).toEqual([]);
      }
    }
  });

  it("builds localised paths with parameters and search", () => {
    expect(professionalHref("inbox", "fi")).toBe("/fi/ammattilainen/viestit");
    expect(professionalHref("thread", "sv", { threadId: 12 })).toBe("/sv/vardpersonal/meddelanden/12");
    expect(professionalHref("inbox", "en", {}, { category: "others", after: "1.2" })).toBe("/en/professional/messages?category=others&after=1.2");
    expect(professionalLangOfPath("/fi/viestit")).toBeNull();
  });
});
