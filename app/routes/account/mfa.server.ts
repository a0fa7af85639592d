import { redirect, type AppLoadContext } from "react-router";
import { safeRelativePath } from "#domain/safe-path";
import { LOGIN_CODE_LIFETIME_MINUTES, type SendLoginCodeResult } from "#domain/sms-login";
import { href } from "#domain/routes/href";
import { type Lang, type PageKey, pageOfPath } from "#domain/routes/route-table";
import { langOfPath } from "#app/root-data.server";
import { sendLoginCode } from "#server/modules/account/mfa-login-service";

// MFA page (spec part 1 §2, §4): /{lang}/{tunnistautuminen|behorighetskontroll|authentication}?next=
// Only a session waiting for its SMS code stays here; the page sends a code when none is live.

/** Pages the code page must not lead back to (they would only lead here again). */
const NO_RETURN_PAGES = new Set<PageKey>(["login", "mfa", "expiredSession", "transactionPath"]);

/** The `next` query parameter as a same-site path, otherwise the language's front page. */
export function mfaNextPath(value: string | null, lang: Lang): string {
  const path = safeRelativePath(value);
  const page = path ? pageOfPath(new URL(path, "http://x").pathname) : null;
  if (!path || (page && NO_RETURN_PAGES.has(page.key))) return href("home", lang);
  return path;
}

export interface MfaPageData {
  next: string;
  /** What happened to the code when the page opened. */
  code: Exclude<SendLoginCodeResult, { type: "notNeeded" }>;
  lifetimeMinutes: number;
}

export async function loadMfaPage(request: Request, context: AppLoadContext): Promise<MfaPageData> {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const next = mfaNextPath(url.searchParams.get("next"), lang);
  const session = context.session;
  if (!session || session.status === "login") throw redirect(href("login", lang, {}, { nextPath: next }));
  if (session.status === "expired") throw redirect(href("expiredSession", lang, {}, { next }));
  if (session.status === "valid") throw redirect(next);

  const code = await sendLoginCode(context.services.database.db, {
    session,
    brand: context.brand,
    now: context.services.clock.now(),
    replaceLiveCode: false,
    sms: context.services.integrations.sms,
  });
  // Verified meanwhile (another tab): nothing left to do here.
  if (code.type === "notNeeded") throw redirect(next);
  return { next, code, lifetimeMinutes: LOGIN_CODE_LIFETIME_MINUTES };
}
