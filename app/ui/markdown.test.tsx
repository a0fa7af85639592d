// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

afterEach(cleanup);

const html = (source: string) => render(<Markdown source={source} />).container.innerHTML;

describe("Markdown", () => {
  it("renders paragraphs, line breaks, bold, italic, lists and safe links", () => {
    expect(html("We answer within **1-3 business days**.\nCall *us*.\n\n- one\n- [two](https://example.fi/a)")).toBe(
      '<p>We answer within <strong>1-3 business days</strong>.<br>Call <em>us</em>.</p><ul><li>one</li><li><a href="https://example.fi/a" rel="noopener noreferrer">two</a></li></ul>',
    );
  });

  it("shows HTML as text and never links to script addresses", () => {
    expect(html('<img src=x onerror="alert(1)"> [x](javascript:alert(1))')).toBe("<p>&lt;img src=x onerror=\"alert(1)\"&gt; [x](javascript:alert(1))</p>");
  });
});
