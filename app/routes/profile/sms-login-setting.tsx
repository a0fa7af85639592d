import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { href } from "#domain/routes/href";
import type { MfaStatus, MfaToggleAction, MfaToggleResult } from "#domain/sms-login";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { callApi, useCsrfToken, useLeaveWithoutSession } from "#app/ui/api-client";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { SmsOnboardingFlow, useNextAttemptText, useTooManyToast } from "#app/ui/sms-login/sms-onboarding-flow";
import { useToast } from "#app/ui/toast-provider";

// The SMS login setting on the contact tab of My information (spec part 1 §3 "MFA status", §4
// "SMS login toggle"): the status in words and a button that turns SMS login on or off. With
// JavaScript it posts POST /api/mfa and shows the new status; turning on without a confirmed phone
// (user-wants-to-enable-mfa) starts the verification at once, with the code already sent to the
// contact phone. Without JavaScript the button posts to the SMS login route's action.

export type SmsLoginSettingData = {
  mfaStatus: MfaStatus;
  /** The contact phone, prefilled in the phone step. */
  phoneNumber: string;
  /** A code of this session waits to be entered (masked phone). */
  codeSentTo: string | null;
};

const TOAST_ID = "sms-login-setting";

export function SmsLoginSetting({ setting }: { setting: SmsLoginSettingData | null }) {
  if (!setting) return null;
  return <SmsLoginSettingRow setting={setting} />;
}

function SmsLoginSettingRow({ setting }: { setting: SmsLoginSettingData }) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const toast = useToast();
  const csrfToken = useCsrfToken();
  const leaveWithoutSession = useLeaveWithoutSession();
  const nextAttemptText = useNextAttemptText();
  const showTooMany = useTooManyToast();
  const headingId = useId();
  const [status, setStatus] = useState<MfaStatus>(setting.mfaStatus);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(setting.codeSentTo);
  /** Bumped when the verification starts afresh: the flow is mounted anew. */
  const [flowKey, setFlowKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const returnTo = location.pathname + location.search;

  const on = status.status === "enabled" || status.status === "user-wants-to-enable-mfa";
  const action: MfaToggleAction = on ? "disable" : "enable";

  async function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const outcome = await callApi<MfaToggleResult>("POST", "/api/mfa", { query: { lang }, csrfToken, body: { action } });
    setSaving(false);
    if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
    if (outcome.kind !== "ok") {
      toast.show({ id: TOAST_ID, kind: "error", title: t("mfa.networkError") });
      return;
    }
    const next = outcome.body.mfaStatus;
    setStatus(next);
    setCodeSentTo(outcome.body.codeSentTo);
    setFlowKey((key) => key + 1);
    if (action === "disable") toast.show({ id: TOAST_ID, kind: "success", title: t("mfa.setting.turnedOff") });
    else if (next.status === "enabled") toast.show({ id: TOAST_ID, kind: "success", title: t("mfa.onboarding.enabled") });
    else if (next.status === "too-many-onboarding-attempts") showTooMany(next.nextAttempt);
  }

  async function refreshStatus() {
    const outcome = await callApi<{ mfaStatus: MfaStatus }>("GET", "/api/mfa", { csrfToken });
    if (outcome.kind === "ok") setStatus(outcome.body.mfaStatus);
  }

  const statusText = (() => {
    switch (status.status) {
      case "enabled":
        return t("mfa.setting.enabled", { phone: status.phoneNumber });
      case "user-has-no-verified-mfa-device":
        return t("mfa.setting.off");
      case "user-wants-to-enable-mfa":
        return t("mfa.setting.waiting");
      case "too-many-onboarding-attempts":
        return `${t("mfa.setting.tooMany")} ${nextAttemptText(status.nextAttempt) ?? ""}`.trim();
      case "environment-has-mfa-disabled":
        return t("mfa.setting.environmentDisabled");
    }
  })();
  const canToggle = status.status !== "environment-has-mfa-disabled" && status.status !== "too-many-onboarding-attempts";

  return (
    <section className="sms-login-setting" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("mfa.setting.label")}</h2>
      <p className="sms-login-setting__status" role="status" data-private="">
        {statusText}
      </p>
      {canToggle ? (
        <form method="post" action={href("smsLogin", lang)} onSubmit={(event) => void toggle(event)}>
          <CsrfInput />
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="action" value={action} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={`button ${on ? "button--secondary" : "button--primary"}`} disabled={saving} aria-busy={saving || undefined}>
            {saving ? t("mfa.setting.saving") : on ? t("mfa.setting.turnOff") : t("mfa.setting.turnOn")}
          </button>
        </form>
      ) : null}
      {status.status === "user-wants-to-enable-mfa" ? (
        <div className="sms-onboarding">
          <SmsOnboardingFlow
            key={flowKey}
            phoneNumber={setting.phoneNumber}
            codeSentTo={codeSentTo}
            returnTo={returnTo}
            autoFocus={flowKey > 0}
            onEnd={(end) => {
              setCodeSentTo(null);
              if (end.outcome === "enabled") void refreshStatus();
              else if (end.nextAttempt) setStatus({ status: "too-many-onboarding-attempts", nextAttempt: end.nextAttempt });
              else void refreshStatus();
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
