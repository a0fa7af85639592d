import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formatShortDate, formatTime } from "#domain/date-display";
import { isValidSmsLoginPhone } from "#domain/phone-number";
import { href } from "#domain/routes/href";
import type { MfaOnboardingStartResult, MfaOnboardingVerifyResult } from "#domain/sms-login";
import { ONBOARDING_CODE_LIFETIME_MINUTES } from "#domain/sms-onboarding-limits";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { callApi, useCsrfToken, useLeaveWithoutSession } from "#app/ui/api-client";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { PinInput } from "#app/ui/pin-input";
import { Spinner } from "#app/ui/spinner";
import { useToast } from "#app/ui/toast-provider";
import { useHydrated } from "#app/ui/use-hydrated";

// The SMS login onboarding (spec part 1 §4): phone entry, then the code, then success or failure.
// Shared by the front page's panel and the SMS login setting of My information. With JavaScript
// it calls POST and PUT /api/mfa-onboarding (aborted when the flow is closed); without it the
// same steps are form posts to the SMS login route's action, which comes back to `returnTo`.

export type OnboardingEnd = { outcome: "enabled" } | { outcome: "tooMany"; nextAttempt: string | null };

export interface SmsOnboardingFlowProps {
  /** The phone number to prefill (the patient's contact phone). */
  phoneNumber: string;
  /** A code of this session waits to be entered (masked phone): start on the code step. */
  codeSentTo: string | null;
  /** The page the form posts come back to (without JavaScript). */
  returnTo: string;
  /** The flow has ended: SMS login is on, or onboarding is blocked for now. The toast is shown already. */
  onEnd: (end: OnboardingEnd) => void;
  /** Focus the phone input (or the first digit) when the flow opens in answer to the user. */
  autoFocus?: boolean;
}

const RESULT_TOAST_ID = "sms-onboarding-result";

/** "You can turn on SMS login again on 24.11.2026 at 11.00." */
export function useNextAttemptText(): (nextAttempt: string | null) => string | null {
  const t = useT();
  const lang = useLang();
  return (nextAttempt) => {
    if (!nextAttempt) return null;
    const when = new Date(nextAttempt);
    return t("mfa.onboarding.nextAttempt", { date: formatShortDate(when, lang), time: formatTime(when) });
  };
}

/** The toast of a blocked onboarding: 'Too many retries / You can retry again later' and when. */
export function useTooManyToast(): (nextAttempt: string | null) => void {
  const t = useT();
  const toast = useToast();
  const nextAttemptText = useNextAttemptText();
  return (nextAttempt) => {
    const when = nextAttemptText(nextAttempt);
    toast.show({
      id: RESULT_TOAST_ID,
      kind: "error",
      title: t("mfa.tooMany.title"),
      message: when ? `${t("mfa.tooMany.message")}. ${when}` : t("mfa.tooMany.message"),
    });
  };
}

