import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-escape";

describe("html escaping", () => {
  it("escapes the five characters that open markup or end an attribute", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("is the server's only escaping: no other module carries its own", () => {
    const sources = (readdirSync("server", { recursive: true, encoding: "utf8" }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => path.join("server", file));
    const own = sources.filter((file) => file !== path.join("server", "html-escape.ts") && /&lt;|&quot;|function escapeHtml|escapeHtml\s*=/.test(readFileSync(file, "utf8")));
    expect(own).toEqual([]);
  });
});
