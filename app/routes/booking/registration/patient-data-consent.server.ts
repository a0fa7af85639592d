import { type AppLoadContext, data, redirect } from "react-router";
import { BRANDS } from "#app/brands";
import { createPatientDataConsentSchema } from "#domain/registration-inputs";
import { href } from "#domain/routes/href";
import { langOfPath, pageOfPath } from "#domain/routes/route-table";
import { healthCareTypeOfPage } from "#app/routes/booking/reservation/reservation-pages";
import { redirectWithToast } from "#app/flash.server";
import type { ConsentActionData } from "#app/ui/profile/consent-answer";
import { parseForm, readForm, replyWithDetails } from "#app/form.server";
import { requireActingPatient, requireValidSession } from "#app/session.server";
import { type ConsentForm, hasPatientDataConsent, loadConsentForm, saveConsent } from "#server/modules/profile/consent-service";
import { profileNextPath } from "./registration.server";

// Patient data consent /{lang}/{potilastietojen-kasittely|behandling-av-patientuppgifter|
// data-processing}?nextPath= (spec part 2 §2; part 1 §3, §4 "Consent form"). The reservation page
// sends a user without consent here. The form posts to the page's action (intent saveConsent; the
// same service as POST /api/user/consent), which goes on to nextPath (default: the front page)
// with 'Your choices have been saved'. A person without a patient record registers first.

export interface ConsentPageData {
  form: ConsentForm;
  nextPath: string;
  /** The consent interrupted a booking: the page says so (nextPath is a reservation page). */
  forBooking: boolean;
}

/** Whether the path is one of the reservation pages, which send here when the consent is missing. */
function isReservationPath(path: string): boolean {
  const page = pageOfPath(new URL(path, "http://portal").pathname);
  return page !== null && healthCareTypeOfPage(page.key) !== null;
}

/** Where the consent leads: the query's nextPath, else the front page; registration leads there too. */
function consentNextPath(request: Request): string {
  const url = new URL(request.url);
  return profileNextPath(url.searchParams.get("nextPath"), href("home", langOfPath(url.pathname)));
}

function toRegistration(request: Request, nextPath: string) {
  return redirect(href("registration", langOfPath(new URL(request.url).pathname), {}, { nextPath }));
}

export async function loadConsentPage(request: Request, context: AppLoadContext): Promise<ConsentPageData> {
  const nextPath = consentNextPath(request);
  const { actingPatientId } = requireActingPatient(request, context, { nextPath });
  const { db, brand, actor } = context.scope;
  const form = await loadConsentForm(db, {
    patientId: actingPatientId,
    brand: { occupationalConsent: BRANDS[brand].capabilities.occupationalConsent },
    actor,
  });
  if (!form) throw toRegistration(request, nextPath);
  return { form, nextPath, forBooking: isReservationPath(nextPath) };
}

export type { ConsentActionData };

/**
 * The consent form's post (intent saveConsent): the same rules and service as POST
 * /api/user/consent. The first save needs the privacy policy read (the form sends
 * privacyPolicyRead once it has been opened, or once the page has shown it open after the
 * action asked for it).
 */
export async function submitConsent(request: Request, context: AppLoadContext): Promise<ConsentActionData | Response> {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  if (form.get("intent") !== "saveConsent") throw data({ type: "unknownIntent" }, { status: 400 });
  const nextPath = consentNextPath(request);
  const { actingPatientId } = requireActingPatient(request, context, { nextPath });
  const { db, now, actor } = context.scope;
  const brand = { occupationalConsent: BRANDS[context.scope.brand].capabilities.occupationalConsent };
  const firstTime = !(await hasPatientDataConsent(db, actingPatientId));
  const submission = parseForm(form, createPatientDataConsentSchema({ ...brand, firstTime }));
  if (submission.status !== "success") return { result: submission.reply() };
  const saved = await saveConsent(db, {
    patientId: actingPatientId,
    brand,
    consent: submission.value,
    now,
    actor,
  });
  if (saved.type === "success") return redirectWithToast(request, nextPath, "consentSaved");
  if (saved.type === "ValidationError") return { result: replyWithDetails(submission, saved.details) };
  return { result: submission.reply(), failed: true };
}
