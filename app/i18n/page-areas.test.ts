import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AREA_OF_KEY, type AreaName, catalogOf } from "./messages";
import { CORE_AREAS, messageAreasOfPath, moduleAreas, WORKSPACE_AREAS } from "./page-areas";
import { PAGES, PAGE_KEYS } from "#domain/routes/route-table";
import { WORKSPACE_NOT_FOUND_MODULE, WORKSPACE_PAGES } from "#domain/routes/professional-route-table";

// Every text a page can show must travel with it. A module's texts are found statically: every
// string literal that is a catalog key, and every key a template such as `ui.empty.${kind}` can
// make, in the module and everything it imports from app/ and domain/ (values only: type imports
// and the catalogs themselves carry no texts to show).

const ROOT = resolve(import.meta.dirname, "../..");
const ALIASES: Record<string, string> = { "#app/": "app/", "#domain/": "domain/" };

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = resolve(ROOT, ALIASES[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  return file && !file.includes("/i18n/messages/") ? file : null;
}

/** The source without its comments, whose examples (`t("shell.logIn")`) are not texts a page shows. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** The keys a module and its imports name. */
function keysUsedBy(module: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const pending = [resolve(ROOT, "app", module)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = withoutComments(readFileSync(file, "utf8"));
    for (const [, specifier] of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)) {
      const imported = resolveImport(file, specifier!);
      if (imported) pending.push(imported);
    }
    for (const [, literal] of source.matchAll(/["'`]([\w.-]+)["'`]/g)) if (AREA_OF_KEY.has(literal!)) keys.add(literal!);
    for (const [, prefix] of source.matchAll(/`([\w.-]+\.)\$\{/g)) {
      for (const key of AREA_OF_KEY.keys()) if (key.startsWith(prefix!)) keys.add(key);
    }
    // A shared view that takes its catalog's words as a prefix (`texts="results.result"`, then
    // `${texts}.test`) shows the keys under the prefix its page passes.
    for (const [, prefix] of source.matchAll(/\btexts="([\w.-]+)"/g)) {
      for (const key of AREA_OF_KEY.keys()) if (key.startsWith(`${prefix}.`)) keys.add(key);
    }
  }
  return keys;
}

function missingAreas(module: string, areas: readonly AreaName[]): string[] {
  return [...keysUsedBy(module)].filter((key) => !areas.includes(AREA_OF_KEY.get(key)!)).map((key) => `${AREA_OF_KEY.get(key)}: ${key}`);
}

describe("message areas of pages", () => {
  it("give the root (shell, toasts, errors, session expiry) every text it uses", () => {
    expect(missingAreas("root.tsx", CORE_AREAS)).toEqual([]);
    expect(missingAreas("routes/content/not-found.tsx", CORE_AREAS)).toEqual([]);
  });

  it.each([...new Set(PAGE_KEYS.map((key) => PAGES[key].module))])("give %s every text it uses", (module) => {
    expect(missingAreas(module, [...CORE_AREAS, ...moduleAreas(module)])).toEqual([]);
  });

  // The workspace's pages travel with its own areas only, in their layout (routes/professional/layout.tsx).
  it.each([...new Set(["routes/professional/layout.tsx", WORKSPACE_NOT_FOUND_MODULE, ...Object.values(WORKSPACE_PAGES)])])(
    "give the workspace's %s every text it uses",
    (module) => {
      expect(missingAreas(module, WORKSPACE_AREAS)).toEqual([]);
    },
  );

  it("finds the areas by path, ignoring a data request's suffix, and only the core elsewhere", () => {
    expect(messageAreasOfPath("/fi/ajat")).toEqual([...CORE_AREAS, "appointments", "frontPage", "waitlist"]);
    expect(messageAreasOfPath("/sv/tider.data")).toEqual(messageAreasOfPath("/sv/tider"));
    expect(messageAreasOfPath("/en/no-such-page")).toEqual([...CORE_AREAS]);
  });

  it("keeps a page's texts well below the whole catalog", () => {
    const size = (areas: readonly AreaName[]) => JSON.stringify(catalogOf("fi", areas)).length;
    const whole = size([...new Set([...AREA_OF_KEY.values()])]);
    expect(size(messageAreasOfPath("/fi"))).toBeLessThan(whole / 2);
    expect(size(messageAreasOfPath("/fi/ajanvaraus/yksityisasiakas"))).toBeLessThan(whole / 2);
  });
});
