import type { LinkDescriptor } from "react-router";

/**
 * A page's stylesheet for its `links`. With a precedence React writes the stylesheets at the top
 * of the head, ahead of the scripts' module preloads, so that a slow connection fetches what the
 * first paint waits for first; on a later page React adds a new one and waits for it before
 * showing the page, and keeps those it has (decision 265).
 */
export function stylesheet(href: string): LinkDescriptor {
  return { rel: "stylesheet", href, precedence: "default" } as LinkDescriptor;
}
