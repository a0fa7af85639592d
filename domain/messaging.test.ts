import { describe, expect, it } from "vitest";
import { THREAD_SUBJECT_MAX_LENGTH, canSendReply } from "./messaging";
import { NewThreadSchema } from "./messaging-inputs";
import { toValidationDetails } from "./validation-details";

describe("NewThreadSchema", () => {
  it("trims subject and message", () => {
    expect(NewThreadSchema.parse({ subject: "  Reseptin uusinta ", message: "\nHei!\n" })).toEqual({
      subject: "Reseptin uusinta",
      message: "Hei!",
    });
  });

  it("requires a subject and a message that are not blank", () => {
    for (const input of [{ subject: "   ", message: " \n\t" }, {}]) {
      const result = NewThreadSchema.safeParse(input);
      expect(result.error && toValidationDetails(result.error).map(({ path, message }) => ({ path, message }))).toEqual([
        { path: "subject", message: "validation.threadSubject.required" },
        { path: "message", message: "validation.threadMessage.required" },
      ]);
    }
  });

  it("limits the subject to 70 characters after trimming", () => {
    expect(THREAD_SUBJECT_MAX_LENGTH).toBe(70);
    expect(NewThreadSchema.safeParse({ subject: ` ${"s".repeat(70)} `, message: "m" }).success).toBe(true);
    const result = NewThreadSchema.safeParse({ subject: "s".repeat(71), message: "m" });
    expect(result.error && toValidationDetails(result.error)).toEqual([
      { path: "subject", message: "validation.maxLength", values: { n: 70 } },
    ]);
  });
});

describe("canSendReply", () => {
  it("needs non-blank text or an attachment", () => {
    expect(canSendReply("Kiitos", 0)).toBe(true);
    expect(canSendReply("  ", 1)).toBe(true);
    expect(canSendReply(" \n ", 0)).toBe(false);
    expect(canSendReply("", 0)).toBe(false);
  });
});
