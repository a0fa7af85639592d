import { listPageOf, pageCountOf } from "./records";

export { pageCountOf };

// Paging of the long patient lists (visits, laboratory results, prescriptions, vaccinations,
// invoices, conversations, the access log; decision 306). A view shows a run of whole pages,
// `?page=` the last of them and `?from=` the first: the pager of a wide screen links to single
// pages (`?page=3`), a phone's "Show more" to the same run one page longer (`?from=1&page=4`), as a
// plain link that works without JavaScript. Pure: pages and server share it.

/** Page sizes the spec leaves open (part 2 §2 pages no visits, results or prescriptions): decision 306. */
export const VISIT_PAGE_SIZE = 20;
export const LAB_RESULT_DAY_PAGE_SIZE = 20;
export const PRESCRIPTION_PAGE_SIZE = 20;
/** A laboratory test's history table (decision 328); its chart draws every result. */
export const LAB_HISTORY_PAGE_SIZE = 20;

/** At most this many pages in one view: "Show more" past it drops the earliest page. */
export const MAX_PAGES_PER_VIEW = 10;

/** The pages a view shows, 1-based and inclusive: `first` ≤ `last`. */
export interface PageRun {
  first: number;
  last: number;
}

/**
 * The run a list's address asks for: `?page=` (the last page, default 1) and `?from=` (the first,
 * default the last). A list whose `from` means something else (the access log's date filter) names
 * its first page otherwise.
 */
export function pageRunOf(params: URLSearchParams, fromParam = "from"): PageRun {
  const last = listPageOf(params.get("page"));
  const from = params.get(fromParam);
  const first = from === null ? last : Math.min(listPageOf(from), last);
  return { first: Math.max(first, last - MAX_PAGES_PER_VIEW + 1), last };
}

/** The run actually shown for `total` rows: past the end shows the last page (and what it can of the run). */
export function clampPageRun(run: PageRun, total: number, pageSize: number): PageRun {
  const pageCount = pageCountOf(total, pageSize);
  const last = Math.min(Math.max(1, Math.floor(run.last)), pageCount);
  const first = Math.min(Math.max(1, Math.floor(run.first)), last);
  return { first, last };
}

/** The rows of a run for a query's `limit` and `offset`. */
export function rowWindowOf(run: PageRun, pageSize: number): { limit: number; offset: number } {
  return { limit: (run.last - run.first + 1) * pageSize, offset: (run.first - 1) * pageSize };
}

/** The search parameters of a run (none for the first page alone), for href(). */
export function pageRunSearch(run: PageRun): Record<string, number> | undefined {
  if (run.first === run.last) return run.last > 1 ? { page: run.last } : undefined;
  return { from: run.first, page: run.last };
}

/** The run one page longer, which "Show more" links to (at most MAX_PAGES_PER_VIEW pages). */
export function nextPageRun(run: PageRun): PageRun {
  const last = run.last + 1;
  return { first: Math.max(run.first, last - MAX_PAGES_PER_VIEW + 1), last };
}

/** The run one page earlier at its start, which "Show earlier" links to (a phone that opened a later page). */
export function previousPageRun(run: PageRun): PageRun {
  const first = Math.max(1, run.first - 1);
  return { first, last: Math.min(run.last, first + MAX_PAGES_PER_VIEW - 1) };
}

/** The id of the first row of `page` in a list, which "Show more" jumps to (and focuses). */
export function pageStartId(page: number): string {
  return `list-page-${page}`;
}

/**
 * The attributes of the row of index `index` (0-based, in the view) of a run: a row that starts a
 * page is where "Show more" lands, by its address's fragment and, with JavaScript, by focus.
 */
export function pageStartAttributes(run: PageRun, pageSize: number, index: number): { id?: string; tabIndex?: number } {
  return index % pageSize === 0 ? { id: pageStartId(run.first + index / pageSize), tabIndex: -1 } : {};
}

/** A list page as loaders hand it to the page: the rows shown, the run and the page count. */
export interface PagedList<T> {
  items: T[];
  run: PageRun;
  pageCount: number;
  pageSize: number;
  total: number;
}

/** A list that fits on its first page (the empty list of a person without a patient record). */
export function singlePage<T>(items: T[], pageSize: number): PagedList<T> {
  return { items, run: { first: 1, last: 1 }, pageCount: 1, pageSize, total: items.length };
}
