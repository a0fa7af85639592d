import type { ComponentType, ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { Outlet, RouterProvider, createMemoryRouter, createRoutesStub, useLocation } from "react-router";
import { renderToString } from "react-dom/server";
import { cleanup, render } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, vi } from "vitest";
import type { BrandId, SessionState } from "#domain/session-state";
import { compileMessages } from "#app/i18n/compile-messages.server";
import { packMessages } from "#app/i18n/packed-messages";
import { CATALOGS } from "#app/i18n/messages";
import { type Lang, type PageKey, pathPattern, routeId } from "#domain/routes/route-table";
import type { RootData } from "#app/root-data.server";
import type { MenuPatient } from "./shell/menu";
import { ToastProvider } from "./toast-provider";

// Test helpers for components of app/ui (jsdom only). Components read language and brand from
// the root route's loader data, so tests render them under a real data router whose "root"
// route is already hydrated: no loader runs before the first render.

export interface RenderOptions {
  lang?: Lang;
  brandId?: BrandId;
  /** Initial URL; defaults to the language root. */
  path?: string;
  /** What useActionData answers, as after a post the action answered (a refused form). */
  actionData?: unknown;
  /** Render on the "server" first, then hydrate that HTML, as a page loads. */
  hydrate?: boolean;
}

export function rootDataFor(lang: Lang, brandId: BrandId): RootData {
  return {
    lang,
    brandId,
    nonce: "test-nonce",
    sessionState: {
      environment: `${brandId}-development`,
      csrfToken: null,
      features: [],
      healthCareType: "private",
      isSessionValid: false,
      sessionScope: null,
      lang,
      sessionExpires: null,
      authTokenTimeout: { amount: 30, unit: "minutes" },
    },
    // Parsed and packed, as the root loader hands them to pages (decisions 238 and 267).
    messages: packMessages(compileMessages(CATALOGS[lang], lang)),
    patient: null,
    acting: null,
    switchActor: null,
    flash: null,
    errorReporting: null,
    serverNow: new Date().toISOString(),
  };
}

/** The real catalogs of one language, as the root route provides them. */
export function IntlWrapper({ lang = "en", children }: { lang?: Lang; children: ReactNode }) {
  return (
    <IntlProvider locale={lang} messages={compileMessages(CATALOGS[lang], lang)} defaultLocale="fi" timeZone="Europe/Helsinki">
      {children}
    </IntlProvider>
  );
}

/** Renders `ui` inside the root route (loader data, router) and the language's IntlProvider. */
export function renderUi(ui: ReactNode, { lang = "en", brandId = "adult", path = `/${lang}`, actionData, hydrate = false }: RenderOptions = {}) {
  const data = rootDataFor(lang, brandId);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => data,
        element: <IntlWrapper lang={lang}>{ui}</IntlWrapper>,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: data }, ...(actionData === undefined ? {} : { actionData: { root: actionData } }) } },
  );
  if (!hydrate) return { ...render(<RouterProvider router={router} />), router };
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<RouterProvider router={router} />);
  return { ...render(<RouterProvider router={router} />, { container, hydrate: true }), router };
}

/** Shows where the router is (path, query and hash) for tests that follow navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

export interface RenderRouteOptions {
  page: PageKey;
  lang?: Lang;
  brandId?: BrandId;
  /** The page route's own loader data. */
  loaderData?: unknown;
  /** Initial path and query; defaults to the page's own path. */
  path?: string;
  /** Session state beyond the anonymous default, e.g. a csrfToken for a logged-in user. */
  sessionState?: Partial<SessionState>;
  patient?: MenuPatient | null;
  /** Whom a guardian or agent acts for (the header's person switcher); null for their own matters. */
  acting?: RootData["acting"];
  /** The header switcher's actor for a user on their own matters who may act for others. */
  switchActor?: RootData["switchActor"];
  /** Pages the page may navigate to, each shown as a heading with this text. */
  otherPages?: Partial<Record<PageKey, string>>;
  /** The page route's action (form posts), e.g. one that records the posted fields. */
  action?: StubRoute["action"];
  /** The page route's loader when it runs again (revalidation, polling); answers loaderData by default. */
  loader?: () => unknown;
  /** The page route's ErrorBoundary, for a loader that fails. */
  ErrorBoundary?: RouteComponent;
  /** The page route's shouldRevalidate, for a page that skips some revalidations. */
  shouldRevalidate?: StubRoute["shouldRevalidate"];
  /** Called each time the root's loader runs again (revalidation). */
  onRootLoad?: () => void;
}

// Route components take framework props (loaderData, params, matches); the stub supplies them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteComponent = ComponentType<any>;

