import { useEffect, useRef } from "react";
import { nextPageRun, type PageRun, pageRunSearch, pageStartId, previousPageRun } from "#domain/list-paging";
import { useT } from "#app/i18n/use-t";
import { Pager } from "./pager";
import { PagerLink } from "./pager-link";

// The paging of a long list (decision 306): the spec's pager on wider screens, and in its place on
// a phone (≤ 480 px, where part 1 §9 hides the pager) "Show more", a link to the same list one page
// longer that lands on the first new row. Both are plain links, so they work without JavaScript;
// CSS decides which one a screen shows.

export interface ListPagingProps {
  run: PageRun;
  pageCount: number;
  /** Rows shown and rows in all, for the phone's "Showing 20 of 208". */
  shownCount: number;
  total: number;
  /** The list's address with these search parameters (none for the first page). */
  hrefFor: (search: Record<string, number> | undefined) => string;
}

function runHref(hrefFor: ListPagingProps["hrefFor"], run: PageRun, landOn?: number): string {
  const path = hrefFor(pageRunSearch(run));
  return landOn === undefined ? path : `${path}#${pageStartId(landOn)}`;
}

/** Below the list: the pager, and a phone's "Show more". */
export function ListPaging({ run, pageCount, shownCount, total, hrefFor }: ListPagingProps) {
  const t = useT();
  const movedFrom = useRef<number | null>(null);

  // With JavaScript the router swaps the rows in place: take the keyboard to the first new row, as
  // the fragment takes the eyes there without it.
  useEffect(() => {
    const previousLast = movedFrom.current;
    if (previousLast === null || run.last <= previousLast) return;
    movedFrom.current = null;
    const firstNew = document.getElementById(pageStartId(previousLast + 1));
    firstNew?.focus({ preventScroll: true });
    firstNew?.scrollIntoView({ block: "start" });
  }, [run.last]);

  return (
    <>
      <Pager current={run.last} total={pageCount} hrefFor={(page) => runHref(hrefFor, { first: page, last: page })} />
      {run.last < pageCount ? (
        <p className="show-more">
          <PagerLink
            className="show-more__link"
            to={runHref(hrefFor, nextPageRun(run), run.last + 1)}
            onClick={() => {
              movedFrom.current = run.last;
            }}
          >
            {t("ui.pager.showMore")}
          </PagerLink>
          <span className="show-more__count">{t("ui.pager.shown", { shown: shownCount, total })}</span>
        </p>
      ) : null}
    </>
  );
}

/** Above the list, on a phone that opened a later page: "Show earlier", so no row is out of reach. */
export function ShowEarlier({ run, hrefFor }: Pick<ListPagingProps, "run" | "hrefFor">) {
  const t = useT();
  if (run.first <= 1) return null;
  const earlier = previousPageRun(run);
  return (
    <p className="show-more">
      <PagerLink className="show-more__link" to={runHref(hrefFor, earlier, earlier.first)}>
        {t("ui.pager.showEarlier")}
      </PagerLink>
    </p>
  );
}
