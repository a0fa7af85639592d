import { type AppLoadContext, data, redirect } from "react-router";
import { parseNumericId } from "#domain/numeric-id";
import type { HealthCareType, Language } from "#domain/enums";
import type { InsurerChoiceContext } from "#domain/insurers";
import { loadInsurerChoiceContext } from "#server/modules/booking/insurer-service";
import { type PatientContact, loadPatientContact, updatePatientContact } from "#server/modules/profile/contact-service";
import { BookingContactSchema } from "#domain/contact-info";
import {
  type AnonymousReservationPageState,
  loadAnonymousReservationPage,
  loadReservationPage,
  type ReservationPageInput,
  type ReservationPageState,
} from "#server/modules/booking/reservation-service";
import { href } from "#domain/routes/href";
import { langOfPath, pageOfPath } from "#domain/routes/route-table";
import { type ActingSession, requireActingPatient, requireValidSession, type ValidSession } from "#app/session.server";
import { type FormReply, parseForm, readForm, replyWithDetails } from "#app/form.server";
import type { ContactEditAnswer } from "#app/routes/booking/registration/contact-edit";
import type { ReservationDetails, ReservationErrorType } from "#domain/reservation";
import { createAnonymousReservationSchema, createReservationConfirmationsSchema, createReservationPayloadSchema, ReservationTargetSchema } from "#domain/reservation-inputs";
import { toValidationDetails } from "#domain/validation-details";
import { hitRateLimit } from "#server/modules/account/rate-limit";
import { ANONYMOUS_RESERVATION_LIMIT } from "#server/modules/booking/reservation-api";
import { brandOrigin, type ReservationAppointment, reserveAppointment, reserveAppointmentAnonymously } from "#server/modules/booking/reservation-service";
import { healthCareTypeOfPage, healthCareTypeOfQuery, RESERVE_PAGE } from "./reservation-pages";

// Loaders of the reservation pages (spec part 2 §2 "Reserve appointment, logged-in / anonymous",
// §4, §6). Parse the address, pick the page by the session, call the reservation service.

/** The form's extras from the profile and insurer services: contact edit and insurer picker. */
export interface ReservationFormExtras {
  /** The acting patient's contact details (shown with the address edit; confirmations use them). */
  contact: PatientContact;
  /** Insurance only: the insurer picker's context. */
  insurerContext: InsurerChoiceContext | null;
}

type AvailableState = Extract<ReservationPageState, { state: "available" }>;

export type ReservePageState = Exclude<ReservationPageState, { state: "available" }> | (AvailableState & ReservationFormExtras);

export type ReservePageData = ReservePageState & {
  /** The type the page books under (its path says it). */
  healthCareType: HealthCareType;
  /** CANCELLATION_DEADLINE_HOURS: the success view's cancel button follows the same rule as elsewhere. */
  deadlineHours: number;
};

export type AnonymousReservePageData = AnonymousReservationPageState & { healthCareType: HealthCareType };

function pathOf(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  return url;
}

function pageInput(
  context: AppLoadContext,
  session: ValidSession,
  page: { appointmentId: number; healthCareType: HealthCareType; lang: Language },
): ReservationPageInput {
  const { brand, features, now, actor } = context.scope;
  return {
    ...page,
    brand,
    features,
    userPatientId: session.patientId,
    actingPatientId: session.actingPatientId,
    actingRole: session.actingRole,
    now,
    actor,
  };
}

/**
 * /{lang}/vapaat-ajat/[vakuutus|kela65/]{id}, /{lang}/tyoterveys/vapaat-ajat/{id}. A visitor without
 * a session goes to the anonymous page of the same time (which books private times or asks for
 * login, coming back here); an expired or SMS-pending session goes where every patient page sends
 * it. Unregistered users register first and users without consent fill in the consent form, both
 * returning here.
 */
