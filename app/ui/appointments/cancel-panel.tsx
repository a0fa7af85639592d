import { useEffect, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import type { CancelAppointmentResult } from "#domain/appointment-results";
import { normalisePhoneNumber } from "#domain/phone";
import { pushAnalyticsEventAndWait } from "#app/analytics";
import { href } from "#domain/routes/href";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang } from "#app/root-context";
import { APPOINTMENT_CANCELLED_HASH } from "./use-appointment-cancelled-toast";
import { Spinner } from "#app/ui/spinner";
import { callApi, useCsrfToken, useLeaveWithoutSession } from "./appointment-api";
import { CancelConfirm } from "./cancel-confirm";

// Cancelling on the logged-in appointment page (spec part 1 §4 "Cancel", §8): shown while mayCancel,
// not checked in and no error is shown; asks for confirmation, then DELETE; on success the
// reservationCancel analytics event, then the front page with #appointment-cancelled. A failure
// says to call customer service, with the reason when the appointment is too soon.

type PanelState = "idle" | "confirming" | "pending" | "done" | "deadlineExceeded" | "failed" | "network";

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
  const navigate = useNavigate();
  const csrfToken = useCsrfToken();
  const leave = useLeaveWithoutSession();
  const [state, setState] = useState<PanelState>("idle");
  const buttonRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (state === "deadlineExceeded" || state === "failed" || state === "network") messageRef.current?.focus();
    if (state === "idle" && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [state]);

  async function cancel() {
    setState("pending");
    const answer = await callApi<CancelAppointmentResult>("DELETE", `/api/appointments/${appointmentId}`, { csrfToken });
    if (answer.kind === "session") return leave(answer.expired);
    if (answer.kind === "network") return setState("network");
    if (answer.type === "success") {
      setState("done");
      await pushAnalyticsEventAndWait({ event: "reservationCancel", ...analytics });
      void navigate(`${href("home", lang)}#${APPOINTMENT_CANCELLED_HASH}`);
      return;
    }
    setState(answer.type === "deadlineExceeded" ? "deadlineExceeded" : "failed");
  }

  if (state === "deadlineExceeded" || state === "failed") {
    return (
      <div ref={messageRef} tabIndex={-1} role="alert" className="notice notice--error appointment__cancel">
        <p>
          <FormattedMessage
            id="appointments.cancel.failed"
            values={{
              reason: state === "deadlineExceeded" ? t("appointments.cancel.failedReason", { n: deadlineHours }) : "",
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
      {state === "network" ? (
        <div ref={messageRef} tabIndex={-1} role="alert" className="notice notice--error">
          <p>{t("appointments.networkError")}</p>
        </div>
      ) : null}
      {state === "confirming" ? (
        <CancelConfirm
          onConfirm={() => void cancel()}
          onDismiss={() => {
            returnFocus.current = true;
            setState("idle");
          }}
        />
      ) : state === "pending" || state === "done" ? (
        <Spinner label={t("appointments.cancel.pending")} />
      ) : (
        <p className="actions">
          <button ref={buttonRef} type="button" className="button button--secondary" onClick={() => setState("confirming")}>
            {t("appointments.cancel.button")}
          </button>
        </p>
      )}
    </div>
  );
}
