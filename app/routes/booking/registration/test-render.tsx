import type { ReactNode } from "react";
import { Outlet, createRoutesStub } from "react-router";
import { render } from "@testing-library/react";
import type { BrandId, FeatureFlag } from "#domain/session-state";
import type { Lang, PageKey } from "#app/i18n/route-table";
import type { RootData } from "#app/root-data.server";
import { IntlWrapper, LocationProbe, type RouteComponent, renderRoute as renderRouteInRoot, rootDataFor } from "#app/ui/test-utils";
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

/** A route module's component at its page's path, with its loader data. */
export function renderRoute(Component: RouteComponent, page: PageKey, options: RenderOptions = {}) {
  const { csrfToken = "csrf-1", features = [] } = options;
  return renderRouteInRoot(Component, {
    page,
    lang: options.lang,
    brandId: options.brandId,
    loaderData: options.loaderData,
    path: options.path,
    patient: options.patient,
    sessionState: { features, csrfToken, isSessionValid: csrfToken !== null },
  });
}

/** A component (not a route) on some page path. */
export function renderComponent(ui: ReactNode, options: RenderOptions = {}) {
  const lang = options.lang ?? "en";
  const { brandId = "adult", features = [], csrfToken = "csrf-1", patient = null } = options;
  const base = rootDataFor(lang, brandId);
  const data: RootData = { ...base, patient, sessionState: { ...base.sessionState, features, csrfToken, isSessionValid: csrfToken !== null } };
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

export { jsonResponse as json } from "#app/ui/test-utils";
