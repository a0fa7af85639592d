import { data, redirect, redirectDocument, type AppLoadContext } from "react-router";
import { safeRelativePath } from "#domain/safe-path";
import { LOGIN_CODE_LIFETIME_MINUTES, MfaActionSchema, type MfaIntent, type SendLoginCodeResult } from "#domain/sms-login";
import { href } from "#domain/routes/href";
import { expiredSessionNextPath } from "#domain/session-state";
import { type Lang, langOfPath, type PageKey, pageOfPath } from "#domain/routes/route-table";
import { redirectWithToast } from "#app/flash.server";
import { parseForm, readForm } from "#app/form.server";
import { clearedSessionCookie } from "#server/http/session";
import { sendLoginCode, verifyLoginCode } from "#server/modules/account/mfa-login-service";

// MFA page (spec part 1 §2, §4): /{lang}/{tunnistautuminen|behorighetskontroll|authentication}?next=
// Only a session waiting for its SMS code stays here; the page sends a code when none is live.
// Checking the code and ordering a new one are form posts to the page's action (intents verify and
// resend), with or without JavaScript.

/** Pages the code page must not lead back to (they would only lead here again). */
const NO_RETURN_PAGES = new Set<PageKey>(["login", "mfa", "expiredSession", "transactionPath"]);

/** The timed-out page, whose log-in leads back to `next` (the children's brand: to its front page). */
function expiredSessionPage(context: AppLoadContext, lang: Lang, next: string): string {
  return href("expiredSession", lang, {}, { next: expiredSessionNextPath(context.brand, href("home", lang), next) });
}

/** The `next` query parameter as a same-site path, otherwise the language's front page. */
export function mfaNextPath(value: string | null, lang: Lang): string {
  const path = safeRelativePath(value);
  const page = path ? pageOfPath(new URL(path, "http://x").pathname) : null;
  if (!path || (page && NO_RETURN_PAGES.has(page.key))) return href("home", lang);
  return path;
}

/** The code's state as the page shows it (a session that needs none has left the page). */
export type MfaCodeState = Exclude<SendLoginCodeResult, { type: "notNeeded" }>;

export interface MfaPageData {
  next: string;
  /** What happened to the code when the page opened. */
  code: MfaCodeState;
  lifetimeMinutes: number;
}

/**
 * What the page's action answers when the user stays on the page: a refused code ("expired" when
 * it had run out; "ValidationError" when it was not four digits, which only a page without
 * JavaScript can send), or the new code's state; "networkError" when the post got no answer at
 * all (made in the browser by the page's clientAction).
 */
export type MfaAnswer =
  | { intent: "verify"; outcome: "failed" | "expired" | "ValidationError" }
  | { intent: "resend"; outcome: "resent"; code: MfaCodeState }
  | { intent: MfaIntent | null; outcome: "networkError" };

export async function loadMfaPage(request: Request, context: AppLoadContext): Promise<MfaPageData> {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const next = mfaNextPath(url.searchParams.get("next"), lang);
  const session = context.session;
  if (!session || session.status === "login") throw redirect(href("login", lang, {}, { nextPath: next }));
  if (session.status === "expired") throw redirect(expiredSessionPage(context, lang, next));
  if (session.status === "valid") throw redirect(next);

  const { db, brand, now, senders } = context.scope;
  const code = await sendLoginCode(db, { session, brand, now, replaceLiveCode: false, sms: senders.sms });
  // Verified meanwhile (another tab): nothing left to do here.
  if (code.type === "notNeeded") throw redirect(next);
  return { next, code, lifetimeMinutes: LOGIN_CODE_LIFETIME_MINUTES };
}

/**
 * The page's writes, the same services as POST /api/pin and POST /api/pin/resend, with the
 * session's CSRF token. The right code: a full load of the next path (the whole page is a
 * logged-in one now). Too many wrong codes: the session is gone, its cookie too, and the front
 * page says 'Too many retries'. A wrong or run-out code, or a new one: the answer, for the page to
 * show. A session that is gone or timed out meanwhile goes where the page itself would send it.
 */
export async function submitMfa(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const next = mfaNextPath(url.searchParams.get("next"), lang);
  const session = context.session;
  if (!session || session.status === "login") throw redirectDocument(href("login", lang, {}, { nextPath: next }));
  if (session.status === "expired") throw redirectDocument(expiredSessionPage(context, lang, next));
  const form = await readForm(request, session);
  if (session.status === "valid") throw redirectDocument(next);
  const submission = parseForm(form, MfaActionSchema);
  if (submission.status !== "success") {
    if (form.get("intent") !== "verify") throw data({ type: "unknownIntent" }, { status: 400 });
    return data<MfaAnswer>({ intent: "verify", outcome: "ValidationError" }, { status: 400 });
  }
  const { db, brand, now, senders } = context.scope;

  if (submission.value.intent === "verify") {
    const response = await verifyLoginCode(db, {
      session,
      pin: submission.value.pin,
      now,
      address: context.clientAddress,
      auditActor: context.scope.actor,
    });
    switch (response.type) {
      case "mfa-ok":
        return redirectDocument(next);
      case "too-many-mfa-attempts":
        return redirectWithToast(request, href("home", lang), "mfaTooManyAttempts", { reloadDocument: true, cookies: [clearedSessionCookie(url.hostname)] });
      case "mfa-challenge-failed":
        return data<MfaAnswer>({ intent: "verify", outcome: response.expired ? "expired" : "failed" });
    }
  }

  const code = await sendLoginCode(db, { session, brand, now, replaceLiveCode: true, sms: senders.sms });
  if (code.type === "notNeeded") return redirectDocument(next);
  return data<MfaAnswer>({ intent: "resend", outcome: "resent", code });
}
