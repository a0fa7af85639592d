import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLinkClickHandler } from "react-router";

type PagerLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path already built with href() (or a relative "?page=3"); this component adds no words. */
  to: string;
};

/**
 * A client-side link to a path the caller built. The route-table Link takes a page key; the pager
 * only gets finished paths from its hrefFor, so it navigates through the router's own hooks.
 */
export function PagerLink({ to, onClick, ...rest }: PagerLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} href={href} onClick={handleClick} />;
}
