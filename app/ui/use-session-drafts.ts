import { useEffect } from "react";
import type { DraftsRouter } from "./session-drafts";

/**
 * Keeps drafts of free text through a session's end (session-drafts.ts, decision 255). The module
 * that does it is loaded once the page runs, outside the first load's JavaScript, and follows the
 * app's data router (`window.__reactRouterDataRouter`, which React Router sets in the browser).
 */
export function useSessionDrafts() {
  useEffect(() => {
    const router = (window as { __reactRouterDataRouter?: DraftsRouter }).__reactRouterDataRouter;
    if (!router) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    void import("./session-drafts").then(({ startSessionDrafts }) => {
      if (!stopped) stop = startSessionDrafts(router);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
}
