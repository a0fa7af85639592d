import type { ComponentType, ReactNode } from "react";
import { Outlet, createRoutesStub, useLocation } from "react-router";
import { render } from "@testing-library/react";
import type { BrandId, FeatureFlag } from "#domain/session-state";
import { type Lang, type PageKey, pathPattern, routeId } from "#app/i18n/route-table";
import type { RootData } from "#app/root-data.server";
import { IntlWrapper, rootDataFor } from "#app/ui/test-utils";
import { ToastProvider } from "#app/ui/toast-provider";
import type { MenuPatient } from "#app/ui/shell/menu";

// Component tests of the registration, consent, insurer and vaccination pages (jsdom): the page
// or component under a hydrated "root" route with a logged-in (or anonymous) session state, the
// language's catalog and toasts, plus a probe that shows where the router went.

export interface RenderOptions {
  lang?: Lang;
  brandId?: BrandId;
  features?: FeatureFlag[];
  /** Logged in with this csrfToken; null for an anonymous visitor. */
  csrfToken?: string | null;
  patient?: MenuPatient | null;
  /** Path and query the page starts at; defaults to the page's own path. */
  path?: string;
  loaderData?: unknown;
}

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function rootData({ lang = "en", brandId = "adult", features = [], csrfToken = "csrf-1", patient = null }: RenderOptions): RootData {
  const base = rootDataFor(lang, brandId);
  return {
    ...base,
    patient,
    sessionState: { ...base.sessionState, features, csrfToken, isSessionValid: csrfToken !== null },
  };
}

// Route components take framework props (loaderData, params, matches); the stub supplies them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteComponent = ComponentType<any>;

/** A route module's component at its page's path, with its loader data. */
export function renderRoute(Component: RouteComponent, page: PageKey, options: RenderOptions = {}) {
  const lang = options.lang ?? "en";
  const data = rootData(options);
  const id = routeId(page, lang);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => data,
      Component: () => (
        <IntlWrapper lang={lang}>
          <ToastProvider>
            <Outlet />
            <LocationProbe />
          </ToastProvider>
        </IntlWrapper>
      ),
      children: [
        { id, path: pathPattern(page, lang), loader: () => options.loaderData ?? null, Component },
        { id: "elsewhere", path: "*", Component: () => <h1>Elsewhere</h1> },
      ],
    },
  ]);
  return render(
    <Stub initialEntries={[options.path ?? pathPattern(page, lang)]} hydrationData={{ loaderData: { root: data, [id]: options.loaderData ?? null } }} />,
  );
}

/** A component (not a route) on some page path. */
export function renderComponent(ui: ReactNode, options: RenderOptions = {}) {
  const lang = options.lang ?? "en";
  const data = rootData(options);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => data,
      Component: () => (
        <IntlWrapper lang={lang}>
          <ToastProvider>
            <Outlet />
            <LocationProbe />
          </ToastProvider>
        </IntlWrapper>
      ),
      children: [{ id: "page", path: "*", Component: () => <main>{ui}</main> }],
    },
  ]);
  return render(<Stub initialEntries={[options.path ?? `/${lang}/page`]} hydrationData={{ loaderData: { root: data } }} />);
}

export const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
