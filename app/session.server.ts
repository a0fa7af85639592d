import { redirect, type AppLoadContext } from "react-router";
import { href } from "#domain/routes/href";
import { langOfPath } from "#app/root-data.server";
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

export function requireValidSession(request: Request, context: AppLoadContext, access: PageAccess = {}): ValidSession {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const next = url.pathname.replace(/\.data$/, "") + url.search;
  const session = context.session;
  if (!session || session.status === "login") throw redirect(href("login", lang, {}, { nextPath: next }));
  if (session.status === "expired") throw redirect(href("expiredSession", lang, {}, { next }));
  if (session.status === "mfaPending") throw redirect(href("mfa", lang, {}, { next }));
  if (!access.beforeChildRegistration && registrationSubjectOf(session)?.kind === "child") {
    throw redirect(href("registration", lang, {}, { nextPath: next }));
  }
  return session as ValidSession;
}

/** A valid session that acts for a patient record (a person without one has nothing to show). */
export function actingPatientIdOf(session: ValidSession): number | null {
  return session.actingPatientId;
}

