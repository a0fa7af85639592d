import { NodeClient, Scope, defaultStackParser, makeNodeTransport } from "@sentry/node";
import { type ReportEvent, redactedReport } from "#domain/redaction";

// Errors go to an error-reporting service over Sentry's protocol (which self-hosted services
// accept too) when SENTRY_DSN is set; without it nothing is set up and nothing is sent. Every
// event passes the same redaction as the logs (domain/redaction.ts) before it leaves.

export interface ErrorContext {
  /** The part of the portal: "api", "pages", "oauth", ... */
  area: string;
  /** The route: the API's path pattern or the page's redacted path. */
  route?: string;
  requestId?: string;
  method?: string;
  /** The request URL; only its redacted form is sent. */
  url?: string;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
  /** Waits until queued reports are sent (tests, shutdown). */
  flush(timeoutMs?: number): Promise<boolean>;
}

export const noErrorReporter: ErrorReporter = {
  report() {},
  flush: () => Promise.resolve(true),
};

export interface SentryReporterOptions {
  dsn: string;
  environment: string;
}

/** A client of its own (no global hub, no automatic instrumentation): only what we report is sent. */
export function createSentryErrorReporter({ dsn, environment }: SentryReporterOptions): ErrorReporter {
  const client = new NodeClient({
    dsn,
    environment,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    maxBreadcrumbs: 0,
    // Nothing collected by the SDK itself; without userInfo the service is also told not to take
    // the sender's IP address from the request.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, databaseQueryData: false, stackFrameVariables: false, frameContextLines: 0 },
    beforeSend: (event) => redactedReport(event as unknown as ReportEvent) as unknown as typeof event,
  });
  client.init();
  return {
    report(error, { area, route, requestId, method, url }) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTag("area", area);
      if (route) scope.setTag("route", route);
      if (requestId) scope.setTag("request_id", requestId);
      scope.addEventProcessor((event) => ({ ...event, request: { method, url } }));
      scope.captureException(error);
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
  };
}
