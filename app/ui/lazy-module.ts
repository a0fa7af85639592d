import { useSyncExternalStore } from "react";

// A module a page needs only after its first paint: a form's zod schemas and their validation, the
// booking list's address parser. The browser starts importing it as soon as the page's own module
// runs, so it is there long before anyone leaves a field or picks a filter, but it is not among
// the scripts the page's HTML waits for (issue 16, decision 239). Until it is there, and if it
// never comes, the page does without: a form works as without JavaScript (the action checks what
// was sent and answers with the errors), the booking list shows the search the server parsed.

export interface LazyModule<Module> {
  /** The module once imported; null before that, and always on the server. */
  current(): Module | null;
  subscribe(listener: () => void): () => void;
}

const started: Promise<unknown>[] = [];

export function lazyModule<Module>(load: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | null = null;
  const listeners = new Set<() => void>();
  if (typeof document !== "undefined") {
    const importing = load().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
      },
      // A failed import leaves the checking to the action; the next page load tries again.
      () => undefined,
    );
    started.push(importing);
  }
  return {
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The lazily imported module, or null until it is there (and while hydrating, like the server). */
export function useLazyModule<Module>(lazy: LazyModule<Module>): Module | null {
  return useSyncExternalStore(lazy.subscribe, lazy.current, () => null);
}

/** Settles once every lazy import started so far has: for tests. */
export async function lazyModulesLoaded(): Promise<void> {
  await Promise.all(started);
}
