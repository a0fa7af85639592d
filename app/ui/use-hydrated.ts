import { useSyncExternalStore } from "react";
import { isInitialHydration, noSubscription, useRenderAfterInitialHydration } from "./initial-hydration";

const afterHydration = () => !isInitialHydration();
const onServer = () => false;

/**
 * False on the server and while hydrating, true once the browser runs the page's JavaScript. Each
 * component that reads it renders once more right after hydration (in a transition after the
 * page's first one: app/ui/initial-hydration.ts), so one that needs it only in an event handler
 * reads a ref its effect sets instead (as Link does).
 */
export function useHydrated(): boolean {
  useRenderAfterInitialHydration();
  return useSyncExternalStore(noSubscription, afterHydration, onServer);
}
