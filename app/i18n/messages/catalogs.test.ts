import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { AREA_CATALOGS, CATALOGS } from "./index";

describe("message catalogs", () => {
  it("have the same keys in fi, sv and en in every area", () => {
    for (const area of AREA_CATALOGS) {
      const english = Object.keys(area.en).sort();
      expect(Object.keys(area.fi).sort()).toEqual(english);
      expect(Object.keys(area.sv).sort()).toEqual(english);
    }
  });

  it("say renewing a prescription in Finnish, never 'Uusi resepti' (which reads as 'a new prescription')", () => {
    const renewing = Object.entries(CATALOGS.fi).filter(([key]) => key.includes("prescriptionRenewal") || key.startsWith("prescriptions."));
    for (const [key, text] of renewing) expect(text, key).not.toMatch(/^Uusi resepti$/);
    expect(CATALOGS.fi["frontPage.quick.prescriptionRenewal"]).toBe("Uusi reseptisi");
  });

  it("define each key in one area only", () => {
    const seen = new Map<string, number>();
    AREA_CATALOGS.forEach((area, index) => {
      for (const key of Object.keys(area.en)) {
        expect(seen.has(key), `${key} is defined twice`).toBe(false);
        seen.set(key, index);
      }
    });
  });

  it("have no empty text and only messages that parse, with the same placeholders in every language", () => {
    for (const key of Object.keys(CATALOGS.en)) {
      const placeholders = (["fi", "sv", "en"] as const).map((lang) => {
        const text = CATALOGS[lang][key];
        expect(text?.trim(), `${lang} ${key}`).toBeTruthy();
        const ast = new IntlMessageFormat(text!, lang).getAst();
        return ast
          .filter((node) => "value" in node && node.type !== 0)
          .map((node) => (node as { value: string }).value)
          .sort()
          .join(",");
      });
      expect(new Set(placeholders).size, key).toBe(1);
    }
  });
});

describe("validation messages", () => {
  it("exist for every key a domain schema can produce", async () => {
    const { ALL_VALIDATION_KEYS } = await import("#domain/validation-keys");
    for (const key of ALL_VALIDATION_KEYS) expect(CATALOGS.en, key).toHaveProperty([key]);
  });
});