export async function loadReservePage(request: Request, context: AppLoadContext, appointmentIdParam: string | undefined) {
  const url = pathOf(request);
  const lang = langOfPath(url.pathname);
  const page = pageOfPath(url.pathname);
  const healthCareType = (page && healthCareTypeOfPage(page.key)) ?? "private";
  const appointmentId = parseNumericId(appointmentIdParam);
  const deadlineHours = context.services.config.CANCELLATION_DEADLINE_HOURS;

  const session = context.session;
  if ((!session || session.status === "login") && appointmentId !== null) {
    const search = healthCareType === "private" ? undefined : { healthCareType };
    throw redirect(href("reserveAnonymous", lang, { appointmentId }, search));
  }
  const valid = requireValidSession(request, context);
  if (appointmentId === null) return data<ReservePageData>({ state: "notFound", healthCareType, deadlineHours }, { status: 404 });

  const { db, now, actor, features } = context.scope;
  const state = await loadReservationPage(db, pageInput(context, valid, { appointmentId, healthCareType, lang }));
  const here = url.pathname + url.search;
  if (state.state === "unregistered") throw redirect(href("registration", lang, {}, { nextPath: here }));
  if (state.state === "consentRequired") throw redirect(href("patientDataConsent", lang, {}, { nextPath: here }));
  if (state.state !== "available") {
    return data<ReservePageData>({ ...state, healthCareType, deadlineHours }, { status: state.state === "notFound" ? 404 : 200 });
  }
  // "available" is only ever answered for an acting patient.
  const patientId = valid.actingPatientId ?? 0;
  const [contact, insurerContext] = await Promise.all([
    loadPatientContact(db, { patientId, actor }),
    healthCareType === "insurance"
      ? loadInsurerChoiceContext(db, { patientId, actingRole: valid.actingRole, features, now })
      : Promise.resolve(null),
  ]);
  const empty: PatientContact = { streetAddress: null, postalCode: null, postOffice: null, emailAddress: null, phoneNumber: null };
  return data<ReservePageData>({ ...state, contact: contact ?? empty, insurerContext, healthCareType, deadlineHours });
}

/**
 * /{lang}/kirjautumattomat-kayttajat/vapaat-ajat/{id}[?healthCareType=]. A logged-in user books on
 * the logged-in page of the same type instead. No patient data is read here.
 */
export async function loadAnonymousReservePage(request: Request, context: AppLoadContext, appointmentIdParam: string | undefined) {
  const url = pathOf(request);
  const lang = langOfPath(url.pathname);
  const healthCareType = healthCareTypeOfQuery(url.searchParams.get("healthCareType"));
  const appointmentId = parseNumericId(appointmentIdParam);
  if (context.session?.status === "valid" && appointmentId !== null) {
    throw redirect(href(RESERVE_PAGE[healthCareType], lang, { appointmentId }));
  }
  if (appointmentId === null) return data<AnonymousReservePageData>({ state: "notFound", healthCareType }, { status: 404 });
  const { db, brand, features, now } = context.scope;
  const state = await loadAnonymousReservationPage(db, { appointmentId, healthCareType, brand, features, lang, now });
  return data<AnonymousReservePageData>({ ...state, healthCareType }, { status: state.state === "notFound" ? 404 : 200 });
}

/** What the anonymous reservation action answers: the booking, or why not, with everything typed (conform's reply). */
export type AnonymousReservationAnswer =
  | { kind: "success"; details: ReservationDetails; appointment: ReservationAppointment }
  | { kind: "invalid"; result: FormReply }
  | { kind: "error"; type: ReservationErrorType | "tooManyRequests"; result: FormReply };

/**
 * The anonymous reservation as a form post (spec part 2 §4 "Anonymous reservation", §5, §8): the
 * same service, rate limit and rules as POST /api/anon/reserve-appointment, the fields parsed with
 * the form's own schema (the browser's too). The booked view is the answer itself: the page has
 * no session to find the booking again by.
 */
