import { useEffect, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Form, useSearchParams, useSubmit } from "react-router";
import { normalisePhoneNumber } from "#domain/phone-number";
import { pushAnalyticsEventAndWait } from "#app/analytics";
import { href } from "#domain/routes/href";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang } from "#app/root-context";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Spinner } from "#app/ui/spinner";
import { useAppointmentActionData, useAppointmentActionPending } from "./appointment-action-data";
import { CancelConfirm } from "./cancel-confirm";

/** The appointment page's address parameter that opens the cancel question (without JavaScript). */
export const CANCEL_QUESTION_PARAM = "cancel";

// Cancelling on the logged-in appointment page (spec part 1 §4 "Cancel", §8): shown while mayCancel
// and not checked in; asks for confirmation, then posts intent cancel to the appointment page's
// action, which on success goes to the front page with 'Appointment canceled' (the reservationCancel
// analytics event goes out first). A failure says to call customer service, with the reason when
// the appointment is too soon. Works without JavaScript: the question is then ?cancel={id}.

type PanelState = "idle" | "confirming";

export interface CancelPanelProps {
  appointmentId: number;
  mayCancel: boolean;
  isCheckedIn: boolean;
  isInsideCancellationDeadline: boolean;
  deadlineHours: number;
  analytics: { clinicName: string; practitionerName: string; durationMinutes: number };
}

function CustomerServicePhone() {
  const brand = useBrand();
  return <a href={`tel:${normalisePhoneNumber(brand.customerServicePhone)}`}>{brand.customerServicePhone}</a>;
}

export function CancelPanel({ appointmentId, mayCancel, isCheckedIn, isInsideCancellationDeadline, deadlineHours, analytics }: CancelPanelProps) {
  const t = useT();
  const lang = useLang();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  // The page's own address takes the writes, wherever the panel is shown (also after booking).
  const pagePath = href("appointment", lang, { ids: appointmentId });
  // Without JavaScript the first button opens the question as ?cancel={id} on the appointment page.
  const [state, setState] = useState<PanelState>(searchParams.get(CANCEL_QUESTION_PARAM) === String(appointmentId) ? "confirming" : "idle");
  const answer = useAppointmentActionData("cancel", appointmentId);
  const pending = useAppointmentActionPending("cancel", appointmentId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  const failure = answer && answer.outcome !== "success" ? (answer.outcome === "deadlineExceeded" ? "deadlineExceeded" : "failed") : null;

  useEffect(() => {
    if (failure) messageRef.current?.focus();
  }, [failure, answer]);
  useEffect(() => {
    if (state === "idle" && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [state]);

  if (failure) {
    return (
      <div ref={messageRef} tabIndex={-1} role="alert" className="notice notice--error appointment__cancel">
        <p>
          <FormattedMessage
            id="appointments.cancel.failed"
            values={{
              reason: failure === "deadlineExceeded" ? t("appointments.cancel.failedReason", { n: deadlineHours }) : "",
              phone: <CustomerServicePhone />,
            }}
          />
        </p>
      </div>
    );
  }

  if (!mayCancel || isCheckedIn) {
    if (!isInsideCancellationDeadline || isCheckedIn) return null;
    return (
      <p className="appointment__hint appointment__cancel">
        <FormattedMessage id="appointments.cancel.tooLateInfo" values={{ n: deadlineHours, phone: <CustomerServicePhone /> }} />
      </p>
    );
  }

  return (
    <div className="appointment__cancel">
      {pending ? (
        <Spinner label={t("appointments.cancel.pending")} />
      ) : state === "confirming" ? (
        <Form
          method="post"
          action={pagePath}
          onSubmit={(event) => {
            // The analytics event goes out before the page changes (spec part 1 §4 "Cancel").
            event.preventDefault();
            const form = event.currentTarget;
            void pushAnalyticsEventAndWait({ event: "reservationCancel", ...analytics }).then(() => submit(form));
          }}
        >
          <CsrfInput />
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="appointmentId" value={appointmentId} />
          <CancelConfirm
            dismissHref={pagePath}
            onDismiss={() => {
              returnFocus.current = true;
              setState("idle");
            }}
          />
        </Form>
      ) : (
        <Form method="get" action={pagePath} className="actions">
          <button
            ref={buttonRef}
            type="submit"
            name={CANCEL_QUESTION_PARAM}
            value={appointmentId}
            className="button button--secondary"
            onClick={(event) => {
              event.preventDefault();
              setState("confirming");
            }}
          >
            {t("appointments.cancel.button")}
          </button>
        </Form>
      )}
    </div>
  );
}
