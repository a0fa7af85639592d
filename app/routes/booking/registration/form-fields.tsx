import { type ComponentPropsWithRef, forwardRef, type ReactNode } from "react";
import type { ValidationDetail } from "#domain/validation-details";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";

// Form pieces of the registration, consent and contact forms (STYLE.md "One schema, both sides"):
// the domain schema's message keys next to the fields and in the summary of invalid fields
// (app/ui/field-errors.ts keeps the errors).

type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: ValidationDetail | undefined;
  /** Hidden from session recordings (names, contacts). */
  isPrivate?: boolean;
};

export function TextField({ id, label, hint, error, isPrivate, ...input }: TextFieldProps) {
  const errorText = useErrorText();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="profile-field">
      <label htmlFor={id} className="profile-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="profile-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        className={error ? "profile-field__input profile-field__input--invalid" : "profile-field__input"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-private={isPrivate ? "" : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="profile-field__error">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}

export interface SummaryField {
  id: string;
  label: string;
}

/**
 * The list of invalid fields under a title ("Please check the following fields:" by default),
 * each a link to its field. Focused after a failed submission. `announce` (default) makes it an
 * alert; a list that follows every keystroke (contact edit) is not announced.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { fields: SummaryField[]; title?: ReactNode; announce?: boolean }>(function ErrorSummary(
  { fields, title, announce = true },
  ref,
) {
  const t = useT();
  if (fields.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role={announce ? "alert" : undefined} className="profile-notice profile-notice--error profile-summary">
      <p className="profile-notice__title">{title ?? t("validation.summary")}</p>
      <ul>
        {fields.map((field) => (
          <li key={field.id}>
            <a href={`#${field.id}`}>{field.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});
