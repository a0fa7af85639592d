import { pino } from "pino";
import { redactedText, redactedUrl } from "#domain/redaction";

export { redactedText, redactedUrl };

// Nothing that identifies a patient or opens a session reaches a log line: no identity code, name,
// contact detail, health text or token. Free text can hold any of them, so rather than recognise
// them, the logs keep only what is known to be safe: a request's method and path with its query
// values and token-like path segments removed, and an error's name, message and stack with the
// database parameters (a failing query's values) cut out.

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  cause?: LoggedError;
}

export function redactedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[not an Error]" };
  const serialized = pino.stdSerializers.err(error);
  const clean = (text: string | undefined) => (text === undefined ? undefined : redactedText(text));
  return {
    type: serialized.type,
    message: clean(serialized.message) ?? "",
    stack: clean(serialized.stack),
    ...("code" in error && typeof error.code === "string" ? { code: error.code } : {}),
    ...(error.cause instanceof Error ? { cause: redactedError(error.cause) } : {}),
  };
}

/** pino-http's request as logged: method and redacted URL, no headers (cookies, tokens). */
export function redactedRequest(request: { id?: unknown; method?: string; url?: string }) {
  return { id: request.id, method: request.method, url: redactedUrl(request.url ?? "") };
}

/** pino-http's response as logged: its status only (headers carry cookies). */
export function redactedResponse(response: { statusCode?: number }) {
  return { statusCode: response.statusCode };
}
