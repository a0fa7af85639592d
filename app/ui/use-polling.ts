import { useEffect, useRef } from "react";

// Polling (spec part 2 §4 "Conversation", §7: the conversations list and a conversation every
// 120000 ms). The next refresh is timed from the end of the previous one, a tick is skipped while
// `paused` (a form being sent, the page being hidden), and polling stops for good once a refresh
// fails: the page then shows its error with Try again instead of asking on and on.

export interface PollingOptions {
  intervalMs: number;
  /** Skip ticks while true (the refresh would race a send or a navigation). */
  paused?: boolean;
  /** No polling at all while false. */
  enabled?: boolean;
}

/**
 * Calls `refresh` every `intervalMs` while mounted. A refresh that rejects or answers `false`
 * stops the polling.
 */
export function usePolling(refresh: () => Promise<unknown>, { intervalMs, paused = false, enabled = true }: PollingOptions): void {
  const latest = useRef({ refresh, paused });
  latest.current = { refresh, paused };
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(tick, intervalMs);
    };
    const tick = async () => {
      if (stopped) return;
      if (latest.current.paused) return schedule();
      let ok: boolean;
      try {
        ok = (await latest.current.refresh()) !== false;
      } catch {
        ok = false;
      }
      if (!ok) stopped = true;
      if (!stopped) schedule();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled, intervalMs]);
}
