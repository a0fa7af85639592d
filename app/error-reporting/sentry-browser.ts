import { BrowserClient, Scope, defaultStackParser, makeFetchTransport, type BrowserOptions } from "@sentry/browser";
import { type ReportEvent, redactedBrowserReport } from "#domain/redaction";
import type { BrowserErrorContext, BrowserErrorReportingConfig, BrowserReporter } from "./browser-error-types";

// The browser's side of error reporting over Sentry's protocol. This module (and with it the SDK)
// is loaded only through the dynamic import in browser-errors.ts, and only when the server gives a
// SENTRY_PUBLIC_DSN: without one no page ever downloads it.

/** Every event passes the redaction of domain/redaction.ts before it leaves the page. */
export function beforeSend<T>(event: T): T {
  return redactedBrowserReport(event as ReportEvent) as T;
}

/**
 * A client of its own, as on the server: no global hub, no default integrations (no breadcrumbs
 * of clicks, console, fetch or history, no page address in the request), no client reports. Only
 * what browser-errors.ts hands over is sent, tagged with the area, the route table's page key and
 * the language.
 */
export function createBrowserReporter(
  { dsn, environment }: BrowserErrorReportingConfig,
  { transport = makeFetchTransport }: { transport?: BrowserOptions["transport"] } = {},
): BrowserReporter {
  const client = new BrowserClient({
    dsn,
    environment,
    transport,
    stackParser: defaultStackParser,
    integrations: [],
    maxBreadcrumbs: 0,
    sendClientReports: false,
    // Nothing collected by the SDK itself; without userInfo the service is also told not to take
    // the sender's IP address (a patient's, in the browser) from the request.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, databaseQueryData: false, stackFrameVariables: false, frameContextLines: 0 },
    beforeSend,
  });
  client.init();
  return {
    report(error: unknown, { area, page, lang }: BrowserErrorContext) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTags({ area, page, lang });
      scope.captureException(error);
    },
  };
}
