import type { ReactNode } from "react";
import type { BrandId, FeatureFlag } from "#domain/session-state";
import type { Lang, PageKey } from "#domain/routes/route-table";
import { type RenderRouteOptions, type RouteComponent, renderInRoot, renderRoute as renderRouteInRoot } from "#app/ui/test-utils";
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
  /** The page route's action (form posts). */
  action?: RenderRouteOptions["action"];
}

/** The session state of the options: logged in with the csrfToken unless it is null. */
function sessionStateOf({ csrfToken = "csrf-1", features = [] }: RenderOptions) {
  return { features, csrfToken, isSessionValid: csrfToken !== null };
}

/** A route module's component at its page's path, with its loader data. */
export function renderRoute(Component: RouteComponent, page: PageKey, options: RenderOptions = {}) {
  return renderRouteInRoot(Component, {
    page,
    lang: options.lang,
    brandId: options.brandId,
    loaderData: options.loaderData,
    path: options.path,
    patient: options.patient,
    sessionState: sessionStateOf(options),
    action: options.action,
    otherPages: { patientDataConsent: "Patient data consent page", newCustomer: "New customer page" },
  });
}

/** A component (not a route) on some page path. */
export function renderComponent(ui: ReactNode, options: RenderOptions = {}) {
  return renderInRoot(ui, {
    lang: options.lang,
    brandId: options.brandId,
    path: options.path,
    patient: options.patient,
    sessionState: sessionStateOf(options),
  });
}

export { jsonResponse as json } from "#app/ui/test-utils";
