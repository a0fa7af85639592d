import { data, redirect, type AppLoadContext } from "react-router";
import type { RelativeUnit } from "#domain/date-display";
import type { Duration } from "#domain/session-state";
import { href } from "#domain/routes/href";
import { readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { clearedSessionCookie } from "#server/http/session";
import { usesSmsLogin } from "#server/modules/account/mfa-login-service";
import { destroySession } from "#server/modules/account/session-service";
import { recordAudit } from "#server/modules/audit/audit-service";
import { mfaNextPath } from "./mfa.server";

// Session timed out (spec part 1 §2, §4 "Session", §8): /{lang}/{katkennut-istunto|utgatt-session|expired-session}?next=
// Says that the user was logged out after the configured time and how long ago they identified
// themselves, and offers to log in again (for SMS login users: identification, then an SMS code).
// Opening the page ends the expired session on the server and clears the cookie. Its action is the
// logout of every page (intent logout, the same as POST /api/logout): a form post with the
// session's CSRF token, with or without JavaScript, then the front page.

export interface ExpiredSessionPageData {
  /** Where logging in again leads (as given; the children's brand's own page stays its own). */
  next: string;
  /** AUTH_TOKEN_TIMEOUT: "over N units since you were authenticated". */
  timeout: Duration;
  /** Known when the expired session was still there: when and how long ago the user identified. */
  authenticated: { at: string; ago: { value: number; unit: RelativeUnit } } | null;
  /** The user logs in with an SMS code as well (mfa feature on, SMS login on, confirmed phone). */
  smsLogin: boolean;
}

/** "-2 hour" for two hours ago: the largest whole unit, for formatRelativeTime. */
export function timeAgo(from: Date, now: Date): { value: number; unit: RelativeUnit } {
  const seconds = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000));
  if (seconds < 60) return { value: -seconds, unit: "second" };
  if (seconds < 3_600) return { value: -Math.floor(seconds / 60), unit: "minute" };
  if (seconds < 86_400) return { value: -Math.floor(seconds / 3_600), unit: "hour" };
  return { value: -Math.floor(seconds / 86_400), unit: "day" };
}

export async function loadExpiredSessionPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const next = mfaNextPath(url.searchParams.get("next"), lang);
  const session = context.session;
  const timeout = context.services.config.AUTH_TOKEN_TIMEOUT;

  // Still logged in (the browser's clock ran ahead): carry on. Waiting for a code: the code page.
  if (session?.status === "valid") throw redirect(next);
  if (session?.status === "mfaPending") throw redirect(href("mfa", lang, {}, { next }));
  if (session?.status !== "expired") {
    return data<ExpiredSessionPageData>({ next, timeout, authenticated: null, smsLogin: false });
  }

  const { db, now, features } = context.scope;
  const mfaFeature = features.includes("mfa");
  const smsLogin = mfaFeature && session.patientId !== null && (await usesSmsLogin(db, session.patientId));
  await db.transaction(async (tx) => {
    await recordAudit(tx, context.scope.actor, { action: "logout", entity: "session" });
    await destroySession(tx, session.id);
  });
  const authenticated = session.authenticatedAt
    ? { at: session.authenticatedAt.toISOString(), ago: timeAgo(session.authenticatedAt, now) }
    : null;
  return data<ExpiredSessionPageData>(
    { next, timeout, authenticated, smsLogin },
    { headers: { "Set-Cookie": clearedSessionCookie(new URL(request.url).hostname) } },
  );
}

/**
 * Log out (spec part 1 §4 "Log out"; the same as POST /api/logout): the session row goes (audited),
 * the cookie too, and the browser goes to the front page. A session that is gone already only
 * leaves for the front page. The session's CSRF token is required while there is one.
 */
export async function logOut(request: Request, context: AppLoadContext): Promise<Response> {
  const session = context.session;
  const form = await readForm(request, session);
  if (form.get("intent") !== "logout") throw data({ type: "unknownIntent" }, { status: 400 });
  const lang = langOfPath(new URL(request.url).pathname);
  if (session && session.status !== "login") {
    await context.scope.db.transaction(async (tx) => {
      await recordAudit(tx, context.scope.actor, { action: "logout", entity: "session" });
      await destroySession(tx, session.id);
    });
  }
  return redirect(href("home", lang), { headers: { "Set-Cookie": clearedSessionCookie(new URL(request.url).hostname) } });
}
