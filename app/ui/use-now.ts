import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` so "5 minutes ago" does not go stale on a page
 * left open. A given `fixed` time (tests, a server-chosen now) is returned as is.
 */
export function useNow(fixed?: Date, intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  const isFixed = fixed !== undefined;
  useEffect(() => {
    if (isFixed) return;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [isFixed, intervalMs]);
  return fixed ?? now;
}
