import type { ComponentPropsWithRef } from "react";
import { ATTACHMENTS_MAX_COUNT, ATTACHMENTS_MAX_TOTAL_BYTES } from "#domain/messaging";
import type { ValidationDetail } from "#domain/validation-details";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";

// Pieces every workspace form shares: the hidden token and intent of a post to the page's action,
// a text area with its hint and error (a message's text, a reason), and the file input of a message
// (which after a refused post asks for the files again: a browser never sends them twice).

export function IntentFields({ csrfToken, intent }: { csrfToken: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** The attachments' limit is in MiB (9 MiB), shown as the "MB" people know. */
const MIB = 1024 * 1024;

export function AttachmentsField({ accept, chooseAgain }: { accept: string; chooseAgain: boolean }) {
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor="attachments" className="form-field__label">
        {t("workspace.attachmentsLabel")}
      </label>
      <p className="form-field__hint" id="attachments-hint">
        {t("workspace.attachmentsHint", { count: ATTACHMENTS_MAX_COUNT, megabytes: ATTACHMENTS_MAX_TOTAL_BYTES / MIB })}
        {chooseAgain ? ` ${t("workspace.chooseFilesAgain")}` : ""}
      </p>
      <input type="file" id="attachments" name="attachments" multiple accept={accept} aria-describedby="attachments-hint" />
    </div>
  );
}

type TextAreaFieldProps = Omit<ComponentPropsWithRef<"textarea">, "id" | "className"> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: ValidationDetail | undefined;
};

/** A text area with its label, an optional hint and the schema's message next to it; kept from session recordings. */
export function TextAreaField({ id, label, hint, error, ...textarea }: TextAreaFieldProps) {
  const errorText = useErrorText();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className={error ? "form-field__input form-field__input--invalid" : "form-field__input"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-private=""
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The message's text ("content"), of a new conversation and of a reply. */
export function MessageField(props: Omit<TextAreaFieldProps, "id" | "name">) {
  return <TextAreaField id="content" name="content" {...props} />;
}
