import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { LANGUAGES, type Language } from "#domain/enums";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormValues,
  GUARDIAN_ADDRESS_FIELDS,
  GUARDIAN_FIELDS,
  type GuardianField,
  type GuardianValues,
  emptyGuardian,
  guardianFieldName,
  guardianFieldPath,
  MAX_GUARDIANS,
  saveButtonLabel,
} from "#domain/my-information";
import { normalisePhoneNumber } from "#domain/phone-number";
import type { SaveAction } from "#domain/save-action-inputs";
import { withoutControlCharacters } from "#domain/text-field";
import type { MyInformation } from "#server/modules/profile/my-information-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { type FieldErrors, fieldErrorsOf, useErrorText, zodFieldErrors } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Spinner } from "#app/ui/spinner";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useErrorSummary } from "#app/ui/form/use-error-summary";
import { useHydrated } from "#app/ui/use-hydrated";
import { ADD_GUARDIAN_INTENT, CONTACT_INTENT, REMOVE_GUARDIAN_INTENT } from "./contact-info-intents";
import type { ContactInfoActionData } from "./my-information.server";

// The contact tab's form (spec part 1 §2 "My information", §3 "Contact info" and "Guardian", §4
// "Contact form", §5 "Email", "Finnish phone number", "Guardian", "User"; §8 "Contact save"): the
// editable contact details and language, the read-only names and, for a minor, up to two contact
// guardians. Every field is checked with the schema of POST /api/user as the user types; a
// field's message shows once it has been left (or after a save attempt); Save stays enabled, and a
// save attempt with an invalid field sends nothing and lists every one in the focused summary (the
// GOV.UK pattern). Phone numbers are normalised on blur,
// control characters are dropped as they are typed, and Cancel brings back the saved values.
// Without JavaScript the form posts as it is and the action answers with the same rules; adding
// and removing a guardian are then posts too (intents addGuardian, removeGuardian). The schema
// comes after the page's first load (decision 239); until then only the server's answer is known.

const contactInputs = lazyModule(() => import("#domain/my-information-inputs"));


const CONTACT_LABELS: Record<ContactField, MessageKey> = {
  streetAddress: "myInformation.field.streetAddress",
  zipCode: "myInformation.field.zipCode",
  postOffice: "myInformation.field.postOffice",
  phoneNumber: "myInformation.field.phoneNumber",
  emailAddress: "myInformation.field.emailAddress",
};

const GUARDIAN_LABELS: Record<GuardianField, MessageKey> = {
  name: "myInformation.guardian.name",
  phone: "myInformation.guardian.phone",
  emailAddress: "myInformation.guardian.emailAddress",
  streetAddress: "myInformation.field.streetAddress",
  zipCode: "myInformation.field.zipCode",
  postOffice: "myInformation.field.postOffice",
};

const AUTOCOMPLETE: Record<ContactField, string> = {
  streetAddress: "street-address",
  zipCode: "postal-code",
  postOffice: "address-level2",
  phoneNumber: "tel",
  emailAddress: "email",
};

const LANGUAGE_LABELS: Record<Language, MessageKey> = {
  fi: "myInformation.language.fi",
  sv: "myInformation.language.sv",
  en: "myInformation.language.en",
};

function inputType(field: ContactField | GuardianField): "tel" | "email" | "text" {
  if (field === "phoneNumber" || field === "phone") return "tel";
  return field === "emailAddress" ? "email" : "text";
}

export function savedValuesOf(information: MyInformation): ContactFormValues {
  return {
    streetAddress: information.streetAddress,
    zipCode: information.zipCode,
    postOffice: information.postOffice,
    phoneNumber: information.phoneNumber,
    emailAddress: information.emailAddress,
    language: information.language,
    guardians: information.guardians.map(({ obfuscatedIdentityCode: _code, removable: _removable, ...guardian }) => guardian),
  };
}

function isContactAnswer(value: unknown): value is ContactInfoActionData {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === CONTACT_INTENT;
}

export interface ContactInfoFormProps {
  information: MyInformation;
  saveAction: SaveAction | null;
}

