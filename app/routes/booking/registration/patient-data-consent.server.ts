import { type AppLoadContext, redirect } from "react-router";
import { BRANDS } from "#app/brands";
import { href } from "#domain/routes/href";
import { langOfPath } from "#app/root-data.server";
import { requireValidSession } from "#app/session.server";
import { auditActorOf } from "#server/http/audit";
import { type ConsentForm, loadConsentForm } from "#server/modules/profile/consent-service";
import { profileNextPath } from "./registration.server";

// Patient data consent /{lang}/{potilastietojen-kasittely|behandling-av-patientuppgifter|
// data-processing}?nextPath= (spec part 2 §2; part 1 §3, §4 "Consent form"). The reservation page
// sends a user without consent here; on success the browser goes to nextPath (default: the front
// page). A person without a patient record registers first.

export interface ConsentPageData {
  form: ConsentForm;
  nextPath: string;
}

export async function loadConsentPage(request: Request, context: AppLoadContext): Promise<ConsentPageData> {
  const session = requireValidSession(request, context);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const nextPath = profileNextPath(url.searchParams.get("nextPath"), href("home", lang));
  const toRegistration = () => redirect(href("registration", lang, {}, { nextPath }));
  if (session.actingPatientId === null) throw toRegistration();
  const form = await loadConsentForm(context.services.database.db, {
    patientId: session.actingPatientId,
    brand: { occupationalConsent: BRANDS[context.brand].capabilities.occupationalConsent },
    actor: auditActorOf(context),
  });
  if (!form) throw toRegistration();
  return { form, nextPath };
}
