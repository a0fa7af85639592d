import type { EntryContext } from "react-router";

type ManifestRoutes = EntryContext["manifest"]["routes"];

/**
 * The entry context with a route table that lists only the routes the request matched
 * (decision 413). React Router's `ServerRouter` builds a route object, and a React element for
 * its component, for every route it can enumerate in the manifest, on every request: Hoiva has
 * 177, and a page renders three of them. The matched routes are the table's own properties;
 * every other route is still found by id through its prototype, so the browser's first manifest
 * (the matched routes and those of the parent paths, looked up by id) and the links are as before.
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const matched = Object.create(all) as ManifestRoutes;
  for (const { route } of context.staticHandlerContext.matches) matched[route.id] = all[route.id];
  return { ...context, manifest: { ...context.manifest, routes: matched } };
}
