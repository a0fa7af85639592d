import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { normalisePhoneNumber } from "#domain/phone-number";
import { REGISTRATION_FIELDS, type RegistrationField } from "#domain/registration";
import type { RegistrationForm as RegistrationFormState } from "#server/modules/profile/registration-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { Spinner } from "#app/ui/spinner";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { takeContactDraft } from "#app/ui/form/contact-draft";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import type { RegistrationActionData } from "./registration.server";

// The registration form (spec part 2 §2 "Registration", §3 "Registration inputs"; part 1 §5 user
// rules): heading, message, masked person id, first and last name, street address, zip code, post
// office, phone and email; for a guardian the title row "Child's details". A form post to the
// page's action (intent register), with or without JavaScript. Fields are checked on leaving them
// and all at once on submit, with the same schema the action uses; the action's errors come back
// the same way. What the user typed is never cleared.

const registrationInputs = lazyModule(() => import("#domain/registration-inputs"));

const LABELS: Record<RegistrationField, MessageKey> = {
  firstName: "registration.field.firstName",
  lastName: "registration.field.lastName",
  streetAddress: "registration.field.streetAddress",
  zipCode: "registration.field.zipCode",
  postOffice: "registration.field.postOffice",
  phoneNumber: "registration.field.phoneNumber",
  emailAddress: "registration.field.emailAddress",
};

export function RegistrationForm({ form: state }: { form: RegistrationFormState }) {
  const t = useT();
  const navigation = useNavigation();
  const answer = useActionData<RegistrationActionData>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [form, fields] = useSchemaForm(useLazyModule(registrationInputs)?.RegistrationSchema ?? null, {
    id: "registration",
    lastResult: answer?.result,
    defaultValue: {
      firstName: state.firstName,
      lastName: state.lastName,
      streetAddress: state.prefill?.streetAddress ?? "",
      zipCode: state.prefill?.postalCode ?? "",
      postOffice: state.prefill?.postOffice ?? "",
      phoneNumber: state.prefill?.phoneNumber ?? "",
      emailAddress: state.prefill?.emailAddress ?? "",
    },
  });
  // The summary lists the invalid fields once the user has tried to send the form (or the action refused it).
  const [submitted, setSubmitted] = useState(answer !== undefined);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "register";
  const errorOf = (name: RegistrationField) => fields[name].errors?.[0];
  const summary = submitted
    ? REGISTRATION_FIELDS.filter((name) => errorOf(name)).map((name) => ({ id: fields[name].id, label: t(LABELS[name]) }))
    : [];

  // What the visitor typed into the booking form before the login turned out to be needed fills
  // the still empty phone and e-mail fields (kept in this tab only; see contact-draft.ts).
  useEffect(() => {
    const draft = takeContactDraft();
    if (!draft) return;
    for (const name of ["phoneNumber", "emailAddress"] as const) {
      const input = document.getElementById(fields[name].id) as HTMLInputElement | null;
      if (input && !input.value && draft[name]) input.value = draft[name];
    }
  }, []);

  // The action's answer: its errors are in the form, the summary is where to read them.
  useEffect(() => {
    if (!answer) return;
    setSubmitted(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }, [answer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (busy) return event.preventDefault();
    setSubmitted(true);
    form.onSubmit(event);
    if (event.defaultPrevented) requestAnimationFrame(() => summaryRef.current?.focus());
  }

  // The phone number in its international form as soon as the field is left (before it is validated).
  function leavePhone(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (input.value.trim()) input.value = normalisePhoneNumber(input.value);
  }

  const field = (name: RegistrationField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={fields[name].key}
      id={fields[name].id}
      name={name}
      label={t(LABELS[name])}
      defaultValue={String(fields[name].initialValue ?? "")}
      error={errorOf(name)}
      isPrivate
      {...extra}
    />
  );

  const child = state.kind === "child";
  return (
    <Form method="post" id={form.id} className="profile-form" onSubmit={submit} noValidate aria-busy={busy}>
      <CsrfInput />
      <input type="hidden" name="intent" value="register" />
      <ErrorSummary ref={summaryRef} fields={summary} />
      {child ? <h2 className="profile-form__title-row">{t("registration.childDetails")}</h2> : null}
      <dl className="profile-identity">
        <dt>{t("registration.identityCode")}</dt>
        <dd data-private="">{state.maskedIdentityCode}</dd>
      </dl>
      {field("firstName", { autoComplete: child ? "off" : "given-name" })}
      {field("lastName", { autoComplete: child ? "off" : "family-name" })}
      <fieldset className="profile-form__group">
        <legend>{t("registration.contactDetails")}</legend>
        {field("streetAddress", { autoComplete: "street-address" })}
        {field("zipCode", { autoComplete: "postal-code", inputMode: "numeric" })}
        {field("postOffice", { autoComplete: "address-level2" })}
        {field("phoneNumber", { type: "tel", autoComplete: "tel", hint: t("registration.hint.phoneNumber"), onBlur: leavePhone })}
        {field("emailAddress", { type: "email", autoComplete: "email" })}
      </fieldset>
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t("registration.submit")}
        </button>
        {busy ? <Spinner label={t("registration.submitting")} /> : null}
      </p>
    </Form>
  );
}
