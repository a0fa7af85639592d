import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_THEME_COLOURS } from "#domain/web-app";

// Brand colours (spec part 1 §9) as the style sheet sets them, and the contrast each use needs
// (WCAG 2.2 AA: 4.5:1 for text, 3:1 for icons and the marks of a state). Decision 304.

const css = readFileSync("app/styles/tokens.css", "utf8");

function tokensOf(selector: string): Record<string, string> {
  const block = new RegExp(`${selector.replace(/[[\]"]/g, "\\$&")} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("brand colours", () => {
  const adult = tokensOf(":root");
  const kids = { ...adult, ...tokensOf('[data-brand="kids"]') };
  const strong = (tokens: Record<string, string>) => (tokens["--color-primary-strong"]!.startsWith("var(") ? tokens["--color-primary"]! : tokens["--color-primary-strong"]!);

  it("give the children's brand the spec's turquoise #3fb6b6 as its primary colour", () => {
    expect(kids["--color-primary"]).toBe("#3fb6b6");
    expect(adult["--color-primary"]).toBe("#0079ad");
  });

  it("are the installed app's theme colours and icon fills (decision 370)", () => {
    expect(BRAND_THEME_COLOURS).toEqual({ adult: adult["--color-primary"], kids: kids["--color-primary"] });
  });

  it("keep text on a primary fill and primary text on white readable in both brands", () => {
    for (const tokens of [adult, kids]) {
      expect(contrast(tokens["--color-on-primary"]!, tokens["--color-primary"]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(strong(tokens), "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens["--color-link"]!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keep text readable on the page, on tints and in the state badges of both brands (decision 385)", () => {
    for (const tokens of [adult, kids]) {
      for (const text of ["--color-text", "--color-text-muted", "--color-link"]) {
        for (const surface of ["--color-background", "--color-surface-sunken", "--color-primary-soft", "--color-accent-soft"]) {
          expect(contrast(tokens[text]!, tokens[surface]!), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      for (const state of ["danger", "success", "warning", "info"]) {
        expect(contrast(tokens[`--color-${state}-text`]!, tokens[`--color-${state}-soft`]!), state).toBeGreaterThanOrEqual(4.5);
        expect(contrast(tokens[`--color-${state}-text`]!, "#ffffff"), state).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(tokens["--color-text"]!, tokens["--color-neutral-soft"]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens["--color-control-border"]!, "#ffffff")).toBeGreaterThanOrEqual(3);
    }
  });
});