export async function submitAnonymousReservation(
  request: Request,
  context: AppLoadContext,
  appointmentIdParam: string | undefined,
): Promise<AnonymousReservationAnswer> {
  const form = await readForm(request, context.session);
  const { services } = context;
  const { db, now, actor, brand, features, senders } = context.scope;
  // The booked view shows the time as the form did; once booked, the page itself only says "reserved".
  const before = await loadAnonymousReservationPage(db, {
    appointmentId: parseNumericId(appointmentIdParam) ?? 0,
    healthCareType: "private",
    brand,
    features,
    lang: langOfPath(pathOf(request).pathname),
    now,
  });
  // The form's own schema, with the appointment's binding window: every field to check at once.
  const submission = parseForm(
    form,
    createAnonymousReservationSchema({
      withinBindingWindow: "appointment" in before && before.appointment.withinBindingWindow,
      allowDevelopmentCodes: services.config.HOIVA_STAGE !== "production",
    }),
  );
  const limit = await hitRateLimit(db, `anon-reservation:address:${context.clientAddress}`, ANONYMOUS_RESERVATION_LIMIT, now);
  if (!limit.allowed) return { kind: "error", type: "tooManyRequests", result: submission.reply() };
  if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };
  const target = ReservationTargetSchema.safeParse({ appointmentId: appointmentIdParam, internalOrganization: brand });
  if (!target.success) return { kind: "error", type: "appointmentNotAvailable", result: submission.reply() };
  const outcome = await reserveAppointmentAnonymously(db, {
    brand,
    features,
    payload: { ...submission.value, ...target.data },
    now,
    maxFutureReservations: services.config.MAX_FUTURE_RESERVATIONS,
    actor,
    origin: brandOrigin(services.config, brand),
    senders,
  });
  if (outcome.kind === "invalid") return { kind: "invalid", result: replyWithDetails(submission, outcome.details) };
  const result = outcome.result;
  if (result.type === "success" && "appointment" in before) return { kind: "success", details: result.reservationDetails, appointment: before.appointment };
  if (result.type === "success") return { kind: "error", type: "unknownError", result: submission.reply() };
  return { kind: "error", type: result.type, result: submission.reply() };
}

// ---- The logged-in page's writes ----

/** What the contact edit's post answers: saved, or what to check with everything typed. */
export type ContactAnswer = ContactEditAnswer;

/**
 * What the booking's post answers: the booking, or why not, with the confirmations as ticked
 * (conform's reply; its errors may name the saved contact details and the insurer choice too).
 */
export type ReservationAnswer =
  | { intent: "reserve"; kind: "success"; details: ReservationDetails; appointment: ReservationAppointment }
  | { intent: "reserve"; kind: "invalid"; result: FormReply }
  | { intent: "reserve"; kind: "error"; type: ReservationErrorType; result: FormReply };

export type ReservePageAnswer = ContactAnswer | ReservationAnswer;

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The logged-in reservation page's writes (spec part 2 §4 "Logged-in reservation", "Address
 * edit"), as form posts with the session's CSRF token, with or without JavaScript: `saveContact`
 * saves the acting patient's contact details (the service of PUT /api/user); `reserve` books the
 * time with the saved contact details (where the confirmations go) and, for insurance, the
 * insurer choice, through the service of POST /api/reserve-appointment. The booked view is the
 * answer itself; a patient who turns out not to be registered, or to lack the consent, goes to
 * those forms and back.
 */
export async function submitReservePage(request: Request, context: AppLoadContext, appointmentIdParam: string | undefined): Promise<ReservePageAnswer | Response> {
  // A person without a patient record registers first and comes back here.
  const session = requireActingPatient(request, context);
  const form = await readForm(request, session);
  if (form.get("intent") === "saveContact") return saveContact(context, session, form);
  return reserve(request, context, session, form, appointmentIdParam);
}

async function saveContact(context: AppLoadContext, session: ActingSession, form: FormData): Promise<ContactAnswer> {
  const submission = parseForm(form, BookingContactSchema);
  if (submission.status !== "success") return { intent: "saveContact", kind: "invalid", result: submission.reply() };
  const { db, now, actor } = context.scope;
  const result = await updatePatientContact(db, { patientId: session.actingPatientId, contact: submission.value, now, actor });
  return result.type === "success" ? { intent: "saveContact", kind: "saved", contact: result.patient } : { intent: "saveContact", kind: "failed", result: submission.reply() };
}

