import { type ComponentType, createElement, startTransition, use, useCallback, useEffect, useReducer, useSyncExternalStore } from "react";
import { isInitialHydration, noSubscription } from "./initial-hydration";

// A module a page needs only after its first paint: a form's zod schemas and their validation, the
// booking list's address parser. The browser starts importing it as soon as the page's own module
// runs, so it is there long before anyone leaves a field or picks a filter, but it is not among
// the scripts the page's HTML waits for (issue 16, decision 239). Until it is there, and if it
// never comes, the page does without: a form works as without JavaScript (the action checks what
// was sent and answers with the errors), the booking list shows the search the server parsed.

export interface LazyModule<Module> {
  /** The module once imported; null before that, and always on the server. */
  current(): Module | null;
  /** The module, importing it if it is not there yet (for an event handler that needs it now). */
  load(): Promise<Module>;
  subscribe(listener: () => void): () => void;
}

const started: Promise<unknown>[] = [];

export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | null = null;
  let importing: Promise<Module> | null = null;
  const listeners = new Set<() => void>();
  function load(): Promise<Module> {
    importing ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // The next use tries again.
        importing = null;
        throw error;
      },
    );
    return importing;
  }
  // A failed import leaves the checking to the action, and the next use or page load tries again.
  if (typeof document !== "undefined") started.push(load().catch(() => undefined));
  return {
    current: () => loaded,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A promise React's `use` reads without suspending once it has settled (React reads these fields). */
type TrackedPromise<T> = Promise<T> & ({ status: "pending" } | { status: "fulfilled"; value: T } | { status: "rejected"; reason: unknown });

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: TrackedPromise<T> = Object.assign(promise, { status: "pending" as const });
  // The handlers return nothing: returning the promise itself would chain onto its own rejection.
  result.then(
    (value) => {
      Object.assign(result, { status: "fulfilled", value });
    },
    (reason: unknown) => {
      Object.assign(result, { status: "rejected", reason });
    },
  );
  return result;
}

/**
 * A component only some of a page's states show (the booked appointment after the booking form,
 * the insurer picker of insurance bookings), imported as soon as the page's module runs, on the
 * server too. The server renders it into the HTML like any other component (its import settled at
 * start-up), so the page reads the same without JavaScript; the browser renders it at once when
 * its code is there and otherwise suspends: render it inside <Suspense>, where hydration keeps the
 * server's HTML until the code arrives. React.lazy would not do: it suspends on its first render
 * even when the import has settled, which on the server streams the part in behind a script.
 */
export function lazyComponent<Props extends object>(importComponent: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let importing = tracked(importComponent());
  if (typeof document !== "undefined") started.push(importing.catch(() => undefined));
  return function LazyComponent(props: Props) {
    // A failed import is tried again by the next render after the error it throws.
    if (importing.status === "rejected") {
      const failed = importing;
      importing = tracked(importComponent());
      throw failed.reason;
    }
    return createElement(use(importing), props);
  };
}

const onServer = () => null;

/**
 * The lazily imported module, or null until it is there (and while hydrating, like the server).
 * Its arrival re-renders the component in a transition: a form's schemas re-render the whole
 * form, which React then slices and puts behind the user's input (decision 430).
 */
export function useLazyModule<Module>(lazy: LazyModule<Module>): Module | null {
  // Read at render only outside the page's first hydration (app/ui/initial-hydration.ts), so that
  // React has nothing to correct synchronously right after it; a store without a subscription, so
  // that the arrival's re-render is this hook's transition, not React's urgent store update.
  const current = useCallback(() => (isInitialHydration() ? null : lazy.current()), [lazy]);
  const module = useSyncExternalStore(noSubscription, current, onServer);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (module) return;
    const show = () => startTransition(rerender);
    const unsubscribe = lazy.subscribe(show);
    // It may have come during hydration, or between the render and this effect.
    if (lazy.current()) show();
    return unsubscribe;
  }, [lazy, module]);
  return module;
}

/** Settles once every lazy import started so far has: for tests. */
export async function lazyModulesLoaded(): Promise<void> {
  await Promise.all(started);
}
