import type { ComponentType } from "react";
import { Outlet, createRoutesStub } from "react-router";
import { render } from "@testing-library/react";
import type { BrandId, FeatureFlag } from "#domain/session-state";
import { type Lang, type PageKey, pathPattern, routeId } from "#app/i18n/route-table";
import type { RootData } from "#app/root-data.server";
import { IntlWrapper, rootDataFor } from "#app/ui/test-utils";

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

// Route components take framework props (loaderData, params, matches); the stub supplies them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteComponent = ComponentType<any>;

export function renderPage(Component: RouteComponent, options: RenderPageOptions) {
  const { page, lang = "en", brandId = "adult", features = [], search = "", loaderData = null } = options;
  const base = rootDataFor(lang, brandId);
  const rootData: RootData = { ...base, sessionState: { ...base.sessionState, features } };
  const id = routeId(page, lang);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: () => (
        <IntlWrapper lang={lang}>
          <Outlet />
        </IntlWrapper>
      ),
      children: [{ id, path: pathPattern(page, lang), loader: () => loaderData, Component }],
    },
  ]);
  return render(
    <Stub
      initialEntries={[pathPattern(page, lang) + search]}
      hydrationData={{ loaderData: { root: rootData, [id]: loaderData } }}
    />,
  );
}

/** Text content with every run of white space (including the no-break spaces of number formats) as one space. */
export function normalisedText(element: Element | null): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}
