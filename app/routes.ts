import { type RouteConfig, index, route } from "@react-router/dev/routes";
// Relative imports: React Router reads this file before the "#" aliases of vite.config.ts apply.
import { LANGUAGES } from "../domain/enums";
import { PAGES, PAGE_KEYS, pathPattern, routeId } from "../domain/routes/route-table";

// Generated from the localised route table: one route per page and language, all sharing
// the page's module. The route id ("appointment.sv") tells a module its page and language.
export default [
  index("routes/content/root-redirect.tsx"),
  ...LANGUAGES.flatMap((lang) =>
    PAGE_KEYS.map((key) => route(pathPattern(key, lang), PAGES[key].module, { id: routeId(key, lang) })),
  ),
  route("*", "routes/content/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
