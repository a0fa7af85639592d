import { type AppLoadContext, data } from "react-router";
import { AppointmentActionSchema } from "#domain/appointment-actions";
import { parseAppointmentIds } from "#domain/appointment-link";
import { href } from "#domain/routes/href";
import { type AppointmentPageState, loadAppointmentPage, saveArrivalReason } from "#server/modules/appointments/appointment-service";
import { cancelAppointment } from "#server/modules/appointments/cancel-service";
import { checkInToAppointment } from "#server/modules/appointments/check-in-service";
import { redirectWithToast } from "#app/flash.server";
import type { AppointmentActionData } from "#app/ui/appointments/appointment-action-data";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { isWaitlistIntent, loadWaitlistSection, submitWaitlistAction } from "./waitlist-section.server";
import type { WaitlistActionData, WaitlistPageData } from "./waitlist-section";

export interface AppointmentPageData extends AppointmentPageState {
  deadlineHours: number;
  /** The earlier-time waitlist of the page's appointments (decision 341); null on the not-found page. */
  waitlist: WaitlistPageData | null;
}

/**
 * Appointment page /{lang}/{ajat|tider|appointments}/{ids} (spec part 1 §2): the acting patient's
 * appointments among the ids. None of them (malformed ids, another patient's, none at all) is
 * the not-found state, answered with HTTP 404.
 */
export async function loadAppointmentPageData(request: Request, context: AppLoadContext, idsParam: string | undefined) {
  const session = requireValidSession(request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  const deadlineHours = context.services.config.CANCELLATION_DEADLINE_HOURS;
  const ids = parseAppointmentIds(idsParam);
  const notFound: AppointmentPageData = { appointments: [], checkInConsent: null, deadlineHours, waitlist: null };
  if (!ids || session.actingPatientId === null) return data(notFound, { status: 404 });
  const { db, now, actor } = context.scope;
  const state = await loadAppointmentPage(db, { actingPatientId: session.actingPatientId, ids, lang, now, deadlineHours, actor });
  const waitlist =
    state.appointments.length > 0 ? await loadWaitlistSection(context, session.actingPatientId, state.appointments.map((appointment) => appointment.id)) : null;
  const page: AppointmentPageData = { ...state, deadlineHours, waitlist };
  return data(page, { status: state.appointments.length > 0 ? 200 : 404 });
}

/**
 * The page's writes (spec part 1 §4), the same services as the API: cancel (then the front page
 * with 'Appointment canceled'), check in (the page again, showing the room), arrival reason (its
 * result, which the form shows as 'Preliminary information saved successfully'). A form post with
 * the session's CSRF token; the service checks that the appointment is the acting patient's.
 */
export async function submitAppointmentAction(request: Request, context: AppLoadContext): Promise<AppointmentActionData | WaitlistActionData | Response> {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  if (isWaitlistIntent(form.get("intent"))) return submitWaitlistAction(request, context, form);
  const submission = parseForm(form, AppointmentActionSchema);
  if (submission.status !== "success") {
    const id = Number(form.get("appointmentId"));
    const intent = form.get("intent");
    return {
      intent: intent === "cancel" || intent === "checkIn" || intent === "arrivalReason" ? intent : null,
      appointmentId: Number.isSafeInteger(id) ? id : null,
      outcome: "ValidationError",
      result: submission.reply(),
    };
  }
  const action = submission.value;
  const answer = (outcome: AppointmentActionData["outcome"]): AppointmentActionData => ({ intent: action.intent, appointmentId: action.appointmentId, outcome });
  if (session.actingPatientId === null) return answer("appointmentNotFound");
  const lang = langOfPath(new URL(request.url).pathname);
  const { db, now, actor, senders } = context.scope;
  const common = { actingPatientId: session.actingPatientId, appointmentId: action.appointmentId, now, actor };

  switch (action.intent) {
    case "cancel": {
      const { type } = await cancelAppointment(db, {
        ...common,
        deadlineHours: context.services.config.CANCELLATION_DEADLINE_HOURS,
        senders,
      });
      return type === "success" ? redirectWithToast(request, href("home", lang), "appointmentCancelled") : answer(type);
    }
    case "checkIn":
      return answer((await checkInToAppointment(db, common)).type);
    case "arrivalReason":
      // The form may be on another page (the booked view), which stays: the answer, no redirect.
      return answer((await saveArrivalReason(db, { ...common, arrivalReason: action.arrivalReason })).type);
  }
}
