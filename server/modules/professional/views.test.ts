// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { ABSENCE_MESSAGE_MAX_LENGTH } from "#domain/professional-inbox";
import { TEST_NOW } from "#tests/clock";
import { absencesPage, newThreadPage, notFoundPage } from "./views";

// The workspace's pages as a browser sees them: accessible (axe) in every language, with data.

function show(html: string): void {
  document.open();
  document.write(html);
  document.close();
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(", ")}`);
}

const viewer = { id: 1, name: "Kaisa Ojala", csrfToken: "token" };

describe("professional workspace pages", () => {
  it.each(LANGUAGES)("are accessible in %s", { timeout: 60_000 }, async (lang) => {
    const pages = [
      absencesPage({
        lang,
        viewer,
        notice: { kind: "problem", key: "invalidPeriod" },
        absences: [{ id: 1, startsAt: TEST_NOW, endsAt: new Date(TEST_NOW.getTime() + 86_400_000), internalMessage: "Loma", substitutes: ["Minna Rantanen"] }],
        colleagues: [{ id: 2, name: "Minna Rantanen", title: null }],
      }),
      notFoundPage({ lang, viewer: null }),
      newThreadPage({ lang, viewer, step: { kind: "find", identityCode: "180975-12", problem: "invalidIdentityCode" } }),
      newThreadPage({
        lang,
        viewer,
        step: { kind: "compose", patient: { id: 3, name: "Jari Laine", age: 51, identityCode: "180975-123X" }, title: "Aihe", content: "Viesti <b>", problem: "attachmentsTooLarge" },
      }),
    ];
    for (const html of pages) {
      show(html);
      expect(document.documentElement.lang).toBe(lang);
      expect(document.querySelector("script")).toBeNull();
      expect(await axeViolations(), document.title).toEqual([]);
    }
    // A refused post shows what was typed again, escaped, never markup.
    expect(pages[2]).toContain('value="180975-12"');
    expect(pages[3]).toContain("Viesti &lt;b&gt;</textarea>");
    // The fields' limits are the domain's, as the server re-validates them.
    expect(pages[0]).toContain(`name="internalMessage" rows="3" maxlength="${ABSENCE_MESSAGE_MAX_LENGTH}"`);
    expect(pages[3]).toContain(`name="title" value="Aihe" maxlength="${THREAD_SUBJECT_MAX_LENGTH}"`);
    expect(pages[3]).toContain(`rows="8" required maxlength="${MESSAGE_CONTENT_MAX_LENGTH}"`);
  });
});
