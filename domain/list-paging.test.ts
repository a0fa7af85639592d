import { describe, expect, it } from "vitest";
import { clampPageRun, MAX_PAGES_PER_VIEW, nextPageRun, pageRunOf, pageRunSearch, pageStartAttributes, previousPageRun, rowWindowOf } from "./list-paging";

// The runs of pages a list view shows (decision 306): the pager's single pages and a phone's
// "Show more" one page longer, from the address and back to it.

const run = (search: string) => pageRunOf(new URLSearchParams(search));

describe("pageRunOf", () => {
  it("reads ?page= as the last page and ?from= as the first, defaulting to one page", () => {
    expect(run("")).toEqual({ first: 1, last: 1 });
    expect(run("page=3")).toEqual({ first: 3, last: 3 });
    expect(run("from=1&page=3")).toEqual({ first: 1, last: 3 });
  });

  it("treats nonsense as the first page and a first page after the last as the last alone", () => {
    expect(run("page=abc&from=-2")).toEqual({ first: 1, last: 1 });
    expect(run("from=5&page=2")).toEqual({ first: 2, last: 2 });
  });

  it("shows at most ten pages in one view", () => {
    expect(run("from=1&page=30")).toEqual({ first: 30 - MAX_PAGES_PER_VIEW + 1, last: 30 });
  });
});

describe("the run shown and its links", () => {
  it("clamps a run past the end to the last page", () => {
    expect(clampPageRun({ first: 5, last: 9 }, 13, 10)).toEqual({ first: 2, last: 2 });
    expect(clampPageRun({ first: 1, last: 9 }, 13, 10)).toEqual({ first: 1, last: 2 });
    expect(clampPageRun({ first: 1, last: 1 }, 0, 10)).toEqual({ first: 1, last: 1 });
  });

  it("reads the run's rows as one window", () => {
    expect(rowWindowOf({ first: 2, last: 3 }, 10)).toEqual({ limit: 20, offset: 10 });
  });

  it("links Show more one page longer, Show earlier one page earlier, and the first page with no parameters", () => {
    expect(pageRunSearch(nextPageRun({ first: 1, last: 1 }))).toEqual({ from: 1, page: 2 });
    expect(nextPageRun({ first: 1, last: MAX_PAGES_PER_VIEW })).toEqual({ first: 2, last: MAX_PAGES_PER_VIEW + 1 });
    expect(previousPageRun({ first: 3, last: 3 })).toEqual({ first: 2, last: 3 });
    expect(pageRunSearch({ first: 1, last: 1 })).toBeUndefined();
    expect(pageRunSearch({ first: 4, last: 4 })).toEqual({ page: 4 });
  });

  it("marks the first row of each page shown as where Show more lands", () => {
    expect(pageStartAttributes({ first: 2, last: 3 }, 10, 0)).toEqual({ id: "list-page-2", tabIndex: -1 });
    expect(pageStartAttributes({ first: 2, last: 3 }, 10, 10)).toEqual({ id: "list-page-3", tabIndex: -1 });
    expect(pageStartAttributes({ first: 2, last: 3 }, 10, 5)).toEqual({});
  });
});
