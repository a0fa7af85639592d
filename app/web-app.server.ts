import type { EntryContext } from "react-router";
import { LANGUAGES } from "#domain/enums";
import { isLang } from "#domain/routes/route-table";
import type { BrandId } from "#domain/session-state";
import { BRAND_THEME_COLOURS, PERSONAL_CACHE, serviceWorkerSettings, serviceWorkerUrl, WEB_APP_MANIFEST_PATH, webAppIconPath } from "#domain/web-app";
import type { WebAppHead } from "./scripts-after-paint.server";

// The installable app's part of a patient page (decisions 370, 371): the manifest of the brand in
// the page's language, the brand's icon and colour, and the service worker of this build. The care
// team's workspace is no installable app: its pages get none of it.

export function webAppHead(url: URL, brand: BrandId, routerContext: Pick<EntryContext, "manifest" | "staticHandlerContext">): WebAppHead | null {
  if (routerContext.staticHandlerContext.matches.some((match) => match.route.id === "workspace")) return null;
  const first = url.pathname.split("/")[1];
  const lang = isLang(first) ? first : "fi";
  return {
    manifest: `${WEB_APP_MANIFEST_PATH}?lang=${lang}`,
    appleTouchIcon: webAppIconPath(brand, 180),
    themeColour: BRAND_THEME_COLOURS[brand],
    serviceWorker: serviceWorkerUrl(serviceWorkerSettings(routerContext.manifest.version, LANGUAGES)),
    personalCache: PERSONAL_CACHE,
  };
}
