/** A page number to show, or "gap" for the dots that stand for the pages left out. */
export type PagerItem = number | "gap";

/** Pages shown either side of the current one. */
const SIBLINGS = 1;
/** first, gap, current with its siblings, gap, last: the count stays the same on every page. */
const MAX_ITEMS = 2 * SIBLINGS + 5;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The pager's items (spec part 1 §9: first and last always shown, dots for gaps). Near either end
 * the window widens, so the pager keeps its width and a gap always hides at least two pages
 * (dots in place of a single page would be no shorter than the page itself).
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  if (last <= MAX_ITEMS) return range(1, last);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const edgeRun = MAX_ITEMS - 2; // pages in a row next to the end being approached
  if (page <= edgeRun - SIBLINGS) return [...range(1, edgeRun), "gap", last];
  if (page >= last - edgeRun + SIBLINGS + 1) return [1, "gap", ...range(last - edgeRun + 1, last)];
  return [1, "gap", ...range(page - SIBLINGS, page + SIBLINGS), "gap", last];
}
