import { type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import { bookingLinkTokenOf } from "#domain/appointment-link";
import { cancellationDeadline } from "#domain/appointment-rules";
import { formatShortDate, formatTime } from "#domain/date-display";
import { saveActionSearch } from "#domain/save-action";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import type { AppointmentView } from "#server/modules/appointments/appointment-service";
import { pushAnalyticsEvent } from "#app/analytics";
import { href } from "#domain/routes/href";
import type { MessageKey } from "#app/i18n/messages";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang, useRootData } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { serverAnswerOrNetworkError } from "#app/ui/form/network-answer";
import { Link } from "#app/ui/link";
import { Spinner } from "#app/ui/spinner";
import { useHydrated } from "#app/ui/use-hydrated";
import { useLanguage } from "#app/ui/use-language";
import { useNow } from "#app/ui/use-now";
import type { Route } from "./+types/anonymous-appointment";
import {
  type AnonymousActionError,
  type AnonymousAppointmentAnswer,
  anonymousActionState,
  anonymousView,
  checkInButton,
  liveCheckInStatus,
} from "./anonymous-actions";
import { AddToCalendar } from "#app/ui/appointments/add-to-calendar";
import { AppointmentDetails, appointmentTitleKey } from "#app/ui/appointments/appointment-details";
import { loadAnonymousAppointmentPage, submitAnonymousAppointmentAction } from "./anonymous-appointment.server";
import { CancelConfirm } from "#app/ui/appointments/cancel-confirm";
import { EndPartInput } from "./end-part-input";
import appointmentStyles from "#app/ui/appointments/appointments.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Booking-link page /{lang}/{varaus|bokning|appointment}/{token} (spec part 1 §2 "Anonymous
// appointment page", §4 "Anonymous appointment actions", §5): the appointment without login; check
// in with the last four characters of the identity code; cancel after strong login, which comes
// back here. Not-found and cancelled states. Check-in and cancel are form posts to this page's
// action (intents checkIn, cancel), with or without JavaScript; without it the end-part question
// is ?checkIn=1 and the cancel question ?cancel=1.

/** The address parameters that open the questions without JavaScript. */
export const CHECK_IN_QUESTION_PARAM = "checkIn";
export const CANCEL_QUESTION_PARAM = "cancel";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "appointments.anonymous.title"),
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [stylesheet(appointmentStyles)];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  // A locked-out check-in says when to try again, as POST /api/anon/check-in does.
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAnonymousAppointmentPage(request, context, params.token);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitAnonymousAppointmentAction(request, context, params.token);
}

/** With JavaScript: a post that gets no answer is the page's network error. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return serverAnswerOrNetworkError(request, serverAction, (intent): AnonymousAppointmentAnswer => ({
    intent: intent === "checkIn" || intent === "cancel" ? intent : null,
    outcome: "networkError",
  }));
}

export default function AnonymousAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer: AnonymousAppointmentAnswer | null = actionData ?? null;
  // The appointment as last shown: a cancellation's analytics event names it after the page data
  // (revalidated after the post) only says "cancelled".
  const shown = useRef<AppointmentView | null>(null);
  if (loaderData.state === "found") shown.current = loaderData.appointment;
  const cancelled = answer?.intent === "cancel" && answer.outcome === "success";

  useEffect(() => {
    if (!cancelled || !shown.current) return;
    const appointment = shown.current;
    pushAnalyticsEvent({ event: "reservationCancel", clinicName: appointment.clinic.name, practitionerName: appointment.practitioner.name, durationMinutes: appointment.durationMinutes });
  }, [answer]);

  // The cancellation is the action's answer: it stays until the user leaves.
  if (cancelled) return <CancelledByYou />;
  if (loaderData.state === "notFound") return <LinkNotFound />;
  if (loaderData.state === "cancelled") {
    return (
      <section className="page-section">
        <h1>{t("appointments.anonymous.title")}</h1>
        <p className="lead">{t("appointments.cancelled.byClinic")}</p>
        <NewAppointmentOffer />
      </section>
    );
  }
  const { appointment } = loaderData;
  return (
    <section className="page-section appointment-page">
      <h1>{t(appointmentTitleKey(appointment.locationType))}</h1>
      <AnonymousAppointmentCard
        appointment={appointment}
        sessionMayCancel={loaderData.sessionMayCancel}
        deadlineHours={loaderData.deadlineHours}
        answer={answer}
      />
      <AddToCalendar bookingLinkToken={loaderData.appointmentId} />
    </section>
  );
}

interface ActionsProps {
  appointment: AppointmentView;
  sessionMayCancel: boolean;
  deadlineHours: number;
  /** The action's answer to the last post. */
  answer: AnonymousAppointmentAnswer | null;
}

function AnonymousAppointmentCard(props: ActionsProps) {
  const { sessionState } = useRootData();
  return (
    <article className="appointment" aria-label={props.appointment.kind.title}>
      <AppointmentDetails appointment={props.appointment} healthCareType={sessionState.healthCareType} showPriceDetails={false} />
      <AnonymousActions {...props} />
    </article>
  );
}

