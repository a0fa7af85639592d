import type { ComponentProps } from "react";
// The router's own Link is imported here only; everywhere else links go through this one.
// eslint-disable-next-line no-restricted-imports
import { Link as RouterLink } from "react-router";
import { href, type PathParams, type SearchParams } from "#domain/routes/href";
import type { Lang, PageKey } from "#domain/routes/route-table";
import { useLang } from "#app/root-context";

type LinkProps = Omit<ComponentProps<typeof RouterLink>, "to"> & {
  page: PageKey;
  params?: PathParams;
  search?: SearchParams;
  /** Another language than the page's own (the language switch). */
  lang?: Lang;
  hash?: string;
};

/** A link to a page of the route table in the current language. */
export function Link({ page, params, search, lang, hash, ...rest }: LinkProps) {
  const currentLang = useLang();
  const to = href(page, lang ?? currentLang, params, search) + (hash ? `#${hash}` : "");
  return <RouterLink to={to} {...rest} />;
}
