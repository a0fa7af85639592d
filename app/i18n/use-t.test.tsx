import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { createIntl, createIntlCache } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { compileMessages } from "./compile-messages.server";
import { CATALOGS, type MessageKey } from "./messages";
import { renderToStaticMarkup } from "react-dom/server";
import { formatRich, formatText } from "./use-t";

// formatText joins plain messages itself (decision 391) and keeps a formatter per plural or select
// message (decision 408): every message of every language must read exactly as FormatJS formats
// it, with string and number values, with none, and with one missing.

/** The plural and select arguments of a catalog, with the values that reach each of their options. */
function choiceValuesOf(messages: Record<string, MessageFormatElement[]>): Record<string, string | number>[] {
  const choices = new Map<string, Set<string | number>>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.plural && element.type !== TYPE.select) continue;
      const values = choices.get(element.value) ?? new Set<string | number>();
      choices.set(element.value, values);
      for (const [option, { value }] of Object.entries(element.options)) {
        if (element.type === TYPE.select) values.add(option);
        else if (option.startsWith("=")) values.add(Number(option.slice(1)));
        visit(value);
      }
      if (element.type === TYPE.plural) for (const count of [0, 1, 2, 5, 21, 1.5]) values.add(count);
    }
  };
  for (const message of Object.values(messages)) visit(message);
  // One value set per round: the n-th value of every argument (its last when it has fewer).
  const rounds = Math.max(...[...choices.values()].map((values) => values.size));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries([...choices].map(([name, values]) => [name, [...values][Math.min(round, values.size - 1)]!])),
  );
}

describe("formatText", () => {
  it.each(["fi", "sv", "en"] as const)("formats every %s message as formatMessage does", (lang) => {
    const messages = compileMessages(CATALOGS[lang], lang);
    const intl = createIntl({ locale: lang, messages, timeZone: "Europe/Helsinki", onError: () => {} }, createIntlCache());
    const keys = Object.keys(CATALOGS[lang]) as MessageKey[];
    expect(keys.length).toBeGreaterThan(1000);
    const choiceValues = choiceValuesOf(messages);
    expect(choiceValues.length).toBeGreaterThan(3);
    const valueSets: (Record<string, string | number> | undefined)[] = [
      undefined,
      { name: "Aino <b>", count: 3, page: "Ajat" },
      { name: 12 },
      ...choiceValues.map((values) => ({ name: "Aino", page: "Ajat", ...values })),
    ];
    // Twice: the second round answers from the formatters kept in the first.
    for (let round = 0; round < 2; round += 1) {
      for (const key of keys) {
        for (const values of valueSets) {
          expect(formatText(intl, key, values), key).toEqual(intl.formatMessage({ id: key }, values));
        }
      }
    }
  });

  it("answers a missing key as formatMessage does", () => {
    const intl = createIntl({ locale: "fi", messages: {}, onError: () => {} }, createIntlCache());
    expect(formatText(intl, "shell.logIn" as MessageKey)).toEqual(intl.formatMessage({ id: "shell.logIn" }));
  });

  it("formats a plural message with its kept formatter, and leaves one missing its value to formatMessage, which reports it", () => {
    const onError = vi.fn();
    const intl = createIntl({ locale: "en", messages: { count: compileMessages({ count: "{n, plural, one {# day} other {# days}}" }, "en").count! }, onError }, createIntlCache());
    const formatMessage = vi.spyOn(intl, "formatMessage");
    expect(formatText(intl, "count" as MessageKey, { n: 2 })).toBe("2 days");
    expect(formatText(intl, "count" as MessageKey, { n: 1 })).toBe("1 day");
    expect(formatMessage).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(formatText(intl, "count" as MessageKey, { other: 1 })).toEqual(intl.formatMessage({ id: "count" }, { other: 1 }));
    expect(onError).toHaveBeenCalled();
  });
});

describe("formatRich (decision 417)", () => {
  it.each(["fi", "sv", "en"] as const)("renders every %s message with an element for each argument as formatMessage does", (lang) => {
    const messages = compileMessages(CATALOGS[lang], lang);
    const intl = createIntl({ locale: lang, messages, timeZone: "Europe/Helsinki", onError: () => {} }, createIntlCache());
    const html = (node: unknown) => renderToStaticMarkup(<>{node as never}</>);
    for (const key of Object.keys(CATALOGS[lang]) as MessageKey[]) {
      const names = new Set<string>();
      const visit = (elements: MessageFormatElement[]) => {
        for (const element of elements) {
          if (element.type === TYPE.argument) names.add(element.value);
          if (element.type === TYPE.plural || element.type === TYPE.select) names.add(element.value);
          if ("options" in element) for (const option of Object.values(element.options)) visit(option.value);
        }
      };
      visit(messages[key] as MessageFormatElement[]);
      const values = Object.fromEntries([...names].map((name) => [name, <time key={name}>{name}</time>]));
      expect(html(formatRich(intl, key, values)), key).toBe(html(intl.formatMessage({ id: key }, values)));
    }
  });

  it("puts the element in its place among the texts", () => {
    const messages = compileMessages(CATALOGS.fi, "fi");
    const intl = createIntl({ locale: "fi", messages, timeZone: "Europe/Helsinki" }, createIntlCache());
    const node = formatRich(intl, "frontPage.prescriptions.issued", { date: <time dateTime="2026-11-02">2.11.2026</time> });
    expect(renderToStaticMarkup(<p>{node as never}</p>)).toBe('<p>Määrätty <time dateTime="2026-11-02">2.11.2026</time></p>');
  });
});
