// A small seeded pseudo-random generator (mulberry32), so that the demo data is the same on every
// run. Never use it for secrets.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError("Cannot pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
    },
  };
}
