import type { Request, Response } from "express";
import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { type Language, LANGUAGES } from "#domain/enums";
import { href } from "#domain/routes/href";
import type { BrandId } from "#domain/session-state";
import { BRAND_THEME_COLOURS, WEB_APP_ICON_SIZES, webAppIconPath } from "#domain/web-app";
import { contextOf } from "./request-context";

// The web app manifest (decision 370): one per brand (the host decides, as for every page) and
// language (?lang=, the page's, written by app/web-app.server.ts), so an installed portal opens
// the brand's front page in the language it was installed in, with the brand's name, icon and colour.

const DESCRIPTION: Record<Language, string> = {
  fi: "Ajanvaraus, viestit, tulokset ja laskut",
  sv: "Tidsbokning, meddelanden, resultat och fakturor",
  en: "Appointments, messages, results and invoices",
};

export function webAppManifest(brand: BrandId, lang: Language) {
  const name = BRAND_CONTACTS[brand].name;
  return {
    id: "/",
    name,
    short_name: name,
    description: DESCRIPTION[lang],
    lang,
    dir: "ltr",
    start_url: href("home", lang),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: BRAND_THEME_COLOURS[brand],
    icons: WEB_APP_ICON_SIZES.flatMap((size) =>
      (["any", "maskable"] as const).map((purpose) => ({ src: webAppIconPath(brand, size), sizes: `${size}x${size}`, type: "image/png", purpose })),
    ),
  };
}

export function webAppManifestHandler(req: Request, res: Response): void {
  const requested = req.query.lang;
  const lang = LANGUAGES.find((candidate) => candidate === requested) ?? "fi";
  res.setHeader("Content-Type", "application/manifest+json; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=3600");
  // The same address answers each brand's host differently.
  res.setHeader("Vary", "Host");
  res.send(JSON.stringify(webAppManifest(contextOf(res).brand, lang)));
}
