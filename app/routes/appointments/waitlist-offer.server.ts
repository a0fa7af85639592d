import { type AppLoadContext, data } from "react-router";
import { href } from "#domain/routes/href";
import { NUMERIC_ID_PATTERN } from "#domain/numeric-id";
import { WaitlistOfferActionSchema } from "#domain/waitlist-inputs";
import { redirectWithToast } from "#app/flash.server";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { acceptOffer, declineOffer, loadOffer, type WaitlistOfferPage } from "#server/modules/appointments/waitlist-service";
import { waitlistContextOf } from "./waitlist-section.server";

// The offer page /{lang}/{ajat/aikatarjous|tider/tidserbjudande|appointments/time-offer}/{offerId}
// (decision 342): the acting patient's offer of an earlier time, its hold, and the two answers as
// form posts (intents acceptOffer, declineOffer). Someone else's offer, or none, is not found
// (404). Accepted, the moved appointment's page with a toast; declined, the current one's.

export type WaitlistOfferPageData = WaitlistOfferPage;

export type WaitlistOfferActionData =
  | { outcome: "bindingNotAcknowledged" | "offerExpired" | "deadlineExceeded" | "notAllowed" | "offerClosed" }
  | { outcome: "ValidationError" };

function offerIdOf(param: string | undefined): number | null {
  return param && NUMERIC_ID_PATTERN.test(param) ? Number(param) : null;
}

export async function loadWaitlistOfferPage(request: Request, context: AppLoadContext, param: string | undefined): Promise<WaitlistOfferPageData> {
  const session = requireValidSession(request, context);
  const offerId = offerIdOf(param);
  if (offerId === null || session.actingPatientId === null) throw data(null, { status: 404 });
  const { db, now, actor } = context.scope;
  const page = await loadOffer(db, { patientId: session.actingPatientId, offerId, now, actor });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function submitWaitlistOffer(request: Request, context: AppLoadContext, param: string | undefined): Promise<WaitlistOfferActionData | Response> {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  const offerId = offerIdOf(param);
  if (offerId === null || session.actingPatientId === null) throw data(null, { status: 404 });
  const submission = parseForm(form, WaitlistOfferActionSchema);
  if (submission.status !== "success") return { outcome: "ValidationError" };
  const lang = langOfPath(new URL(request.url).pathname);
  const { db, actor, features } = context.scope;
  const common = { ...waitlistContextOf(context), actingPatientId: session.actingPatientId, offerId, actor };
  if (submission.value.intent === "declineOffer") {
    const result = await declineOffer(db, common);
    if (result.type === "offerNotFound") throw data(null, { status: 404 });
    if (result.type !== "success") return { outcome: "offerClosed" };
    return redirectWithToast(request, href("appointment", lang, { ids: result.appointmentId }), "waitlistOfferDeclined");
  }
  const result = await acceptOffer(db, {
    ...common,
    bindingAcknowledged: submission.value.bindingAcknowledged,
    features,
  });
  if (result.type === "offerNotFound") throw data(null, { status: 404 });
  if (result.type !== "success") return { outcome: result.type };
  return redirectWithToast(request, href("appointment", lang, { ids: result.appointmentId }), "appointmentMoved");
}
