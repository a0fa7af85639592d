import { type ComponentPropsWithRef, forwardRef, type ReactNode } from "react";
import type { ValidationDetail } from "#domain/validation-details";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "./field-errors";

// Form pieces (STYLE.md "One schema, both sides"): a labelled text input with its hint and the
// domain schema's message next to it, and the summary of invalid fields. Styles in app.css.

type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: ValidationDetail | undefined;
  /** Hidden from session recordings (names, identity code, contacts). */
  isPrivate?: boolean;
};

export function TextField({ id, label, hint, error, isPrivate, ...input }: TextFieldProps) {
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
      <input
        id={id}
        type="text"
        className={error ? "form-field__input form-field__input--invalid" : "form-field__input"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-private={isPrivate ? "" : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
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
 * The list of invalid fields under a title ("Please check the following fields:" by default, spec
 * part 2 §8 "validation error: lists names of offending fields"), each a link to its field.
 * Focused after a failed submission. `announce` (default) makes it an alert; a list that follows
 * every keystroke (contact edit) is not announced.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { fields: SummaryField[]; title?: ReactNode; announce?: boolean; id?: string }>(function ErrorSummary(
  { fields, title, announce = true, id },
  ref,
) {
  const t = useT();
  if (fields.length === 0) return null;
  return (
    <div ref={ref} id={id} tabIndex={-1} role={announce ? "alert" : undefined} className="notice notice--error form-summary">
      <p className="notice__title">{title ?? t("validation.summary")}</p>
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
