import type { ErrorRequestHandler, Request } from "express";
import { redactedUrl } from "#domain/redaction";
import type { ErrorReporter } from "#server/integrations/error-reporting/error-reporter";
import type { Logger } from "#server/logger";
import { apiErrorHandler } from "./api-errors";
import { contextOf } from "./request-context";

// The app's last handler: an error that no router answered, such as a failing session lookup
// (which runs before the API router and the pages) or an address Express cannot decode. Without
// it Express's own handler answered an HTML 500 with nothing reported. /api keeps its JSON
// answers (apiErrorHandler, route "unknown"); everything else gets a small page in the three
// languages, never a stack, since nothing localised may be loadable at this point.

const PAGE_TEXT = {
  disruption: "Palvelussa on häiriö · Tjänsten har en störning · The service has a disruption",
  badRequest: "Virheellinen pyyntö · Felaktig begäran · Bad request",
} as const;

function page(text: string): string {
  return `<!doctype html><html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text}</title></head><body><main id="main"><h1>${text}</h1></main></body></html>`;
}

/** A 4xx an error carries (Express and body-parser set `status` on bad input); anything else is ours: 500. */
function clientErrorStatusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : undefined;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status < 500 ? status : null;
}

function isApiRequest(req: Request): boolean {
  return req.path === "/api" || req.path.startsWith("/api/");
}

export function lastErrorHandler(logger: Logger, reporter: ErrorReporter): ErrorRequestHandler {
  const api = apiErrorHandler(logger, reporter);
  return (error: unknown, req, res, next) => {
    // Part of the answer is out already: Express ends the connection.
    if (res.headersSent) return next(error);
    if (isApiRequest(req)) return api(error, req, res, next);
    res.setHeader("Cache-Control", "no-store");
    res.type("html");
    const clientStatus = clientErrorStatusOf(error);
    if (clientStatus !== null) {
      res.status(clientStatus).send(page(PAGE_TEXT.badRequest));
      return;
    }
    const requestId = contextOf(res)?.requestId;
    logger.error({ err: error, requestId }, "request failed");
    reporter.report(error, {
      area: req.path.startsWith("/oauth/") ? "oauth" : "pages",
      route: redactedUrl(req.path),
      requestId,
      method: req.method,
      url: req.originalUrl,
    });
    res.status(500).send(page(PAGE_TEXT.disruption));
  };
}
