import { BRANDS } from "#app/brands";
import type { RootData } from "#app/root-data.server";
import type { MessageKey } from "./messages";
import { intlOfRootData } from "./packed-messages";
import { formatText } from "./use-t";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The document title "{page} – {brand}" from the root data carried by a meta function's matches. */
export function pageTitle(matches: readonly (MatchWithData | undefined)[], key: MessageKey, values?: Record<string, string>) {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootData | undefined;
  if (!data) return [{ title: BRANDS.adult.name }];
  const intl = intlOfRootData(data);
  const brand = BRANDS[data.brandId].name;
  return [{ title: formatText(intl, "common.pageTitle", { page: formatText(intl, key, values), brand }) }];
}