type RootOptions = Pick<RenderRouteOptions, "lang" | "brandId" | "sessionState" | "patient" | "acting" | "switchActor" | "onRootLoad">;
type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** Child routes under a hydrated "root" route with the root loader data, catalog, toasts and a LocationProbe. */
function renderUnderRoot(options: RootOptions, children: StubRoute[], path: string, loaderData: Record<string, unknown> = {}) {
  const { lang = "en", brandId = "adult", patient = null, acting = null } = options;
  const base = rootDataFor(lang, brandId);
  const switchActor = options.switchActor ?? acting?.actor ?? null;
  const rootData: RootData = { ...base, patient, acting, switchActor, sessionState: { ...base.sessionState, ...options.sessionState } };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => {
        options.onRootLoad?.();
        return rootData;
      },
      Component: () => (
        <IntlWrapper lang={lang}>
          <ToastProvider>
            <Outlet />
            <LocationProbe />
          </ToastProvider>
        </IntlWrapper>
      ),
      children,
    },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData, ...loaderData } }} />);
}

/**
 * A route module's component as the app renders it: under a hydrated "root" route with the root
 * loader data, the language's catalog and toasts, at the page's localised path, plus a
 * LocationProbe. The front page and any other path render as plain headings.
 */
export function renderRoute(Component: RouteComponent, options: RenderRouteOptions) {
  const { page, lang = "en", loaderData = null } = options;
  const id = routeId(page, lang);
  const otherPages = Object.entries({ home: "Front page", ...options.otherPages }) as [PageKey, string][];
  const children: StubRoute[] = [
    {
      id,
      path: pathPattern(page, lang),
      loader: options.loader ?? (() => loaderData),
      action: options.action,
      shouldRevalidate: options.shouldRevalidate,
      Component,
      ErrorBoundary: options.ErrorBoundary,
    },
    ...otherPages
      .filter(([key]) => key !== page)
      .map(([key, heading]) => ({ id: routeId(key, lang), path: pathPattern(key, lang), Component: () => <h1>{heading}</h1> })),
    { id: "elsewhere", path: "*", Component: () => <h1>Elsewhere</h1> },
  ];
  return renderUnderRoot(options, children, options.path ?? pathPattern(page, lang), { [id]: loaderData });
}

/** A component (not a route) inside <main> on any path, under the same root as renderRoute. */
export function renderInRoot(ui: ReactNode, options: RootOptions & { path?: string } = {}) {
  const children: StubRoute[] = [{ id: "page", path: "*", Component: () => <main>{ui}</main> }];
  return renderUnderRoot(options, children, options.path ?? `/${options.lang ?? "en"}/page`);
}

/**
 * For a test file whose components call the API: a fetch() stub (reset after each test, with the
 * rendered tree) and an analytics tool that confirms each event at once, as a tag manager does.
 * Call at the top level of the file; answer requests with `fetchMock.mockReturnValueOnce(...)`.
 */
export function useFetchStub() {
  const fetchMock = vi.fn<typeof fetch>();
  useAnalyticsStub();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/**
 * For a test file whose pages push analytics events but call no API (they post to route actions):
 * an analytics tool that confirms each event at once, as a tag manager does, and cleanup.
 */
export function useAnalyticsStub() {
  beforeEach(() => {
    window.dataLayer = [];
    window.dataLayer.push = (...entries) => {
      for (const entry of entries) entry.eventCallback?.();
      return Array.prototype.push.apply(window.dataLayer, entries);
    };
  });
  afterEach(() => {
    cleanup();
  });
}

/**
 * A route action for a page test: records each posted form's fields and answers `answer`, as the
 * server's action would (data, or a `redirect(...)`).
 */
export function recordingAction(answer: unknown) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  return {
    posted,
    action: (form: FormData) => {
      posted.push(Object.fromEntries(form));
      return answer;
    },
  };
}

/** A fetch() answer with a JSON body, for tests that stub fetch. */
export const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

/**
 * axe-core on a rendered fragment. "region" is a whole-page rule (content outside landmarks):
 * a component alone has no page around it, so it is left to the end-to-end checks of real pages.
 * Colour contrast and label-in-name need layout and a canvas, which jsdom lacks: the avatar
 * colours are checked with contrastRatio in avatar.test.tsx, the rest by the end-to-end axe runs.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: {
      region: { enabled: false },
      "color-contrast": { enabled: false },
      "label-content-name-mismatch": { enabled: false },
    },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(", ")}`);
}

/** WCAG relative-luminance contrast ratio of two "#rrggbb" colours. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
