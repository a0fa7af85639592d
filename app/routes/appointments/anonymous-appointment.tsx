import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { AnonymousCheckInResult, CancelAppointmentResult } from "#domain/appointment-results";
import { cancellationDeadline } from "#domain/appointment-rules";
import { formatShortDate, formatTime } from "#domain/date-display";
import { saveActionSearch } from "#domain/save-action";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import type { AppointmentView } from "#server/modules/appointments/appointment-service";
import { pushAnalyticsEvent, pushAnalyticsEventAndWait } from "#app/analytics";
import { href } from "#domain/routes/href";
import type { MessageKey } from "#app/i18n/messages";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang, useRootData } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { Spinner } from "#app/ui/spinner";
import { useLanguage } from "#app/ui/use-language";
import { useNow } from "#app/ui/use-now";
import type { Route } from "./+types/anonymous-appointment";
import {
  type AnonymousActionError,
  INITIAL_ANONYMOUS_STATE,
  anonymousActionsReducer,
  anonymousView,
  checkInButton,
  liveCheckInStatus,
} from "./anonymous-actions";
import { callApi, resultTypeOf, useCsrfToken } from "#app/ui/api-client";
import { AppointmentDetails, appointmentTitleKey } from "#app/ui/appointments/appointment-details";
import { loadAnonymousAppointmentPage } from "./anonymous-appointment.server";
import { CancelConfirm } from "#app/ui/appointments/cancel-confirm";
import { EndPartInput } from "./end-part-input";
import appointmentStyles from "#app/ui/appointments/appointments.css?url";

// Booking-link page /{lang}/{varaus|bokning|appointment}/{token} (spec part 1 §2 "Anonymous
// appointment page", §4 "Anonymous appointment actions", §5): the appointment without login; check
// in with the last four characters of the identity code; cancel after strong login, which comes
// back here. Not-found and cancelled states.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "appointments.anonymous.title"),
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appointmentStyles }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAnonymousAppointmentPage(request, context, params.token);
}

export default function AnonymousAppointment({ loaderData }: Route.ComponentProps) {
  const t = useT();
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
        appointmentId={loaderData.appointmentId}
        sessionMayCancel={loaderData.sessionMayCancel}
        deadlineHours={loaderData.deadlineHours}
      />
    </section>
  );
}

