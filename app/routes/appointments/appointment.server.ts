import { type AppLoadContext, data } from "react-router";
import { parseAppointmentIds } from "#domain/appointment-link";
import { auditActorOf } from "#server/http/audit";
import { type AppointmentPageState, loadAppointmentPage } from "#server/modules/appointments/appointment-service";
import { langOfPath } from "#app/root-data.server";
import { requireValidSession } from "#app/session.server";

export interface AppointmentPageData extends AppointmentPageState {
  deadlineHours: number;
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
  const notFound: AppointmentPageData = { appointments: [], checkInConsent: null, deadlineHours };
  if (!ids || session.actingPatientId === null) return data(notFound, { status: 404 });
  const state = await loadAppointmentPage(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    ids,
    lang,
    now: context.services.clock.now(),
    deadlineHours,
    actor: auditActorOf(context),
  });
  const page: AppointmentPageData = { ...state, deadlineHours };
  return data(page, { status: state.appointments.length > 0 ? 200 : 404 });
}
