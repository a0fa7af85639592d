import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The shell's lucide icons are one SVG sprite (tools/shell-icons.mjs, decisions 251 and 427): it
// must match the lucide-react version installed, and every icon name the components may use must
// be one of its symbols.

describe("shell icons", () => {
  it("are up to date with lucide-react in app/ui/shell/shell-icons.svg", () => {
    expect(() => execFileSync("node", ["tools/shell-icons.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("have a symbol, stroked in the text's colour, for every name the components use", () => {
    const source = readFileSync("app/ui/shell/shell-icon.tsx", "utf8");
    const union = /export type ShellIconName =([^;]+);/.exec(source)![1]!;
    const names = [...union.matchAll(/"([a-z-]+)"/g)].map((match) => match[1]);
    const sprite = readFileSync("app/ui/shell/shell-icons.svg", "utf8");
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24" [^>]*stroke="currentColor"[^>]*><(path|circle|rect|line|polyline)`));
  });
});
