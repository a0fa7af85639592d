import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once the browser runs the page's JavaScript. Each
 * component that reads it renders once more right after hydration, so one that needs it only in an
 * event handler reads a ref its effect sets instead (as Link does).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