function AnonymousAppointmentCard(props: { appointment: AppointmentView; appointmentId: string; sessionMayCancel: boolean; deadlineHours: number }) {
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

function AnonymousActions({
  appointment,
  appointmentId,
  sessionMayCancel,
  deadlineHours,
}: {
  appointment: AppointmentView;
  appointmentId: string;
  sessionMayCancel: boolean;
  deadlineHours: number;
}) {
  const t = useT();
  const lang = useLang();
  const language = useLanguage();
  const location = useLocation();
  const revalidator = useRevalidator();
  const csrfToken = useCsrfToken();
  const now = useNow(undefined, 15_000);
  const errorId = useId();
  const [state, dispatch] = useReducer(anonymousActionsReducer, INITIAL_ANONYMOUS_STATE);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  /** A new end-part input (empty, focused) after each mismatch. */
  const [inputGeneration, setInputGeneration] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);
  const acted = useRef(false);

  const status = liveCheckInStatus(appointment.selfCheckInStatus, appointment.startDate, now);
  const view = status === "checkedIn" && state.status !== "cancel-success" ? "checked-in" : anonymousView(state);
  const analytics = { clinicName: appointment.clinic.name, practitionerName: appointment.practitioner.name, durationMinutes: appointment.durationMinutes };
  const here = location.pathname + location.search;

  // After an answer the region changes: focus goes to its result (the end-part input focuses itself).
  useEffect(() => {
    if (acted.current && view !== "identity-code-input") resultRef.current?.focus();
  }, [view, state.error]);

  async function submitEndPart(ssnEndPart: string) {
    acted.current = true;
    dispatch({ type: "submitEndPart" });
    const answer = await callApi<{ type: AnonymousCheckInResult }>("POST", "/api/anon/check-in", { body: { appointmentId, ssnEndPart } });
    if (answer.kind === "network") return dispatch({ type: "networkError" });
    const result = resultTypeOf(answer) as AnonymousCheckInResult;
    if (result === "success") {
      pushAnalyticsEvent({ event: "registerAtReception", ...analytics });
      await revalidator.revalidate();
    }
    if (result === "ssnEndPartMismatch") setInputGeneration((generation) => generation + 1);
    dispatch({ type: "checkInAnswered", result });
  }

  async function cancel() {
    acted.current = true;
    setConfirmingCancel(false);
    dispatch({ type: "startCancel" });
    const answer = await callApi<{ type: CancelAppointmentResult }>("DELETE", `/api/appointments/${appointment.id}`, { csrfToken });
    if (answer.kind === "network") return dispatch({ type: "networkError" });
    const result = resultTypeOf(answer) as CancelAppointmentResult;
    if (result === "success") await pushAnalyticsEventAndWait({ event: "reservationCancel", ...analytics });
    dispatch({ type: "cancelAnswered", result });
  }

  function back() {
    acted.current = true;
    dispatch({ type: "back" });
  }

  if (view === "checked-in") {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="notice notice--success appointment__actions">
        <p className="notice__title">{t("appointments.checkIn.done")}</p>
        <p>{appointment.room ? t("appointments.checkIn.room", { room: appointment.room.location }) : t("appointments.checkIn.seeReception")}</p>
      </div>
    );
  }

  if (view === "cancelled") {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="notice notice--success appointment__actions">
        <p className="notice__title">{t("appointments.cancel.success")}</p>
        <NewAppointmentOffer />
      </div>
    );
  }

  if (view === "identity-code-input") {
    const pending = state.status === "check-in-pending";
    const mismatch = state.error === "check-in-ssn-mismatch";
    return (
      <div className="appointment__actions">
        <EndPartInput
          key={inputGeneration}
          legend={t("appointments.endPart.legend")}
          hint={t("appointments.endPart.hint")}
          characterLabel={(index, count) => t("appointments.endPart.character", { index, count })}
          onComplete={(endPart) => void submitEndPart(endPart)}
          disabled={pending}
          errorId={mismatch ? errorId : undefined}
          autoFocus
        />
        <div className="appointment__status" aria-live="polite">
          {pending ? <Spinner label={t("appointments.checkIn.pending")} /> : null}
        </div>
        {mismatch ? (
          <p id={errorId} role="alert" className="field-error">
            {t(VALIDATION_KEYS.ssnEndPartInvalid)}
          </p>
        ) : null}
        <p className="actions">
          <button type="button" className="button button--secondary" onClick={back} disabled={pending}>
            {t("appointments.anonymous.back")}
          </button>
        </p>
      </div>
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
          <button type="button" className="button button--secondary" onClick={back}>
            {t("appointments.anonymous.back")}
          </button>
        </p>
      </div>
    );
  }

  if (view === "error" && state.error && state.error !== "consent-needed" && state.error !== "check-in-ssn-mismatch") {
    return (
      <div ref={resultRef} tabIndex={-1} role="alert" className="notice notice--error appointment__actions">
        <p>{t(ERROR_MESSAGES[state.error])}</p>
        <p className="actions">
          <button type="button" className="button button--secondary" onClick={back}>
            {t(state.error === "network-error" ? "appointments.anonymous.retry" : "appointments.anonymous.back")}
          </button>
        </p>
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
          <p className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={checkIn === "disabled"}
              aria-describedby={checkIn === "disabled" ? `check-in-hint-${appointment.id}` : undefined}
              onClick={() => {
                acted.current = true;
                dispatch({ type: "startCheckIn" });
              }}
            >
              {t("appointments.checkIn.button")}
            </button>
          </p>
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
          {confirmingCancel ? (
            <CancelConfirm onConfirm={() => void cancel()} onDismiss={() => setConfirmingCancel(false)} />
          ) : sessionMayCancel ? (
            <p className="actions">
              <button type="button" className="button button--secondary" onClick={() => setConfirmingCancel(true)}>
                {t("appointments.cancel.button")}
              </button>
            </p>
          ) : (
            <p className="actions">
              <Link page="login" search={{ nextPath: here }} className="button button--secondary">
                {t("appointments.cancel.button")}
              </Link>
            </p>
          )}
        </div>
      ) : null}
    </div>
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
