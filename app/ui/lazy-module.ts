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

/** The lazily imported module, or null until it is there (and while hydrating, like the server). */
export function useLazyModule<Module>(lazy: LazyModule<Module>): Module | null {
  return useSyncExternalStore(lazy.subscribe, lazy.current, () => null);
}

/** Settles once every lazy import started so far has: for tests. */
export async function lazyModulesLoaded(): Promise<void> {
  await Promise.all(started);
}
