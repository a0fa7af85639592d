import { describe, expect, it } from "vitest";
import { freeTextWithoutControlCharacters, withoutControlCharacters } from "./text-field";
import { requiredText } from "./text-field-inputs";
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
});
