import { describe, expect, it } from "vitest";
import { ageOn, categoriesOf, formatInboxCursor, parseInboxCursor, parseInboxSearch, parseInboxSort, ProfessionalActionSchema } from "./professional-inbox";

describe("professional inbox rules", () => {
  it("gives professionals the care categories and HR users the hr ones", () => {
    expect(categoriesOf("ProfessionalUser")).toEqual(["assignedToMe", "unassigned", "substitutions", "participant", "others", "closed"]);
    expect(categoriesOf("HrUser")).toEqual(["hrOpen", "hrSubstitutions", "hrClosed"]);
  });

  it("round-trips the cursor and reads anything else as the first page", () => {
    const cursor = { at: new Date("2026-11-24T08:00:00.123Z"), id: 42 };
    expect(parseInboxCursor(formatInboxCursor(cursor))).toEqual(cursor);
    for (const value of ["", "x", "1.2.3", "-1.2", "1e3.2", undefined, ["1.2"]]) expect(parseInboxCursor(value)).toBeNull();
  });

  it("reads a search as a whole identity code or as words, and the order", () => {
    expect(parseInboxSearch(" 140386-246k ")).toEqual({ kind: "identityCode", code: "140386-246K" });
    // Part of a code, or a code with a wrong check character, is words: never a code's prefix.
    expect(parseInboxSearch("140386")).toEqual({ kind: "words", words: ["140386"] });
    expect(parseInboxSearch("140386-246L")).toEqual({ kind: "words", words: ["140386", "246l"] });
    expect(parseInboxSearch("Aino  VIRT")).toEqual({ kind: "words", words: ["aino", "virt"] });
    expect(parseInboxSearch("Anna-Liisa Öhman's (kolesteroli)")).toEqual({ kind: "words", words: ["anna", "liisa", "öhman", "s", "kolesteroli"] });
    for (const value of ["", "  ", "&|!:*()", undefined, ["aino"]]) expect(parseInboxSearch(value)).toBeNull();
    expect((parseInboxSearch("a ".repeat(60)) as { words: string[] }).words).toHaveLength(8);
    expect(parseInboxSort("waiting")).toBe("waiting");
    expect(parseInboxSort("oldest")).toBe("newest");
    expect(parseInboxSort(undefined)).toBe("newest");
  });

  it("counts age in whole years on the Helsinki day", () => {
    expect(ageOn("1975-09-18", "2026-11-24")).toBe(51);
    expect(ageOn("1975-11-24", "2026-11-24")).toBe(51);
    expect(ageOn("1975-11-25", "2026-11-24")).toBe(50);
    expect(ageOn("2024-02-29", "2025-02-28")).toBe(0);
  });

  it("parses the workspace's forms", () => {
    // A blank reply parses (files may carry it); the route refuses it without files (canSendReply).
    expect(ProfessionalActionSchema.parse({ intent: "reply", content: "  " })).toEqual({ intent: "reply", content: "" });
    expect(ProfessionalActionSchema.safeParse({ intent: "reply", content: "x".repeat(10_001) }).success).toBe(false);
    expect(ProfessionalActionSchema.parse({ intent: "assign", assigneeId: "7" })).toEqual({ intent: "assign", assigneeId: 7 });
    expect(ProfessionalActionSchema.safeParse({ intent: "deleteMessage", messageId: "3", reason: "" }).success).toBe(false);
    expect(ProfessionalActionSchema.safeParse({ intent: "drop" }).success).toBe(false);
  });
});
