import type { AppLoadContext } from "react-router";
import { describeSession } from "#server/modules/account/session-state";
import { CATALOGS } from "#app/i18n/messages";
import { DEFAULT_LANG, isLang, type Lang } from "#app/i18n/route-table";
import type { MenuPatient } from "#app/ui/shell/menu";

/** The language of a request: the first path segment, Finnish when there is none. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** What the root route hands every page: language, brand, session state and texts. */
export function loadRootData(request: Request, context: AppLoadContext) {
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    lang,
    brandId: context.brand,
    nonce: context.nonce,
    sessionState: describeSession({ config: context.services.config, brand: context.brand, lang }),
    // Only the current language's texts travel with the page.
    messages: CATALOGS[lang],
    /** The logged-in patient as the menu shows them; null for an anonymous visitor. */
    patient: null as MenuPatient | null,
  };
}

export type RootData = ReturnType<typeof loadRootData>;
