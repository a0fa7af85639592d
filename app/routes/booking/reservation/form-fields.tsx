import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import type { ValidationDetail } from "#domain/validation-details";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";

// Form pieces of the reservation forms (STYLE.md "One schema, both sides"): the domain schema's
// message keys shown next to the fields and listed under "Please check the following fields"
// (app/ui/field-errors.ts keeps the errors).

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  hint?: string;
  error?: ValidationDetail | undefined;
  /** Hidden from session recordings (names, identity code, contacts). */
  isPrivate?: boolean;
};

export function TextField({ id, label, hint, error, isPrivate, ...input }: TextFieldProps) {
  const errorText = useErrorText();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="reservation-field">
      <label htmlFor={id} className="reservation-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="reservation-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={error ? "reservation-field__input reservation-field__input--invalid" : "reservation-field__input"}
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

type CheckboxFieldProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: ValidationDetail | undefined;
  children?: ReactNode;
};

export function CheckboxField({ id, label, checked, onChange, onBlur, error, children }: CheckboxFieldProps) {
  const errorText = useErrorText();
  return (
    <div className="reservation-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error reservation-check__error">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Please check the following fields:" with a link to each invalid field (spec §8 "validation
 * error: lists names of offending fields"). Focused after a failed submission.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { fields: { id: string; label: string }[] }>(function ErrorSummary(
  { fields },
  ref,
) {
  const t = useT();
  if (fields.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="notice notice--error reservation-summary-errors">
      <p className="notice__title">{t("validation.summary")}</p>
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
