import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import { withMatchedRoutesOnly } from "./matched-routes.server";

function route(id: string, parentId?: string) {
  return { id, parentId, path: id, module: `/assets/${id}.js`, hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false };
}

const routes = { root: route("root"), "home.fi": route("home.fi", "root"), "appointments.fi": route("appointments.fi", "root"), "invoices.fi": route("invoices.fi", "root") };
const context = {
  manifest: { version: "1", url: "/assets/manifest.js", entry: { module: "/assets/entry.js", imports: [] }, routes },
  staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "appointments.fi" } }] },
} as unknown as EntryContext;

describe("withMatchedRoutesOnly (decision 413)", () => {
  it("lists only the matched routes, so that React Router builds route objects for those alone", () => {
    const pruned = withMatchedRoutesOnly(context);
    expect(Object.keys(pruned.manifest.routes)).toEqual(["root", "appointments.fi"]);
    expect(Object.values(pruned.manifest.routes).map((entry) => entry?.id)).toEqual(["root", "appointments.fi"]);
  });

  it("still finds every route by id, for the browser's first manifest and the parent paths' routes", () => {
    const pruned = withMatchedRoutesOnly(context);
    for (const id of Object.keys(routes)) expect(pruned.manifest.routes[id]).toBe(routes[id as keyof typeof routes]);
    expect("invoices.fi" in pruned.manifest.routes).toBe(true);
  });

  it("leaves the rest of the context and the build's own table as they were", () => {
    const pruned = withMatchedRoutesOnly(context);
    expect(pruned.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(pruned.manifest.entry).toBe(context.manifest.entry);
    expect(Object.keys(context.manifest.routes)).toHaveLength(4);
  });
});
