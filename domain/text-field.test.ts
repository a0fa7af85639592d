import { describe, expect, it } from "vitest";
import { freeTextWithoutControlCharacters, isSafeFileName, visibleFileName, withoutControlCharacters } from "./text-field";
import { fileNameText, freeText, optionalText, requiredText } from "./text-field-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

describe("text fields", () => {
  it("drop control characters: all of them in one-line text, all but line breaks and tabs in free text", () => {
    expect(withoutControlCharacters("Mann\u0000erheimintie\t1\r\n\u007f")).toBe("Mannerheimintie1");
    expect(freeTextWithoutControlCharacters("a\u0000b\tc\r\nd\u001b")).toBe("ab\tc\r\nd");
  });

  it("count a required field's length after removing them, so NUL alone is blank", () => {
    const schema = requiredText({ max: 5 });
    expect(schema.parse(" Aino\u0000 ")).toBe("Aino");
    expect(schema.safeParse("\u0000").error?.issues[0]?.message).toBe(VALIDATION_KEYS.required);
  });

  it("keep free text's tabs and line breaks, and count an optional or required field after removing the rest", () => {
    expect(freeText({ max: 10 }).parse(" a\u0000b\tc\r\nd\u0085 ")).toBe("ab\tc\r\nd");
    expect(freeText({ max: 10 }).parse(undefined)).toBe("");
    expect(freeText({ max: 3, requiredKey: VALIDATION_KEYS.required }).safeParse("\u0000\u0000").error?.issues[0]?.message).toBe(VALIDATION_KEYS.required);
    expect(freeText({ max: 3 }).safeParse("abcd").error?.issues[0]?.message).toBe(VALIDATION_KEYS.maxLength);
    expect(optionalText({ max: 10 }).parse("Otsi\u0000kko\n")).toBe("Otsikko");
  });

  it("refuse a file name with a control or direction character, and show one with them visible", () => {
    for (const name of ["report\u202Efdp.png", "a\u0000.pdf", "a\r\n.pdf", "a\u0085.pdf", "a\u007f.pdf", "\u2066a.pdf", "a\u2069.pdf", "a\u200E.pdf", "a\u200F.pdf", "a\u202A.pdf", "a\u061C.pdf"]) {
      expect(isSafeFileName(name), JSON.stringify(name)).toBe(false);
      expect(fileNameText({ max: 200 }).safeParse(name).error?.issues[0]?.message).toBe(VALIDATION_KEYS.fileNameInvalid);
    }
    expect(isSafeFileName("Övningar för ryggen – Äänekoski (1).pdf")).toBe(true);
    expect(fileNameText({ max: 200 }).parse(" lausunto.pdf ")).toBe("lausunto.pdf");
    expect(visibleFileName("report\u202Efdp.png")).toBe("report\uFFFDfdp.png");
  });
});
