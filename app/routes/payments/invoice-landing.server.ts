import type { AppLoadContext } from "react-router";
import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { href } from "#domain/routes/href";
import { BRAND_IDS } from "#domain/session-state";
import { brandOrigin } from "#server/modules/booking/reservation-service";
import { langOfPath } from "#domain/routes/route-table";

export interface InvoiceLandingData {
  /** Paying one's own visit: the pay-visit page on each brand's site (login first). */
  own: { brand: string; href: string }[];
  /** Paying a child's visit: the children's brand login as a guardian, then the pay-visit page. */
  child: string;
}

/**
 * Invoice notification landing /{lang}/{lasku|faktura|invoice} (spec part 2 §2 "Payments", §6):
 * anonymous, no menu or footer. Whose visit: one's own, on either brand's site, or a child's,
 * which needs strong identification as the guardian first (the children's brand's guardian login,
 * then the choose-person page, then pay-visit for the child).
 */
export function loadInvoiceLanding(request: Request, context: AppLoadContext): InvoiceLandingData {
  const lang = langOfPath(new URL(request.url).pathname);
  const config = context.services.config;
  const payVisit = href("payVisit", lang);
  return {
    own: BRAND_IDS.map((brand) => ({ brand: BRAND_CONTACTS[brand].name, href: `${brandOrigin(config, brand)}${payVisit}` })),
    child: `${brandOrigin(config, "kids")}${href("login", lang, {}, { actor: "child", nextPath: payVisit })}`,
  };
}
