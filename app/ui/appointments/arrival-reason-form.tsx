import { type FormEvent, useId, useState } from "react";
import type { ArrivalReasonResult } from "#domain/appointment-results";
import { arrivalReasonCounter } from "#domain/arrival-reason";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { useT } from "#app/i18n/use-t";
import { Spinner } from "#app/ui/spinner";
import { TOAST_DURATION_MS, useToast } from "#app/ui/toast-provider";
import { callApi, useCsrfToken, useLeaveWithoutSession } from "./appointment-api";

// The arrival reason (spec part 1 §2, §4 "Arrival reason", §5, §8): free text up to 300 characters
// with an "n / 300" counter; beyond the limit the field turns red, saving is disabled and
// 'Character limit exceeded' shows. States idle, saving, success, failure; the result is a toast
// for 5 seconds. Needs a valid session (the logged-in page only).

type SaveState = "idle" | "saving" | "success" | "failure";

export function ArrivalReasonForm({ appointmentId, initialValue }: { appointmentId: number; initialValue: string }) {
  const t = useT();
  const toast = useToast();
  const csrfToken = useCsrfToken();
  const leave = useLeaveWithoutSession();
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [state, setState] = useState<SaveState>("idle");
  const counter = arrivalReasonCounter(value);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (counter.exceeded || state === "saving") return;
    setState("saving");
    const answer = await callApi<ArrivalReasonResult>("POST", `/api/appointments/${appointmentId}/arrival-reason`, {
      csrfToken,
      body: { arrivalReason: value },
    });
    if (answer.kind === "session") return leave(answer.expired);
    const ok = answer.kind === "result" && answer.type === "success";
    setState(ok ? "success" : "failure");
    toast.show({
      id: `arrival-reason-${appointmentId}`,
      kind: ok ? "success" : "error",
      title: t(ok ? "appointments.arrivalReason.saved" : "appointments.arrivalReason.failed"),
      durationMs: TOAST_DURATION_MS.arrivalReason,
    });
  }

  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <form className="arrival-reason" onSubmit={(event) => void save(event)} noValidate>
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
        onChange={(event) => {
          setValue(event.target.value);
          if (state !== "saving") setState("idle");
        }}
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
      <p className="actions">
        <button type="submit" className="button button--secondary" disabled={counter.exceeded || state === "saving"} aria-busy={state === "saving"}>
          {t("appointments.arrivalReason.save")}
        </button>
        {state === "saving" ? <Spinner label={t("appointments.arrivalReason.saving")} /> : null}
      </p>
    </form>
  );
}
