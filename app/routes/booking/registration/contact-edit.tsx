import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FetcherWithComponents, useActionData, useFetcher, useLocation } from "react-router";
import type { BookingContact } from "#domain/contact-info";
import { normalisePhoneNumber } from "#domain/phone-number";
import type { PatientContact } from "#server/modules/profile/contact-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { Spinner } from "#app/ui/spinner";
import type { FormReply } from "#app/form.server";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { useHydrated } from "#app/ui/use-hydrated";
import { EDIT_CONTACT_PARAM } from "./contact-edit-links";

// The address and contact edit of the reservation page (spec part 2 §4 "Address edit", §5
// "Contact info", §8 "Contact save failure"): read-only, edit, saving, then read-only again on
// success or an error notice on failure; cancel restores the saved values. While editing, invalid
// fields are listed under "Please correct or complete the following fields before proceeding" and
// Save is disabled (the spec's own rule for this form, part 2 §5). The form library (conform,
// decisions 395, 393) keeps the fields and checks them all with BookingContactSchema, the action's
// own schema, from the moment the edit opens and at every input. A form post to the page's action
// (intent saveContact: the service of PUT /api/user): with JavaScript through a fetcher, so the rest
// of the page keeps its state; without it, Edit is the address `?editContact=1` and the page
// answers the saved or refused edit with everything typed (conform's reply). The schema comes
// after the page's first load (decision 239); until then only the server's answer lists invalid
// fields.

const contactInputs = lazyModule(() => import("#domain/contact-info"));

type Field = keyof BookingContact;
const FIELDS: readonly Field[] = ["streetAddress", "postalCode", "postOffice", "phoneNumber", "emailAddress"];
const LABELS: Record<Field, MessageKey> = {
  streetAddress: "registration.field.streetAddress",
  postalCode: "registration.field.zipCode",
  postOffice: "registration.field.postOffice",
  phoneNumber: "registration.field.phoneNumber",
  emailAddress: "registration.field.emailAddress",
};

/** What the page's action answers to a `saveContact` post (app/routes/booking/reservation/reserve.server.ts). */
export type ContactEditAnswer =
  | { intent: "saveContact"; kind: "saved"; contact: PatientContact }
  /** Refused or not saved: everything typed, with the problems (conform's reply). */
  | { intent: "saveContact"; kind: "invalid" | "failed"; result: FormReply };

const valuesOf = (contact: PatientContact): Record<Field, string> => ({
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
  // Without JavaScript the answer is the page's; with it, the fetcher's. An answer seen before the
  // edit was opened again (or cancelled) is done with: the edit starts from the saved values.
  const pageAnswer = useActionData<unknown>();
  const latest = fetcher.data ?? (isContactAnswer(pageAnswer) ? pageAnswer : undefined);
  const [doneWith, setDoneWith] = useState<ContactEditAnswer | undefined>(undefined);
  const answer = latest !== doneWith ? latest : undefined;
  const editRequested = new URLSearchParams(location.search).has(EDIT_CONTACT_PARAM);
  const editRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState((editRequested && answer?.kind !== "saved") || (answer !== undefined && answer.kind !== "saved"));
  const [notice, setNotice] = useState<"saved" | "failed" | null>(answer?.kind === "saved" ? "saved" : answer?.kind === "failed" ? "failed" : null);
  // Opened with Edit: focus goes to the first field (not when the page opens with ?editContact=1).
  const [openedWithEdit, setOpenedWithEdit] = useState(false);
  const saving = fetcher.state !== "idle";

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
      enterEditing(false);
      onSaved?.(data.contact);
      requestAnimationFrame(() => editRef.current?.focus());
    } else {
      setNotice(data.kind === "failed" ? "failed" : null);
    }
  }, [fetcher.data, fetcher.state]);

  const startEditing = () => {
    setDoneWith(latest);
    setOpenedWithEdit(true);
    setNotice(null);
    enterEditing(true);
  };

  const cancel = () => {
    setDoneWith(latest);
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
      <ContactEditForm
        id={id}
        contact={contact}
        fetcher={fetcher}
        lastResult={answer && answer.kind !== "saved" ? answer.result : undefined}
        focusFirst={openedWithEdit}
        onInput={() => setNotice(null)}
        notice={noticeView}
        cancel={
          hydrated ? (
            <button type="button" className="button button--secondary" onClick={cancel} disabled={saving}>
              {t("contactEdit.cancel")}
            </button>
          ) : (
            <a href={withoutEdit()} className="button button--secondary">
              {t("contactEdit.cancel")}
            </a>
          )
        }
      />
    </section>
  );
}

