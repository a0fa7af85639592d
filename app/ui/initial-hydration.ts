import { startTransition, useEffect, useReducer, useState } from "react";

// The page's first hydration, from `hydrateRoot` (app/entry.client.tsx) to the effect of
// InitialHydrationEnd, rendered last in the document's body (app/root.tsx), which runs after every
// other hydrated component's effects.
//
// A hook on useSyncExternalStore renders the server's value while hydrating, and React re-renders
// each component whose browser value differs right after hydration: at synchronous priority, in
// one task it cannot slice, which on a phone was a long task of its own (issue 36 §3, decision
// 430). During the first hydration the hooks here answer the server's value in the browser too,
// so React finds nothing to correct, and each such component re-renders itself in a transition
// instead, which React slices and puts behind input. A part that hydrates later (inside a
// Suspense boundary whose code came after) or mounts after hydration reads the browser's value as
// before.

let initialHydration = false;

/** app/entry.client.tsx, just before `hydrateRoot`. */
export function beginInitialHydration(): void {
  initialHydration = true;
}

/** InitialHydrationEnd's effect: every component of the first hydration has run its effects. */
export function endInitialHydration(): void {
  initialHydration = false;
}

/** True from `hydrateRoot` until InitialHydrationEnd's effect: a store hook answers the server's value. */
export function isInitialHydration(): boolean {
  return initialHydration;
}

/** For useSyncExternalStore over a value that never announces a change: the hook re-renders itself. */
export const noSubscription = () => () => {};

/**
 * For a hook that answers the server's value during the first hydration: renders the calling
 * component once more in a transition after it, when the store hook reads the browser's value.
 */
export function useRenderAfterInitialHydration(): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (initialHydration) startTransition(rerender);
  }, []);
}

/**
 * Rendered last in the document's body, so that its effects run after every other component's
 * of the first hydration: ends it, and once the transitions it left have committed too, marks the
 * page interactive (`html[data-hydrated]`, which the end-to-end tests wait for).
 */
export function InitialHydrationEnd(): null {
  const [settled, settle] = useState(false);
  useEffect(() => {
    endInitialHydration();
    // In the same transition lane as the components' re-renders, so committed with them.
    startTransition(() => settle(true));
  }, []);
  useEffect(() => {
    if (settled) document.documentElement.dataset.hydrated = "";
  }, [settled]);
  return null;
}
