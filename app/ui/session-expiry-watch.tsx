import { lazy, Suspense } from "react";
import { useRootData } from "#app/root-context";
import { useHydrated } from "./use-hydrated";

// Session expiry in the browser (spec part 1 §4 "Session", §9; decision 255): the warnings, "Log in
// again", the timed-out page and the drafts of free text. Only a logged-in page that runs needs
// them, so their code is loaded then, outside every page's first-load JavaScript (decision 258).

const SessionExpiryTimers = lazy(() => import("./session-expiry-timers"));

/** Mount once inside the toast provider and the router. */
export function SessionExpiryWatch() {
  const hydrated = useHydrated();
  const { isSessionValid } = useRootData().sessionState;
  if (!hydrated || !isSessionValid) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryTimers />
    </Suspense>
  );
}
