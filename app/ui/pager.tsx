import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "#app/i18n/use-t";
import { pagerItems } from "./pager-items";
import { PagerLink } from "./pager-link";
import { useScreenSize } from "./use-screen-size";

interface PagerBase {
  /** 1-based. */
  current: number;
  total: number;
}

/** Either buttons that call onChange, or links to the paths hrefFor builds (works without JS). */
export type PagerProps = PagerBase &
  ({ onChange: (page: number) => void; hrefFor?: never } | { hrefFor: (page: number) => string; onChange?: never });

/** Page navigation of long lists; not rendered on small screens (spec part 1 §9) or for one page. */
export function Pager(props: PagerProps) {
  const { current, total } = props;
  const t = useT();
  const screenSize = useScreenSize();
  const navRef = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);

  // A page change re-renders the buttons and may remove the one that was pressed; keep keyboard
  // users inside the pager, on the page now shown.
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const nav = navRef.current;
    if (nav && !nav.contains(document.activeElement)) nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  if (screenSize === "small" || total <= 1) return null;

  function control(page: number, label: string, content: ReactNode, isCurrent = false, disabled = false) {
    const common = {
      className: `pager__control${isCurrent ? " pager__control--current" : ""}`,
      "aria-label": label,
      "aria-current": isCurrent ? ("page" as const) : undefined,
    };
    if (props.hrefFor) {
      // A link to nowhere is not a link: a disabled step is shown but left out for assistive tech.
      if (disabled)
        return (
          <span className="pager__control pager__control--disabled" aria-hidden="true">
            {content}
          </span>
        );
      return (
        <PagerLink {...common} to={props.hrefFor(page)}>
          {content}
        </PagerLink>
      );
    }
    const onChange = props.onChange;
    // aria-disabled rather than disabled: a disabled button drops focus, and stays discoverable.
    return (
      <button
        type="button"
        {...common}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (disabled || isCurrent) return;
          keepFocus.current = navRef.current?.contains(document.activeElement) ?? false;
          onChange(page);
        }}
      >
        {content}
      </button>
    );
  }

  const previous = t("ui.pager.previous");
  const next = t("ui.pager.next");
  return (
    <nav className="pager" aria-label={t("ui.pager.label")} ref={navRef}>
      <ul className="pager__list">
        <li className="pager__step">
          {control(current - 1, previous, <><span aria-hidden="true">‹ </span>{previous}</>, false, current <= 1)}
        </li>
        {pagerItems(current, total).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{control(item, t("ui.pager.page", { page: item }), item, item === current)}</li>
          ),
        )}
        <li className="pager__step">
          {control(current + 1, next, <>{next}<span aria-hidden="true"> ›</span></>, false, current >= total)}
        </li>
      </ul>
    </nav>
  );
}
