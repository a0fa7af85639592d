import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { RegistrationSchema } from "#domain/registration-inputs";
import { safeRelativePath } from "#domain/safe-path";
import type { ValidationDetail } from "#domain/validation-details";
import { href } from "#domain/routes/href";
import { type Lang, langOfPath, type PageKey, pageOfPath } from "#domain/routes/route-table";
import { parseForm, readForm } from "#app/form.server";
import { requireValidSession } from "#app/session.server";
import { type RegistrationForm, loadRegistrationForm, registerPatient, registrationSubjectOf } from "#server/modules/profile/registration-service";

// Registration page /{lang}/{rekisteroityminen|registrering|registration}?nextPath=... (spec part 2
// §2 "Registration", §4): the reservation page sends an unregistered user here. The form posts to
// the page's action (intent register; the same service as POST /api/user/register), which goes on
// to the consent page with the same nextPath (a new customer has not given the consent); without
// a nextPath the journey ends on the new-customer page.

/** Pages a registration or consent must not return to: they would only lead back here. */
const NO_RETURN_PAGES: ReadonlySet<PageKey> = new Set(["registration", "patientDataConsent", "login", "mfa", "actFor", "expiredSession"]);

/** A same-site return path from the query that is not one of the pages above, else `fallback`. */
export function profileNextPath(value: string | null, fallback: string): string {
  const path = safeRelativePath(value);
  if (!path) return fallback;
  const page = pageOfPath(new URL(path, "http://x").pathname);
  return page && NO_RETURN_PAGES.has(page.key) ? fallback : path;
}

export interface RegistrationPageData {
  form: RegistrationForm;
  /** Where the consent page leads after registration. */
  nextPath: string;
}

export function defaultRegistrationNext(lang: Lang): string {
  return href("newCustomer", lang);
}

export async function loadRegistrationPage(request: Request, context: AppLoadContext): Promise<RegistrationPageData> {
  const session = requireValidSession(request, context, { beforeChildRegistration: true });
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const nextPath = profileNextPath(url.searchParams.get("nextPath"), defaultRegistrationNext(lang));
  const subject = registrationSubjectOf(session);
  // Already a customer (or acting for one): nothing to register, carry on.
  if (!subject) throw redirect(nextPath);
  const { db, actor } = context.scope;
  const form = await loadRegistrationForm(db, { subject, actor });
  return { form, nextPath };
}

/** The registration action's answer when the user stays on the form: the fields as typed, with their errors. */
export interface RegistrationActionData {
  result: SubmissionResult<ValidationDetail[]>;
}

/**
 * The registration form's post (intent register): the same schema and service as POST
 * /api/user/register, in the page's language. Registered (or found registered already), the
 * consent page with the same nextPath; the page's loaders run again, so the header and menu show
 * the new customer.
 */
export async function submitRegistration(request: Request, context: AppLoadContext): Promise<RegistrationActionData | Response> {
  const session = requireValidSession(request, context, { beforeChildRegistration: true });
  const form = await readForm(request, session);
  if (form.get("intent") !== "register") throw data({ type: "unknownIntent" }, { status: 400 });
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const nextPath = profileNextPath(url.searchParams.get("nextPath"), defaultRegistrationNext(lang));
  const submission = parseForm(form, RegistrationSchema);
  if (submission.status !== "success") return { result: submission.reply() };
  const { db, now, actor } = context.scope;
  await registerPatient(db, { session, registration: submission.value, language: lang, now, actor });
  return redirect(href("patientDataConsent", lang, {}, { nextPath }));
}
