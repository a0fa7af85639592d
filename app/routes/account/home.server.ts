import type { AppLoadContext } from "react-router";
import { auditActorOf } from "#server/http/audit";
import { type FrontPageState, loadFrontPage } from "#server/modules/account/front-page-service";
import { describeSession } from "#server/modules/account/session-state";
import { langOfPath } from "#app/root-data.server";
import { requireValidSession } from "#app/session.server";

export type { FrontPageState };

/**
 * The front page serves two audiences at one path: a visitor without a session (or with a login
 * still under way) gets the anonymous page (frontPage null); a valid session gets its front page.
 * An expired session or one still waiting for its SMS code is sent where requireValidSession
 * sends it (timed-out page, MFA page, or registration for a child who is not our customer yet),
 * with the front page as the next path.
 */
export async function loadHomePage(request: Request, context: AppLoadContext): Promise<{ frontPage: FrontPageState | null }> {
  const session = context.session;
  if (!session || session.status === "login") return { frontPage: null };
  const valid = requireValidSession(request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  const { features } = describeSession({ config: context.services.config, brand: context.brand, lang, session: valid });
  const frontPage = await loadFrontPage(context.services.database.db, {
    session: valid,
    features,
    lang,
    now: context.services.clock.now(),
    actor: auditActorOf(context),
  });
  return { frontPage };
}
