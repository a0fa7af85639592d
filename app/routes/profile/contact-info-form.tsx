import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { LANGUAGES, type Language } from "#domain/enums";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormValues,
  GUARDIAN_ADDRESS_FIELDS,
  GUARDIAN_FIELDS,
  type GuardianField,
  emptyGuardian,
  guardianFieldPath,
  MAX_GUARDIANS,
  saveButtonLabel,
} from "#domain/my-information";
import { normalisePhoneNumber } from "#domain/phone-number";
import type { SaveAction } from "#domain/save-action-inputs";
import { withoutControlCharacters } from "#domain/text-field";
import type { ValidationDetail } from "#domain/validation-details";
import type { MyInformation } from "#server/modules/profile/my-information-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Spinner } from "#app/ui/spinner";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaErrorSummary, useSchemaForm } from "#app/ui/form/use-schema-form";
import { useHydrated } from "#app/ui/use-hydrated";
import { CONTACT_INTENT } from "./contact-info-intents";
import type { ContactInfoActionData } from "./my-information.server";

// The contact tab's form (spec part 1 §2 "My information", §3 "Contact info" and "Guardian", §4
// "Contact form", §5 "Email", "Finnish phone number", "Guardian", "User"; §8 "Contact save"): the
// editable contact details and language, the read-only names and, for a minor, up to two contact
// guardians. The form library (conform, decision 395) keeps the fields and checks them with the
// action's own schema (ContactFormSchema, the rules of POST /api/user): a field's message shows
// once it has been left (or after a save attempt), then follows the typing; Save stays enabled,
// and a save attempt with an invalid field sends nothing and lists every one in the focused
// summary (the GOV.UK pattern). The action's refusal comes back with everything typed. Phone
// numbers are normalised on blur, control characters are dropped as they are typed, and Cancel
// brings back the saved values. Adding and removing a guardian are the library's list intents:
// handled in the browser, or without JavaScript posted and answered by the action. Without
// JavaScript the form posts as it is and the action answers with the same rules. The schema comes
// after the page's first load (decision 239); until then only the server's answer is known.

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

/** A field's value as the form library holds it (a text, or undefined). */
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Drops control characters from the field as typed, keeping the caret where it was. */
function dropControlCharacters(input: HTMLInputElement) {
  const cleaned = withoutControlCharacters(input.value);
  if (cleaned === input.value) return;
  const caret = Math.max(0, (input.selectionStart ?? cleaned.length) - (input.value.length - cleaned.length));
  input.value = cleaned;
  if (document.activeElement === input) input.setSelectionRange(caret, caret);
}

