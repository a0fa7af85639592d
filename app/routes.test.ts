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
