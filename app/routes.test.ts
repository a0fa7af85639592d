import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { WORKSPACE_PAGE_KEYS, workspaceRouteId } from "#domain/routes/professional-route-table";
import { PAGE_KEYS, routeId } from "#domain/routes/route-table";
import routes from "./routes";

describe("generated routes", () => {
  it("has one route per page and language, plus the root redirect, the workspace's layout, not-found and the style guide", () => {
    const ids = routes.map((route) => route.id);
    for (const key of PAGE_KEYS) for (const lang of LANGUAGES) expect(ids).toContain(routeId(key, lang));
    expect(ids).toContain("dev-components");
    expect(routes).toHaveLength(PAGE_KEYS.length * LANGUAGES.length + 4);
    const workspace = routes.find((route) => route.id === "workspace");
    expect(workspace?.children?.map((route) => route.id)).toEqual([
      ...LANGUAGES.flatMap((lang) => WORKSPACE_PAGE_KEYS.map((key) => workspaceRouteId(key, lang))),
      ...LANGUAGES.map((lang) => workspaceRouteId("notFound", lang)),
    ]);
  });
});

describe("page stylesheets", () => {
  // A page's first paint waits for every stylesheet in its head (issue 36 §3): the app's and at
  // most one of its own, which imports what its parts need (decision 397). A part that linked its
  // own stylesheet from inside the page would add one more, so none does.
  const modules = [...new Set(routes.flatMap((route) => [route, ...(route.children ?? [])]).map((route) => route.file))];

  it.each(modules)("%s links one stylesheet at most", (file) => {
    const source = readFileSync(new URL(file, import.meta.url), "utf8");
    expect(source.match(/\bstylesheet\(/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("no component links or imports a stylesheet of its own", () => {
    // A component loaded after the first paint that imports its CSS gets it later still: the part
    // is drawn unstyled first (and may be wider than a phone's screen until its rules arrive).
    const linking = globSync("app/**/*.tsx").filter((file) => /<link[^>]*rel="stylesheet"|^import "[^"]+\.css";/m.test(readFileSync(file, "utf8")));
    expect(linking).toEqual([]);
  });
});
