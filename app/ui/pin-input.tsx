import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { SMS_CODE_LENGTH, isSmsCodeDigit } from "#domain/phone-number";
import { useHydrated } from "./use-hydrated";

export interface PinInputProps {
  /** The fieldset's legend, e.g. "SMS code". */
  legend: string;
  /** Accessible name of one input: (1, 4) → "Digit 1 of 4". */
  digitLabel: (index: number, count: number) => string;
  /**
   * The form field's name. Until the page runs its JavaScript the digits are one plain field of
   * this name, posted with its form (without JavaScript, the only way).
   */
  name: string;
  /** Called once all inputs hold a digit (spec: "the code is sent at once"). */
  onComplete: (code: string) => void;
  /** Any change by the user (the page clears its error state on it). */
  onChange?: (code: string) => void;
  length?: number;
  /** While the code is being checked (spec: inputs disabled while checking). */
  disabled?: boolean;
  /** Marks the inputs red (aria-invalid) and, once enabled, moves focus to the last input. */
  invalid?: boolean;
  /** Id of the element that explains the error, read with each input. */
  errorId?: string;
  /** Focus the first input when shown (the page exists only to enter the code). */
  autoFocus?: boolean;
}

/**
 * One-digit inputs for an SMS code (spec part 1 §4): digits only, anything else is ignored; focus
 * moves forward on input and back on Backspace in an empty input; a pasted or autofilled code
 * spreads over the inputs; when all are filled the code is handed over at once. Before hydration
 * (and without JavaScript) one plain field named `name` takes the code instead, labelled by the
 * legend.
 */
export function PinInput({
  legend,
  digitLabel,
  name,
  onComplete,
  onChange,
  length = SMS_CODE_LENGTH,
  disabled = false,
  invalid = false,
  errorId,
  autoFocus = false,
}: PinInputProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ""));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusInput = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  useEffect(() => {
    // Only on first show (the digits replace the plain field once the page is hydrated).
    if (autoFocus && hydrated) focusInput(0);
  }, [hydrated]);

  // After a failed check the inputs come back enabled: focus goes to the last one (spec).
  useEffect(() => {
    if (invalid && !disabled && hydrated) focusInput(length - 1);
  }, [invalid, disabled, hydrated]);

  /**
   * The digits after an edit that wrote up to `lastWritten`. The code goes out once every input
   * holds a digit and the edit reached the last input: retyping over a refused code from the
   * first input must not send a mix of the new and the old digits at the first key.
   */
  function update(next: string[], focusIndex: number | null, lastWritten: number | null = null) {
    setDigits(next);
    const code = next.join("");
    onChange?.(code);
    if (focusIndex !== null) focusInput(focusIndex);
    if (lastWritten === length - 1 && next.every((digit) => digit !== "")) onComplete(code);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    const typed = [...value].filter(isSmsCodeDigit);
    if (typed.length === 0) {
      // Deleted (cut, Delete key): clear; anything else typed is ignored.
      if (value === "" && digits[index] !== "") update(digits.map((digit, i) => (i === index ? "" : digit)), null);
      return;
    }
    const old = digits[index] ?? "";
    // A digit typed next to the one already there replaces it; more digits are a paste or autofill.
    const incoming = typed.length === 2 && old !== "" ? [typed[0] === old ? typed[1]! : typed[0]!] : typed;
    const next = [...digits];
    const written = incoming.slice(0, length - index);
    written.forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    update(next, Math.min(index + incoming.length, length - 1), index + written.length - 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isSmsCodeDigit(event.key)) {
      // A digit key always writes this input, also when it holds the same digit already (which
      // would fire no change event), e.g. retyping the last digit after a failed check.
      event.preventDefault();
      update(
        digits.map((digit, i) => (i === index ? event.key : digit)),
        Math.min(index + 1, length - 1),
        index,
      );
    } else if (event.key.length === 1) {
      // Any other character key is ignored.
      event.preventDefault();
    } else if (event.key === "Backspace" && digits[index] === "" && index > 0) {
      event.preventDefault();
      update(
        digits.map((digit, i) => (i === index - 1 ? "" : digit)),
        index - 1,
      );
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusInput(index - 1);
    } else if (event.key === "ArrowRight" && index < length - 1) {
      event.preventDefault();
      focusInput(index + 1);
    }
  }

  if (!hydrated) {
    return (
      <div className="pin-input">
        <label htmlFor={`${id}-plain`} className="pin-input__legend">
          {legend}
        </label>
        <input
          id={`${id}-plain`}
          name={name}
          className="pin-input__plain"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={length}
          required
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          autoFocus={autoFocus || invalid}
        />
      </div>
    );
  }
  return (
    <fieldset className="pin-input">
      <legend className="pin-input__legend">{legend}</legend>
      <div className="pin-input__digits">
        {digits.map((digit, index) => (
          <span key={index} className="pin-input__cell">
            <label htmlFor={`${id}-${index}`} className="visually-hidden">
              {digitLabel(index + 1, length)}
            </label>
            <input
              id={`${id}-${index}`}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className="pin-input__digit"
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? "one-time-code" : "off"}
              value={digit}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => handleChange(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onFocus={(event) => event.target.select()}
            />
          </span>
        ))}
      </div>
    </fieldset>
  );
}
