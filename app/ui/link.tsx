import { type ComponentProps, type MouseEvent, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { href, type PathParams, type SearchParams } from "#domain/routes/href";
import type { Lang, PageKey } from "#domain/routes/route-table";
import { useLang } from "#app/root-context";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  page: PageKey;
  params?: PathParams;
  search?: SearchParams;
  /** Another language than the page's own (the language switch). */
  lang?: Lang;
  hash?: string;
  /** Keep the scroll position when the app follows the link (the router's own option). */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of the route table in the current language, followed in the app once it has
 * loaded (a plain link before that, and with a modifier key or another target).
 *
 * The router's own Link resolves its target against the route matches, and sets up prefetching
 * and masking, for every link it renders; ours are absolute paths from the route table already,
 * so this renders the anchor and navigates on click (decision 407): a page renders 20–60 links.
 * `data-discover` keeps the router's lazy route discovery of the links on the page.
 */
export const Link = import.meta.env.SSR ? ServerLink : AppLink;

/** The link's address in the current language, and the attributes that go on the anchor as they are. */
function anchorOf(props: LinkProps, currentLang: Lang) {
  const { page, params, search, lang, hash, onClick: _onClick, preventScrollReset: _preventScrollReset, ...anchor } = props;
  return { to: href(page, lang ?? currentLang, params, search) + (hash ? `#${hash}` : ""), anchor };
}

/**
 * The same anchor rendered on the server (decision 416): there is nothing to click there, so the
 * router's navigate and the hydration state, two hooks per link of a page, are not asked for.
 */
export function ServerLink(props: LinkProps) {
  const { to, anchor } = anchorOf(props, useLang());
  return <a {...anchor} href={to} data-discover="true" />;
}

export function AppLink(props: LinkProps) {
  const { to, anchor } = anchorOf(props, useLang());
  const navigate = useNavigate();
  const location = useLocation();
  // Whether the page has mounted, read at the click, not rendered: useHydrated would render every
  // link of the page once more, in one task React cannot slice, right after hydration (issue 36 §3).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  function followInApp(event: MouseEvent<HTMLAnchorElement>) {
    props.onClick?.(event);
    // While the page hydrates, React may already run this handler, but the router's navigate
    // does nothing until the page has mounted: the browser follows the link instead.
    if (!mounted.current || event.defaultPrevented || !isPlainClick(event, anchor.target)) return;
    event.preventDefault();
    // As the router's Link does: a link to where one already is replaces the history entry.
    void navigate(to, { replace: location.pathname + location.search + location.hash === to, preventScrollReset: props.preventScrollReset });
  }
  return <a {...anchor} href={to} onClick={followInApp} data-discover="true" />;
}

/** A left click without a modifier key, on a link that opens in this tab: the app follows it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === "_self") && !modified;
}
