import type { AppLoadContext } from "react-router";
import { type AppointmentListItem, listAppointments } from "#server/modules/appointments/appointment-service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export type { AppointmentListItem };

export interface AppointmentsPageData {
  appointments: AppointmentListItem[];
  /** CANCELLATION_DEADLINE_HOURS, for the intro. */
  deadlineHours: number;
}

/** Appointments list (spec part 1 §2): the acting patient's coming appointments. */
export async function loadAppointmentsPage(request: Request, context: AppLoadContext): Promise<AppointmentsPageData> {
  const session = requireValidSession(request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  const deadlineHours = context.services.config.CANCELLATION_DEADLINE_HOURS;
  if (session.actingPatientId === null) return { appointments: [], deadlineHours };
  const { db, now, actor } = context.scope;
  const appointments = await listAppointments(db, { actingPatientId: session.actingPatientId, lang, now, actor });
  return { appointments, deadlineHours };
}
