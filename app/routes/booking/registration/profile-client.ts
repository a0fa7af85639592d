import type { ValidationDetail } from "#domain/validation-details";
import { href } from "#domain/routes/href";
import type { Lang } from "#domain/routes/route-table";
import { loadDocument } from "#app/ui/load-document";

// The browser side of the profile and insurer calls (spec part 1 §7, part 2 §7): logged-in calls
// with the session's csrfToken as a query parameter. Every answer becomes one outcome: the JSON
// body, a 400 ValidationError's details, a network failure (spec §8: "Network Error or
// ECONNABORTED"), or a session that is gone or timed out.

export type CallOutcome<Body> =
  | { kind: "ok"; body: Body }
  | { kind: "invalid"; details: ValidationDetail[] }
  | { kind: "network" }
  | { kind: "session"; expired: boolean }
  | { kind: "failed"; status: number };

export interface CallOptions {
  /** Query parameters besides csrfToken (e.g. lang). */
  query?: Record<string, string>;
  /** The session's token; sent as the csrfToken query parameter when given. */
  csrfToken?: string | null;
  body?: unknown;
  signal?: AbortSignal;
}

export async function callJson<Body extends { type?: unknown }>(
  method: "GET" | "POST" | "PUT",
  path: string,
  { query = {}, csrfToken, body, signal }: CallOptions = {},
): Promise<CallOutcome<Body>> {
  const params = new URLSearchParams(query);
  if (csrfToken !== undefined) params.set("csrfToken", csrfToken ?? "");
  const search = params.toString();
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      method,
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch {
    return { kind: "network" };
  }
  const payload = (await response.json().catch(() => null)) as (Body & { details?: unknown }) | null;
  const type = payload?.type;
  if (response.status === 401 || (response.status === 403 && type === "csrfTokenInvalid")) {
    return { kind: "session", expired: type === "sessionExpired" };
  }
  if (response.status === 400 && type === "ValidationError" && Array.isArray(payload?.details)) {
    return { kind: "invalid", details: payload.details as ValidationDetail[] };
  }
  if (!response.ok || payload === null) return { kind: "failed", status: response.status };
  return { kind: "ok", body: payload };
}

/** Leaves for the login (or timed-out) page, coming back to the current page afterwards. */
export function leaveWithoutSession(lang: Lang, expired: boolean): void {
  const next = window.location.pathname + window.location.search;
  loadDocument(expired ? href("expiredSession", lang, {}, { next }) : href("login", lang, {}, { nextPath: next }));
}
