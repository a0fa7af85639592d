import { CATALOGS } from "#app/i18n/messages";
import type { CompiledMessages } from "#app/i18n/catalog";
import { compileMessages } from "#app/i18n/compile-messages.server";
import type { Lang } from "#domain/routes/route-table";

/** The catalog keys the Finnish help instructions use. */
const HELP_KEY_PREFIXES = ["content.help.", "content.callCharge"];

/**
 * The help page is Finnish only (spec part 1 §2). On the sv and en pages only the current
 * language's texts reach the browser, so the loader hands over the Finnish help texts too;
 * null on the Finnish page, which has them already.
 */
export function finnishHelpMessages(lang: Lang): CompiledMessages | null {
  if (lang === "fi") return null;
  return compileMessages(FINNISH_HELP_MESSAGES, "fi");
}

const FINNISH_HELP_MESSAGES = Object.fromEntries(
  Object.entries(CATALOGS.fi).filter(([key]) => HELP_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))),
);
