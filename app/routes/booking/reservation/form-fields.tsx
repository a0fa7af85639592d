import type { ReactNode } from "react";
import type { ValidationDetail } from "#domain/validation-details";
import { useErrorText } from "#app/ui/field-errors";

// The confirmation checkboxes of the reservation forms (terms, binding booking, occupational
// confirmation) with the domain schema's message under each.

type CheckboxFieldProps = {
  id: string;
  /** The form field's name, for a form that is posted. */
  name?: string;
  label: ReactNode;
  /** Controlled: the box as the form's state has it. */
  checked?: boolean;
  /** Uncontrolled (a form whose library reads the fields): the box as first shown. */
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  onBlur?: () => void;
  error?: ValidationDetail | undefined;
  children?: ReactNode;
};

export function CheckboxField({ id, name, label, checked, defaultChecked, onChange, onBlur, error, children }: CheckboxFieldProps) {
  const errorText = useErrorText();
  return (
    <div className="reservation-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
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