interface ContactEditFormProps {
  id: string;
  contact: PatientContact;
  fetcher: FetcherWithComponents<ContactEditAnswer>;
  lastResult: FormReply | undefined;
  /** Whether opening the edit moves focus to its first field (not on a page load with ?editContact=1). */
  focusFirst: boolean;
  onInput: () => void;
  notice: ReactNode;
  cancel: ReactNode;
}

/** The edit itself, mounted while editing: each opening starts from the saved values (or the answer's). */
function ContactEditForm({ id, contact, fetcher, lastResult, focusFirst, onInput, notice, cancel }: ContactEditFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const schema = useLazyModule(contactInputs)?.BookingContactSchema ?? null;
  const [form, fields] = useSchemaForm(schema, { id: `${id}-form`, lastResult, defaultValue: valuesOf(contact) });
  const saving = fetcher.state !== "idle";
  const fieldId = (field: Field) => `${id}-${field}`;
  const { validate } = form;

  // Every field is checked from the start (the spec lists what to correct while editing): once the
  // schema is there, the form library validates them all, then each input again.
  useEffect(() => {
    if (schema) validate();
  }, [schema, validate]);

  useEffect(() => {
    if (focusFirst) requestAnimationFrame(() => document.getElementById(fieldId(FIELDS[0]!))?.focus());
  }, []);

  const errorOf = (field: Field) => fields[field].errors?.[0];
  const invalid = FIELDS.filter((field) => errorOf(field));

  function submit(event: FormEvent<HTMLFormElement>) {
    if (saving) return event.preventDefault();
    // conform checks the schema (once it is there) and stops a post with errors.
    form.onSubmit(event);
  }

  return (
    <fetcher.Form
      method="post"
      id={form.id}
      action={`${location.pathname}${location.search}`}
      className="profile-form"
      onSubmit={submit}
      onInput={onInput}
      noValidate
      aria-busy={saving}
    >
      <CsrfInput />
      <input type="hidden" name="intent" value="saveContact" />
      {FIELDS.map((field) => (
        <TextField
          key={`${field}-${fields[field].key ?? ""}`}
          id={fieldId(field)}
          name={fields[field].name}
          label={t(LABELS[field])}
          defaultValue={typeof fields[field].initialValue === "string" ? fields[field].initialValue : ""}
          type={field === "phoneNumber" ? "tel" : field === "emailAddress" ? "email" : "text"}
          inputMode={field === "postalCode" ? "numeric" : undefined}
          onBlur={
            field === "phoneNumber"
              ? (event) => {
                  const input = event.currentTarget;
                  if (input.value.trim()) input.value = normalisePhoneNumber(input.value);
                }
              : undefined
          }
          error={errorOf(field)}
          disabled={saving}
          isPrivate
        />
      ))}
      <ErrorSummary fields={invalid.map((field) => ({ id: fieldId(field), label: t(LABELS[field]) }))} title={t("contactEdit.invalidSummary")} announce={!hydrated} />
      {notice}
      <p className="actions">
        {/* Disabled only once the browser can check: without JavaScript the server answers. */}
        <button type="submit" className="button button--primary" disabled={hydrated && (saving || invalid.length > 0)} aria-busy={saving}>
          {t("contactEdit.save")}
        </button>
        {cancel}
        {saving ? <Spinner label={t("contactEdit.saving")} /> : null}
      </p>
    </fetcher.Form>
  );
}
