import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "./html-escape";

describe("html escaping", () => {
  it("escapes the five characters that open markup or end an attribute", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("escapes interpolations but not markup made by html", () => {
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${[html`<br>`]}${null}${false}${7}</p>`.value).toBe('<p title="&quot;x&quot;"><b>&lt;i&gt;</b><br>7</p>');
  });
});
