import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { createIntl, createIntlCache } from "react-intl";
import { describe, expect, it } from "vitest";
import { compileMessages } from "./compile-messages.server";
import { CATALOGS } from "./messages";

// The browser formats the server's syntax trees (decision 238): every message of every language
// must read exactly as its text does, with values of each argument's kind.

type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;

/** A value for each argument a message uses, by the kind of the argument. */
function valuesFor(elements: readonly MessageFormatElement[], values: Values = {}): Values {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        values[element.value] ??= "Arvo";
        break;
      case TYPE.number:
      case TYPE.plural:
        values[element.value] = 2;
        break;
      case TYPE.date:
      case TYPE.time:
        values[element.value] = new Date("2026-11-24T07:30:00Z");
        break;
      case TYPE.select:
        values[element.value] ??= "other";
        break;
      case TYPE.tag:
        values[element.value] = (chunks: string[]) => `[${chunks.join("")}]`;
        valuesFor(element.children, values);
        break;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    }
  }
  return values;
}

describe("compiled messages", () => {
  it.each(["fi", "sv", "en"] as const)("format every %s message as its text does", (lang) => {
    const cache = createIntlCache();
    const compiled = compileMessages(CATALOGS[lang], lang);
    const fromText = createIntl({ locale: lang, messages: CATALOGS[lang], timeZone: "Europe/Helsinki" }, cache);
    const fromTrees = createIntl({ locale: lang, messages: compiled, timeZone: "Europe/Helsinki" }, cache);
    const keys = Object.keys(CATALOGS[lang]);
    expect(keys.length).toBeGreaterThan(1000);
    for (const key of keys) {
      const values = valuesFor(compiled[key]!);
      expect(fromTrees.formatMessage({ id: key }, values), key).toEqual(fromText.formatMessage({ id: key }, values));
    }
  });

  it("compiles a catalog once", () => {
    expect(compileMessages(CATALOGS.en, "en")).toBe(compileMessages(CATALOGS.en, "en"));
  });
});