/** A phone number normalised (+358…) when its field is left, unless empty. */
function normalisePhoneField(input: HTMLInputElement) {
  if (input.value.trim()) input.value = normalisePhoneNumber(input.value);
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
  const schema = useLazyModule(contactInputs)?.ContactFormSchema ?? null;
  const [form, fields] = useSchemaForm(schema, { id: `${id}-contact`, lastResult: answer?.result, defaultValue: saved });
  const refused = answer?.result.status === "error";
  const summaryControl = useSchemaErrorSummary(form, refused);
  const { summaryRef, attempted, focusSummary } = summaryControl;
  const [failed, setFailed] = useState(answer?.failed === true);
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === CONTACT_INTENT;

  // A new answer of the action (with JavaScript the form stays mounted): its problems are in the
  // form with everything typed; a refusal or failure moves focus to the summary.
  useEffect(() => {
    if (!answer) return;
    setFailed(answer.failed === true);
    if (answer.result.status === "error" || answer.failed) focusSummary();
  }, [answer, focusSummary]);

  const fieldId = (path: string) => `${id}-${path.replace(/\./g, "-")}`;
  const guardianList = fields.guardians.getFieldList();
  const guardianFields = guardianList.map((item) => item.getFieldset());
  // Without JavaScript the address stays in the form, hidden by CSS while the box is ticked; the
  // action ignores it when the box is ticked.
  const sameAddress = (index: number) => hydrated && guardianFields[index]?.isGuardianHasSameAddress.value === "on";

  type Listed = { path: string; label: string; errors: ValidationDetail[] | undefined };
  const listed: Listed[] = [
    ...CONTACT_FIELDS.map((field) => ({ path: field, label: t(CONTACT_LABELS[field]), errors: fields[field].errors })),
    { path: "language", label: t("myInformation.field.language"), errors: fields.language.errors },
    ...guardianFields.flatMap((guardian, index) =>
      GUARDIAN_FIELDS.filter((field) => !sameAddress(index) || !GUARDIAN_ADDRESS_FIELDS.includes(field)).map((field) => ({
        path: guardianFieldPath(index, field),
        label: `${t("myInformation.guardian.heading", { n: index + 1 })}: ${t(GUARDIAN_LABELS[field])}`,
        errors: guardian[field].errors,
      })),
    ),
    { path: "guardians", label: t("myInformation.guardians.heading"), errors: fields.guardians.errors },
  ];
  // After a save attempt: what the schema (or, before it is there, the action) found wrong.
  const summary = attempted
    ? listed.filter((field) => field.errors?.length).map((field) => ({ id: field.path === "guardians" ? `${id}-guardians` : fieldId(field.path), label: field.label }))
    : [];

  // Where focus goes once the list of guardians has changed: the new guardian's name, or after a
  // removal the add button (or the list). Moved after the render that shows the change, which on
  // a busy page can come later than the next animation frame.
  const focusAfterListChange = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const target = focusAfterListChange.current?.();
    if (!target) return;
    focusAfterListChange.current = null;
    target.focus();
  }, [guardianList.length]);

  // Without JavaScript, Add and Remove post the form and the page comes back from the server with
  // the list changed: the same focus as above, as the browser's autofocus of the page.
  const listIntent = answer?.result.intent?.type;
  const focusNewGuardian = listIntent === "insert";
  const focusAddButton = listIntent === "remove";

  function addGuardian() {
    const index = guardianList.length;
    focusAfterListChange.current = () => document.getElementById(fieldId(guardianFieldPath(index, "name")));
  }

  function removeGuardian() {
    focusAfterListChange.current = () => document.getElementById(`${id}-add-guardian`) ?? document.getElementById(`${id}-guardians`);
  }

  function cancel() {
    form.reset();
    setFailed(false);
    requestAnimationFrame(() => document.getElementById(fieldId("streetAddress"))?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (saving) return event.preventDefault();
    // conform checks the schema (once it is there), marks the fields and stops a post with errors,
    // and handles a guardian's Add and Remove itself.
    summaryControl.submit(event);
  }

  const canAddGuardian = information.isMinor && guardianList.length < MAX_GUARDIANS;
  const guardiansError = fields.guardians.errors?.[0];
  const languageError = fields.language.errors?.[0];
  const cancelHref = location.pathname + location.search;

  return (
    <Form
      method="post"
      id={form.id}
      className="profile-form my-information-form"
      onSubmit={submit}
      onInput={() => setFailed(false)}
      noValidate
      aria-busy={saving}
    >
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
            key={`${field}-${fields[field].key ?? ""}`}
            id={fieldId(field)}
            name={fields[field].name}
            label={t(CONTACT_LABELS[field])}
            defaultValue={text(fields[field].initialValue)}
            type={inputType(field)}
            inputMode={field === "zipCode" ? "numeric" : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            hint={field === "phoneNumber" ? t("myInformation.field.phoneHint") : undefined}
            onChange={(event) => dropControlCharacters(event.currentTarget)}
            onBlur={field === "phoneNumber" ? (event) => normalisePhoneField(event.currentTarget) : undefined}
            error={fields[field].errors?.[0]}
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
            key={fields.language.key}
            id={fieldId("language")}
            name={fields.language.name}
            className="form-field__input"
            defaultValue={text(fields.language.initialValue) || saved.language}
            aria-describedby={`${fieldId("language")}-hint`}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(LANGUAGE_LABELS[language])}
              </option>
            ))}
          </select>
          {languageError ? <p className="field-error">{errorText(languageError)}</p> : null}
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
          {guardianList.map((item, index) => {
            const guardian = guardianFields[index]!;
            const stored = information.guardians[index];
            const removable = stored ? stored.removable : index > 0;
            const sameAddressId = fieldId(`guardians.${index}.isGuardianHasSameAddress`);
            return (
              <fieldset key={`${index}-${item.key ?? ""}`} className="profile-form__group my-information-guardian" disabled={saving}>
                <legend>{t("myInformation.guardian.heading", { n: index + 1 })}</legend>
                {index === 0 && stored?.obfuscatedIdentityCode ? (
                  <dl className="profile-identity" data-private="">
                    <dt>{t("myInformation.guardian.identityCode")}</dt>
                    <dd>{stored.obfuscatedIdentityCode}</dd>
                  </dl>
                ) : null}
                {GUARDIAN_FIELDS.filter((field) => !GUARDIAN_ADDRESS_FIELDS.includes(field)).map((field) => guardianTextField(index, field))}
                <div className="profile-check">
                  <input
                    key={guardian.isGuardianHasSameAddress.key}
                    id={sameAddressId}
                    type="checkbox"
                    name={guardian.isGuardianHasSameAddress.name}
                    defaultChecked={guardian.isGuardianHasSameAddress.initialValue === "on"}
                  />
                  <label htmlFor={sameAddressId}>{t("myInformation.guardian.sameAddress")}</label>
                </div>
                {sameAddress(index) ? null : (
                  <div className="my-information-guardian__address">{GUARDIAN_ADDRESS_FIELDS.map((field) => guardianTextField(index, field))}</div>
                )}
                {removable ? (
                  <p className="actions">
                    <button
                      {...form.remove.getButtonProps({ name: "guardians", index })}
                      className="button button--secondary"
                      onClick={removeGuardian}
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
                {...form.insert.getButtonProps<ContactFormValues["guardians"]>({ name: "guardians", defaultValue: emptyGuardian() })}
                id={`${id}-add-guardian`}
                autoFocus={focusAddButton || undefined}
                className="button button--secondary"
                onClick={addGuardian}
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
    const meta = guardianFields[index]![field];
    return (
      <TextField
        key={`${field}-${meta.key ?? ""}`}
        id={fieldId(guardianFieldPath(index, field))}
        name={meta.name}
        label={t(GUARDIAN_LABELS[field])}
        defaultValue={text(meta.initialValue)}
        type={inputType(field)}
        inputMode={field === "zipCode" ? "numeric" : undefined}
        onChange={(event) => dropControlCharacters(event.currentTarget)}
        onBlur={field === "phone" ? (event) => normalisePhoneField(event.currentTarget) : undefined}
        error={meta.errors?.[0]}
        autoFocus={(focusNewGuardian && field === "name" && index === guardianList.length - 1) || undefined}
        isPrivate
      />
    );
  }
}