export function ContactInfoForm({ information, saveAction }: ContactInfoFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const pageAnswer = useActionData<unknown>();
  const answer = isContactAnswer(pageAnswer) ? pageAnswer : undefined;
  const saved = useMemo(() => savedValuesOf(information), [information]);
  const [values, setValues] = useState<ContactFormValues>(answer?.values ?? saved);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>(answer?.kind === "invalid" ? fieldErrorsOf(answer.details) : {});
  const [failed, setFailed] = useState(answer?.kind === "failed");
  const { summaryRef, attempted: submitted, focusSummary, trySubmit } = useErrorSummary(answer?.kind === "invalid");
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === CONTACT_INTENT;

  // A new answer of the action (with JavaScript the form stays mounted): its problems, what was typed kept.
  useEffect(() => {
    if (!answer || answer.kind === "edited") return;
    setServerErrors(answer.kind === "invalid" ? fieldErrorsOf(answer.details) : {});
    setFailed(answer.kind === "failed");
    focusSummary();
  }, [answer, focusSummary]);

  const inputs = useLazyModule(contactInputs);
  const clientErrors = useMemo(() => zodFieldErrors(inputs?.parseContactForm(values).error), [inputs, values]);
  const fieldId = (path: string) => `${id}-${path.replace(/\./g, "-")}`;
  const anyError = (path: string) => serverErrors[path] ?? clientErrors[path];
  const shownError = (path: string) => serverErrors[path] ?? (submitted || touched.has(path) ? clientErrors[path] : undefined);

  const guardianPaths = (index: number, guardian: GuardianValues) =>
    GUARDIAN_FIELDS.filter((field) => !guardian.isGuardianHasSameAddress || !GUARDIAN_ADDRESS_FIELDS.includes(field)).map((field) => ({
      path: guardianFieldPath(index, field),
      label: `${t("myInformation.guardian.heading", { n: index + 1 })}: ${t(GUARDIAN_LABELS[field])}`,
    }));
  const allFields = [
    ...CONTACT_FIELDS.map((field) => ({ path: field, label: t(CONTACT_LABELS[field]) })),
    { path: "language", label: t("myInformation.field.language") },
    ...values.guardians.flatMap((guardian, index) => guardianPaths(index, guardian)),
    { path: "guardians", label: t("myInformation.guardians.heading") },
  ];
  const invalid = allFields.filter((field) => anyError(field.path));
  // Without JavaScript, and until the schema is there, only the server's answer is known.
  const listed = submitted ? (inputs ? invalid : allFields.filter((field) => serverErrors[field.path])) : [];
  const summary = listed.map((field) => ({
    id: field.path === "guardians" ? `${id}-guardians` : fieldId(field.path),
    label: field.label,
  }));

  const setField = (path: string, update: (current: ContactFormValues) => ContactFormValues) => {
    setValues(update);
    setServerErrors((current) => ({ ...current, [path]: undefined }));
    setFailed(false);
  };
  const touch = (path: string) => setTouched((current) => new Set(current).add(path));
  const setGuardian = (index: number, change: Partial<GuardianValues>) =>
    setValues((current) => ({ ...current, guardians: current.guardians.map((guardian, at) => (at === index ? { ...guardian, ...change } : guardian)) }));

  function addGuardian() {
    const index = values.guardians.length;
    setValues((current) => ({ ...current, guardians: [...current.guardians, emptyGuardian()] }));
    setServerErrors((current) => ({ ...current, guardians: undefined }));
    requestAnimationFrame(() => document.getElementById(fieldId(guardianFieldPath(index, "name")))?.focus());
  }

  function removeGuardian(index: number) {
    setValues((current) => ({ ...current, guardians: current.guardians.filter((_, at) => at !== index) }));
    setServerErrors({});
    setTouched((current) => new Set([...current].filter((path) => !path.startsWith(`guardians.${index}.`))));
    requestAnimationFrame(() => document.getElementById(`${id}-add-guardian`)?.focus() ?? document.getElementById(`${id}-guardians`)?.focus());
  }

  function cancel() {
    setValues(saved);
    setTouched(new Set());
    setServerErrors({});
    setFailed(false);
    requestAnimationFrame(() => document.getElementById(fieldId("streetAddress"))?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter && submitter.value !== CONTACT_INTENT) return;
    if (saving) return event.preventDefault();
    trySubmit(event, invalid.length > 0);
  }

  const canAddGuardian = information.isMinor && values.guardians.length < MAX_GUARDIANS;
  const guardiansError = serverErrors.guardians ?? clientErrors.guardians;
  const cancelHref = location.pathname + location.search;

  return (
    <Form method="post" className="profile-form my-information-form" onSubmit={submit} noValidate aria-busy={saving}>
      <CsrfInput />
      {/* Enter in a field submits with the first submit button: without JavaScript that must be Save, not a guardian button. */}
      {hydrated ? null : (
        <button type="submit" name="intent" value={CONTACT_INTENT} className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t(`myInformation.action.${saveButtonLabel(saveAction)}`)}
        </button>
      )}
      <dl className="profile-identity" data-private="">
        <dt>{t("myInformation.field.firstName")}</dt>
        <dd>{information.firstName}</dd>
        <dt>{t("myInformation.field.lastName")}</dt>
        <dd>{information.lastName}</dd>
      </dl>
      <fieldset className="profile-form__group" disabled={saving}>
        <legend>{t("myInformation.contact.legend")}</legend>
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            name={field}
            label={t(CONTACT_LABELS[field])}
            value={values[field]}
            type={inputType(field)}
            inputMode={field === "zipCode" ? "numeric" : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            hint={field === "phoneNumber" ? t("myInformation.field.phoneHint") : undefined}
            onChange={(event) => {
              const value = withoutControlCharacters(event.target.value);
              setField(field, (current) => ({ ...current, [field]: value }));
            }}
            onBlur={() => {
              touch(field);
              if (field === "phoneNumber" && values.phoneNumber.trim()) setValues((current) => ({ ...current, phoneNumber: normalisePhoneNumber(current.phoneNumber) }));
            }}
            error={shownError(field)}
            isPrivate
          />
        ))}
        <div className="form-field">
          <label htmlFor={fieldId("language")} className="form-field__label">
            {t("myInformation.field.language")}
          </label>
          <p id={`${fieldId("language")}-hint`} className="form-field__hint">
            {t("myInformation.field.languageHint")}
          </p>
          <select
            id={fieldId("language")}
            name="language"
            className="form-field__input"
            value={values.language}
            aria-describedby={`${fieldId("language")}-hint`}
            onChange={(event) => {
              const value = event.target.value as Language;
              setField("language", (current) => ({ ...current, language: value }));
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(LANGUAGE_LABELS[language])}
              </option>
            ))}
          </select>
          {shownError("language") ? <p className="field-error">{errorText(shownError("language")!)}</p> : null}
        </div>
      </fieldset>

      {information.isMinor ? (
        <section className="my-information-guardians" aria-labelledby={`${id}-guardians`}>
          <h2 id={`${id}-guardians`} tabIndex={-1}>
            {t("myInformation.guardians.heading")}
          </h2>
          <p className="profile-hint">{t("myInformation.guardians.intro", { n: MAX_GUARDIANS })}</p>
          {guardiansError ? (
            <p className="field-error" role="alert">
              {guardiansError.message === "validation.invalidValue" ? t("myInformation.guardians.refused") : errorText(guardiansError)}
            </p>
          ) : null}
          {values.guardians.map((guardian, index) => {
            const stored = information.guardians[index];
            const removable = stored ? stored.removable : index > 0;
            const sameAddressId = fieldId(`guardians.${index}.isGuardianHasSameAddress`);
            return (
              <fieldset key={index} className="profile-form__group my-information-guardian" disabled={saving}>
                <legend>{t("myInformation.guardian.heading", { n: index + 1 })}</legend>
                {index === 0 && stored?.obfuscatedIdentityCode ? (
                  <dl className="profile-identity" data-private="">
                    <dt>{t("myInformation.guardian.identityCode")}</dt>
                    <dd>{stored.obfuscatedIdentityCode}</dd>
                  </dl>
                ) : null}
                {GUARDIAN_FIELDS.filter((field) => !GUARDIAN_ADDRESS_FIELDS.includes(field)).map((field) => (
                  guardianTextField(index, field)
                ))}
                <div className="profile-check">
                  <input
                    id={sameAddressId}
                    type="checkbox"
                    name={guardianFieldName(index, "isGuardianHasSameAddress")}
                    checked={guardian.isGuardianHasSameAddress}
                    onChange={(event) => setGuardian(index, { isGuardianHasSameAddress: event.target.checked })}
                  />
                  <label htmlFor={sameAddressId}>{t("myInformation.guardian.sameAddress")}</label>
                </div>
                {/* Without JavaScript the address stays visible; the server ignores it when the box is ticked. */}
                {!guardian.isGuardianHasSameAddress || !hydrated
                  ? GUARDIAN_ADDRESS_FIELDS.map((field) => guardianTextField(index, field))
                  : null}
                {removable ? (
                  <p className="actions">
                    <button
                      type={hydrated ? "button" : "submit"}
                      name="intent"
                      value={`${REMOVE_GUARDIAN_INTENT}:${index}`}
                      className="button button--secondary"
                      onClick={hydrated ? () => removeGuardian(index) : undefined}
                      aria-label={t("myInformation.guardian.removeNamed", { n: index + 1 })}
                    >
                      {t("myInformation.guardian.remove")}
                    </button>
                  </p>
                ) : null}
              </fieldset>
            );
          })}
          {canAddGuardian ? (
            <p className="actions">
              <button
                id={`${id}-add-guardian`}
                type={hydrated ? "button" : "submit"}
                name="intent"
                value={ADD_GUARDIAN_INTENT}
                className="button button--secondary"
                onClick={hydrated ? addGuardian : undefined}
                disabled={saving}
              >
                {t("myInformation.guardian.add")}
              </button>
            </p>
          ) : (
            <p className="profile-hint">{t("myInformation.guardians.limitReached", { n: MAX_GUARDIANS })}</p>
          )}
        </section>
      ) : null}

      <ErrorSummary ref={summaryRef} fields={summary} title={t("myInformation.invalidSummary")} announce={!hydrated} />
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t("myInformation.saveFailed")}
        </p>
      ) : null}
      <p className="actions">
        <button
          type="submit"
          name="intent"
          value={CONTACT_INTENT}
          className="button button--primary"
          disabled={saving}
          aria-busy={saving}
        >
          {t(`myInformation.action.${saveButtonLabel(saveAction)}`)}
        </button>
        {hydrated ? (
          <button type="button" className="button button--secondary" onClick={cancel} disabled={saving}>
            {t("myInformation.action.cancel")}
          </button>
        ) : (
          <a href={cancelHref} className="button button--secondary">
            {t("myInformation.action.cancel")}
          </a>
        )}
        {saving ? <Spinner label={t("myInformation.saving")} /> : null}
      </p>
    </Form>
  );

  // A plain render function, not a component: a component defined here would be a new type on
  // every render and its input would lose focus at each keystroke.
  function guardianTextField(index: number, field: GuardianField) {
    const path = guardianFieldPath(index, field);
    const guardian = values.guardians[index]!;
    return (
      <TextField
        key={field}
        id={fieldId(path)}
        name={guardianFieldName(index, field)}
        label={t(GUARDIAN_LABELS[field])}
        value={guardian[field]}
        type={inputType(field)}
        inputMode={field === "zipCode" ? "numeric" : undefined}
        onChange={(event) => {
          const value = withoutControlCharacters(event.target.value);
          setServerErrors((current) => ({ ...current, [path]: undefined }));
          setFailed(false);
          setGuardian(index, { [field]: value });
        }}
        onBlur={() => {
          touch(path);
          if (field === "phone" && guardian.phone.trim()) setGuardian(index, { phone: normalisePhoneNumber(guardian.phone) });
        }}
        error={shownError(path)}
        isPrivate
      />
    );
  }
}
