import { type ReactNode, useEffect } from "react";
import { RawIntlProvider } from "react-intl";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import { messageAreasOfPath } from "./i18n/page-areas";
import { intlOfRootData } from "./i18n/packed-messages";
import { loadRootData, type RootData } from "./root-data.server";
import { Shell } from "./ui/shell/shell";
import { SessionStateScript } from "./ui/session-state-script";
import { RootErrorView } from "./ui/root-error-view";
import { ToastProviderWithFlash } from "./ui/flash-toast";
import appStyles from "./styles/app.css?url";
import { consumeAuthSuccessCookie } from "./analytics";
import { SessionExpiryWatch } from "./ui/session-expiry-watch";
import { PageViewTracker } from "./ui/page-view";
import { useBrowserErrorReporting } from "./error-reporting/browser-errors";
import { stylesheet } from "#app/ui/stylesheet";
import { InitialHydrationEnd } from "#app/ui/initial-hydration";

export const links: Route.LinksFunction = () => [stylesheet(appStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRootData(request, context);
}

// Texts and session state change with the language or after a write, and the texts with the
// page's message areas; other navigation needs no new root data. Loading the same address again
// (a revalidation, such as a conversation's after marking it read) refreshes the menu too.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1]) return true;
  return messageAreasOfPath(currentUrl.pathname).join() !== messageAreasOfPath(nextUrl.pathname).join();
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    // data-care themes the occupational health care customer's pages (spec part 1 §6, decision 228).
    <html
      lang={data?.lang ?? "fi"}
      data-brand={data?.brandId ?? "adult"}
      data-care={data?.sessionState.healthCareType === "occupational" ? "occupational" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The brand's mark as the tab icon (public/); browsers then ask no /favicon.ico. */}
        <link rel="icon" type="image/svg+xml" href={`/favicon-${data?.brandId ?? "adult"}.svg`} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
        <InitialHydrationEnd />
      </body>
    </html>
  );
}

function Providers({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <RawIntlProvider value={intlOfRootData(data)}>
      {/* Inside the IntlProvider (close labels are translated); its live regions follow the page. */}
      <ToastProviderWithFlash flash={data.flash}>{children}</ToastProviderWithFlash>
    </RawIntlProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useBrowserErrorReporting(loaderData.errorReporting);
  useEffect(() => {
    // A fresh strong identification leaves a one-shot cookie for the login analytics event. The
    // first read of document.cookie waits on the browser's cookie store (up to 10 ms on a slow
    // machine), so it is a task of its own rather than part of hydration's effects (issue 36 §3).
    const cookieRead = window.setTimeout(consumeAuthSuccessCookie, 0);
    return () => window.clearTimeout(cookieRead);
  }, []);
  // The care team's workspace has a layout of its own and no patient session (app/routes/professional).
  const isWorkspace = useMatches().some((match) => match.id === "workspace");
  if (isWorkspace) {
    return (
      <Providers data={loaderData}>
        <Outlet />
      </Providers>
    );
  }
  return (
    <Providers data={loaderData}>
      <Shell>
        <Outlet />
      </Shell>
      <SessionExpiryWatch />
      <PageViewTracker />
      <SessionStateScript state={loaderData.sessionState} nonce={loaderData.nonce} />
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Also when the page failed before App rendered: queued errors are sent or dropped.
  useBrowserErrorReporting(data?.errorReporting);
  if (!data) {
    // The root loader itself failed: nothing localised is available, so say it plainly in all three.
    return (
      <main id="main">
        <h1>Palvelussa on häiriö · Tjänsten har en störning · The service has a disruption</h1>
      </main>
    );
  }
  return (
    <Providers data={data}>
      <Shell>
        <RootErrorView status={status} />
      </Shell>
    </Providers>
  );
}
