import { describe, expect, it } from "vitest";
import { type EntryContext, type RouteObject, createStaticHandler, matchPath, matchRoutes } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { parentPathBranches, withMatchedRoutesOnly } from "./matched-routes.server";
import appRoutes from "./routes";

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

describe("parentPathBranches (decision 421)", () => {
  // Hoiva's own route table under the root route, as React Router builds it for the server.
  const toRouteObject = ({ id, path, index, children }: RouteConfigEntry): RouteObject =>
    index ? { id, index: true } : { id, path, children: children?.map(toRouteObject) };
  const table: RouteObject[] = [{ id: "root", path: "", children: appRoutes.map(toRouteObject) }];
  const handler = createStaticHandler(table);
  const branches = (handler as unknown as { _internalRouteBranches: EntryContext["branches"] })._internalRouteBranches;
  const pages = branches.filter((branch) => !branch.path.includes("*"));

  /** The page's route found for `path` the way React Router finds it in the branches it is given. */
  const firstMatch = (given: EntryContext["branches"], path: string) =>
    given.find((branch) => matchPath({ path: branch.path, end: true }, path))?.routesMeta.at(-1)?.route.id;
  const parentPathsOf = (path: string) => {
    const segments = path.split("/").filter(Boolean);
    return ["/", ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
  };

  it("finds the same route as the whole table for every parent path of every page", () => {
    expect(pages.length).toBeGreaterThan(150);
    for (const page of pages) {
      const path = page.path.replace(/:[\w-]+/g, "12");
      const pageId = page.routesMeta.at(-1)!.route.id!;
      const kept = parentPathBranches(branches, pageId);
      for (const parent of parentPathsOf(path)) {
        expect(firstMatch(kept, parent), `${parent}, a parent of ${path}`).toBe(matchRoutes(handler.dataRoutes, parent)?.at(-1)?.route.id);
      }
    }
  });

  it("leaves out most branches: a front page keeps the root path's routes and the not-found", () => {
    const front = parentPathBranches(branches, "home.fi");
    // The root route, the index route at "/", and the not-found splat.
    expect(front.map((branch) => branch.path).sort()).toEqual(["/", "/", "/*"]);
    expect(parentPathBranches(branches, "appointment.fi").length).toBeLessThan(10);
  });

  it("keeps every branch for a page found by the not-found splat, whose parent paths can be anything", () => {
    expect(parentPathBranches(branches, "not-found")).toBe(branches);
  });

  it("works each page out once", () => {
    expect(parentPathBranches(branches, "home.fi")).toBe(parentPathBranches(branches, "home.fi"));
  });
});
