import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatShortDate } from "#domain/date-display";
import type { ConsentField, PatientDataConsent } from "#domain/registration";
import type { ConsentForm as ConsentFormState } from "#server/modules/profile/consent-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang, useRootData } from "#app/root-context";
import { Spinner } from "#app/ui/spinner";
import { useToast } from "#app/ui/toast-provider";
import { useErrorText } from "#app/ui/field-errors";
import { callApi, useLeaveWithoutSession } from "#app/ui/api-client";

// The patient data consent form (spec part 1 §3, §4 "Consent form"): the consent choices (the
// occupational one in the adult brand only), the privacy policy, and Save. The first time the
// consent is given, Save is enabled only after the privacy policy has been opened; after submit
// the form is locked; on success the browser goes to the next path.

const LABELS: Record<ConsentField, MessageKey> = {
  allowsCommonRegistry: "consent.field.allowsCommonRegistry",
  allowsViewingOccupationalInformation: "consent.field.allowsViewingOccupationalInformation",
  allowsMarketingMail: "consent.field.allowsMarketingMail",
  allowsTreatmentInstructionsMail: "consent.field.allowsTreatmentInstructionsMail",
  allowsBookingSms: "consent.field.allowsBookingSms",
};

type Problem = { kind: "failed" } | { kind: "network" } | { kind: "invalid"; messages: string[] } | null;

export function ConsentForm({ form, nextPath }: { form: ConsentFormState; nextPath: string }) {
  const t = useT();
  const lang = useLang();
  const leaveWithoutSession = useLeaveWithoutSession();
  const brand = useBrand();
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useErrorText();
  const { sessionState } = useRootData();
  const id = useId();
  const [values, setValues] = useState<PatientDataConsent>(form.values);
  const [policyRead, setPolicyRead] = useState(false);
  const policyRef = useRef<HTMLDetailsElement>(null);
  // Opened before the page came alive (no toggle handler yet): it has been read all the same.
  useEffect(() => {
    if (policyRef.current?.open) setPolicyRead(true);
  }, []);
  const [locked, setLocked] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const firstTime = form.patientDataConsentFormUpdated === null;
  const mustReadPolicy = firstTime && !policyRead;
  const hintId = `${id}-policy-hint`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || mustReadPolicy) return;
    setLocked(true);
    setProblem(null);
    const body = Object.fromEntries(form.fields.map((field) => [field, values[field]]));
    const outcome = await callApi<{ type: string; nextPath?: string }>("POST", "/api/user/consent", {
      csrfToken: sessionState.csrfToken,
      query: { lang },
      body: { ...body, privacyPolicyRead: policyRead || !firstTime, nextPath },
    });
    if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
    if (outcome.kind === "ok" && outcome.body.type === "success") {
      toast.show({ kind: "success", title: t("consent.saved") });
      void navigate(outcome.body.nextPath ?? nextPath);
      return;
    }
    setLocked(false);
    if (outcome.kind === "invalid") setProblem({ kind: "invalid", messages: outcome.details.map(errorText) });
    else setProblem({ kind: outcome.kind === "network" ? "network" : "failed" });
  }

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={locked}>
      <fieldset className="profile-checks" disabled={locked}>
        <legend>{t("consent.legend")}</legend>
        {form.fields.map((field) => (
          <div className="profile-check" key={field}>
            <input
              id={`${id}-${field}`}
              type="checkbox"
              name={field}
              checked={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.checked }))}
            />
            <label htmlFor={`${id}-${field}`}>{t(LABELS[field], { brand: brand.name })}</label>
          </div>
        ))}
      </fieldset>
      <details
        ref={policyRef}
        className="profile-policy"
        onToggle={(event) => {
          if ((event.currentTarget as HTMLDetailsElement).open) setPolicyRead(true);
        }}
      >
        <summary>{t("consent.privacyPolicy.summary")}</summary>
        <p>{t("consent.privacyPolicy.p1", { brand: brand.name })}</p>
        <p>{t("consent.privacyPolicy.p2")}</p>
        <p>{t("consent.privacyPolicy.p3")}</p>
      </details>
      {form.patientDataConsentFormUpdated ? (
        <p className="profile-hint">{t("consent.lastSaved", { date: formatShortDate(new Date(form.patientDataConsentFormUpdated), lang) })}</p>
      ) : null}
      {problem ? (
        <div className="notice notice--error" role="alert">
          {problem.kind === "invalid" ? (
            problem.messages.map((message) => <p key={message}>{message}</p>)
          ) : (
            <p>{t(problem.kind === "network" ? "registration.networkError" : "consent.failed")}</p>
          )}
        </div>
      ) : null}
      {mustReadPolicy ? (
        <p id={hintId} className="profile-hint">
          {t("consent.privacyPolicy.required")}
        </p>
      ) : null}
      <p className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={locked || mustReadPolicy}
          aria-busy={locked}
          aria-describedby={mustReadPolicy ? hintId : undefined}
        >
          {t("consent.save")}
        </button>
        {locked ? <Spinner label={t("consent.saving")} /> : null}
      </p>
    </form>
  );
}
