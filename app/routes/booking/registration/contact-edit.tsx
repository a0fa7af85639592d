// ─── Interface note for the reservation page ──────────────────────────────────────────────────────
// <ContactEdit initial={contact} onSaved={(contact) => …} onEditingChange={(editing) => …} />
// - `initial`: the acting patient's contact details with the PUT /api/user field names
//   (streetAddress, postalCode, postOffice, emailAddress, phoneNumber; null when missing), e.g. from
//   `loadPatientContact` (server/modules/profile/contact-service.ts) in the loader.
// - `onEditingChange(true)` while the user edits: the booking button stays disabled with unsaved edits.
// - `onSaved` gets the saved details (the API's `patient`).
// - Stylesheet: `contactEditStylesheet` in the page's `links`.
// ──────────────────────────────────────────────────────────────────────────────────────────────────
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { type BookingContact, BookingContactSchema } from "#domain/contact-info";
import { normalisePhoneNumber } from "#domain/phone";
import type { PatientContact } from "#server/modules/profile/contact-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useRootData } from "#app/root-context";
import { Spinner } from "#app/ui/spinner";
import { type FieldErrors, fieldErrorsOf, zodFieldErrors } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { callApi, useLeaveWithoutSession } from "#app/ui/api-client";
import profileStyles from "./registration.css?url";

// The address and contact edit of the reservation page (spec part 2 §4 "Address edit", §5
// "Contact info", §7 PUT /api/user, §8 "Contact save failure"): read-only, edit, saving, then
// read-only again on success or an error notice on failure; cancel restores the saved values.
// While editing, invalid fields are listed under "Please correct or complete the following fields
// before proceeding" and Save is disabled.

export const contactEditStylesheet = profileStyles;

type Field = keyof BookingContact;
const FIELDS: readonly Field[] = ["streetAddress", "postalCode", "postOffice", "phoneNumber", "emailAddress"];
const LABELS: Record<Field, MessageKey> = {
  streetAddress: "registration.field.streetAddress",
  postalCode: "registration.field.zipCode",
  postOffice: "registration.field.postOffice",
  phoneNumber: "registration.field.phoneNumber",
  emailAddress: "registration.field.emailAddress",
};

type Values = Record<Field, string>;
type Mode = "readOnly" | "edit" | "saving";

const valuesOf = (contact: PatientContact): Values => ({
  streetAddress: contact.streetAddress ?? "",
  postalCode: contact.postalCode ?? "",
  postOffice: contact.postOffice ?? "",
  phoneNumber: contact.phoneNumber ?? "",
  emailAddress: contact.emailAddress ?? "",
});

export interface ContactEditProps {
  initial: PatientContact;
  onSaved?: (contact: PatientContact) => void;
  onEditingChange?: (editing: boolean) => void;
}

export function ContactEdit({ initial, onSaved, onEditingChange }: ContactEditProps) {
  const t = useT();
  const leaveWithoutSession = useLeaveWithoutSession();
  const { sessionState } = useRootData();
  const id = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<PatientContact>(initial);
  const [values, setValues] = useState<Values>(valuesOf(initial));
  const [mode, setMode] = useState<Mode>("readOnly");
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<"saved" | "failed" | null>(null);

  const clientErrors = useMemo(() => zodFieldErrors(BookingContactSchema.safeParse(values).error), [values]);
  const errorOf = (field: Field) => serverErrors[field] ?? clientErrors[field];
  const invalid = FIELDS.filter((field) => errorOf(field));
  const fieldId = (field: Field) => `${id}-${field}`;

  const enterMode = (next: Mode) => {
    setMode(next);
    onEditingChange?.(next !== "readOnly");
  };

  const startEditing = () => {
    setValues(valuesOf(saved));
    setServerErrors({});
    setNotice(null);
    enterMode("edit");
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  };

  const cancel = () => {
    setValues(valuesOf(saved));
    setServerErrors({});
    setNotice(null);
    enterMode("readOnly");
    requestAnimationFrame(() => editRef.current?.focus());
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (mode !== "edit" || invalid.length > 0) return;
    enterMode("saving");
    setNotice(null);
    const outcome = await callApi<{ type: string; patient?: PatientContact }>("PUT", "/api/user", { csrfToken: sessionState.csrfToken, body: values });
    if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
    if (outcome.kind === "invalid") {
      setServerErrors(fieldErrorsOf(outcome.details));
      enterMode("edit");
      return;
    }
    if (outcome.kind === "ok" && outcome.body.type === "success" && outcome.body.patient) {
      const patient = outcome.body.patient;
      setSaved(patient);
      setValues(valuesOf(patient));
      setNotice("saved");
      enterMode("readOnly");
      onSaved?.(patient);
      requestAnimationFrame(() => editRef.current?.focus());
      return;
    }
    setNotice("failed");
    enterMode("edit");
  }

  const noticeView =
    notice === "saved" ? (
      <p className="notice notice--success" role="status">
        {t("contactEdit.saved")}
      </p>
    ) : notice === "failed" ? (
      <p className="notice notice--error" role="alert">
        {t("contactEdit.failed")}
      </p>
    ) : null;

  if (mode === "readOnly") {
    return (
      <section className="contact-edit" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t("contactEdit.heading")}</h2>
        <dl data-private="">
          {FIELDS.map((field) => (
            <div key={field} className="contact-edit__row">
              <dt>{t(LABELS[field])}</dt>
              <dd>{saved[field] || t("contactEdit.missing")}</dd>
            </div>
          ))}
        </dl>
        {noticeView}
        <p>
          <button ref={editRef} type="button" className="button button--secondary" onClick={startEditing}>
            {t("contactEdit.edit")}
          </button>
        </p>
      </section>
    );
  }

  const saving = mode === "saving";
  return (
    <section className="contact-edit" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("contactEdit.heading")}</h2>
      <form className="profile-form" onSubmit={(event) => void save(event)} noValidate aria-busy={saving}>
        {FIELDS.map((field, index) => (
          <TextField
            key={field}
            ref={index === 0 ? firstFieldRef : undefined}
            id={fieldId(field)}
            name={field}
            label={t(LABELS[field])}
            value={values[field]}
            type={field === "phoneNumber" ? "tel" : field === "emailAddress" ? "email" : "text"}
            inputMode={field === "postalCode" ? "numeric" : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field]: value }));
              setServerErrors((current) => ({ ...current, [field]: undefined }));
            }}
            onBlur={() => {
              if (field === "phoneNumber" && values.phoneNumber.trim()) setValues((current) => ({ ...current, phoneNumber: normalisePhoneNumber(current.phoneNumber) }));
            }}
            error={errorOf(field)}
            disabled={saving}
            isPrivate
          />
        ))}
        <ErrorSummary fields={invalid.map((field) => ({ id: fieldId(field), label: t(LABELS[field]) }))} title={t("contactEdit.invalidSummary")} announce={false} />
        {noticeView}
        <p className="actions">
          <button type="submit" className="button button--primary" disabled={saving || invalid.length > 0} aria-busy={saving}>
            {t("contactEdit.save")}
          </button>
          <button type="button" className="button button--secondary" onClick={cancel} disabled={saving}>
            {t("contactEdit.cancel")}
          </button>
          {saving ? <Spinner label={t("contactEdit.saving")} /> : null}
        </p>
      </form>
    </section>
  );
}
