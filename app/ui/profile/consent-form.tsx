import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { formatShortDate } from "#domain/date-display";
import type { ConsentField } from "#domain/registration";
import type { ConsentForm as ConsentFormState } from "#server/modules/profile/consent-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang } from "#app/root-context";
import { Spinner } from "#app/ui/spinner";
import { useErrorText } from "#app/ui/field-errors";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { useHydrated } from "#app/ui/use-hydrated";
import { isConsentAnswer } from "./consent-answer";

// The patient data consent form (spec part 1 §3, §4 "Consent form"), on the patient data consent
// page of booking and on My information's permissions tab: the consent choices (the
// occupational one in the adult brand only), the privacy policy, and Save. A form post to the
// page's action (intent saveConsent), with or without JavaScript. The first time the consent is
// given the privacy policy must have been opened: with JavaScript Save is enabled only after that;
// without it the action asks for it and the page answers with the policy open, which counts as
// opened. While saving the form is locked; on success the action goes to the next path.

const registrationInputs = lazyModule(() => import("#domain/registration-inputs"));

const LABELS: Record<ConsentField, MessageKey> = {
  allowsCommonRegistry: "consent.field.allowsCommonRegistry",
  allowsViewingOccupationalInformation: "consent.field.allowsViewingOccupationalInformation",
  allowsMarketingMail: "consent.field.allowsMarketingMail",
  allowsTreatmentInstructionsMail: "consent.field.allowsTreatmentInstructionsMail",
  allowsBookingSms: "consent.field.allowsBookingSms",
};

export interface ConsentFormProps {
  form: ConsentFormState;
  /** The save button's text; "Save" by default (My information's save actions name where saving leads). */
  saveLabel?: string;
}

export function ConsentForm({ form: state, saveLabel }: ConsentFormProps) {
  const t = useT();
  const lang = useLang();
  const brand = useBrand();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // The page's action may answer another form of the page (My information's contact form).
  const pageAnswer = useActionData<unknown>();
  const answer = isConsentAnswer(pageAnswer) ? pageAnswer : undefined;
  const id = useId();
  const firstTime = state.patientDataConsentFormUpdated === null;
  const registration = useLazyModule(registrationInputs);
  const occupationalConsent = state.fields.includes("allowsViewingOccupationalInformation");
  const schema = useMemo(() => registration?.createPatientDataConsentSchema({ occupationalConsent, firstTime }) ?? null, [registration, occupationalConsent, firstTime]);
  const [form] = useSchemaForm(schema, { id: "patient-data-consent", lastResult: answer?.result });
  // The action asked for the privacy policy: the page shows it open, so it has been read.
  const policyAsked = Boolean(answer?.result.error?.privacyPolicyRead);
  const [policyRead, setPolicyRead] = useState(policyAsked);
  const policyRef = useRef<HTMLDetailsElement>(null);
  // Opened before the page came alive (no toggle handler yet): it has been read all the same.
  useEffect(() => {
    if (policyRef.current?.open) setPolicyRead(true);
  }, []);
  const locked = navigation.state !== "idle" && navigation.formData?.get("intent") === "saveConsent";
  const mustReadPolicy = firstTime && !policyRead;
  const hintId = `${id}-policy-hint`;
  // After a refused save the choices as they were ticked; before, as stored.
  const typed = answer?.result.initialValue;
  const checkedOf = (field: ConsentField) => (typed ? typed[field] === "on" : state.values[field]);
  const problems = form.allErrors ? Object.values(form.allErrors).flat() : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    if (locked || (hydrated && mustReadPolicy)) return event.preventDefault();
    form.onSubmit(event);
  }

  return (
    <Form method="post" id={form.id} className="profile-form" onSubmit={submit} noValidate aria-busy={locked}>
      <CsrfInput />
      <input type="hidden" name="intent" value="saveConsent" />
      {policyRead ? <input type="hidden" name="privacyPolicyRead" value="on" /> : null}
      <fieldset className="profile-checks" disabled={locked}>
        <legend>{t("consent.legend")}</legend>
        {state.fields.map((field) => (
          <div className="profile-check" key={field}>
            <input id={`${id}-${field}`} type="checkbox" name={field} defaultChecked={checkedOf(field)} />
            <label htmlFor={`${id}-${field}`}>{t(LABELS[field], { brand: brand.name })}</label>
          </div>
        ))}
      </fieldset>
      <details
        ref={policyRef}
        className="profile-policy"
        open={policyAsked || undefined}
        onToggle={(event) => {
          if ((event.currentTarget as HTMLDetailsElement).open) setPolicyRead(true);
        }}
      >
        <summary>{t("consent.privacyPolicy.summary")}</summary>
        <p>{t("consent.privacyPolicy.p1", { brand: brand.name })}</p>
        <p>{t("consent.privacyPolicy.p2")}</p>
        <p>{t("consent.privacyPolicy.p3")}</p>
      </details>
      {state.patientDataConsentFormUpdated ? (
        <p className="profile-hint">{t("consent.lastSaved", { date: formatShortDate(new Date(state.patientDataConsentFormUpdated), lang) })}</p>
      ) : null}
      {problems.length > 0 || answer?.failed ? (
        <div className="notice notice--error" role="alert">
          {problems.map((problem) => (
            <p key={`${problem.path}-${problem.message}`}>{errorText(problem)}</p>
          ))}
          {answer?.failed ? <p>{t("consent.failed")}</p> : null}
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
          disabled={locked || (hydrated && mustReadPolicy)}
          aria-busy={locked}
          aria-describedby={mustReadPolicy ? hintId : undefined}
        >
          {saveLabel ?? t("consent.save")}
        </button>
        {locked ? <Spinner label={t("consent.saving")} /> : null}
      </p>
    </Form>
  );
}
