import { useSyncExternalStore } from "react";
import { BREAKPOINTS, screenSizeOf, type ScreenSize } from "#domain/date-display";
import { isInitialHydration, useRenderAfterInitialHydration } from "./initial-hydration";

export type { ScreenSize };

// Media queries fire only when a breakpoint is crossed, unlike resize events on every pixel.
function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") {
    window.addEventListener("resize", onChange);
    return () => window.removeEventListener("resize", onChange);
  }
  const queries = [BREAKPOINTS.small, BREAKPOINTS.medium].map((px) => window.matchMedia(`(max-width: ${px}px)`));
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

// During the page's first hydration, the server's answer: the correction comes in a transition.
function getSnapshot(): ScreenSize {
  return isInitialHydration() ? getServerSnapshot() : screenSizeOf(window.innerWidth);
}

// The server cannot know the window; it renders the large layout and the browser corrects it.
function getServerSnapshot(): ScreenSize {
  return "large";
}

/** "small" (≤ 480 px), "medium" (≤ 800 px) or "large" (spec part 1 §9). */
export function useScreenSize(): ScreenSize {
  useRenderAfterInitialHydration();
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
