import { type AppLoadContext, data } from "react-router";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { href } from "#domain/routes/href";
import { WAITLIST_INTENTS, WaitlistJoinSchema, WaitlistLeaveSchema } from "#domain/waitlist-inputs";
import { redirectWithToast } from "#app/flash.server";
import { parseForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { findBrandClinicsOfAppointment } from "#server/modules/appointments/waitlist-repository";
import { joinWaitlist, leaveWaitlist, loadWaitlistState, type OfferContext } from "#server/modules/appointments/waitlist-service";
import { brandOrigin } from "#server/modules/booking/reservation-service";
import type { WaitlistActionData, WaitlistPageData } from "./waitlist-section";

// The earlier-time waitlist on the appointment page (decision 341): what the section shows for
// each of the page's appointments, and its two posts (intents joinWaitlist, leaveWaitlist) to the
// page's action. The services take the acting patient from the session only.

/** What offering the next in line needs: the clock, the rules' numbers, the senders, the links' origin. */
export function waitlistContextOf(context: AppLoadContext): OfferContext {
  const { config } = context.services;
  const { now, senders } = context.scope;
  return {
    now,
    holdMinutes: config.WAITLIST_HOLD_MINUTES,
    deadlineHours: config.CANCELLATION_DEADLINE_HOURS,
    senders,
    originOf: (brand) => brandOrigin(config, brand),
    pushNotices: senders.pushNotices,
  };
}

export function isWaitlistIntent(intent: unknown): intent is (typeof WAITLIST_INTENTS)[number] {
  return typeof intent === "string" && (WAITLIST_INTENTS as readonly string[]).includes(intent);
}

export async function loadWaitlistSection(context: AppLoadContext, actingPatientId: number, appointmentIds: readonly number[]): Promise<WaitlistPageData> {
  const { services } = context;
  const { db, now, actor } = context.scope;
  const state = await loadWaitlistState(db, { patientId: actingPatientId, appointmentIds, actor });
  const [first] = appointmentIds;
  const clinics = first === undefined ? [] : await findBrandClinicsOfAppointment(db, first);
  return {
    ...state,
    clinics,
    today: helsinkiCalendarDate(now),
    holdMinutes: services.config.WAITLIST_HOLD_MINUTES,
  };
}

/** Joining or leaving the line, with or without JavaScript; done, the appointment page with a toast. */
export async function submitWaitlistAction(request: Request, context: AppLoadContext, form: FormData): Promise<WaitlistActionData | Response> {
  const session = requireValidSession(request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  const intent = form.get("intent");
  const id = Number(form.get("appointmentId"));
  const appointmentId = Number.isSafeInteger(id) ? id : null;
  const { services } = context;
  const { db, now, actor } = context.scope;
  if (intent === "leaveWaitlist") {
    const submission = parseForm(form, WaitlistLeaveSchema);
    if (submission.status !== "success" || session.actingPatientId === null) return { intent: "leaveWaitlist", appointmentId, outcome: "failed" };
    const result = await leaveWaitlist(db, {
      ...waitlistContextOf(context),
      actingPatientId: session.actingPatientId,
      appointmentId: submission.value.appointmentId,
      actor,
    });
    if (result.type !== "success") return { intent: "leaveWaitlist", appointmentId, outcome: "failed" };
    return redirectWithToast(request, href("appointment", lang, { ids: submission.value.appointmentId }), "waitlistLeft");
  }
  const submission = parseForm(form, WaitlistJoinSchema);
  if (submission.status !== "success") return { intent: "joinWaitlist", appointmentId, outcome: "ValidationError", result: submission.reply() };
  if (session.actingPatientId === null || session.patientId === null) throw data(null, { status: 404 });
  const result = await joinWaitlist(db, {
    actingPatientId: session.actingPatientId,
    userPatientId: session.patientId,
    input: submission.value,
    now,
    deadlineHours: services.config.CANCELLATION_DEADLINE_HOURS,
    actor,
  });
  if (result.type !== "success") return { intent: "joinWaitlist", appointmentId, outcome: result.type, result: submission.reply() };
  return redirectWithToast(request, href("appointment", lang, { ids: submission.value.appointmentId }), "waitlistJoined");
}
