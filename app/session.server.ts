import { redirect, type AppLoadContext } from "react-router";
import { href } from "#domain/routes/href";
import { expiredSessionNextPath } from "#domain/session-state";
import { langOfPath } from "#domain/routes/route-table";
import type { Session } from "#server/modules/account/session-service";
import { registrationSubjectOf } from "#server/modules/profile/registration-service";

// Page access for loaders (spec part 1 §6): a patient page needs a valid session. Without one the
// visitor goes to log in; an expired session goes to the timed-out page; a login still waiting
// for its SMS code goes to the MFA page. A guardian who chose a child the population register
// names but who is not our customer yet acts for nobody: every patient page sends them to register
// the child first (spec part 2 §2 "Registration") rather than show an empty page in the child's
// name; only the registration and choose-person pages serve that session. Each keeps the page as
// the next path.

export type ValidSession = Session & { status: "valid" };

export interface PageAccess {
  /** The registration and choose-person pages: open to a guardian whose child is not registered yet. */
  beforeChildRegistration?: boolean;
}

/** The page's own path and query (without the `.data` of a client navigation): where a detour returns. */
function returnPathOf(url: URL): string {
  return url.pathname.replace(/\.data$/, "") + url.search;
}

export function requireValidSession(request: Request, context: AppLoadContext, access: PageAccess = {}): ValidSession {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const next = returnPathOf(url);
  const session = context.session;
  if (!session || session.status === "login") throw redirect(href("login", lang, {}, { nextPath: next }));
  if (session.status === "expired") {
    throw redirect(href("expiredSession", lang, {}, { next: expiredSessionNextPath(context.brand, href("home", lang), next) }));
  }
  if (session.status === "mfaPending") throw redirect(href("mfa", lang, {}, { next }));
  // The mandate the session acted under no longer covers the person (decision 277): the session
  // acts for the user again; this request says so with the guardian front page's toast.
  if (context.actingEnded) throw redirect(href("transactionPath", lang, {}, { error: "disallowed" }));
  if (!access.beforeChildRegistration && registrationSubjectOf(session)?.kind === "child") {
    throw redirect(href("registration", lang, {}, { nextPath: next }));
  }
  return session as ValidSession;
}

/** A valid session that acts for a patient record. */
export type ActingSession = ValidSession & { actingPatientId: number };

export interface ActingPatientAccess {
  /** Where registration leads back to (default: this page). */
  nextPath?: string;
}

/**
 * A page that needs a patient record to act for (spec part 2 §2 "Registration"): a person without
 * one (a new customer) registers first and then goes on to `nextPath`. Behind requireValidSession.
 */
export function requireActingPatient(request: Request, context: AppLoadContext, access: ActingPatientAccess = {}): ActingSession {
  const session = requireValidSession(request, context);
  if (session.actingPatientId === null) {
    const url = new URL(request.url);
    const nextPath = access.nextPath ?? returnPathOf(url);
    throw redirect(href("registration", langOfPath(url.pathname), {}, { nextPath }));
  }
  return session as ActingSession;
}
