import { type FormEvent, useMemo, useRef, useState } from "react";
import { normalisePhoneNumber } from "#domain/phone";
import { REGISTRATION_FIELDS, type RegistrationField, RegistrationSchema } from "#domain/registration";
import type { RegistrationForm as RegistrationFormState } from "#server/modules/profile/registration-service";
import { href } from "#domain/routes/href";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useLang, useRootData } from "#app/root-context";
import { loadDocument } from "#app/ui/load-document";
import { Spinner } from "#app/ui/spinner";
import { type FieldErrors, fieldErrorsOf, zodFieldErrors } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { callApi, useLeaveWithoutSession } from "#app/ui/api-client";

// The registration form (spec part 2 §2 "Registration", §3 "Registration inputs"; part 1 §5 user
// rules): heading, message, masked person id, first and last name, street address, zip code, post
// office, phone and email; for a guardian the title row "Child's details". Fields are checked on
// leaving them and all at once on submit, with the same schema the server uses; the server's 400
// details are shown the same way. What the user typed is never cleared.

type Values = Record<RegistrationField, string>;

const LABELS: Record<RegistrationField, MessageKey> = {
  firstName: "registration.field.firstName",
  lastName: "registration.field.lastName",
  streetAddress: "registration.field.streetAddress",
  zipCode: "registration.field.zipCode",
  postOffice: "registration.field.postOffice",
  phoneNumber: "registration.field.phoneNumber",
  emailAddress: "registration.field.emailAddress",
};

const fieldId = (field: RegistrationField) => `registration-${field}`;

type Status = "idle" | "submitting" | "failed" | "network";

export function RegistrationForm({ form, nextPath }: { form: RegistrationFormState; nextPath: string }) {
  const t = useT();
  const lang = useLang();
  const leaveWithoutSession = useLeaveWithoutSession();
  const { sessionState } = useRootData();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>({
    firstName: form.firstName,
    lastName: form.lastName,
    streetAddress: form.prefill?.streetAddress ?? "",
    zipCode: form.prefill?.postalCode ?? "",
    postOffice: form.prefill?.postOffice ?? "",
    phoneNumber: form.prefill?.phoneNumber ?? "",
    emailAddress: form.prefill?.emailAddress ?? "",
  });
  const [touched, setTouched] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const busy = status === "submitting";

  const clientErrors = useMemo(() => zodFieldErrors(RegistrationSchema.safeParse(values).error), [values]);
  const errorOf = (field: RegistrationField) => serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);
  const summary = submitted
    ? REGISTRATION_FIELDS.filter((field) => errorOf(field)).map((field) => ({ id: fieldId(field), label: t(LABELS[field]) }))
    : [];

  const change = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    if (status === "failed" || status === "network") setStatus("idle");
  };
  const leave = (field: RegistrationField) => {
    setTouched((current) => new Set(current).add(field));
    if (field === "phoneNumber" && values.phoneNumber.trim()) change(field, normalisePhoneNumber(values.phoneNumber));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setStatus("submitting");
    const outcome = await callApi<{ type: string }>("POST", "/api/user/register", {
      csrfToken: sessionState.csrfToken,
      query: { lang },
      body: values,
    });
    if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
    if (outcome.kind === "invalid") {
      setServerErrors(fieldErrorsOf(outcome.details));
      setStatus("idle");
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    if (outcome.kind === "ok" && (outcome.body.type === "success" || outcome.body.type === "userAlreadyExists")) {
      // A full page load: the session now has a patient record (header, menu, session state).
      loadDocument(href("patientDataConsent", lang, {}, { nextPath }));
      return;
    }
    setStatus(outcome.kind === "network" ? "network" : "failed");
  }

  const field = (name: RegistrationField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={t(LABELS[name])}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      onBlur={() => leave(name)}
      error={errorOf(name)}
      disabled={busy}
      isPrivate
      {...extra}
    />
  );

  const child = form.kind === "child";
  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <ErrorSummary ref={summaryRef} fields={summary} />
      {child ? <h2 className="profile-form__title-row">{t("registration.childDetails")}</h2> : null}
      <dl className="profile-identity">
        <dt>{t("registration.identityCode")}</dt>
        <dd data-private="">{form.maskedIdentityCode}</dd>
      </dl>
      {field("firstName", { autoComplete: child ? "off" : "given-name" })}
      {field("lastName", { autoComplete: child ? "off" : "family-name" })}
      <fieldset className="profile-form__group">
        <legend>{t("registration.contactDetails")}</legend>
        {field("streetAddress", { autoComplete: "street-address" })}
        {field("zipCode", { autoComplete: "postal-code", inputMode: "numeric" })}
        {field("postOffice", { autoComplete: "address-level2" })}
        {field("phoneNumber", { type: "tel", autoComplete: "tel", hint: t("registration.hint.phoneNumber") })}
        {field("emailAddress", { type: "email", autoComplete: "email" })}
      </fieldset>
      {status === "failed" || status === "network" ? (
        <p className="notice notice--error" role="alert">
          {t(status === "network" ? "registration.networkError" : "registration.failed")}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t("registration.submit")}
        </button>
        {busy ? <Spinner label={t("registration.submitting")} /> : null}
      </p>
    </form>
  );
}
