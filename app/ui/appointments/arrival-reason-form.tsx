import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { arrivalReasonCounter } from "#domain/arrival-reason";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { useT } from "#app/i18n/use-t";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Spinner } from "#app/ui/spinner";
import { TOAST_DURATION_MS, useToast } from "#app/ui/toast-provider";
import { useHydrated } from "#app/ui/use-hydrated";
import { useAppointmentActionData, useAppointmentActionPending } from "./appointment-action-data";

// The arrival reason (spec part 1 §2, §4 "Arrival reason", §5, §8): free text up to 300 characters
// with an "n / 300" counter; beyond the limit the field turns red, saving is disabled and
// 'Character limit exceeded' shows. A form post to the page's action (intent arrivalReason), with
// or without JavaScript: success comes back as the 'saved' toast for 5 seconds; a failure keeps
// the text and says so. Needs a valid session (the logged-in page only).

export function ArrivalReasonForm({ appointmentId, initialValue }: { appointmentId: number; initialValue: string }) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const answer = useAppointmentActionData("arrivalReason", appointmentId);
  const saving = useAppointmentActionPending("arrivalReason", appointmentId);
  // After a refused save the server's form carries what the user typed.
  const typed = answer?.result?.initialValue?.arrivalReason;
  const [value, setValue] = useState(typeof typed === "string" ? typed : initialValue);
  const counter = arrivalReasonCounter(value);
  const failed = answer !== null && answer.outcome !== "success";
  const hydrated = useHydrated();

  useEffect(() => {
    if (!failed) return;
    toast.show({
      id: `arrival-reason-${appointmentId}`,
      kind: "error",
      title: t("appointments.arrivalReason.failed"),
      durationMs: TOAST_DURATION_MS.arrivalReason,
    });
  }, [answer, failed, appointmentId, toast, t]);

  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <Form method="post" className="arrival-reason" noValidate preventScrollReset>
      <CsrfInput />
      <input type="hidden" name="intent" value="arrivalReason" />
      <input type="hidden" name="appointmentId" value={appointmentId} />
      <label htmlFor={`${id}-text`} className="arrival-reason__label">
        {t("appointments.arrivalReason.label")}
      </label>
      <p id={hintId} className="appointment__hint">
        {t("appointments.arrivalReason.hint")}
      </p>
      <textarea
        id={`${id}-text`}
        name="arrivalReason"
        className={counter.exceeded ? "arrival-reason__text arrival-reason__text--invalid" : "arrival-reason__text"}
        rows={4}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={counter.exceeded || undefined}
        aria-describedby={[hintId, counterId, counter.exceeded ? errorId : null].filter(Boolean).join(" ")}
        data-private=""
      />
      <div className="arrival-reason__status">
        <span id={errorId} className="arrival-reason__error" aria-live="polite">
          {counter.exceeded ? t(VALIDATION_KEYS.arrivalReasonTooLong) : ""}
        </span>
        <span id={counterId} className={counter.exceeded ? "arrival-reason__counter arrival-reason__counter--invalid" : "arrival-reason__counter"}>
          {t("appointments.arrivalReason.counter", { count: counter.length, max: counter.max })}
        </span>
      </div>
      {failed && !hydrated ? (
        // Without JavaScript there is no toast: the failure shows in the form.
        <p role="alert" className="notice notice--error">
          {t("appointments.arrivalReason.failed")}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button button--secondary" disabled={counter.exceeded || saving} aria-busy={saving}>
          {t("appointments.arrivalReason.save")}
        </button>
        {saving ? <Spinner label={t("appointments.arrivalReason.saving")} /> : null}
      </p>
    </Form>
  );
}
