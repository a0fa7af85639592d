import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The shell's lucide icons live in the style sheet (tools/shell-icons.mjs, decision 251): the
// generated block must match the lucide-react version installed, and every icon name the
// components may use must have its rule.

describe("shell icons", () => {
  it("are up to date with lucide-react in app/styles/app.css", () => {
    expect(() => execFileSync("node", ["tools/shell-icons.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("have a rule for every name the components use", () => {
    const source = readFileSync("app/ui/shell/shell-icon.tsx", "utf8");
    const union = /export type ShellIconName =([^;]+);/.exec(source)![1]!;
    const names = [...union.matchAll(/"([a-z-]+)"/g)].map((match) => match[1]);
    const css = readFileSync("app/styles/app.css", "utf8");
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(css).toContain(`.shell-icon--${name} { --shell-icon: url("data:image/svg+xml,`);
  });
});
