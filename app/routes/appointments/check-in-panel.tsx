import { type RefObject, useEffect, useRef } from "react";
import { Form } from "react-router";
import type { CheckInResult } from "#domain/appointment-results";
import { checkInOpensAt } from "#domain/appointment-rules";
import { formatShortDate, formatTime } from "#domain/date-display";
import type { SelfCheckInStatus } from "#domain/enums";
import { saveActionSearch } from "#domain/save-action";
import { pushAnalyticsEvent } from "#app/analytics";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { Spinner } from "#app/ui/spinner";
import { useLanguage } from "#app/ui/use-language";
import { useNow } from "#app/ui/use-now";
import { liveCheckInStatus } from "./anonymous-actions";
import { useAppointmentActionData, useAppointmentActionPending } from "#app/ui/appointments/appointment-action-data";
import { CsrfInput } from "#app/ui/form/csrf-input";

// Self check-in on the logged-in appointment page (spec part 1 §4 "Check-in", §8): while too early
// the moment check-in opens (decision 321; the button appears by itself when the time comes), then
// the button, a form post to the page's action (intent checkIn) that works without JavaScript; the
// server's answer as a message; after success the room, or a prompt to see reception.

type Outcome = CheckInResult;

const MESSAGES: Partial<Record<Outcome, MessageKey>> = {
  alreadyCheckedIn: "appointments.checkIn.alreadyCheckedIn",
  tooEarly: "appointments.checkIn.tooEarly",
};

function isConsentResult(outcome: Outcome | null): boolean {
  return outcome === "confidentialityFormNotFilled" || outcome === "confidentialityFormNotFilledAsAdult";
}

export interface CheckInPanelProps {
  appointmentId: number;
  startsAt: Date;
  status: SelfCheckInStatus;
  room: { location: string } | null;
  /** The consent form is missing (known before trying). */
  consentMissing: boolean;
  analytics: { clinicName: string; practitionerName: string; durationMinutes: number };
}

export function CheckInPanel({ appointmentId, startsAt, status, room, consentMissing, analytics }: CheckInPanelProps) {
  const t = useT();
  const lang = useLanguage();
  const now = useNow(undefined, 15_000);
  const answer = useAppointmentActionData("checkIn", appointmentId);
  const pending = useAppointmentActionPending("checkIn", appointmentId);
  const outcome: Outcome | null = answer ? (answer.outcome === "ValidationError" ? "unknownError" : (answer.outcome as CheckInResult)) : null;
  const messageRef = useRef<HTMLDivElement>(null);
  // After a successful check-in the page data already says checkedIn (the action revalidates it).
  const current = liveCheckInStatus(status, startsAt, now);
  const opensAt = checkInOpensAt(startsAt);

  // The button goes away after an answer: focus moves to the message, which is read out.
  useEffect(() => {
    if (!answer) return;
    if (answer.outcome === "success") pushAnalyticsEvent({ event: "registerAtReception", ...analytics });
    messageRef.current?.focus();
    // Once per answer (the analytics values belong to the same appointment).
  }, [answer]);

  if (current !== "allowed" && current !== "tooEarly" && current !== "checkedIn") return null;

  const consentNeeded = isConsentResult(outcome) || (consentMissing && current !== "checkedIn");
  const message = outcome && outcome !== "success" && !isConsentResult(outcome) ? (MESSAGES[outcome] ?? "appointments.checkIn.failed") : null;

  return (
    <section className="appointment__check-in" aria-labelledby={`check-in-${appointmentId}`}>
      <h3 id={`check-in-${appointmentId}`}>{t("appointments.checkIn.heading")}</h3>
      {current === "checkedIn" || outcome === "success" ? (
        <div ref={messageRef} tabIndex={-1} role="status" className="notice notice--success">
          <p className="notice__title">{t("appointments.checkIn.done")}</p>
          <p>{room ? t("appointments.checkIn.room", { room: room.location }) : t("appointments.checkIn.seeReception")}</p>
        </div>
      ) : (
        <>
          {message ? (
            <div ref={messageRef} tabIndex={-1} role="alert" className="notice notice--error">
              <p>{t(message)}</p>
            </div>
          ) : null}
          {consentNeeded ? <ConsentNeeded appointmentId={appointmentId} focusRef={isConsentResult(outcome) ? messageRef : undefined} /> : null}
          {current === "tooEarly" ? (
            <p className="appointment__opens">
              {t("appointments.checkIn.opensAt", { date: formatShortDate(opensAt, lang), time: formatTime(opensAt) })}
            </p>
          ) : outcome === null || outcome === "tooEarly" ? (
            <Form method="post" className="actions" preventScrollReset>
              <CsrfInput />
              <input type="hidden" name="intent" value="checkIn" />
              <input type="hidden" name="appointmentId" value={appointmentId} />
              <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
                {t("appointments.checkIn.button")}
              </button>
              {pending ? <Spinner label={t("appointments.checkIn.pending")} /> : null}
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}

/** 'Fill out the patient consent form before checking in', with the way to the form. */
function ConsentNeeded({ appointmentId, focusRef }: { appointmentId: number; focusRef?: RefObject<HTMLDivElement | null> }) {
  const t = useT();
  return (
    <div ref={focusRef} tabIndex={focusRef ? -1 : undefined} role={focusRef ? "alert" : undefined} className="notice notice--warning">
      <p className="notice__title">{t("appointments.checkIn.consentNeeded")}</p>
      <p>
        <Link page="myInformation" search={saveActionSearch({ saveAction: "go-to-view-appointment-page", appointmentId, tab: "consent" })}>
          {t("appointments.checkIn.consentLink")}
        </Link>
      </p>
    </div>
  );
}
