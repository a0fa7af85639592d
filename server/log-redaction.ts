import { pino } from "pino";

// Nothing that identifies a patient or opens a session reaches a log line: no identity code, name,
// contact detail, health text or token. Free text can hold any of them, so rather than recognise
// them, the logs keep only what is known to be safe: a request's method and path with its query
// values and token-like path segments removed, and an error's name, message and stack with the
// database parameters (a failing query's values) cut out.

/** Path segments this long and random-looking are secrets (booking links, session or upload ids). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;
/** An identity code anywhere in a path, e.g. a mistaken link. */
const IDENTITY_CODE = /\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]/gi;

/** The URL as logs may show it: the path, token-like segments and identity codes replaced, query names only. */
export function redactedUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const safePath = path
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? "[redacted]" : segment.replace(IDENTITY_CODE, "[redacted]")))
    .join("/");
  if (query === undefined) return safePath;
  const names = [...new Set(new URLSearchParams(query).keys())].map((name) => `${name}=…`);
  return `${safePath}?${names.join("&")}`;
}

/** The database drivers put a failing query's parameters in the error and its message. */
const QUERY_PARAMETERS = /\bparams:[\s\S]*$/;

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
  const clean = (text: string | undefined) => text?.replace(QUERY_PARAMETERS, "params: [redacted]");
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
