import { type AppLoadContext, data } from "react-router";
import { auditActorOf } from "#server/http/audit";
import { type AnonymousAppointmentState, loadAnonymousAppointment } from "#server/modules/appointments/appointment-service";
import { langOfPath } from "#app/root-data.server";

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
  const state = await loadAnonymousAppointment(context.services.database.db, {
    token: token ?? "",
    lang,
    now: context.services.clock.now(),
    deadlineHours,
    actor: auditActorOf(context),
    sessionActingPatientId: session?.status === "valid" ? session.actingPatientId : null,
  });
  const page: AnonymousAppointmentPageData = { ...state, deadlineHours };
  return data(page, { status: state.state === "notFound" ? 404 : 200 });
}
