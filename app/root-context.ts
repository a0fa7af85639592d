import { useMatches, useRouteLoaderData } from "react-router";
import { BRANDS, type Brand } from "#app/brands";
import { PAGES, parseRouteId, type Lang, type PageDefinition, type PageKey } from "#domain/routes/route-table";
import type { RootData } from "./root-data.server";

/** Root loader data; present on every page rendered under the root route. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData used outside the root route");
  return data;
}

export function useLang(): Lang {
  return useRootData().lang;
}

export function useBrand(): Brand {
  return BRANDS[useRootData().brandId];
}

/** The page of the route table being shown, with its path parameters; null on not-found. */
export function useCurrentPage():
  | { key: PageKey; lang: Lang; definition: PageDefinition; params: Record<string, string | undefined> }
  | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const parsed = leaf ? parseRouteId(leaf.id) : null;
  if (!leaf || !parsed) return null;
  return { ...parsed, definition: PAGES[parsed.key], params: leaf.params };
}
