import type { BrandId, FeatureFlag } from "#domain/session-state";
import { type Lang, type PageKey, pathPattern } from "#domain/routes/route-table";
import { type RouteComponent, renderRoute } from "#app/ui/test-utils";

// Renders a content page's route component as the app does: under a "root" route that holds the
// root loader data, with the language's catalog, at the page's localised path (jsdom only).

export interface RenderPageOptions {
  page: PageKey;
  lang?: Lang;
  brandId?: BrandId;
  features?: FeatureFlag[];
  /** Query string, e.g. "?tab=rules". */
  search?: string;
  /** The page route's own loader data, if it has a loader. */
  loaderData?: unknown;
}

export function renderPage(Component: RouteComponent, options: RenderPageOptions) {
  const { page, lang = "en", brandId = "adult", features = [], search = "", loaderData = null } = options;
  return renderRoute(Component, { page, lang, brandId, loaderData, path: pathPattern(page, lang) + search, sessionState: { features } });
}

/** Text content with every run of white space (including the no-break spaces of number formats) as one space. */
export function normalisedText(element: Element | null): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}
