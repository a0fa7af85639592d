import { describe, expect, it } from "vitest";
import { pagerItems, type PagerItem } from "./pager-items";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("pagerItems", () => {
  it("has nothing for no pages", () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, -3)).toEqual([]);
    expect(pagerItems(1, Number.NaN)).toEqual([]);
  });

  it("shows the one page of one", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
  });

  it.each([1, 2])("shows both pages of two on page %i", (current) => {
    expect(pagerItems(current, 2)).toEqual([1, 2]);
  });

  it.each(range(1, 7))("shows all seven pages of seven on page %i", (current) => {
    expect(pagerItems(current, 7)).toEqual(range(1, 7));
  });

  it.each([
    [1, [1, 2, 3, 4, 5, "gap", 8]],
    [4, [1, 2, 3, 4, 5, "gap", 8]],
    [5, [1, "gap", 4, 5, 6, 7, 8]],
    [8, [1, "gap", 4, 5, 6, 7, 8]],
  ] as [number, PagerItem[]][])("eight pages on page %i", (current, expected) => {
    expect(pagerItems(current, 8)).toEqual(expected);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, "gap", 100]],
    [2, [1, 2, 3, 4, 5, "gap", 100]],
    [3, [1, 2, 3, 4, 5, "gap", 100]],
    [4, [1, 2, 3, 4, 5, "gap", 100]],
    [5, [1, "gap", 4, 5, 6, "gap", 100]],
    [50, [1, "gap", 49, 50, 51, "gap", 100]],
    [96, [1, "gap", 95, 96, 97, "gap", 100]],
    [97, [1, "gap", 96, 97, 98, 99, 100]],
    [99, [1, "gap", 96, 97, 98, 99, 100]],
    [100, [1, "gap", 96, 97, 98, 99, 100]],
  ] as [number, PagerItem[]][])("a hundred pages on page %i", (current, expected) => {
    expect(pagerItems(current, 100)).toEqual(expected);
  });

  it("clamps a current page outside the range", () => {
    expect(pagerItems(0, 100)).toEqual(pagerItems(1, 100));
    expect(pagerItems(-5, 100)).toEqual(pagerItems(1, 100));
    expect(pagerItems(101, 100)).toEqual(pagerItems(100, 100));
    expect(pagerItems(Number.NaN, 100)).toEqual(pagerItems(1, 100));
    expect(pagerItems(5, 3)).toEqual([1, 2, 3]);
  });

  it("keeps its promises on every page of every length up to 60", () => {
    for (let total = 1; total <= 60; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pagerItems(current, total);
        const pages = items.filter((item): item is number => item !== "gap");
        const where = `${current}/${total}: ${JSON.stringify(items)}`;
        expect(pages[0], where).toBe(1);
        expect(pages.at(-1), where).toBe(total);
        expect(pages, where).toContain(current);
        if (current > 1) expect(pages, where).toContain(current - 1);
        if (current < total) expect(pages, where).toContain(current + 1);
        expect(items.length, where).toBe(Math.min(total, 7));
        expect(items[0], where).not.toBe("gap");
        expect(items.at(-1), where).not.toBe("gap");
        items.forEach((item, index) => {
          if (item !== "gap") return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(typeof before === "number" && typeof after === "number", where).toBe(true);
          expect(after - before - 1, `a gap hides at least two pages, ${where}`).toBeGreaterThanOrEqual(2);
        });
        for (let index = 1; index < items.length; index++) {
          const previous = items[index - 1];
          const item = items[index];
          if (typeof previous === "number" && typeof item === "number") expect(item, where).toBe(previous + 1);
        }
      }
    }
  });
});
