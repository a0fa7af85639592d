// What may leave the process about a request or an error, in logs and in error reports alike: no
// identity code, name, contact detail, health text or token. Free text can hold any of them, so
// rather than recognise them all, only what is known to be safe is kept: a path with token-like
// segments and identity codes replaced and query values dropped, and an error's type and message
// with a failing query's parameters cut and identity codes, e-mail addresses and phone numbers
// replaced. Used by server/log-redaction.ts, the server's error reporter and the browser's.

/** Path segments this long and random-looking are secrets (booking links, session or upload ids). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;
/** An identity code anywhere, e.g. in a mistaken link. */
const IDENTITY_CODE = /\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]/gi;
/** The database drivers put a failing query's parameters in the error and its message. */
const QUERY_PARAMETERS = /\bparams:[\s\S]*$/;
const EMAIL = /[^\s@<>"'(),;:/?&=]+(?:@|%40)[^\s@<>"'(),;:/?&=]+\.[A-Za-z]{2,}/g;
/** Finnish mobile and land-line numbers, national or international (+358). */
const PHONE = /(?:\+358|\b0)[\s-]?\d{1,3}(?:[\s-]?\d){5,8}\b/g;

/** The URL as logs and reports may show it: the path, token-like segments and identity codes replaced, query names only. */
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

/**
 * Free text (an error's message or stack) as it may be logged or reported: a failing query's
 * parameters cut, and identity codes, e-mail addresses and phone numbers replaced.
 */
export function redactedText(text: string): string {
  return text.replace(QUERY_PARAMETERS, "params: [redacted]").replace(IDENTITY_CODE, "[redacted]").replace(EMAIL, "[redacted]").replace(PHONE, "[redacted]");
}

/** The parts of an error-reporting event (Sentry's protocol) that are kept; everything else is dropped. */
export interface ReportEvent {
  event_id?: string;
  timestamp?: number;
  platform?: string;
  level?: string;
  environment?: string;
  release?: string;
  message?: string;
  tags?: Record<string, unknown>;
  exception?: { values?: ReportException[] };
  request?: { method?: string; url?: string };
  [other: string]: unknown;
}

interface ReportException {
  type?: string;
  value?: string;
  mechanism?: { type?: string; handled?: boolean };
  stacktrace?: { frames?: ReportFrame[] };
}

interface ReportFrame {
  filename?: string;
  abs_path?: string;
  function?: string;
  module?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
}

/** Tag values are ours (area, route, request id), but a route may carry an id: they pass the URL rule. */
function redactedTags(tags: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!tags) return undefined;
  return Object.fromEntries(Object.entries(tags).map(([name, value]) => [name, redactedUrl(redactedText(String(value)))]));
}

function redactedFrame(frame: ReportFrame): ReportFrame {
  // File, function and line only: no source lines around it, no local variables.
  return {
    filename: frame.filename === undefined ? undefined : redactedUrl(frame.filename),
    abs_path: frame.abs_path === undefined ? undefined : redactedUrl(frame.abs_path),
    function: frame.function,
    module: frame.module,
    lineno: frame.lineno,
    colno: frame.colno,
    in_app: frame.in_app,
  };
}

/**
 * An error report as it may leave the process: the error's type, redacted message and stack
 * frames, the request's method and redacted URL, and the tags. No user, headers, cookies, query
 * values, body, breadcrumbs, extra data or contexts.
 */
export function redactedReport<T extends ReportEvent>(event: T): T {
  const kept: ReportEvent = {
    event_id: event.event_id,
    timestamp: event.timestamp,
    platform: event.platform,
    level: event.level,
    environment: event.environment,
    release: event.release,
    message: event.message === undefined ? undefined : redactedText(event.message),
    tags: redactedTags(event.tags),
    exception: event.exception
      ? {
          values: event.exception.values?.map((value) => ({
            type: value.type,
            value: value.value === undefined ? undefined : redactedText(value.value),
            mechanism: value.mechanism ? { type: value.mechanism.type, handled: value.mechanism.handled } : undefined,
            stacktrace: value.stacktrace ? { frames: value.stacktrace.frames?.map(redactedFrame) } : undefined,
          })),
        }
      : undefined,
    request: event.request ? { method: event.request.method, url: event.request.url === undefined ? undefined : redactedUrl(event.request.url) } : undefined,
  };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)) as T;
}

/**
 * A browser frame's file as it may be reported: a script under /assets/ keeps its address; any
 * other address (the page itself, with its ids and booking-link secrets, for inline code) is
 * replaced. A name that is no address ("<anonymous>") stays.
 */
function redactedBrowserFile(filename: string | undefined): string | undefined {
  if (filename === undefined || !/^[a-z][a-z0-9+.-]*:/i.test(filename)) return filename;
  try {
    const url = new URL(filename);
    return url.pathname.startsWith("/assets/") ? `${url.origin}${url.pathname}` : "[page]";
  } catch {
    return "[page]";
  }
}

/**
 * A browser's error report as it may leave the page: as `redactedReport`, and without the
 * request (the page's address, its query and the browser's headers) or any frame's page address.
 * Which page it was is told by the tags (the route table's key, never the address).
 */
export function redactedBrowserReport<T extends ReportEvent>(event: T): T {
  const { request: _request, ...rest }: ReportEvent = redactedReport(event);
  const exception = rest.exception?.values
    ? {
        values: rest.exception.values.map((value) =>
          value.stacktrace?.frames
            ? {
                ...value,
                stacktrace: {
                  frames: value.stacktrace.frames.map((frame) => ({
                    ...frame,
                    filename: redactedBrowserFile(frame.filename),
                    abs_path: redactedBrowserFile(frame.abs_path),
                  })),
                },
              }
            : value,
        ),
      }
    : rest.exception;
  return (exception === undefined ? rest : { ...rest, exception }) as T;
}