const ERROR_MESSAGES: Record<Exclude<AnonymousActionError, "check-in-ssn-mismatch" | "consent-needed">, MessageKey> = {
  "network-error": "appointments.networkError",
  "cancel-too-late": "appointments.cancel.tooLate",
  "cancel-failure": "appointments.cancel.error",
  "check-in-failure": "appointments.checkIn.failed",
};

function AnonymousActions({ appointment, sessionMayCancel, deadlineHours, answer: lastAnswer }: ActionsProps) {
  const t = useT();
  const lang = useLang();
  const language = useLanguage();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const now = useNow(undefined, 15_000);
  const errorId = useId();
  // The page's own address (without the questions) takes the posts and ends each question.
  const pagePath = location.pathname;
  /** The question the user opened: in the address without JavaScript, in the page with it. */
  const [opened, setOpened] = useState<"checkIn" | "cancel" | null>(
    searchParams.get(CHECK_IN_QUESTION_PARAM) === "1" ? "checkIn" : searchParams.get(CANCEL_QUESTION_PARAM) === "1" ? "cancel" : null,
  );
  /** The answer the user went back from (Back / Try again). */
  const [dismissed, setDismissed] = useState<AnonymousAppointmentAnswer | null>(null);
  /** A new end-part input (empty, focused) with each answer, from the render that shows it. */
  const answers = useRef({ last: lastAnswer, count: 0 });
  if (answers.current.last !== lastAnswer) answers.current = { last: lastAnswer, count: answers.current.count + 1 };
  const inputGeneration = answers.current.count;
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const acted = useRef(false);

  const answer = lastAnswer === dismissed ? null : lastAnswer;
  // Only while the post itself is under way: once answered (the page data may still be reloading) the answer shows.
  const postingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const pending = postingIntent === "checkIn" || postingIntent === "cancel" ? postingIntent : null;
  const state = anonymousActionState({ opened: opened === "checkIn" ? "checkIn" : null, pending, answer });
  const status = liveCheckInStatus(appointment.selfCheckInStatus, appointment.startDate, now);
  const view = status === "checkedIn" ? "checked-in" : anonymousView(state);

  useEffect(() => {
    if (!lastAnswer) return;
    acted.current = true;
    if (lastAnswer.intent === "checkIn" && lastAnswer.outcome === "success") {
      pushAnalyticsEvent({ event: "registerAtReception", clinicName: appointment.clinic.name, practitionerName: appointment.practitioner.name, durationMinutes: appointment.durationMinutes });
    }
    // Once per answer.
  }, [lastAnswer]);

  // After an answer the region changes: focus goes to its result (the end-part input focuses itself).
  useEffect(() => {
    if (acted.current && view !== "identity-code-input") resultRef.current?.focus();
  }, [view, state.error]);

  function submitEndPart(ssnEndPart: string) {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    form.set("ssnEndPart", ssnEndPart);
    void submit(form, { method: "post", action: pagePath, preventScrollReset: true });
  }

  /** Back (or Try again) to the buttons: in the page with JavaScript; the link ends an address question. */
  function back(event: MouseEvent) {
    acted.current = true;
    setOpened(null);
    setDismissed(lastAnswer);
    if (!location.search) event.preventDefault();
  }

  function open(question: "checkIn" | "cancel", event: MouseEvent) {
    event.preventDefault();
    acted.current = true;
    setOpened(question);
    setDismissed(lastAnswer);
  }

  const backLink = (label: MessageKey) => (
    <Link page="anonymousAppointment" params={{ token: bookingLinkTokenOf(pagePath) }} className="button button--secondary" onClick={back} preventScrollReset>
      {t(label)}
    </Link>
  );

  if (view === "checked-in") {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="notice notice--success appointment__actions">
        <p className="notice__title">{t("appointments.checkIn.done")}</p>
        <p>{appointment.room ? t("appointments.checkIn.room", { room: appointment.room.location }) : t("appointments.checkIn.seeReception")}</p>
      </div>
    );
  }

  if (view === "identity-code-input") {
    const checking = pending === "checkIn";
    const mismatch = state.error === "check-in-ssn-mismatch";
    return (
      <Form ref={formRef} method="post" action={pagePath} className="appointment__actions" preventScrollReset noValidate>
        <CsrfInput />
        <input type="hidden" name="intent" value="checkIn" />
        <EndPartInput
          key={inputGeneration}
          name="ssnEndPart"
          legend={t("appointments.endPart.legend")}
          hint={t("appointments.endPart.hint")}
          characterLabel={(index, count) => t("appointments.endPart.character", { index, count })}
          onComplete={submitEndPart}
          disabled={checking}
          errorId={mismatch ? errorId : undefined}
          autoFocus
        />
        <div className="appointment__status" aria-live="polite">
          {checking ? <Spinner label={t("appointments.checkIn.pending")} /> : null}
        </div>
        {mismatch ? (
          <p id={errorId} role="alert" className="field-error">
            {t(VALIDATION_KEYS.ssnEndPartInvalid)}
          </p>
        ) : null}
        <p className="actions">
          {hydrated ? null : (
            // Without JavaScript the four characters go with this button.
            <button type="submit" className="button button--primary">
              {t("appointments.checkIn.button")}
            </button>
          )}
          {backLink("appointments.anonymous.back")}
        </p>
      </Form>
    );
  }

  if (view === "consent-needed") {
    const consentPath = href("myInformation", lang, {}, saveActionSearch({ saveAction: "go-to-view-appointment-page", appointmentId: appointment.id, tab: "consent" }));
    return (
      <div ref={resultRef} tabIndex={-1} role="alert" className="notice notice--warning appointment__actions">
        <p className="notice__title">{t("appointments.checkIn.consentNeeded")}</p>
        <p className="actions">
          <Link page="login" search={{ nextPath: consentPath }} className="button button--primary">
            {t("appointments.checkIn.consentLogIn")}
          </Link>
          {backLink("appointments.anonymous.back")}
        </p>
      </div>
    );
  }

  if (view === "error" && state.error && state.error !== "consent-needed" && state.error !== "check-in-ssn-mismatch") {
    return (
      <div ref={resultRef} tabIndex={-1} role="alert" className="notice notice--error appointment__actions">
        <p>{t(ERROR_MESSAGES[state.error])}</p>
        <p className="actions">{backLink(state.error === "network-error" ? "appointments.anonymous.retry" : "appointments.anonymous.back")}</p>
      </div>
    );
  }

  // The buttons (waiting for action), or 'Just a moment...' while a cancellation is under way.
  const checkIn = checkInButton(status);
  const deadline = cancellationDeadline(appointment.startDate, deadlineHours);
  if (state.status === "response-pending") {
    return (
      <div ref={resultRef} tabIndex={-1} className="appointment__actions">
        <Spinner label={t("appointments.cancel.pending")} />
        <p aria-hidden="true">{t("appointments.cancel.pending")}</p>
      </div>
    );
  }
  return (
    <div ref={resultRef} tabIndex={-1} className="appointment__actions">
      {checkIn !== "hidden" ? (
        <section className="appointment__check-in" aria-labelledby={`check-in-${appointment.id}`}>
          <h3 id={`check-in-${appointment.id}`}>{t("appointments.checkIn.heading")}</h3>
          <Form method="get" action={pagePath} className="actions">
            <button
              type="submit"
              name={CHECK_IN_QUESTION_PARAM}
              value="1"
              className="button button--primary"
              disabled={checkIn === "disabled"}
              aria-describedby={checkIn === "disabled" ? `check-in-hint-${appointment.id}` : undefined}
              onClick={(event) => open("checkIn", event)}
            >
              {t("appointments.checkIn.button")}
            </button>
          </Form>
          {checkIn === "disabled" ? (
            <p id={`check-in-hint-${appointment.id}`} className="appointment__hint">
              {t("appointments.checkIn.opensHint")}
            </p>
          ) : null}
        </section>
      ) : null}
      {appointment.mayCancel ? (
        <div className="appointment__cancel">
          <p className="appointment__hint">
            {t("appointments.cancel.info", { date: formatShortDate(deadline, language), time: formatTime(deadline) })}
          </p>
          {sessionMayCancel && opened === "cancel" ? (
            <Form method="post" action={pagePath} preventScrollReset>
              <CsrfInput />
              <input type="hidden" name="intent" value="cancel" />
              <CancelConfirm dismissHref={pagePath} onDismiss={() => setOpened(null)} />
            </Form>
          ) : sessionMayCancel ? (
            <Form method="get" action={pagePath} className="actions">
              <button type="submit" name={CANCEL_QUESTION_PARAM} value="1" className="button button--secondary" onClick={(event) => open("cancel", event)}>
                {t("appointments.cancel.button")}
              </button>
            </Form>
          ) : (
            <p className="actions">
              <Link page="login" search={{ nextPath: location.pathname + location.search }} className="button button--secondary">
                {t("appointments.cancel.button")}
              </Link>
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The token of the booking-link path (its last segment). */
/** The answer to a cancellation from the link: 'Appointment canceled' and a new appointment. */
function CancelledByYou() {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section className="page-section">
      <h1>{t("appointments.anonymous.title")}</h1>
      <div ref={ref} tabIndex={-1} role="status" className="notice notice--success">
        <p className="notice__title">{t("appointments.cancel.success")}</p>
        <NewAppointmentOffer />
      </div>
    </section>
  );
}

function NewAppointmentOffer() {
  const t = useT();
  return (
    <p>
      {t("appointments.cancelled.newAppointment")}{" "}
      <Link page="bookingLanding">{t("appointments.notFound.makeNew")}</Link>
    </p>
  );
}

/** Not found: 'make a new appointment' or log in (spec §2). */
function LinkNotFound() {
  const t = useT();
  const lang = useLang();
  return (
    <section className="page-section">
      <h1>{t("appointments.notFound.title")}</h1>
      <p className="actions">
        <Link page="bookingLanding" className="button button--primary">
          {t("appointments.notFound.makeNew")}
        </Link>
        <Link page="login" search={{ nextPath: href("appointments", lang) }} className="button button--secondary">
          {t("appointments.notFound.logIn")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