export function SmsOnboardingFlow({ phoneNumber, codeSentTo, returnTo, onEnd, autoFocus = false }: SmsOnboardingFlowProps) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const leaveWithoutSession = useLeaveWithoutSession();
  const showTooMany = useTooManyToast();
  const ids = useId();
  const phoneInputId = `${ids}-phone`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const action = href("smsLogin", lang);

  const [phone, setPhone] = useState(phoneNumber);
  const [sentTo, setSentTo] = useState<string | null>(codeSentTo);
  const [pending, setPending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<"failed" | "expired" | null>(null);
  /** A new code empties the inputs: the input is mounted afresh. */
  const [generation, setGeneration] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  // Closing the flow cancels a request under way (spec §7 "cancelled if the panel is closed").
  useEffect(() => () => controller.current?.abort(), []);

  /** "Change phone number" was chosen: the phone input takes the focus. */
  const [changingPhone, setChangingPhone] = useState(false);

  useEffect(() => {
    if (hydrated && sentTo === null && (autoFocus || changingPhone)) phoneInput.current?.focus();
  }, [hydrated, sentTo]);

  function newSignal(): AbortSignal {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  }

  function networkError() {
    toast.show({ id: RESULT_TOAST_ID, kind: "error", title: t("mfa.networkError") });
  }

  const phoneValid = isValidSmsLoginPhone(phone.trim());

  async function sendCode(to: string) {
    setPending(true);
    const outcome = await callApi<MfaOnboardingStartResult>("POST", "/api/mfa-onboarding", {
      query: { lang },
      csrfToken,
      body: { phoneNumber: to.trim() },
      signal: newSignal(),
    });
    setPending(false);
    if (outcome.kind === "network" && outcome.aborted) return;
    if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
    if (outcome.kind !== "ok") return networkError();
    const result = outcome.body;
    if (result.type === "mfa-code-sent") {
      setFailure(null);
      setSentTo(result.maskedPhone);
      setGeneration((value) => value + 1);
    } else if (result.type === "too-many-onboarding-attempts") {
      showTooMany(result.nextAttempt);
      onEnd({ outcome: "tooMany", nextAttempt: result.nextAttempt });
    } else {
      toast.show({ id: RESULT_TOAST_ID, kind: "error", title: t("mfa.onboarding.unavailable") });
    }
  }

  function submitPhone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!phoneValid || pending) return;
    void sendCode(phone);
  }

  async function checkCode(code: string) {
    setChecking(true);
    const outcome = await callApi<MfaOnboardingVerifyResult>("PUT", "/api/mfa-onboarding", {
      csrfToken,
      body: { challengeResponseFromUser: code },
      signal: newSignal(),
    });
    setChecking(false);
    if (outcome.kind === "network" && outcome.aborted) return;
    if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
    if (outcome.kind !== "ok") return networkError();
    const result = outcome.body;
    switch (result.type) {
      case "mfa-ok":
        toast.show({ id: RESULT_TOAST_ID, kind: "success", title: t("mfa.onboarding.enabled") });
        onEnd({ outcome: "enabled" });
        return;
      case "too-many-mfa-attempts":
        showTooMany(result.nextAttempt ?? null);
        onEnd({ outcome: "tooMany", nextAttempt: result.nextAttempt ?? null });
        return;
      case "mfa-challenge-failed":
        setFailure(result.expired ? "expired" : "failed");
        toast.show({
          id: RESULT_TOAST_ID,
          kind: "error",
          title: t("mfa.failed.title"),
          message: result.expired ? t("mfa.onboarding.expired") : t("mfa.failed.message"),
        });
    }
  }

  if (sentTo === null) {
    return (
      <form className="sms-onboarding__form" method="post" action={action} onSubmit={submitPhone} noValidate>
        <CsrfInput />
        <input type="hidden" name="intent" value="send-code" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={phoneInputId} className="sms-onboarding__label">
          {t("mfa.onboarding.phoneLabel")}
        </label>
        <p id={hintId} className="sms-onboarding__hint">
          {t("mfa.onboarding.phoneHint")}
        </p>
        <div className="sms-onboarding__row">
          <input
            ref={phoneInput}
            id={phoneInputId}
            name="phoneNumber"
            className="sms-onboarding__phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-describedby={hintId}
            data-private=""
          />
          <button
            type="submit"
            className="button button--primary"
            // Without JavaScript the server checks the number (the button cannot follow the input).
            disabled={hydrated && (!phoneValid || pending)}
            aria-busy={pending || undefined}
          >
            {pending ? t("mfa.onboarding.pending") : t("mfa.onboarding.confirm")}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="sms-onboarding__code" aria-busy={checking}>
      <p data-private="">{t("mfa.onboarding.codeSent", { phone: sentTo, minutes: ONBOARDING_CODE_LIFETIME_MINUTES })}</p>
      <form method="post" action={action} noValidate onSubmit={(event) => event.preventDefault()}>
        <CsrfInput />
        <input type="hidden" name="intent" value="verify-code" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <PinInput
          key={generation}
          name="challengeResponseFromUser"
          legend={t("mfa.onboarding.codeLegend")}
          digitLabel={(index, count) => t("mfa.digitLabel", { index, count })}
          disabled={checking}
          invalid={failure !== null && !checking}
          errorId={errorId}
          autoFocus
          onChange={() => setFailure(null)}
          onComplete={(code) => void checkCode(code)}
        />
        <div className="sms-onboarding__status">
          {checking ? <Spinner label={t("mfa.onboarding.checking")} /> : null}
          {failure !== null && !checking ? (
            <p id={errorId} className="sms-onboarding__error">
              {`${t("mfa.failed.title")}. ${failure === "expired" ? t("mfa.onboarding.expired") : t("mfa.failed.message")}`}
            </p>
          ) : null}
        </div>
        {hydrated ? null : (
          <p className="actions">
            <button type="submit" className="button button--primary">
              {t("mfa.onboarding.checkCode")}
            </button>
          </p>
        )}
      </form>
      {hydrated ? (
        <p className="sms-onboarding__links">
          <button type="button" className="link-button" disabled={pending || checking} onClick={() => void sendCode(phone)}>
            {pending ? t("mfa.onboarding.pending") : t("mfa.onboarding.resend")}
          </button>
          <button
            type="button"
            className="link-button"
            disabled={checking}
            onClick={() => {
              controller.current?.abort();
              setFailure(null);
              setChangingPhone(true);
              setSentTo(null);
            }}
          >
            {t("mfa.onboarding.changePhone")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
