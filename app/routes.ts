import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
// Relative imports: React Router reads this file before the "#" aliases of vite.config.ts apply.
import { LANGUAGES } from "../domain/enums";
import { PAGES, PAGE_KEYS, pathPattern, routeId } from "../domain/routes/route-table";
import {
  WORKSPACE_NOT_FOUND_MODULE,
  WORKSPACE_PAGES,
  WORKSPACE_PAGE_KEYS,
  professionalPathPattern,
  workspaceNotFoundPattern,
  workspaceRouteId,
} from "../domain/routes/professional-route-table";

// Generated from the localised route tables: one route per page and language, all sharing
// the page's module. The route id ("appointment.sv") tells a module its page and language.
// The care team's workspace pages sit in a layout of their own (no patient shell, its own session),
// with its own "not found" for any other path under its prefix.
export default [
  index("routes/content/root-redirect.tsx"),
  ...LANGUAGES.flatMap((lang) =>
    PAGE_KEYS.map((key) => route(pathPattern(key, lang), PAGES[key].module, { id: routeId(key, lang) })),
  ),
  layout("routes/professional/layout.tsx", { id: "workspace" }, [
    ...LANGUAGES.flatMap((lang) =>
      WORKSPACE_PAGE_KEYS.map((key) => route(professionalPathPattern(key, lang), WORKSPACE_PAGES[key], { id: workspaceRouteId(key, lang) })),
    ),
    ...LANGUAGES.map((lang) => route(workspaceNotFoundPattern(lang), WORKSPACE_NOT_FOUND_MODULE, { id: workspaceRouteId("notFound", lang) })),
  ]),
  // The living style guide (decision 387): answers 404 unless the development tools are on.
  route("dev/components", "routes/dev/components.tsx", { id: "dev-components" }),
  route("*", "routes/content/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
