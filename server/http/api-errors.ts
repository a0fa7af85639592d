import type { ErrorRequestHandler, Request, Response } from "express";
import type { z } from "zod";
import { toValidationDetails, type ValidationDetail } from "#domain/validation-details";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { type ErrorReporter, noErrorReporter } from "#server/integrations/error-reporting/error-reporter";
import type { Logger } from "#server/logger";
import { contextOf } from "./request-context";

// The API's error answers, one shape each (spec part 1 §7): bad input is 400
// { type: "ValidationError", details: [{ path, message }] }, anything unforeseen is 500
// { type: "unknownError" }, logged with the request id and never with a stack in the answer.

/** 400 ValidationError from zod issues or ready details; `pathPrefix` names a path parameter. */
export function sendValidationError(res: Response, problems: z.ZodError | ValidationDetail[], pathPrefix?: string): void {
  const details = (Array.isArray(problems) ? problems : toValidationDetails(problems)).map((detail) =>
    pathPrefix ? { ...detail, path: detail.path ? `${pathPrefix}.${detail.path}` : pathPrefix } : detail,
  );
  res.status(400).json({ type: "ValidationError", details });
}

/**
 * An expected answer a guard throws from inside a handler (`requireActingPatient`): a result code
 * of the spec with its status, sent as it is by apiErrorHandler, never logged as an error.
 */
export class ApiAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string },
  ) {
    super(body.type);
    this.name = "ApiAnswer";
  }
}

/** The route's path pattern ("/invoices/:id/pdf"), not the path with its ids; "unknown" outside a route. */
function routePatternOf(req: Request): string {
  const route: unknown = req.route;
  return typeof route === "object" && route !== null && "path" in route && typeof route.path === "string" ? route.path : "unknown";
}

/** The last handler of /api: a guard's answer as it is; a body that is no JSON (or too big) is bad input; anything else a 500. */
export function apiErrorHandler(logger: Logger, reporter: ErrorReporter = noErrorReporter): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof ApiAnswer) {
      res.status(error.status).json(error.body);
      return;
    }
    const status = typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : 500;
    if (status === 400 || status === 413 || status === 415) {
      res.status(status === 415 ? 415 : 400).json({ type: "ValidationError", details: [{ path: "body", message: VALIDATION_KEYS.invalidValue }] });
      return;
    }
    const { requestId } = contextOf(res);
    logger.error({ err: error, requestId }, "API request failed");
    reporter.report(error, { area: "api", route: routePatternOf(req), requestId, method: req.method, url: req.originalUrl });
    res.status(500).json({ type: "unknownError" });
  };
}
