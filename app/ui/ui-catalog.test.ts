import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import ui from "#app/i18n/messages/ui";

// Every text of the ui catalog exists in all three languages and formats as ICU without error.
describe("ui catalog", () => {
  const keys = Object.keys(ui.en).sort();

  it.each(LANGUAGES)("has the same keys in %s as in English", (lang) => {
    expect(Object.keys(ui[lang]).sort()).toEqual(keys);
  });

  it.each(LANGUAGES)("formats every %s message", (lang) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: lang, messages: ui[lang], onError: (error) => errors.push(error) });
    for (const key of keys) {
      const text = intl.formatMessage({ id: key }, { title: "T", phone: "010", date: "1.1.2025", weeks: 2, page: 3, shown: 10, total: 13 });
      expect(text.trim(), key).not.toBe("");
      expect(text, key).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });
});
