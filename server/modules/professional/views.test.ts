// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { ABSENCE_MESSAGE_MAX_LENGTH, DELETE_REASON_MAX_LENGTH } from "#domain/professional-inbox";
import { TEST_NOW } from "#tests/clock";
import { absencesPage, newThreadPage, notFoundPage, threadPage } from "./views";

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
      threadPage({
        lang,
        viewer,
        notice: { kind: "problem", key: "attachmentTypeNotAllowed" },
        draft: "Keskeneräinen <vastaus>",
        thread: {
          id: 5,
          title: "Selkä <b>",
          isActive: true,
          threadType: "customer",
          patient: { id: 3, name: "Jari Laine", age: 51 },
          assignee: { id: 2, name: "Minna Rantanen" },
          colleagues: [{ id: 2, name: "Minna Rantanen", title: "Työterveyshoitaja" }],
          renewals: [
            { prescriptionId: 7, medicineName: "Levotyroksiini", strength: "100 mikrog", issuedDate: "2025-12-01", reason: "Loppumassa", followUp: null, decision: null },
            { prescriptionId: 8, medicineName: "Ibuprofeeni", strength: "400 mg", issuedDate: "2025-12-01", reason: "Kipu", followUp: null, decision: "declined" },
          ],
          messages: [
            { id: 10, authorName: "Jari Laine", authorTitle: null, fromPatient: true, createdAt: TEST_NOW, content: "Hei <script>", deletedReason: null, attachments: [{ id: 4, fileName: "a.pdf", sizeBytes: 10 }] },
            { id: 11, authorName: "Kaisa Ojala", authorTitle: "Työterveyshoitaja", fromPatient: false, createdAt: TEST_NOW, content: "Vastaus", deletedReason: null, attachments: [] },
            { id: 12, authorName: "Kaisa Ojala", authorTitle: "Työterveyshoitaja", fromPatient: false, createdAt: TEST_NOW, content: null, deletedReason: "Väärä", attachments: [] },
          ],
        },
      }),
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
    // Patient text is escaped, never markup.
    expect(pages[0]).toContain("Hei &lt;script&gt;");
    // A refused post shows what was typed again.
    expect(pages[0]).toContain("Keskeneräinen &lt;vastaus&gt;</textarea>");
    expect(pages[3]).toContain('value="180975-12"');
    expect(pages[4]).toContain("Viesti &lt;b&gt;</textarea>");
    // The fields' limits are the domain's, as the server re-validates them.
    expect(pages[0]).toContain(`name="content" rows="6" maxlength="${MESSAGE_CONTENT_MAX_LENGTH}"`);
    expect(pages[0]).toContain(`name="reason" required maxlength="${DELETE_REASON_MAX_LENGTH}"`);
    expect(pages[1]).toContain(`name="internalMessage" rows="3" maxlength="${ABSENCE_MESSAGE_MAX_LENGTH}"`);
    expect(pages[4]).toContain(`name="title" value="Aihe" maxlength="${THREAD_SUBJECT_MAX_LENGTH}"`);
  });
});