/** The insurer choice travels as JSON in one field (the picker is a widget of its own). */
function insurerChoiceOf(form: FormData): unknown {
  const text = textOf(form, "insurerChoice");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return "invalid";
  }
}

async function reserve(
  request: Request,
  context: AppLoadContext,
  session: ActingSession,
  form: FormData,
  appointmentIdParam: string | undefined,
): Promise<ReservationAnswer | Response> {
  const url = pathOf(request);
  const lang = langOfPath(url.pathname);
  const page = pageOfPath(url.pathname);
  const healthCareType = (page && healthCareTypeOfPage(page.key)) ?? "private";
  // The form's fields as ticked, whatever the appointment asks for: what every answer gives back.
  const typed = parseForm(form, createReservationConfirmationsSchema({ withinBindingWindow: false, occupationalConfirmation: null }));
  const answer = (type: ReservationErrorType): ReservationAnswer => ({ intent: "reserve", kind: "error", type, result: typed.reply() });
  const appointmentId = parseNumericId(appointmentIdParam);
  if (appointmentId === null) return answer("appointmentNotAvailable");
  const { services } = context;
  const { db, now, actor, brand, features, senders } = context.scope;

  // The page as the form showed it: the appointment's rules, and the time for the booked view.
  const state = await loadReservationPage(db, pageInput(context, session, { appointmentId, healthCareType, lang }));
  const here = url.pathname + url.search;
  if (state.state === "unregistered") throw redirect(href("registration", lang, {}, { nextPath: here }));
  if (state.state === "consentRequired") throw redirect(href("patientDataConsent", lang, {}, { nextPath: here }));
  if (state.state === "bookingInterrupted") return answer("notCreditworthy");
  if (state.state === "noOccupationalHealthcare" || state.state === "webReservationNotAllowed") return answer(state.state);
  if (state.state !== "available") return answer("appointmentNotAvailable");

  // The form's own schema with this appointment's rules, then the whole payload: the confirmations
  // go to the contact details the page shows, as saved.
  const submission = parseForm(
    form,
    createReservationConfirmationsSchema({ withinBindingWindow: state.appointment.withinBindingWindow, occupationalConfirmation: state.occupationalConfirmation }),
  );
  const contact = await loadPatientContact(db, { patientId: session.actingPatientId, actor });
  const payload = createReservationPayloadSchema({
    withinBindingWindow: state.appointment.withinBindingWindow,
    occupationalConfirmation: state.occupationalConfirmation,
  }).safeParse({
    appointmentId,
    internalOrganization: brand,
    healthCareType,
    emailAddress: contact?.emailAddress ?? "",
    phone: contact?.phoneNumber ?? "",
    insurerChoice: healthCareType === "insurance" ? insurerChoiceOf(form) : null,
    ...(submission.status === "success" ? submission.value : {}),
  });
  if (submission.status !== "success" || !payload.success) {
    return { intent: "reserve", kind: "invalid", result: replyWithDetails(submission, payload.error ? toValidationDetails(payload.error) : []) };
  }

  // One service call, one transaction: the insurer's concept goes on the record with the booking.
  const outcome = await reserveAppointment(db, {
    brand,
    features,
    payload: payload.data,
    now,
    maxFutureReservations: services.config.MAX_FUTURE_RESERVATIONS,
    actor,
    origin: brandOrigin(services.config, brand),
    userPatientId: session.patientId,
    actingPatientId: session.actingPatientId,
    actingRole: session.actingRole,
    insurers: senders.insurers,
    senders,
  });
  if (outcome.kind === "invalid") return { intent: "reserve", kind: "invalid", result: replyWithDetails(submission, outcome.details) };
  const result = outcome.result;
  if (result.type === "success") return { intent: "reserve", kind: "success", details: result.reservationDetails, appointment: state.appointment };
  if (result.type === "noPatient") throw redirect(href("registration", lang, {}, { nextPath: here }));
  if (result.type === "patientDataConsentRequired") throw redirect(href("patientDataConsent", lang, {}, { nextPath: here }));
  return answer(result.type);
}
