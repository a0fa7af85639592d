import { useLocation } from "react-router";
import { href } from "#domain/routes/href";
import { expiredSessionNextPath } from "#domain/session-state";
import type { ValidationDetail } from "#domain/validation-details";
import { useLang, useRootData } from "#app/root-context";
import { loadDocument } from "#app/ui/load-document";

// The one browser client of /api, for what a page must call itself (searching as the user filters,
// polling, uploads); writes go through the page's action instead (app/form.server.ts). Logged-in
// calls carry the session's csrfToken as a query parameter (spec part 1 §7). Every answer becomes
// one outcome of one error model, the same for every caller:
// - ok: the JSON body (2xx);
// - invalid: a 400 ValidationError's details;
// - session: 401, or 403 csrfTokenInvalid: the session is gone (expired: timed out);
// - rateLimited: 429, with the body's `type` when it names the limit;
// - network: the request failed on the way (spec §8 "Network Error or ECONNABORTED"), or was aborted;
// - failed: any other answer, with its status and `type` when the body had one.

export type ApiOutcome<Body> =
  | { kind: "ok"; body: Body }
  | { kind: "invalid"; details: ValidationDetail[] }
  | { kind: "session"; expired: boolean }
  | { kind: "rateLimited"; type: string | null }
  | { kind: "network"; aborted: boolean }
  | { kind: "failed"; status: number; type: string | null };

export interface ApiCallOptions {
  /** Query parameters besides csrfToken (e.g. lang), or a ready query string. */
  query?: Record<string, string> | URLSearchParams;
  /** The session's token; sent as the csrfToken query parameter when given (null: none yet). */
  csrfToken?: string | null;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls `method path` and answers its outcome. `Body` is the endpoint's success body as the server
 * module declares it (import its type): the server is the one that validates, the client trusts
 * its own API's answer shape.
 */
export async function callApi<Body>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  { query, csrfToken, body, signal }: ApiCallOptions = {},
): Promise<ApiOutcome<Body>> {
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
    return { kind: "network", aborted: signal?.aborted ?? false };
  }
  const payload: unknown = await response.json().catch(() => null);
  const type = typeOf(payload);
  if (response.status === 401 || (response.status === 403 && type === "csrfTokenInvalid")) {
    return { kind: "session", expired: type === "sessionExpired" };
  }
  if (response.status === 429) return { kind: "rateLimited", type };
  if (response.status === 400 && type === "ValidationError") return { kind: "invalid", details: detailsOf(payload) };
  if (!response.ok || payload === null) return { kind: "failed", status: response.status, type };
  return { kind: "ok", body: payload as Body };
}

function typeOf(payload: unknown): string | null {
  return typeof payload === "object" && payload !== null && "type" in payload && typeof payload.type === "string" ? payload.type : null;
}

function detailsOf(payload: unknown): ValidationDetail[] {
  const details = typeof payload === "object" && payload !== null && "details" in payload ? payload.details : null;
  return Array.isArray(details) ? (details as ValidationDetail[]) : [];
}

/** The csrfToken of the page's session state (null for an anonymous visitor). */
export function useCsrfToken(): string | null {
  return useRootData().sessionState.csrfToken;
}

/** Leaves for the login (or timed-out) page, coming back to this page afterwards. */
export function useLeaveWithoutSession(): (expired: boolean) => void {
  const lang = useLang();
  const location = useLocation();
  const { brandId } = useRootData();
  return (expired) => {
    const next = location.pathname + location.search;
    loadDocument(
      expired
        ? href("expiredSession", lang, {}, { next: expiredSessionNextPath(brandId, href("home", lang), next) })
        : href("login", lang, {}, { nextPath: next }),
    );
  };
}
