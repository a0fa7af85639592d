import { type AppLoadContext, data } from "react-router";
import { AnonymousAppointmentActionSchema } from "#domain/appointment-actions";
import { type AnonymousAppointmentState, appointmentIdOfBookingLink, loadAnonymousAppointment } from "#server/modules/appointments/appointment-service";
import { cancelAppointment } from "#server/modules/appointments/cancel-service";
import { anonymousCheckIn } from "#server/modules/appointments/check-in-service";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import type { AnonymousAppointmentAnswer } from "./anonymous-actions";

export type AnonymousAppointmentPageData = AnonymousAppointmentState & { deadlineHours: number };

/**
 * Booking-link page /{lang}/{varaus|bokning|appointment}/{token} (spec part 1 §2): anyone with the
 * link sees the appointment; a malformed or unknown link is the not-found state (HTTP 404). A
 * logged-in session acting for the appointment's patient may cancel it here.
 */
export async function loadAnonymousAppointmentPage(request: Request, context: AppLoadContext, token: string | undefined) {
  const lang = langOfPath(new URL(request.url).pathname);
  const deadlineHours = context.services.config.CANCELLATION_DEADLINE_HOURS;
  const session = context.session;
  const { db, now, actor } = context.scope;
  const state = await loadAnonymousAppointment(db, {
    token: token ?? "",
    lang,
    now,
    deadlineHours,
    actor,
    sessionActingPatientId: session?.status === "valid" ? session.actingPatientId : null,
  });
  const page: AnonymousAppointmentPageData = { ...state, deadlineHours };
  return data(page, { status: state.state === "notFound" ? 404 : 200 });
}

/**
 * The booking-link page's writes (spec part 1 §4 "Anonymous appointment actions"), form posts to
 * the page itself, with or without JavaScript:
 * - checkIn: the identity code's end part in the body; the same service, rules and rate limits as
 *   POST /api/anon/check-in (a locked-out visitor or appointment answers 429 with Retry-After, as
 *   the API does). Anyone with the link may post it; a session's own posts carry its CSRF token.
 * - cancel: strong login first (without a valid session the post leads to log in and back here),
 *   then the same service as DELETE /api/appointments/{id}, for the session's acting patient only.
 * The answer is the result code, which the page shows; nothing is redirected.
 */
export async function submitAnonymousAppointmentAction(request: Request, context: AppLoadContext, token: string | undefined) {
  const form = await readForm(request, context.session);
  const submission = parseForm(form, AnonymousAppointmentActionSchema);
  if (submission.status !== "success") {
    if (form.get("intent") !== "checkIn") throw data({ type: "unknownIntent" }, { status: 400 });
    return data<AnonymousAppointmentAnswer>({ intent: "checkIn", outcome: "ValidationError" }, { status: 400 });
  }
  const { services } = context;
  const { db, now, actor, senders } = context.scope;

  if (submission.value.intent === "checkIn") {
    const outcome = await anonymousCheckIn(db, { token: token ?? "", ssnEndPart: submission.value.ssnEndPart, now, actor });
    const answer: AnonymousAppointmentAnswer = { intent: "checkIn", outcome: outcome.type };
    if (!outcome.lockedUntil) return data(answer);
    const retryAfter = Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - now.getTime()) / 1000));
    return data(answer, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }

  const session = requireValidSession(request, context);
  const appointmentId = await appointmentIdOfBookingLink(db, token ?? "");
  if (session.actingPatientId === null || appointmentId === null) return data<AnonymousAppointmentAnswer>({ intent: "cancel", outcome: "appointmentNotFound" });
  const { type } = await cancelAppointment(db, {
    actingPatientId: session.actingPatientId,
    appointmentId,
    now,
    deadlineHours: services.config.CANCELLATION_DEADLINE_HOURS,
    actor,
    senders,
  });
  return data<AnonymousAppointmentAnswer>({ intent: "cancel", outcome: type });
}
