import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { isLang, pageOfPath } from "#domain/routes/route-table";
import type { BrowserErrorContext, BrowserErrorReportingConfig, BrowserReporter } from "./browser-error-types";

// Errors in the browser go to an error-reporting service when the server is given
// SENTRY_PUBLIC_DSN (the root loader hands it over). This module is all a page loads of it: the
// SDK sits in its own chunk (sentry-browser.ts) that is imported dynamically once the DSN is
// known, and never without one. Errors before that (a failing hydration) wait in a short queue,
// which is dropped when there is no DSN.

export type { BrowserErrorContext, BrowserErrorReportingConfig, BrowserReporter };

export type LoadBrowserReporter = (config: BrowserErrorReportingConfig) => Promise<BrowserReporter>;

const loadSentryReporter: LoadBrowserReporter = async (config) => (await import("./sentry-browser")).createBrowserReporter(config);

/** At most this many errors wait for the reporter; a page failing in a loop sends no more. */
const QUEUE_LIMIT = 10;

interface Queued {
  error: unknown;
  context: BrowserErrorContext;
}

type State = { kind: "waiting"; queue: Queued[] } | { kind: "loading"; queue: Queued[] } | { kind: "on"; reporter: BrowserReporter } | { kind: "off" };

let state: State = { kind: "waiting", queue: [] };

export function browserErrorContext(pathname: string): BrowserErrorContext {
  const page = pageOfPath(pathname);
  const first = pathname.split("/")[1];
  return { area: "browser", page: page?.key ?? "notFound", lang: page?.lang ?? (isLang(first) ? first : "none") };
}

/**
 * Whether an error is ours to report from the browser: thrown responses (404 and the like) are
 * answers, and a server loader's or action's error arrives sanitized as "Unexpected Server Error"
 * after the server has reported it itself.
 */
function isReportable(error: unknown): boolean {
  if (error instanceof Response || isRouteErrorResponse(error)) return false;
  return !(error instanceof Error && error.message === "Unexpected Server Error");
}

/** Reports an error of the page at `pathname`; nothing happens without a DSN. */
export function reportBrowserError(error: unknown, pathname: string = window.location.pathname): void {
  if (state.kind === "off" || !isReportable(error)) return;
  const context = browserErrorContext(pathname);
  if (state.kind === "on") state.reporter.report(error, context);
  else if (state.queue.length < QUEUE_LIMIT) state.queue.push({ error, context });
}

function onWindowError(event: ErrorEvent) {
  // A script of another origin gives only "Script error." and no error object: nothing to report.
  if (event.error !== undefined && event.error !== null) reportBrowserError(event.error);
}

function onUnhandledRejection(event: PromiseRejectionEvent) {
  reportBrowserError(event.reason);
}

/**
 * Decides once per page load: with a DSN the SDK's chunk is loaded, queued errors are sent and
 * uncaught errors and rejections of the window are reported from then on; without one the queue
 * is dropped and nothing is ever loaded or sent.
 */
export function startBrowserErrorReporting(config: BrowserErrorReportingConfig | null, load: LoadBrowserReporter = loadSentryReporter): void {
  if (state.kind !== "waiting") return;
  if (!config) {
    state = { kind: "off" };
    return;
  }
  state = { kind: "loading", queue: state.queue };
  window.addEventListener("error", onWindowError);
  window.addEventListener("unhandledrejection", onUnhandledRejection);
  load(config).then(
    (reporter) => {
      const queue = state.kind === "loading" ? state.queue : [];
      state = { kind: "on", reporter };
      for (const { error, context } of queue) reporter.report(error, context);
    },
    () => {
      // The chunk did not load (offline, blocked): reporting stays off for this page load.
      state = { kind: "off" };
      window.removeEventListener("error", onWindowError);
      window.removeEventListener("unhandledrejection", onUnhandledRejection);
    },
  );
}

/** For the root: starts reporting once the root data says whether there is a DSN (`undefined`: not known). */
export function useBrowserErrorReporting(config: BrowserErrorReportingConfig | null | undefined): void {
  // The config object is new on every revalidation; its values are what count.
  const known = config !== undefined;
  const dsn = config?.dsn;
  const environment = config?.environment;
  useEffect(() => {
    if (known) startBrowserErrorReporting(dsn !== undefined && environment !== undefined ? { dsn, environment } : null);
  }, [known, dsn, environment]);
}
