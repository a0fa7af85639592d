import type { EntryContext } from "react-router";

type ManifestRoutes = EntryContext["manifest"]["routes"];
type RouteBranch = EntryContext["branches"][number];

/**
 * The entry context with a route table that lists only the routes the request matched
 * (decision 413), and route branches that leave out those no parent path of the page can match
 * (decision 421).
 *
 * React Router's `ServerRouter` builds a route object, and a React element for its component, for
 * every route it can enumerate in the manifest, on every request: Hoiva has 177, and a page
 * renders three of them. The matched routes are the table's own properties; every other route is
 * still found by id through its prototype, so the browser's first manifest (the matched routes and
 * those of the parent paths, looked up by id) and the links are as before.
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const matched = Object.create(all) as ManifestRoutes;
  for (const { route } of context.staticHandlerContext.matches) matched[route.id] = all[route.id];
  const page = context.staticHandlerContext.matches.at(-1)?.route.id;
  return {
    ...context,
    manifest: { ...context.manifest, routes: matched },
    branches: page === undefined || !context.branches ? context.branches : parentPathBranches(context.branches, page),
  };
}

/**
 * The browser's first manifest also lists the routes of the page's parent paths ("/", "/fi",
 * "/fi/ajat" for "/fi/ajat/12"): React Router matches each against every branch, in rank order,
 * and a short path ranks last, so each parent path tried about 220 branches per request. A branch
 * can match a parent path only if its segments fit the first segments of the page's own path, so
 * the others are left out; those kept stay in their rank order, and every parent path finds the
 * same route as before. Worked out once per page route and kept.
 */
const branchesByPage = new WeakMap<readonly RouteBranch[], Map<string, RouteBranch[]>>();

export function parentPathBranches(branches: RouteBranch[], pageRouteId: string): RouteBranch[] {
  let byPage = branchesByPage.get(branches);
  if (!byPage) branchesByPage.set(branches, (byPage = new Map()));
  let kept = byPage.get(pageRouteId);
  if (!kept) {
    const page = branches.find((branch) => branch.routesMeta.at(-1)?.route.id === pageRouteId);
    // A page found by a splat (not found) or an optional segment has parent paths of any shape.
    const pageSegments = page && !/[*?]/.test(page.path) ? segmentsOf(page.path) : null;
    kept = pageSegments ? branches.filter((branch) => mayMatchAParentOf(branch.path, pageSegments)) : branches;
    byPage.set(pageRouteId, kept);
  }
  return kept;
}

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

const isParameter = (segment: string) => segment.startsWith(":");

/**
 * Whether a branch's path can match a path made of the first segments of a path that `page`
 * matched: "/", or fewer segments than the page, each static one equal to the page's static segment
 * there (React Router matches without regard to case). A splat needs only its segments before
 * the "*" to fit; a branch with an optional segment is kept.
 */
function mayMatchAParentOf(branchPath: string, page: readonly string[]): boolean {
  if (branchPath.includes("?")) return true;
  const segments = segmentsOf(branchPath).filter((segment) => segment !== "*");
  // React Router tries "/" for every page, "/" itself too.
  if (segments.length > 0 && segments.length >= page.length) return false;
  return segments.every((segment, index) => {
    const pageSegment = page[index]!;
    return isParameter(segment) || isParameter(pageSegment) || segment.toLowerCase() === pageSegment.toLowerCase();
  });
}
