import { useLocation } from "react-router";
import { href } from "#domain/routes/href";
import { useLang, useRootData } from "#app/root-context";
import { loadDocument } from "#app/ui/load-document";

// The browser side of the appointments API (spec part 1 §7): logged-in calls carry the session's
// csrfToken as a query parameter, anonymous ones (/api/anon/*) none. Results are the spec's codes;
// a failed request is a network failure (spec §8); a session that is gone or timed out sends the
// user to log in again (or to the timed-out page), back to this page afterwards.

export type ApiOutcome<Result extends string> =
  | { kind: "result"; type: Result | "unknownError" | "ValidationError" }
  | { kind: "network" }
  | { kind: "session"; expired: boolean };

export async function callApi<Result extends string>(
  method: "POST" | "DELETE",
  path: string,
  { csrfToken, body }: { csrfToken?: string | null; body?: unknown } = {},
): Promise<ApiOutcome<Result>> {
  const url = csrfToken === undefined ? path : `${path}?csrfToken=${encodeURIComponent(csrfToken ?? "")}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "network" };
  }
  const payload = (await response.json().catch(() => null)) as { type?: unknown } | null;
  if (response.status === 401 || (response.status === 403 && payload?.type === "csrfTokenInvalid")) {
    return { kind: "session", expired: payload?.type === "sessionExpired" };
  }
  if (payload && typeof payload.type === "string") return { kind: "result", type: payload.type as Result };
  return { kind: "result", type: "unknownError" };
}

/** The csrfToken of the page's session state (null for an anonymous visitor). */
export function useCsrfToken(): string | null {
  return useRootData().sessionState.csrfToken;
}

/** Leaves for the login (or timed-out) page, coming back to this page afterwards. */
export function useLeaveWithoutSession(): (expired: boolean) => void {
  const lang = useLang();
  const location = useLocation();
  return (expired) => {
    const next = location.pathname + location.search;
    loadDocument(expired ? href("expiredSession", lang, {}, { next }) : href("login", lang, {}, { nextPath: next }));
  };
}
