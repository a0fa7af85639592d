import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db/test-database";
import { hitRateLimit, isRateLimited, resetRateLimit } from "./rate-limit";

const rule = { limit: 3, windowMs: 60_000, blockMs: 300_000 };

describe("rate limits", () => {
  const database = useTestDatabase();
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, seconds));

  it("allows the limit within a window, then blocks for the block time", async () => {
    const key = "test:block";
    for (let hit = 1; hit <= 3; hit++) {
      expect(await hitRateLimit(database.db, key, rule, at(hit))).toEqual({ allowed: true, remaining: 3 - hit });
    }
    const refused = await hitRateLimit(database.db, key, rule, at(4));
    expect(refused).toEqual({ allowed: false, retryAt: new Date(at(4).getTime() + 300_000) });
    expect(await isRateLimited(database.db, key, at(100))).toEqual(new Date(at(4).getTime() + 300_000));
    // Still blocked after the window has passed, until the block ends.
    expect((await hitRateLimit(database.db, key, rule, at(200))).allowed).toBe(false);
    expect(await isRateLimited(database.db, key, new Date(at(4).getTime() + 300_001))).toBeNull();
  });

  it("starts a new window once the old one has passed", async () => {
    const key = "test:window";
    await hitRateLimit(database.db, key, rule, at(0));
    await hitRateLimit(database.db, key, rule, at(1));
    await hitRateLimit(database.db, key, rule, at(2));
    expect(await hitRateLimit(database.db, key, rule, at(61))).toEqual({ allowed: true, remaining: 2 });
  });

  it("forgets a key on reset", async () => {
    const key = "test:reset";
    for (let hit = 0; hit < 4; hit++) await hitRateLimit(database.db, key, rule, at(hit));
    await resetRateLimit(database.db, key);
    expect(await hitRateLimit(database.db, key, rule, at(5))).toEqual({ allowed: true, remaining: 2 });
  });
});
