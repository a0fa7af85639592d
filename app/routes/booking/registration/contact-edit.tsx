import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import type { BookingContact } from "#domain/contact-info";
import { normalisePhoneNumber } from "#domain/phone-number";
import type { PatientContact } from "#server/modules/profile/contact-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { Spinner } from "#app/ui/spinner";
import { type FieldErrors, fieldErrorsOf, zodFieldErrors } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useHydrated } from "#app/ui/use-hydrated";

// The address and contact edit of the reservation page (spec part 2 §4 "Address edit", §5
// "Contact info", §8 "Contact save failure"): read-only, edit, saving, then read-only again on
// success or an error notice on failure; cancel restores the saved values. While editing, invalid
// fields are listed under "Please correct or complete the following fields before proceeding" and
// Save is disabled. A form post to the page's action (intent saveContact: the service of PUT
// /api/user): with JavaScript through a fetcher, so the rest of the page keeps its state; without
// it, Edit is the address `?editContact=1` and the page answers the saved or refused edit. The
// schema comes after the page's first load (decision 239); until then only the server's answer
// lists invalid fields.

const contactInputs = lazyModule(() => import("#domain/contact-info"));


/** The search parameter that opens the edit without JavaScript. */
export const EDIT_CONTACT_PARAM = "editContact";

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

/** What the page's action answers to a `saveContact` post (app/routes/booking/reservation/reserve.server.ts). */
export type ContactEditAnswer =
  | { intent: "saveContact"; kind: "saved"; contact: PatientContact }
  | { intent: "saveContact"; kind: "invalid"; details: { path: string; message: string }[]; values: Values }
  | { intent: "saveContact"; kind: "failed"; values: Values };

const valuesOf = (contact: PatientContact): Values => ({
  streetAddress: contact.streetAddress ?? "",
  postalCode: contact.postalCode ?? "",
  postOffice: contact.postOffice ?? "",
  phoneNumber: contact.phoneNumber ?? "",
  emailAddress: contact.emailAddress ?? "",
});

function isContactAnswer(value: unknown): value is ContactEditAnswer {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === "saveContact";
}

export interface ContactEditProps {
  /** The acting patient's saved contact details (the page's loader data). */
  contact: PatientContact;
  onEditingChange?: (editing: boolean) => void;
  onSaved?: (contact: PatientContact) => void;
}

export function ContactEdit({ contact, onEditingChange, onSaved }: ContactEditProps) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<ContactEditAnswer>();
  // Without JavaScript the answer is the page's; with it, the fetcher's.
  const pageAnswer = useActionData<unknown>();
  const answer = fetcher.data ?? (isContactAnswer(pageAnswer) ? pageAnswer : undefined);
  const editRequested = new URLSearchParams(location.search).has(EDIT_CONTACT_PARAM);
  const editRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState((editRequested && answer?.kind !== "saved") || (answer !== undefined && answer.kind !== "saved"));
  const [values, setValues] = useState<Values>(answer && answer.kind !== "saved" ? answer.values : valuesOf(contact));
  const [serverErrors, setServerErrors] = useState<FieldErrors>(answer?.kind === "invalid" ? fieldErrorsOf(answer.details) : {});
  const [notice, setNotice] = useState<"saved" | "failed" | null>(answer?.kind === "saved" ? "saved" : answer?.kind === "failed" ? "failed" : null);
  const saving = fetcher.state !== "idle";
  const schema = useLazyModule(contactInputs)?.BookingContactSchema ?? null;

  const clientErrors = useMemo(() => zodFieldErrors(schema?.safeParse(values).error), [schema, values]);
  const errorOf = (field: Field) => serverErrors[field] ?? clientErrors[field];
  const invalid = FIELDS.filter((field) => errorOf(field));
  const fieldId = (field: Field) => `${id}-${field}`;

  const enterEditing = (next: boolean) => {
    setEditing(next);
    onEditingChange?.(next);
  };

  // The fetcher's answer: back to read-only with the saved values, or the errors with what was typed.
  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle") return;
    if (data.kind === "saved") {
      setNotice("saved");
      setValues(valuesOf(data.contact));
      enterEditing(false);
      onSaved?.(data.contact);
      requestAnimationFrame(() => editRef.current?.focus());
    } else {
      setNotice(data.kind === "failed" ? "failed" : null);
      setServerErrors(data.kind === "invalid" ? fieldErrorsOf(data.details) : {});
    }
  }, [fetcher.data, fetcher.state]);

  const startEditing = () => {
    setValues(valuesOf(contact));
    setServerErrors({});
    setNotice(null);
    enterEditing(true);
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  };

  const cancel = () => {
    setValues(valuesOf(contact));
    setServerErrors({});
    setNotice(null);
    enterEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };

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

  // Before hydration Edit and Cancel are plain links: the page with and without the edit parameter.
  const withoutEdit = () => {
    const search = new URLSearchParams(location.search);
    search.delete(EDIT_CONTACT_PARAM);
    return search.size > 0 ? `${location.pathname}?${search}` : location.pathname;
  };
  const withEdit = () => {
    const search = new URLSearchParams(location.search);
    search.set(EDIT_CONTACT_PARAM, "1");
    return `${location.pathname}?${search}`;
  };

  if (!editing) {
    return (
      <section className="contact-edit" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t("contactEdit.heading")}</h2>
        <dl data-private="">
          {FIELDS.map((field) => (
            <div key={field} className="contact-edit__row">
              <dt>{t(LABELS[field])}</dt>
              <dd>{contact[field] || t("contactEdit.missing")}</dd>
            </div>
          ))}
        </dl>
        {noticeView}
        <p>
          {hydrated ? (
            <button ref={editRef} type="button" className="button button--secondary" onClick={startEditing}>
              {t("contactEdit.edit")}
            </button>
          ) : (
            <a href={withEdit()} className="button button--secondary">
              {t("contactEdit.edit")}
            </a>
          )}
        </p>
      </section>
    );
  }

  return (
    <section className="contact-edit" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("contactEdit.heading")}</h2>
      <fetcher.Form method="post" action={`${location.pathname}${location.search}`} className="profile-form" noValidate aria-busy={saving}>
        <CsrfInput />
        <input type="hidden" name="intent" value="saveContact" />
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
        <ErrorSummary fields={invalid.map((field) => ({ id: fieldId(field), label: t(LABELS[field]) }))} title={t("contactEdit.invalidSummary")} announce={!hydrated} />
        {noticeView}
        <p className="actions">
          {/* Disabled only once the browser can check: without JavaScript the server answers. */}
          <button type="submit" className="button button--primary" disabled={hydrated && (saving || invalid.length > 0)} aria-busy={saving}>
            {t("contactEdit.save")}
          </button>
          {hydrated ? (
            <button type="button" className="button button--secondary" onClick={cancel} disabled={saving}>
              {t("contactEdit.cancel")}
            </button>
          ) : (
            <a href={withoutEdit()} className="button button--secondary">
              {t("contactEdit.cancel")}
            </a>
          )}
          {saving ? <Spinner label={t("contactEdit.saving")} /> : null}
        </p>
      </fetcher.Form>
    </section>
  );
}
