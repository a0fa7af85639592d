import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { href } from "#domain/routes/href";
import { useLang } from "#app/root-context";
import { arrivalReasonCounter } from "#domain/arrival-reason";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { useT } from "#app/i18n/use-t";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Spinner } from "#app/ui/spinner";
import { TOAST_DURATION_MS, useToast } from "#app/ui/toast-provider";
import { useHydrated } from "#app/ui/use-hydrated";
import { type AppointmentActionData, useAppointmentActionData } from "./appointment-action-data";

// The arrival reason (spec part 1 §2, §4 "Arrival reason", §5, §8): free text up to 300 characters
// with an "n / 300" counter; beyond the limit the field turns red, saving is disabled and
// 'Character limit exceeded' shows. A form post to the appointment page's action (intent
// arrivalReason) from wherever the form is (the appointment page, the booked view): with
// JavaScript a fetcher, so the page stays, and the answer is a toast for 5 seconds; without it the
// appointment page answers with the result in the form. A failure keeps the text.

export function ArrivalReasonForm({ appointmentId, initialValue }: { appointmentId: number; initialValue: string }) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const lang = useLang();
  const fetcher = useFetcher<AppointmentActionData>({ key: `arrival-reason-${appointmentId}` });
  // Without JavaScript the post was a page load of the appointment page: its action data.
  const pageAnswer = useAppointmentActionData("arrivalReason", appointmentId);
  const answer = fetcher.data ?? pageAnswer;
  const saving = fetcher.state !== "idle";
  // After a refused save the server's form carries what the user typed.
  const typed = pageAnswer?.result?.initialValue?.arrivalReason;
  const [value, setValue] = useState(typeof typed === "string" ? typed : initialValue);
  const counter = arrivalReasonCounter(value);
  const saved = answer?.outcome === "success";
  const hydrated = useHydrated();

  useEffect(() => {
    if (!fetcher.data) return;
    const ok = fetcher.data.outcome === "success";
    toast.show({
      id: `arrival-reason-${appointmentId}`,
      kind: ok ? "success" : "error",
      title: t(ok ? "appointments.arrivalReason.saved" : "appointments.arrivalReason.failed"),
      durationMs: TOAST_DURATION_MS.arrivalReason,
    });
  }, [fetcher.data, appointmentId, toast, t]);

  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <fetcher.Form method="post" action={href("appointment", lang, { ids: appointmentId })} className="arrival-reason" noValidate>
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
      {answer && !hydrated ? (
        // Without JavaScript there is no toast: the answer shows in the form.
        <p role={saved ? "status" : "alert"} className={saved ? "notice notice--success" : "notice notice--error"}>
          {t(saved ? "appointments.arrivalReason.saved" : "appointments.arrivalReason.failed")}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button button--secondary" disabled={counter.exceeded || saving} aria-busy={saving}>
          {t("appointments.arrivalReason.save")}
        </button>
        {saving ? <Spinner label={t("appointments.arrivalReason.saving")} /> : null}
      </p>
    </fetcher.Form>
  );
}
