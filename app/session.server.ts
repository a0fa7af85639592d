import { redirect, type AppLoadContext } from "react-router";
import { href } from "#app/i18n/href";
import { langOfPath } from "#app/root-data.server";
import type { Session } from "#server/modules/account/session-service";
import { registrationSubjectOf } from "#server/modules/profile/registration-service";

// Page access for loaders (spec part 1 §6): a patient page needs a valid session. Without one the
// visitor goes to log in; an expired session goes to the timed-out page; a login still waiting
// for its SMS code goes to the MFA page. Each keeps the page as the next path.

export type ValidSession = Session & { status: "valid" };

export function requireValidSession(request: Request, context: AppLoadContext): ValidSession {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const next = url.pathname.replace(/\.data$/, "") + url.search;
  const session = context.session;
  if (!session || session.status === "login") throw redirect(href("login", lang, {}, { nextPath: next }));
  if (session.status === "expired") throw redirect(href("expiredSession", lang, {}, { next }));
  if (session.status === "mfaPending") throw redirect(href("mfa", lang, {}, { next }));
  return session as ValidSession;
}

/** A valid session that acts for a patient record (a person without one has nothing to show). */
export function actingPatientIdOf(session: ValidSession): number | null {
  return session.actingPatientId;
}

/**
 * A guardian who chose a child the population register names but who is not our customer yet acts
 * for nobody (no acting patient): the page sends them to register the child first and to come back
 * (spec part 2 §2 "Registration"), rather than show an empty page in the child's name.
 */
export function requireChildRegistered(request: Request, session: ValidSession): void {
  if (registrationSubjectOf(session)?.kind !== "child") return;
  const url = new URL(request.url);
  const nextPath = url.pathname.replace(/\.data$/, "") + url.search;
  throw redirect(href("registration", langOfPath(url.pathname), {}, { nextPath }));
}
