import { describe, expect, it, vi } from "vitest";
import { compileMessages } from "./compile-messages.server";
import { CATALOGS } from "./messages";
import { packMessages, unpackMessages } from "./packed-messages";

// The root data carries a page's texts as one string (decision 267): the browser must get back
// exactly the server's syntax trees, which format as their texts do (compile-messages.test.ts).

describe("packed messages", () => {
  it.each(["fi", "sv", "en"] as const)("unpack in a browser to the very trees of every %s message", async (lang) => {
    const compiled = compileMessages(CATALOGS[lang], lang);
    const packed = packMessages(compiled);
    vi.resetModules();
    const browser = await import("./packed-messages");
    const unpacked = browser.unpackMessages(packed);
    expect(unpacked).not.toBe(compiled);
    expect(unpacked).toEqual(compiled);
    expect(Object.isFrozen(unpacked)).toBe(true);
    expect(browser.unpackMessages(packed)).toBe(unpacked);
  });

  it("unpack on the server to the catalog object itself, so its formatter is shared", () => {
    const compiled = compileMessages(CATALOGS.fi, "fi");
    expect(packMessages(compiled)).toBe(packMessages(compiled));
    expect(unpackMessages(packMessages(compiled))).toBe(compiled);
  });

  it("send a message that is only text as the text, any other as its tree", () => {
    const compiled = compileMessages({ "a.text": "Varaa aika", "a.count": "{count, plural, one {# aika} other {# aikaa}}", "a.empty": "" }, "fi");
    expect(JSON.parse(packMessages(compiled))).toEqual({ "a.text": "Varaa aika", "a.count": compiled["a.count"], "a.empty": [] });
  });
});
