import { createIntl, createIntlCache } from "react-intl";
import { describe, expect, it } from "vitest";
import { compileMessages } from "./compile-messages.server";
import { CATALOGS, type MessageKey } from "./messages";
import { formatText } from "./use-t";

// formatText joins plain messages itself (decision 391): every message of every language must read
// exactly as FormatJS formats it, with string and number values, with none, and with one missing.

describe("formatText", () => {
  it.each(["fi", "sv", "en"] as const)("formats every %s message as formatMessage does", (lang) => {
    const intl = createIntl({ locale: lang, messages: compileMessages(CATALOGS[lang], lang), timeZone: "Europe/Helsinki", onError: () => {} }, createIntlCache());
    const keys = Object.keys(CATALOGS[lang]) as MessageKey[];
    expect(keys.length).toBeGreaterThan(1000);
    const valueSets: (Record<string, string | number> | undefined)[] = [undefined, { name: "Aino <b>", count: 3, page: "Ajat" }, { name: 12 }];
    for (const key of keys) {
      for (const values of valueSets) {
        expect(formatText(intl, key, values), key).toEqual(intl.formatMessage({ id: key }, values));
      }
    }
  });

  it("answers a missing key as formatMessage does", () => {
    const intl = createIntl({ locale: "fi", messages: {}, onError: () => {} }, createIntlCache());
    expect(formatText(intl, "shell.logIn" as MessageKey)).toEqual(intl.formatMessage({ id: "shell.logIn" }));
  });
});
