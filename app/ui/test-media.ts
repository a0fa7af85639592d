import { act } from "@testing-library/react";

// A window of a given width for jsdom, which has no layout: innerWidth plus a matchMedia that
// evaluates (max-width: Npx) against it and notifies listeners when the width changes.

type Listener = (event: MediaQueryListEvent) => void;
const lists: { query: string; listeners: Set<Listener> }[] = [];

function matches(query: string): boolean {
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  return max ? window.innerWidth <= Number(max[1]) : false;
}

export function installMatchMedia(width: number) {
  setWidth(width);
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as MediaQueryList;
  };
}

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
}

/** Resizes the window and fires the change events of the queries whose answer changed. */
export function resizeTo(width: number) {
  const before = lists.map((entry) => matches(entry.query));
  setWidth(width);
  act(() => {
    lists.forEach((entry, index) => {
      const now = matches(entry.query);
      if (now !== before[index]) {
        for (const listener of entry.listeners) listener({ matches: now, media: entry.query } as MediaQueryListEvent);
      }
    });
  });
}

export function uninstallMatchMedia() {
  lists.length = 0;
  Reflect.deleteProperty(window, "matchMedia");
  setWidth(1024);
}
