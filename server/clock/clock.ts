/**
 * The server's one source of "now". Nothing else reads the wall clock: services take `now`,
 * request handlers ask `services.clock`, and tests pin it so the suite passes at any hour.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at a pinned instant and then runs at real speed, so timeouts, rate-limit
 * windows and session lifetimes still pass while a test or an end-to-end run lasts.
 */
export function clockStartingAt(start: Date): Clock {
  const origin = performance.now();
  return { now: () => new Date(start.getTime() + Math.round(performance.now() - origin)) };
}

/** A clock that never moves; unit tests advance it by hand with `set`. */
export function fixedClock(at: Date): Clock & { set(next: Date): void } {
  let current = at;
  return {
    now: () => new Date(current.getTime()),
    set: (next) => {
      current = next;
    },
  };
}
