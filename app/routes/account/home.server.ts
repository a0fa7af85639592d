import type { AppLoadContext } from "react-router";
import { type FrontPageState, loadFrontPage } from "#server/modules/account/front-page-service";
import { describeSession } from "#server/modules/account/session-state";
import { type VisitorCatalogue, visitorCatalogue } from "#server/modules/booking/visitor-catalogue";
import { BRANDS } from "#app/brands";
import { buildMenu } from "#app/ui/shell/menu";
import { type QuickAction, quickActionsOf } from "./front-page/quick-actions";
import { sessionPersonOf } from "#app/root-data.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export type { FrontPageState, QuickAction };

/** What the front door shows a visitor (decision 353): services to book with prices from, and the clinics. */
export type VisitorFrontPage = VisitorCatalogue;

export interface HomePageData {
  frontPage: FrontPageState | null;
  quickActions: QuickAction[];
  /** Set for a visitor without a session: the anonymous page's data. */
  visitor: VisitorFrontPage | null;
}

/**
 * The front page serves two audiences at one path: a visitor without a session (or with a login
 * still under way) gets the anonymous page (frontPage null, visitor set); a valid session gets its
 * front page.
 * An expired session or one still waiting for its SMS code is sent where requireValidSession
 * sends it (timed-out page, MFA page, or registration for a child who is not our customer yet),
 * with the front page as the next path.
 */
export async function loadHomePage(
  request: Request,
  context: AppLoadContext,
): Promise<HomePageData> {
  const session = context.session;
  if (!session || session.status === "login") return { frontPage: null, quickActions: [], visitor: await loadVisitorFrontPage(request, context) };
  const valid = requireValidSession(request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  const { features } = describeSession({ config: context.services.config, brand: context.brand, lang, session: valid });
  const { db, now, actor } = context.scope;
  // The menu's person, read for this request anyway, brings the unread count (decision 414).
  const menuPerson = sessionPersonOf(context, valid);
  const [frontPage, person] = await Promise.all([
    loadFrontPage(db, { session: valid, features, lang, now, actor, unreadThreadCount: async () => (await menuPerson)?.unreadThreadCount ?? 0 }),
    menuPerson,
  ]);
  // The quick actions follow the menu the person sees (decision 256), decided here so the page
  // does not carry the menu's rules.
  const quickActions = person
    ? quickActionsOf({
        menu: buildMenu({ lang, brand: BRANDS[context.brand], features, patient: person }),
        messagingAllowed: frontPage.conversationSummaries !== null,
        canRenewPrescriptions: frontPage.canRenewPrescriptions,
        unreadThreadCount: person.unreadThreadCount,
      })
    : [];
  return { frontPage, quickActions, visitor: null };
}

/**
 * The anonymous front page's data: the services with free private times at the brand and their
 * prices from (the booking search's own data), and the brand's clinics, read at most once a
 * minute (decision 403). Public catalogue data: no patient, nothing to audit.
 */
function loadVisitorFrontPage(request: Request, context: AppLoadContext): Promise<VisitorFrontPage> {
  const { db, brand, now } = context.scope;
  return visitorCatalogue(db, { brandId: brand, lang: langOfPath(new URL(request.url).pathname), now });
}
